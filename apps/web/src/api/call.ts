import type { RouteDef, RouteResponse, z } from '@carga/domain';
import { ApiError, type RequestOptions, send, sendWithSession, toApiError } from './client.ts';
import { sessionStore } from './session.ts';

type Input<S> = S extends z.ZodType ? z.input<S> : never;
/** A query's keys are the schema's; its values are what the screens keep (the URL's strings, a null for none). */
type QueryInput<S> = S extends z.ZodType ? { [K in keyof z.input<S>]?: unknown } : never;

/** What a call of `route` takes: its path params, its query and its body, each typed by its schema. */
export type CallOptions<R extends RouteDef> = (R['params'] extends z.ZodType
  ? { params: Input<R['params']> }
  : { params?: Record<string, string | number> }) &
  (R['query'] extends z.ZodType ? { query?: QueryInput<R['query']> } : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: Input<R['body']> } : { body?: undefined }) & {
    signal?: AbortSignal;
    /** Sign-in must not try to refresh itself. */
    anonymous?: boolean;
  };

type Args<R extends RouteDef> = R['params'] extends z.ZodType
  ? [CallOptions<R>]
  : R['body'] extends z.ZodType
    ? [CallOptions<R>]
    : [CallOptions<R>?];

/** A route answering JSON (or text) typed by its 200 schema. */
type JsonRoute = RouteDef<RouteDef['method'], string, Part, Part, Part, z.ZodType>;
type Part = z.ZodType | undefined;

/** The route's path with its params filled in (each encoded), without the `/api` that `send` adds. */
export function routePath(route: RouteDef, params?: Record<string, unknown>): string {
  const path = route.path.replace(/:(\w+)|\*$/g, (_match, name: string | undefined) => {
    const value = params?.[name ?? '*'];
    if (value === undefined || value === null) throw new Error(`${route.path}: falta ${name ?? '*'}`);
    return encodeURIComponent(String(value));
  });
  return path.replace(/^\/api/, '');
}

function toRequest(options: Partial<CallOptions<RouteDef>>, method: RouteDef['method']): RequestOptions {
  return {
    method,
    body: options.body,
    query: options.query as RequestOptions['query'],
    signal: options.signal,
    anonymous: options.anonymous,
  };
}

async function respond(
  route: RouteDef,
  options: Partial<CallOptions<RouteDef>> = {},
  at?: string,
): Promise<Response> {
  const request = toRequest(options, route.method);
  const path = at ?? routePath(route, options.params as Record<string, unknown> | undefined);
  const response = request.anonymous
    ? await send(path, request)
    : await sendWithSession(() => send(path, request), request.signal);
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function read<R extends JsonRoute>(response: Response): Promise<RouteResponse<R>> {
  if (response.status === 204) return undefined as RouteResponse<R>;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? response.json() : response.text()) as Promise<RouteResponse<R>>;
}

/**
 * Calls an endpoint of the route map with the session's bearer (refreshed on 401, see `sendWithSession`):
 * the path is built from `params`, and the answer is typed by the route's 200 schema.
 */
export async function api<R extends JsonRoute>(route: R, ...[options]: Args<R>): Promise<RouteResponse<R>> {
  return read<R>(await respond(route, options as Partial<CallOptions<RouteDef>>));
}

/**
 * Calls `route` at a path already built from it with `routePath`: the scan outbox keeps each queued
 * scan's path on the device, and sends it later as it was read.
 */
export async function apiAt<R extends JsonRoute>(
  route: R,
  path: string,
  options: Omit<CallOptions<R>, 'params'>,
): Promise<RouteResponse<R>> {
  return read<R>(await respond(route, options as Partial<CallOptions<RouteDef>>, path));
}

/** Any route: a download may also be a route answering text (ZPL). */
type FileRoute = RouteDef;

/** A file from the API (PDFs, workbooks, ZPL), with the same bearer, refresh and Spanish errors as `api`. */
export async function apiBlob<R extends FileRoute>(route: R, ...[options]: Args<R>): Promise<Blob> {
  return (await respond(route, options as Partial<CallOptions<RouteDef>>)).blob();
}

/** The answer itself, for a download read as a stream (exports report their progress). */
export function apiResponse<R extends FileRoute>(route: R, ...[options]: Args<R>): Promise<Response> {
  return respond(route, options as Partial<CallOptions<RouteDef>>);
}

const OFFLINE = 'No fue posible comunicarse con el servidor. Revise su conexión';

/**
 * Sends a file itself as the body (not JSON: a workbook to import), with the session's bearer and its
 * refresh; the answer is typed by the route's 200 schema.
 */
export async function apiUpload<R extends JsonRoute>(
  route: R,
  file: Blob,
  options: Omit<CallOptions<R>, 'body'> & { contentType: string },
): Promise<RouteResponse<R>> {
  const path = routePath(route, options.params as Record<string, unknown> | undefined);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((options.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  const response = await sendWithSession(async () => {
    const token = sessionStore.get()?.token;
    try {
      return await fetch(`/api${path}${query ? `?${query}` : ''}`, {
        method: route.method,
        headers: { 'content-type': options.contentType, ...(token && { authorization: `Bearer ${token}` }) },
        body: file,
        signal: options.signal,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(0, OFFLINE);
    }
  }, options.signal);
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as RouteResponse<R>;
}
