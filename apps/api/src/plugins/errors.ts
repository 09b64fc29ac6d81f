import { messages } from '@carga/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isUniqueViolation } from '../db/sql-helpers.ts';
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

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a unique-key violation means on this route, when the generic text says less. */
    conflictMessage?: string;
  }
}

/** A path whose only fault is an id the contract marks as naming nothing (past the integer range). */
function isPathIdNotFound(error: FastifyError): boolean {
  return (
    error.validationContext === 'params' &&
    (error.validation ?? []).every(
      (v) => (v.params as { params?: { notFound?: boolean } } | undefined)?.params?.notFound === true,
    )
  );
}

/** One error shape, `{message, errors?}` in Spanish, for everything the API answers; no stack ever leaves. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (isPathIdNotFound(error)) {
        return reply.status(404).send({ message: error.validation[0]?.message ?? messages.notFound });
      }
      const errors = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || '',
        message: v.message ?? messages.validation,
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? messages.validation, errors });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    // Two requests wrote the same key at once, after both checked it was free.
    if (isUniqueViolation(error)) {
      request.log.info({ err: error }, 'unique key taken');
      return reply
        .status(409)
        .send({ message: request.routeOptions.config?.conflictMessage ?? messages.duplicateRecord });
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
