import {
  codeParams,
  errorResponse,
  messages,
  PACKAGE_TYPES_MENU,
  packageTypeCreate,
  packageTypeDetail,
  packageTypeListQuery,
  packageTypeListResponse,
  packageTypeUpdate,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PackageTypesService } from './package-types.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export const packageTypesRoutes: FastifyPluginAsyncZod<{ packageTypes: PackageTypesService }> = async (
  app,
  { packageTypes },
) => {
  const config = { access: { audience: 'staff' as const, menus: [PACKAGE_TYPES_MENU] } };
  const tags = ['Tipos de bultos'];

  app.get(
    '/PackageType',
    {
      config,
      schema: {
        tags,
        querystring: packageTypeListQuery,
        response: { 200: packageTypeListResponse, ...errors },
      },
    },
    (request) => packageTypes.list(request.query),
  );
  app.get(
    '/PackageType/:code',
    { config, schema: { tags, params: codeParams, response: { 200: packageTypeDetail, ...errors } } },
    (request) => packageTypes.get(request.params.code),
  );
  app.post(
    '/PackageType',
    {
      config: { ...config, conflictMessage: messages.packageTypeExists },
      schema: { tags, body: packageTypeCreate, response: { 201: packageTypeDetail, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await packageTypes.create(request.body)),
  );
  app.put(
    '/PackageType/:code',
    {
      config,
      schema: {
        tags,
        summary: 'Descripción y vigencia; un tipo no vigente no se acepta en bultos nuevos',
        params: codeParams,
        body: packageTypeUpdate,
        response: { 200: packageTypeDetail, ...errors },
      },
    },
    (request) => packageTypes.update(request.params.code, request.body),
  );
};
