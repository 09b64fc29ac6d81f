import type * as z from './zod.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The 200 of a download: bytes (a PDF, a workbook, ZPL text, an .eml), not JSON. */
export const file = { kind: 'file' } as const;
export type FileResponse = typeof file;

/** One endpoint: its method, its path as the spec writes it (Fastify's `:param`), and its schemas. */
export interface RouteDef<
  M extends Method = Method,
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Res extends z.ZodType | FileResponse = z.ZodType | FileResponse,
> {
  readonly method: M;
  readonly path: P;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly response: Res;
}

interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType | FileResponse;
}

type Part<S, K extends string> = S extends { [key in K]: infer T extends z.ZodType } ? T : undefined;

/** Declares an endpoint once; the web calls through it and the API test checks Fastify against it. */
export function defineRoute<M extends Method, P extends string, S extends RouteSchemas>(
  method: M,
  path: P,
  schemas: S,
): RouteDef<M, P, Part<S, 'params'>, Part<S, 'query'>, Part<S, 'body'>, S['response']> {
  return {
    method,
    path,
    params: schemas.params as Part<S, 'params'>,
    query: schemas.query as Part<S, 'query'>,
    body: schemas.body as Part<S, 'body'>,
    response: schemas.response,
  };
}

/** What a route answers with 200: the output of its response schema. */
export type RouteResponse<R extends RouteDef> = R['response'] extends z.ZodType
  ? z.output<R['response']>
  : never;
