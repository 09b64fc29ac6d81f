import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { authPlugin } from './auth.ts';
import { createCallerCache } from './caller-cache.ts';

// The routes that change users or sessions empty this server's caller cache before answering; the others
// do not pay for a hook that would look at every answer.
describe('the caller cache eviction of the routes that change callers', () => {
  async function appWithRoutes() {
    const callers = createCallerCache();
    const app = Fastify();
    // Public routes: the database is never reached.
    await app.register(authPlugin, { db: {} as Db, secret: 's'.repeat(32), callers });
    const access = { audience: 'public' } as const;
    app.get('/api/reads', { config: { access } }, async () => ({ ok: true }));
    app.post('/api/changes', { config: { access, changesCallers: true } }, async () => ({ ok: true }));
    app.post(
      '/api/changes-with-own-hook',
      {
        config: { access, changesCallers: true },
        onSend: async (_request, reply) => {
          reply.header('x-own-hook', 'yes');
        },
      },
      async () => ({ ok: true }),
    );
    await app.ready();
    return { app, callers };
  }

  it('empties the cache after a route that changes callers, and only then', async () => {
    const { app, callers } = await appWithRoutes();
    const start = callers.epoch;
    expect((await app.inject({ method: 'GET', url: '/api/reads' })).statusCode).toBe(200);
    expect(callers.epoch).toBe(start);
    expect((await app.inject({ method: 'POST', url: '/api/changes' })).statusCode).toBe(200);
    expect(callers.epoch).toBe(start + 1);
    await app.close();
  });

  it("keeps a route's own onSend hooks beside the eviction", async () => {
    const { app, callers } = await appWithRoutes();
    const start = callers.epoch;
    const response = await app.inject({ method: 'POST', url: '/api/changes-with-own-hook' });
    expect(response.headers['x-own-hook']).toBe('yes');
    expect(response.json()).toEqual({ ok: true });
    expect(callers.epoch).toBe(start + 1);
    await app.close();
  });
});
