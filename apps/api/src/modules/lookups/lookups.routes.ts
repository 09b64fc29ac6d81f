import { routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { registerRoute } from '../../http/route-map.ts';
import * as repo from './lookups.repo.ts';

// The first area registered from the domain's route map (issue 32): method, path and schemas are the map's.
export const lookupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const staff = { access: { audience: 'staff' as const } };
  // The company's offices and warehouses are no secret (the receipt prints them): customers read their
  // names too, so their screens write places as staff see them (issue 12).
  const anyone = { access: { audience: 'any' as const } };
  const tags = ['Lookups'];

  registerRoute(app, routes.lookups.offices, { config: anyone, tags }, () => repo.listOffices(db));
  registerRoute(app, routes.lookups.warehouses, { config: anyone, tags }, () => repo.listWarehouses(db));
  registerRoute(app, routes.lookups.regions, { config: staff, tags }, () => repo.listRegions(db));
  registerRoute(app, routes.lookups.cities, { config: staff, tags }, () => repo.listCities(db));
};
