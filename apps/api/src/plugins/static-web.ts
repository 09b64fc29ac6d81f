import { existsSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@carga/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiUrl } from './logging.ts';

/**
 * Serves the built web app at `/`; any other GET outside `/api` answers index.html so that deep links
 * (`/dashboard/welcome`) open the app. Unknown API paths answer a JSON 404.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = !!webDist && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: ['index.html'] });
  }
  app.setNotFoundHandler((request, reply) => {
    if (!isApiUrl(request.url) && hasWeb && request.method === 'GET') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: messages.routeNotFound });
  });
}
