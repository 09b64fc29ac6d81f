import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { packageTypesRoutes } from './package-types.routes.ts';
import { createPackageTypesService } from './package-types.service.ts';
import { placesRoutes } from './places.routes.ts';
import { createPlacesService } from './places.service.ts';
import { usersRoutes } from './users.routes.ts';
import { createUsersService } from './users.service.ts';

/** The configuration of users, offices, warehouses and package types. */
export function createAdminServices(db: Db) {
  return {
    users: createUsersService(db),
    places: createPlacesService(db),
    packageTypes: createPackageTypesService(db),
  };
}

export type AdminServices = ReturnType<typeof createAdminServices>;

export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminServices }> = async (app, { admin }) => {
  await app.register(usersRoutes, { users: admin.users });
  await app.register(placesRoutes, { places: admin.places });
  await app.register(packageTypesRoutes, { packageTypes: admin.packageTypes });
};
