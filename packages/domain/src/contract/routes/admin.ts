import {
  activeRequest,
  codeParams,
  officeCreate,
  officeDetail,
  officeListResponse,
  officeUpdate,
  packageTypeCreate,
  packageTypeDetail,
  packageTypeListQuery,
  packageTypeListResponse,
  packageTypeUpdate,
  passwordResetRequest,
  placeListQuery,
  storageCreate,
  storageDetail,
  storageListResponse,
  storageUpdate,
  userCreate,
  userDetail,
  userIdParams,
  userListQuery,
  userListResponse,
  userUpdate,
} from '../admin.ts';
import { messageResponse } from '../auth.ts';
import { defineRoute } from '../route-def.ts';

export const adminRoutes = {
  users: defineRoute('GET', '/api/User', { query: userListQuery, response: userListResponse }),
  user: defineRoute('GET', '/api/User/:id', { params: userIdParams, response: userDetail }),
  createUser: defineRoute('POST', '/api/User', { body: userCreate, response: userDetail }),
  updateUser: defineRoute('PUT', '/api/User/:id', {
    params: userIdParams,
    body: userUpdate,
    response: userDetail,
  }),
  resetPassword: defineRoute('PUT', '/api/User/:id/password', {
    params: userIdParams,
    body: passwordResetRequest,
    response: messageResponse,
  }),
  setActive: defineRoute('PUT', '/api/User/:id/active', {
    params: userIdParams,
    body: activeRequest,
    response: userDetail,
  }),
  offices: defineRoute('GET', '/api/Office/Admin', { query: placeListQuery, response: officeListResponse }),
  office: defineRoute('GET', '/api/Office/Admin/:code', { params: codeParams, response: officeDetail }),
  createOffice: defineRoute('POST', '/api/Office', { body: officeCreate, response: officeDetail }),
  updateOffice: defineRoute('PUT', '/api/Office/:code', {
    params: codeParams,
    body: officeUpdate,
    response: officeDetail,
  }),
  warehouses: defineRoute('GET', '/api/Storage/Admin', {
    query: placeListQuery,
    response: storageListResponse,
  }),
  warehouse: defineRoute('GET', '/api/Storage/Admin/:code', { params: codeParams, response: storageDetail }),
  createWarehouse: defineRoute('POST', '/api/Storage', { body: storageCreate, response: storageDetail }),
  updateWarehouse: defineRoute('PUT', '/api/Storage/:code', {
    params: codeParams,
    body: storageUpdate,
    response: storageDetail,
  }),
  packageTypes: defineRoute('GET', '/api/PackageType', {
    query: packageTypeListQuery,
    response: packageTypeListResponse,
  }),
  packageType: defineRoute('GET', '/api/PackageType/:code', {
    params: codeParams,
    response: packageTypeDetail,
  }),
  createPackageType: defineRoute('POST', '/api/PackageType', {
    body: packageTypeCreate,
    response: packageTypeDetail,
  }),
  updatePackageType: defineRoute('PUT', '/api/PackageType/:code', {
    params: codeParams,
    body: packageTypeUpdate,
    response: packageTypeDetail,
  }),
} as const;
