import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError, serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Responses are written by a serializer compiled from each route's Zod response schema (its JSON Schema
// through fast-json-stringify) instead of checking the answer with Zod and then calling JSON.stringify.
// The compiled one writes only the schema's properties, so a row carrying more columns (a page's count,
// a password hash) still cannot leak. It does not check the answer: it coerces a value of the wrong type
// where Zod would refuse it. So the tests (`checkResponses`) run both on every response and fail when
// Zod refuses the answer or when the two texts differ: the compiled form is proved by the whole suite.
// A schema JSON Schema cannot state (a transform, a date) keeps Zod's serializer.

type Schema = Record<string, unknown>;

/** `anyOf: [X, {type:'null'}]`, as Zod writes `.nullable()`, becomes X with `type: [X's type, 'null']`. */
function withNullableTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullableTypes);
  if (node === null || typeof node !== 'object') return node;
  const schema = Object.fromEntries(
    Object.entries(node as Schema).map(([key, value]) => [key, withNullableTypes(value)]),
  ) as Schema;
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return schema;
  const nullAt = branches.findIndex(
    (branch: Schema) => branch.type === 'null' && Object.keys(branch).length === 1,
  );
  const other = branches[1 - nullAt] as Schema | undefined;
  if (nullAt < 0 || !other || typeof other.type !== 'string') return schema;
  const { anyOf: _anyOf, ...rest } = schema;
  return { ...rest, ...other, type: [other.type, 'null'] };
}

/** The JSON Schema fast-json-stringify compiles; undefined when Zod cannot state the schema as one. */
export function responseJsonSchema(schema: z.ZodType): Schema | undefined {
  try {
    const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
    const { $schema: _dialect, ...rest } = withNullableTypes(json) as Schema;
    return rest;
  } catch {
    return undefined;
  }
}

/** The serializer compiler, and the routes whose answer keeps Zod's serializer (`METHOD url status`). */
export function createResponseSerializer(options: { check: boolean }) {
  const zodOnly: string[] = [];
  const compiler: FastifySerializerCompiler<unknown> = (route) => {
    const schema = route.schema as unknown;
    const json = schema instanceof z.ZodType ? responseJsonSchema(schema) : undefined;
    if (!json || !(schema instanceof z.ZodType)) {
      zodOnly.push(`${route.method} ${route.url} ${route.httpStatus}`);
      return zodSerializer(route as never);
    }
    const compiled = fastJson(json as never) as (data: unknown) => string;
    if (!options.check) return compiled;
    return (data) => {
      const checked = z.safeEncode(schema, data);
      if (!checked.success)
        throw new ResponseSerializationError(route.method, route.url, { cause: checked.error });
      const expected = JSON.stringify(checked.data);
      const written = compiled(data);
      if (written !== expected)
        throw new Error(
          `The compiled response of ${route.method} ${route.url} differs from Zod's:\n${written}\n${expected}`,
        );
      return written;
    };
  };
  return { compiler, zodOnly };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The responses written by Zod's serializer: their schema has no JSON Schema form. */
    zodOnlyResponses: readonly string[];
  }
}
