import { ApiError } from './client.ts';

/**
 * A 409 whose message starts with one of the domain's texts: the server refused something the person may
 * confirm (unpriced RAs on a list, units not checked onto the truck, units missing at the arrival). Answers
 * the server's whole message, which names what is at stake; null for any other failure (its error modal).
 */
export function confirmableConflict(error: unknown, text: string): string | null {
  return error instanceof ApiError && error.status === 409 && error.message.startsWith(text)
    ? error.message
    : null;
}
