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
  RouteShorthandOptions,
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
  /** The error answers (400, 403, 404…) documented next to the 200. */
  errors?: Record<number, z.ZodType>;
  /** How a download's 200 is documented (`z.any().describe('application/pdf')`): the map says `file`. */
  file?: z.ZodType;
  bodyLimit?: number;
  /** The success status when it is not 200 (a creation's 201): the map's response is documented under it. */
  status?: 201;
  /** The OpenAPI description (what a summary cannot say: a wildcard's meaning, a download's content). */
  description?: string;
  /** The content types a download answers with (OpenAPI `produces`). */
  produces?: string[];
  /** The OpenAPI security of a route that is not the document's default (public: `[]`). */
  security?: Record<string, string[]>[];
  /** A route's own onRequest hook (an access rule the `config.access` cannot say). */
  onRequest?: RouteShorthandOptions['onRequest'];
  /** A route's own onSend hook (headers every answer of the route carries, errors included). */
  onSend?: RouteShorthandOptions['onSend'];
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
    ...(extras.security && { security: extras.security }),
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
    ...(extras.onRequest && { onRequest: extras.onRequest }),
    ...(extras.onSend && { onSend: extras.onSend }),
    schema,
    handler: handler as never,
  });
}
