import { existsSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@carga/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiUrl } from './logging.ts';

/** The web build's files that are never taken from a cache without asking the server. */
const noCache = new Set(['sw.js', 'manifest.webmanifest']);

/**
 * Serves the built web app at `/`; any other GET outside `/api` answers index.html so that deep links
 * (`/dashboard/welcome`) open the app. Unknown API paths answer a JSON 404.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = !!webDist && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: ['index.html'],
      // As @fastify/static's default (`public, max-age=0`), except the service worker and the web app
      // manifest: `no-cache`, so that a deploy's new sw.js is always seen (issue 35, the app offline).
      cacheControl: false,
      setHeaders: (response, file) => {
        const name = path.basename(file);
        response.setHeader('cache-control', noCache.has(name) ? 'no-cache' : 'public, max-age=0');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (!isApiUrl(request.url) && hasWeb && request.method === 'GET') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: messages.routeNotFound });
  });
}
