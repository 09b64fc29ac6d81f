import { healthResponse, liveResponse, readyResponse } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Database, pingDatabase } from '../../db/client.ts';
import type { Lifecycle } from '../../lifecycle.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; lifecycle: Lifecycle }> = async (
  app,
  { database, lifecycle },
) => {
  const access = { audience: 'public' } as const;

  app.get(
    '/health',
    {
      config: { access },
      schema: { tags: ['Operations'], response: { 200: healthResponse, 503: healthResponse } },
    },
    async (_request, reply) => {
      const up = await pingDatabase(database.db);
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'error', database: up ? 'up' : 'down', driver: database.driver });
    },
  );

  // Liveness: the process runs and its event loop turns; it never asks the database, so a database
  // outage does not make an orchestrator restart every server at once.
  app.get(
    '/health/live',
    { config: { access }, schema: { tags: ['Operations'], response: { 200: liveResponse } } },
    () => ({ status: 'ok' as const }),
  );

  // Readiness: whether a balancer should send requests here.
  app.get(
    '/health/ready',
    {
      config: { access },
      schema: { tags: ['Operations'], response: { 200: readyResponse, 503: readyResponse } },
    },
    async (_request, reply) => {
      const state = lifecycle.state;
      const up = await pingDatabase(database.db);
      const ready = up && state === 'ready';
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'ok' : 'error',
        database: up ? 'up' : 'down',
        driver: database.driver,
        state,
      });
    },
  );
};
