import {
  codeParams,
  errorResponse,
  messages,
  officeCreate,
  officeDetail,
  officeListResponse,
  officeUpdate,
  placeListQuery,
  storageCreate,
  storageDetail,
  storageListResponse,
  storageUpdate,
  USERS_MENU,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlacesService } from './places.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Offices and warehouses. GET /api/Office and /api/Storage stay the lookups of every staff screen. */
export const placesRoutes: FastifyPluginAsyncZod<{ places: PlacesService }> = async (app, { places }) => {
  const config = { access: { audience: 'staff' as const, menus: [USERS_MENU] } };

  const officeTags = ['Oficinas'];
  app.get(
    '/Office/Admin',
    {
      config,
      schema: {
        tags: officeTags,
        querystring: placeListQuery,
        response: { 200: officeListResponse, ...errors },
      },
    },
    (request) => places.listOffices(request.query),
  );
  app.get(
    '/Office/Admin/:code',
    {
      config,
      schema: { tags: officeTags, params: codeParams, response: { 200: officeDetail, ...errors } },
    },
    (request) => places.getOffice(request.params.code),
  );
  app.post(
    '/Office',
    {
      config: { ...config, conflictMessage: messages.officeExists },
      schema: { tags: officeTags, body: officeCreate, response: { 201: officeDetail, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await places.createOffice(request.body)),
  );
  app.put(
    '/Office/:code',
    {
      config,
      schema: {
        tags: officeTags,
        params: codeParams,
        body: officeUpdate,
        response: { 200: officeDetail, ...errors },
      },
    },
    (request) => places.updateOffice(request.params.code, request.body),
  );

  const storageTags = ['Bodegas'];
  app.get(
    '/Storage/Admin',
    {
      config,
      schema: {
        tags: storageTags,
        querystring: placeListQuery,
        response: { 200: storageListResponse, ...errors },
      },
    },
    (request) => places.listStorages(request.query),
  );
  app.get(
    '/Storage/Admin/:code',
    {
      config,
      schema: { tags: storageTags, params: codeParams, response: { 200: storageDetail, ...errors } },
    },
    (request) => places.getStorage(request.params.code),
  );
  app.post(
    '/Storage',
    {
      config: { ...config, conflictMessage: messages.warehouseExists },
      schema: { tags: storageTags, body: storageCreate, response: { 201: storageDetail, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await places.createStorage(request.body)),
  );
  app.put(
    '/Storage/:code',
    {
      config,
      schema: {
        tags: storageTags,
        params: codeParams,
        body: storageUpdate,
        response: { 200: storageDetail, ...errors },
      },
    },
    (request) => places.updateStorage(request.params.code, request.body),
  );
};
