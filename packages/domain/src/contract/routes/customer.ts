import {
  addressCreate,
  addressCreated,
  addressDetail,
  addressForm,
  addressListQuery,
  addressListResponse,
  addressParams,
  clientCombos,
  clientDetail,
  clientForm,
  clientIdParams,
  clientListQuery,
  clientListResponse,
} from '../customer.ts';
import { defineRoute, file } from '../route-def.ts';
import {
  tariffCreated,
  tariffDetailResponse,
  tariffFilters,
  tariffForm,
  tariffKeyParams,
  tariffListQuery,
  tariffListResponse,
  tariffUpdate,
} from '../tariffs.ts';

export const customerRoutes = {
  clientsExport: defineRoute('GET', '/api/Customer/ClienteProveedor/Exportar', {
    query: clientListQuery.omit({ Page: true, PageSize: true }),
    response: file,
  }),
  tariffsExport: defineRoute('GET', '/api/Customer/Tarifa/Exportar', {
    query: tariffListQuery.omit({ Page: true }),
    response: file,
  }),
  clients: defineRoute('GET', '/api/Customer/ClienteProveedor', {
    query: clientListQuery,
    response: clientListResponse,
  }),
  clientCombos: defineRoute('GET', '/api/Customer/ClienteProveedor/New', { response: clientCombos }),
  client: defineRoute('GET', '/api/Customer/ClienteProveedor/:id', {
    params: clientIdParams,
    response: clientDetail,
  }),
  createClient: defineRoute('POST', '/api/Customer/ClienteProveedor', {
    body: clientForm,
    response: clientDetail,
  }),
  updateClient: defineRoute('PUT', '/api/Customer/ClienteProveedor/:id', {
    params: clientIdParams,
    body: clientForm,
    response: clientDetail,
  }),
  addresses: defineRoute('GET', '/api/Customer/ClienteProveedor/Direccion', {
    query: addressListQuery,
    response: addressListResponse,
  }),
  address: defineRoute('GET', '/api/Customer/ClienteProveedor/:id/Direccion/:dirId', {
    params: addressParams,
    response: addressDetail,
  }),
  createAddress: defineRoute('POST', '/api/Customer/ClienteProveedor/Direccion', {
    body: addressCreate,
    response: addressCreated,
  }),
  updateAddress: defineRoute('PUT', '/api/Customer/ClienteProveedor/:id/Direccion/:dirId', {
    params: addressParams,
    body: addressForm,
    response: addressDetail,
  }),
  tariffs: defineRoute('GET', '/api/Customer/Tarifa', {
    query: tariffListQuery,
    response: tariffListResponse,
  }),
  tariffFilters: defineRoute('GET', '/api/Customer/Tarifa/Filters', { response: tariffFilters }),
  tariff: defineRoute('GET', '/api/Customer/Tarifa/:id/:origin/:destination/:via/:modality/:cargoType', {
    params: tariffKeyParams,
    response: tariffDetailResponse,
  }),
  createTariff: defineRoute('POST', '/api/Customer/Tarifa', { body: tariffForm, response: tariffCreated }),
  updateTariff: defineRoute('PUT', '/api/Customer/Tarifa', {
    body: tariffUpdate,
    response: tariffDetailResponse,
  }),
} as const;
