import { describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../test/test-app.ts';

// Every id, page and number a caller sends is bounded by the contract: an integer past PostgreSQL's
// range that reaches SQL is a 500. Walking the published document catches the next unbounded field.

/** PostgreSQL's integer: every id, package number and page. */
const MAX_INTEGER = 2_147_483_647;
/** Amounts in pesos, stored as bigint: bounded, but past the integer on purpose. */
const BIGINT_AMOUNTS = [
  'nvalordocumento',
  'nmontocosto',
  'nmontoventa',
  // Issue 33's pesos: a caja's float and counts, a payment, what was received, a credit limit.
  'nmontoinicial',
  'ncontado',
  'nmonto',
  'nmontorecibido',
  'nlimitecredito',
];

type Schema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  maximum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
};

/** Every integer or number reachable in a request schema without a maximum its column holds, by its path. */
function unbounded(schema: Schema | undefined, where: string, found: string[], seen = new Set<Schema>()) {
  if (!schema || seen.has(schema)) return;
  seen.add(schema);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const bound = schema.maximum ?? schema.exclusiveMaximum;
  const fixed = schema.const !== undefined || schema.enum !== undefined;
  const limit = BIGINT_AMOUNTS.some((name) => where.endsWith(`.${name}`))
    ? Number.MAX_SAFE_INTEGER
    : MAX_INTEGER;
  // Zod writes Number.MAX_SAFE_INTEGER as the maximum of any `.int()`: that is no bound for PostgreSQL.
  if (
    (types.includes('integer') || types.includes('number')) &&
    !fixed &&
    (bound === undefined || bound > limit)
  )
    found.push(`${where} (maximum ${bound})`);
  for (const [key, child] of Object.entries(schema.properties ?? {}))
    unbounded(child, `${where}.${key}`, found, seen);
  unbounded(schema.items, `${where}[]`, found, seen);
  for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    unbounded(child, where, found, seen);
}

describe.each(drivers)('the OpenAPI document on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('bounds every number a request carries, in a path, a query or a body', async () => {
    const doc = (await ctx.call('GET', '/api/openapi.json')).json();
    const found: string[] = [];
    for (const [path, methods] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const parameters = (operation.parameters ?? []) as { name: string; in: string; schema: Schema }[];
        for (const parameter of parameters)
          unbounded(
            parameter.schema,
            `${method.toUpperCase()} ${path} ${parameter.in}:${parameter.name}`,
            found,
          );
        const body = operation.requestBody as { content?: Record<string, { schema: Schema }> } | undefined;
        for (const content of Object.values(body?.content ?? {}))
          unbounded(content.schema, `${method.toUpperCase()} ${path} body`, found);
      }
    }
    expect(found).toEqual([]);
  });
});
