import { city, office, region, storage, z } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import * as repo from './lookups.repo.ts';

export const lookupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const staff = { access: { audience: 'staff' as const } };
  // The company's offices and warehouses are no secret (the receipt prints them): customers read their
  // names too, so their screens write places as staff see them (issue 12).
  const anyone = { access: { audience: 'any' as const } };
  const tags = ['Lookups'];

  app.get('/Office', { config: anyone, schema: { tags, response: { 200: z.array(office) } } }, () =>
    repo.listOffices(db),
  );
  app.get('/Storage', { config: anyone, schema: { tags, response: { 200: z.array(storage) } } }, () =>
    repo.listWarehouses(db),
  );
  app.get('/Shipment/Region', { config: staff, schema: { tags, response: { 200: z.array(region) } } }, () =>
    repo.listRegions(db),
  );
  app.get('/Shipment/City', { config: staff, schema: { tags, response: { 200: z.array(city) } } }, () =>
    repo.listCities(db),
  );
};
