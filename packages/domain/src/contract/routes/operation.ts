import {
  costFilters,
  costForm,
  costIdParams,
  costListResponse,
  costSaved,
  operationCostParams,
  operationDetailFilters,
  operationFilters,
  operationFiltersQuery,
  operationForm,
  operationIdParams,
  operationListQuery,
  operationListResponse,
  operationSaved,
  saleListResponse,
  summaryQuery,
} from '../operation.ts';
import { defineRoute, file } from '../route-def.ts';

export const operationRoutes = {
  export: defineRoute('GET', '/api/Operation/Exportar', {
    query: operationListQuery.omit({ Page: true }),
    response: file,
  }),
  list: defineRoute('GET', '/api/Operation', { query: operationListQuery, response: operationListResponse }),
  filters: defineRoute('GET', '/api/Operation/Filters', {
    query: operationFiltersQuery,
    response: operationFilters,
  }),
  detailFilters: defineRoute('GET', '/api/Operation/Detail/Filters', { response: operationDetailFilters }),
  create: defineRoute('POST', '/api/Operation', { body: operationForm, response: operationSaved }),
  update: defineRoute('PUT', '/api/Operation/:id', {
    params: operationIdParams,
    body: operationForm,
    response: operationSaved,
  }),
  close: defineRoute('PUT', '/api/Operation/Close/:id', {
    params: operationIdParams,
    response: operationSaved,
  }),
  costs: defineRoute('GET', '/api/Operation/Cost/:id', {
    params: operationIdParams,
    query: summaryQuery,
    response: costListResponse,
  }),
  costFilters: defineRoute('GET', '/api/Operation/Cost/Filters/:id', {
    params: operationIdParams,
    response: costFilters,
  }),
  createCost: defineRoute('POST', '/api/Operation/Cost', { body: costForm, response: costSaved }),
  updateCost: defineRoute('PUT', '/api/Operation/Cost/:id', {
    params: costIdParams,
    body: costForm,
    response: costSaved,
  }),
  removeCost: defineRoute('DELETE', '/api/Operation/Cost/:operationId/:costId', {
    params: operationCostParams,
    response: costSaved,
  }),
  sales: defineRoute('GET', '/api/Operation/Sale/:id', {
    params: operationIdParams,
    query: summaryQuery,
    response: saleListResponse,
  }),
} as const;
