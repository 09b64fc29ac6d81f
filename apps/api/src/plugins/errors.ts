import { messages } from '@carga/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

const statusMessages: Record<number, string> = {
  400: messages.validation,
  401: messages.unauthenticated,
  403: messages.forbidden,
  404: messages.notFound,
  413: messages.payloadTooLarge,
  415: messages.validation,
  429: messages.tooManyRequests,
};

/** PostgreSQL's numeric_value_out_of_range, directly or as the cause Drizzle wraps it in. */
function isOutOfRange(error: unknown): boolean {
  const code = (e: unknown) =>
    e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : null;
  return code(error) === '22003' || code((error as { cause?: unknown })?.cause) === '22003';
}

/** One error shape, `{message, errors?}` in Spanish, for everything the API answers; no stack ever leaves. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || '',
        message: v.message ?? messages.validation,
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? messages.validation, errors });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (isOutOfRange(error)) {
      // An id past PostgreSQL's integer range (e.g. /Detail/99999999999) names nothing that exists.
      return reply.status(404).send({ message: messages.notFound });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ message: statusMessages[status] ?? messages.validation });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: messages.internal });
  });
}
