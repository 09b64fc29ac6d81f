import {
  dteInvoicingPreview,
  dteInvoicingQuery,
  dteInvoicingRequest,
  dteInvoicingResult,
} from '../dte-invoicing.ts';
import { defineRoute } from '../route-def.ts';

// Issue 34: invoicing the cuenta corriente clients' periods (FIN-COBRANZA); spread into routes.dte.
export const dteInvoicingRoutes = {
  invoicingPreview: defineRoute('GET', '/api/Dte/Facturacion', {
    query: dteInvoicingQuery,
    response: dteInvoicingPreview,
  }),
  invoice: defineRoute('POST', '/api/Dte/Facturacion', {
    body: dteInvoicingRequest,
    response: dteInvoicingResult,
  }),
};
