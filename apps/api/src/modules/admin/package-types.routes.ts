import { errorResponse, messages, PACKAGE_TYPES_MENU, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import type { PackageTypesService } from './package-types.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export const packageTypesRoutes: FastifyPluginAsyncZod<{ packageTypes: PackageTypesService }> = async (
  app,
  { packageTypes },
) => {
  const config = { access: { audience: 'staff' as const, menus: [PACKAGE_TYPES_MENU] } };
  const tags = ['Tipos de bultos'];

  registerRoute(app, routes.admin.packageTypes, { config, tags, errors }, (request) =>
    packageTypes.list(request.query),
  );
  registerRoute(app, routes.admin.packageType, { config, tags, errors }, (request) =>
    packageTypes.get(request.params.code),
  );
  registerRoute(
    app,
    routes.admin.createPackageType,
    { config: { ...config, conflictMessage: messages.packageTypeExists }, tags, status: 201, errors },
    async (request, reply) => reply.status(201).send(await packageTypes.create(request.body)),
  );
  registerRoute(
    app,
    routes.admin.updatePackageType,
    {
      config,
      tags,
      summary: 'Descripción y vigencia; un tipo no vigente no se acepta en bultos nuevos',
      errors,
    },
    (request) => packageTypes.update(request.params.code, request.body),
  );
};
