import { healthResponse, readyResponse, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Database, pingDatabase } from '../../db/client.ts';
import { registerRoute } from '../../http/route-map.ts';
import type { Lifecycle } from '../../lifecycle.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; lifecycle: Lifecycle }> = async (
  app,
  { database, lifecycle },
) => {
  const config = { access: { audience: 'public' } as const };
  const tags = ['Operations'];

  registerRoute(
    app,
    routes.health.health,
    { config, tags, errors: { 503: healthResponse } },
    async (_request, reply) => {
      const up = await pingDatabase(database.db);
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'error', database: up ? 'up' : 'down', driver: database.driver });
    },
  );

  // Liveness: the process runs and its event loop turns; it never asks the database, so a database
  // outage does not make an orchestrator restart every server at once.
  registerRoute(app, routes.health.live, { config, tags }, () => ({ status: 'ok' as const }));

  // Readiness: whether a balancer should send requests here.
  registerRoute(
    app,
    routes.health.ready,
    { config, tags, errors: { 503: readyResponse } },
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
