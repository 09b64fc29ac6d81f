import { messages } from '@carga/domain';

/** An error the client is meant to read: a status and a Spanish message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Array<{ field: string; message: string }>,
    /** Response headers that go with the error (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new AppError(400, message, field ? [{ field, message }] : undefined);
export const unauthorized = (message: string = messages.unauthenticated) => new AppError(401, message);
export const forbidden = (message: string = messages.forbidden) => new AppError(403, message);
export const notFound = (message: string = messages.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string = messages.tooManyRequests, retryAfterSeconds?: number) =>
  new AppError(
    429,
    message,
    undefined,
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
  );
