import { healthResponse } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Database, pingDatabase } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { access: { audience: 'public' } },
      schema: { tags: ['Operations'], response: { 200: healthResponse, 503: healthResponse } },
    },
    async (_request, reply) => {
      const up = await pingDatabase(database.db);
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'error', database: up ? 'up' : 'down', driver: database.driver });
    },
  );
};
