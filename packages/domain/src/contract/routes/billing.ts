import {
  abonoRequest,
  billingRaParams,
  billingSettings,
  cajaCloseRequest,
  cajaDetail,
  cajaListQuery,
  cajaListResponse,
  cajaMovement,
  cajaOpenRequest,
  cajaParams,
  cajaSummary,
  clientCredit,
  clientCreditUpdate,
  clientParams,
  conditionUpdate,
  currentCajaResponse,
  paymentParams,
  paymentRequest,
  paymentReverseRequest,
  raPayment,
  receivablesQuery,
  receivablesResponse,
  statementPeriodQuery,
  statementQuery,
  statementResponse,
} from '../billing.ts';
import { defineRoute, file } from '../route-def.ts';

// Issue 33: the cash desk and the collection of every RA.
export const billingRoutes = {
  settings: defineRoute('GET', '/api/Billing/Configuracion', { response: billingSettings }),
  updateSettings: defineRoute('PUT', '/api/Billing/Configuracion', {
    body: billingSettings,
    response: billingSettings,
  }),

  currentCaja: defineRoute('GET', '/api/Billing/Caja/Actual', { response: currentCajaResponse }),
  cajas: defineRoute('GET', '/api/Billing/Caja', { query: cajaListQuery, response: cajaListResponse }),
  caja: defineRoute('GET', '/api/Billing/Caja/:id', { params: cajaParams, response: cajaDetail }),
  openCaja: defineRoute('POST', '/api/Billing/Caja', { body: cajaOpenRequest, response: cajaSummary }),
  closeCaja: defineRoute('POST', '/api/Billing/Caja/:id/Cierre', {
    params: cajaParams,
    body: cajaCloseRequest,
    response: cajaDetail,
  }),
  cajaPdf: defineRoute('GET', '/api/Billing/Caja/:id/Pdf', { params: cajaParams, response: file }),
  cajaExport: defineRoute('GET', '/api/Billing/Caja/:id/Exportar', { params: cajaParams, response: file }),

  raPayment: defineRoute('GET', '/api/Billing/RA/:id', { params: billingRaParams, response: raPayment }),
  setCondition: defineRoute('PUT', '/api/Billing/RA/:id/Condicion', {
    params: billingRaParams,
    body: conditionUpdate,
    response: raPayment,
  }),
  pay: defineRoute('POST', '/api/Billing/RA/:id/Pago', {
    params: billingRaParams,
    body: paymentRequest,
    response: raPayment,
  }),
  reversePayment: defineRoute('POST', '/api/Billing/Pago/:id/Anular', {
    params: paymentParams,
    body: paymentReverseRequest,
    response: cajaMovement,
  }),

  clientCredit: defineRoute('GET', '/api/Billing/Cliente/:id/Credito', {
    params: clientParams,
    response: clientCredit,
  }),
  updateClientCredit: defineRoute('PUT', '/api/Billing/Cliente/:id/Credito', {
    params: clientParams,
    body: clientCreditUpdate,
    response: clientCredit,
  }),
  abono: defineRoute('POST', '/api/Billing/Abono', { body: abonoRequest, response: cajaMovement }),

  statement: defineRoute('GET', '/api/Billing/EstadoCuenta', {
    query: statementQuery,
    response: statementResponse,
  }),
  statementPdf: defineRoute('GET', '/api/Billing/EstadoCuenta/Pdf', {
    query: statementPeriodQuery,
    response: file,
  }),
  statementExport: defineRoute('GET', '/api/Billing/EstadoCuenta/Exportar', {
    query: statementPeriodQuery,
    response: file,
  }),
  receivables: defineRoute('GET', '/api/Billing/CuentasPorCobrar', {
    query: receivablesQuery,
    response: receivablesResponse,
  }),
  receivablesExport: defineRoute('GET', '/api/Billing/CuentasPorCobrar/Exportar', {
    query: receivablesQuery.omit({ Page: true }),
    response: file,
  }),
} as const;
