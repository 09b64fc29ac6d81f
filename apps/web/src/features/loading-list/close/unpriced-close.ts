import { messages } from '@carga/domain';
import { ApiError } from '../../../api/client.ts';

/**
 * The server's refusal to close a list that carries RAs without tariff (issue 12), whose message names
 * them ('La lista lleva RAs sin tarifa: RA 12, RA 15…'); null for any other failure, which keeps its
 * error modal.
 */
export function unpricedCloseMessage(error: unknown): string | null {
  return error instanceof ApiError &&
    error.status === 409 &&
    error.message.startsWith(messages.unpricedOnList)
    ? error.message
    : null;
}
