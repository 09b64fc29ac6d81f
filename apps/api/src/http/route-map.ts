import { type RouteDef, z } from '@carga/domain';
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

// Issue 32: Fastify registers an endpoint from the domain's route map, so its method, path and schemas
// are the ones the web calls with. A route file adds only what is the server's own: who may call
// (config), the OpenAPI tags and summary, the error answers, a raised body limit, and the handler.

type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

export interface RouteExtras {
  config?: FastifyContextConfig;
  tags?: string[];
  summary?: string;
  /** What the operation does or answers, beyond its summary (the OpenAPI description). */
  description?: string;
  /** The media types a download answers (an export's .xlsx), for the OpenAPI document. */
  produces?: string[];
  /** The status of the success when it is not 200: a POST that creates answers 201. */
  status?: 201;
  /** The error answers (400, 403, 404…) documented next to the 200. */
  errors?: Record<number, z.ZodType>;
  /** How a download's 200 is documented (`z.any().describe('application/pdf')`): the map says `file`. */
  file?: z.ZodType;
  bodyLimit?: number;
}

export type RouteHandler<R extends RouteDef> = (
  request: FastifyRequest<{ Params: Out<R['params']>; Querystring: Out<R['query']>; Body: Out<R['body']> }>,
  reply: FastifyReply,
) => Out<R['response']> | Promise<Out<R['response']>> | FastifyReply | Promise<FastifyReply>;

/** Registers `route` of the map on `app` (a plugin under the `/api` prefix) with its schemas. */
export function registerRoute<R extends RouteDef>(
  app: App,
  route: R,
  extras: RouteExtras,
  handler: RouteHandler<R>,
) {
  const ok = route.response instanceof z.ZodType ? route.response : extras.file;
  if (!ok)
    throw new Error(`${route.method} ${route.path}: a download needs the schema that documents its file`);
  const schema = {
    ...(extras.tags && { tags: extras.tags }),
    ...(extras.summary && { summary: extras.summary }),
    ...(extras.description && { description: extras.description }),
    ...(extras.produces && { produces: extras.produces }),
    ...(route.params && { params: route.params }),
    ...(route.query && { querystring: route.query }),
    ...(route.body && { body: route.body }),
    response: { [extras.status ?? 200]: ok, ...extras.errors },
  };
  app.route({
    method: route.method,
    url: route.path.replace(/^\/api(?=\/)/, ''),
    ...(extras.config && { config: extras.config }),
    ...(extras.bodyLimit !== undefined && { bodyLimit: extras.bodyLimit }),
    schema,
    handler: handler as never,
  });
}
