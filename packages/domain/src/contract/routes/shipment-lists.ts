import { defineRoute, file } from '../route-def.ts';
import {
  customerFilters,
  customerListQuery,
  customerListResponse,
  imageCaptureQuery,
  preparationFilters,
  preparationQuery,
  raActionParams,
  raActionResponse,
  raDetailResponse,
  raListResponse,
  receptionsFilters,
  receptionsQuery,
} from '../shipment-lists.ts';
import { raIdParams } from '../shipment-wizard.ts';
import * as z from '../zod.ts';

export const shipmentListsRoutes = {
  imageCapture: defineRoute('GET', '/api/Shipment/ImageCapture', {
    query: imageCaptureQuery,
    response: raListResponse,
  }),
  receptionsFilters: defineRoute('GET', '/api/Shipment/Receptions', { response: receptionsFilters }),
  receptions: defineRoute('GET', '/api/Shipment/Receptions/List', {
    query: receptionsQuery,
    response: raListResponse,
  }),
  reception: defineRoute('GET', '/api/Shipment/Receptions/:id', {
    params: raIdParams,
    response: raDetailResponse,
  }),
  receptionAction: defineRoute('PUT', '/api/Shipment/Receptions/:id/:action', {
    params: raActionParams,
    response: raActionResponse,
  }),
  preparationFilters: defineRoute('GET', '/api/Shipment/Preparation', {
    query: z.object({ codigoOficinaOrigen: z.string().max(20).optional() }),
    response: preparationFilters,
  }),
  preparation: defineRoute('GET', '/api/Shipment/Preparation/List', {
    query: preparationQuery,
    response: raListResponse,
  }),
  customerFilters: defineRoute('GET', '/api/ExternalCustomer', { response: customerFilters }),
  customerList: defineRoute('GET', '/api/ExternalCustomer/List', {
    query: customerListQuery,
    response: customerListResponse,
  }),
  receptionsExport: defineRoute('GET', '/api/Shipment/Receptions/List/Exportar', {
    query: receptionsQuery.omit({ Page: true }),
    response: file,
  }),
  preparationExport: defineRoute('GET', '/api/Shipment/Preparation/List/Exportar', {
    query: preparationQuery.omit({ Page: true }),
    response: file,
  }),
  customerListExport: defineRoute('GET', '/api/ExternalCustomer/List/Exportar', {
    query: customerListQuery.omit({ Page: true }),
    response: file,
  }),
  customerProof: defineRoute('GET', '/api/ExternalCustomer/:id/Comprobante', {
    params: raIdParams,
    response: file,
  }),
} as const;
