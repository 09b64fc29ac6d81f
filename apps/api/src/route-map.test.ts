import { type RouteDef, routes, z } from '@carga/domain';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, drivers, type TestApp } from '../test/test-app.ts';

// Issue 32: the route map of the domain (packages/domain/src/contract/routes.ts) declares each endpoint
// once and the web calls through it. Until Fastify registers from it, this test holds the two together:
// every route of the map is registered with its method and path, every registered /api route is in the
// map, and each one's params, querystring, body and 200 schema is the map's.

const captured: RouteOptions[] = [];
// The app registers its routes inside buildApp: an onRoute hook added as the instance is created sees
// every route with the options it was registered with (schemas included), without touching app.ts.
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof import('fastify')>();
  const create = ((options: Parameters<typeof fastify.default>[0]) => {
    const app = fastify.default(options);
    app.addHook('onRoute', (route) => {
      captured.push(route as unknown as RouteOptions);
    });
    return app;
  }) as typeof fastify.default;
  return { ...fastify, default: create };
});

/** Served by the app but not endpoints of the spec: the OpenAPI document and its viewer, the backup hook. */
const outside = (url: string) =>
  url.startsWith('/api/docs') || url === '/api/openapi.json' || url.startsWith('/api/Backup');

const key = (method: string, path: string) => `${method} ${path}`;

const mapped = new Map<string, RouteDef>(
  Object.values(routes).flatMap((area) =>
    Object.values(area).map((route: RouteDef) => [key(route.method, route.path), route] as const),
  ),
);

/** The same object, or a schema that reads the same (an array or an `omit` built in place). */
function sameSchema(registered: unknown, declared: unknown) {
  if (registered === declared) return true;
  if (!(registered instanceof z.ZodType) || !(declared instanceof z.ZodType)) return false;
  const json = (schema: z.ZodType) => JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any' }));
  return json(registered) === json(declared);
}

describe.each(drivers)('route map on %s', (driver) => {
  let app: TestApp;
  let registered: Map<string, RouteOptions>;

  beforeAll(async () => {
    captured.length = 0;
    app = await createTestApp(driver);
    registered = new Map(
      captured.flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD' && route.url.startsWith('/api/') && !outside(route.url))
          .map((method) => [key(method, route.url), route] as const),
      ),
    );
  });
  afterAll(() => app?.close());

  it('declares every registered /api route, and registers every declared one', () => {
    expect(registered.size).toBeGreaterThan(150);
    expect([...registered.keys()].filter((k) => !mapped.has(k))).toEqual([]);
    expect([...mapped.keys()].filter((k) => !registered.has(k))).toEqual([]);
  });

  it("gives each route the map's params, query, body and 200 schemas", () => {
    const differences: string[] = [];
    for (const [name, route] of registered) {
      const declared = mapped.get(name);
      if (!declared) continue;
      const schema = (route.schema ?? {}) as Record<string, unknown> & { response?: Record<number, unknown> };
      const parts: [string, unknown, unknown][] = [
        ['params', schema.params, declared.params],
        ['query', schema.querystring, declared.query],
        ['body', schema.body, declared.body],
      ];
      const ok = schema.response?.[200] ?? schema.response?.[201];
      // A download's 200 is bytes (documented as `z.any()`/`z.string()`), the map says `file`.
      if (declared.response instanceof z.ZodType) parts.push(['response', ok, declared.response]);
      for (const [part, actual, expected] of parts) {
        if (actual === undefined && expected === undefined) continue;
        if (!sameSchema(actual, expected)) differences.push(`${name}: ${part}`);
      }
    }
    expect(differences).toEqual([]);
  });
});
