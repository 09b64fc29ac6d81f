import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

/** The API's paths: everything else is the web app (its files, and index.html for deep links). */
export const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Request logs for the API only. Opening the web app once fetched ~40 files (304s included), two log lines
 * each, that buried the API's; a failed request is still logged whatever its path, with its request id.
 */
export class ApiRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>) {
    if (isApiUrl(request.url)) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (error || isApiUrl(request.url)) super.requestCompleted(error, request, reply, metadata);
  }
}

/** Fastify's own line per network interface at listen; the server prints one line with the address to open. */
const LISTENING = 'Server listening at ';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The server's pino options at `level` (LOG_LEVEL). Authorization and cookies never reach the logs; the
 * 'Server listening at' lines move to debug, so that a start at info prints one line.
 */
export function serverLogger(level: string, stream?: LoggerOptions['stream']): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    hooks: {
      logMethod(args, method, levelValue) {
        const [first] = args;
        if (levelValue === 30 && typeof first === 'string' && first.startsWith(LISTENING)) {
          this.debug(first);
          return;
        }
        method.apply(this, args);
      },
    },
  };
}
