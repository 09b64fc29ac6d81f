import { billingMessages, messages } from '@carga/domain';
import { confirmableConflict } from '../../../api/conflicts.ts';

/**
 * The server's refusal to close a list that carries RAs without tariff (issue 12), whose message names
 * them ('La lista lleva RAs sin tarifa: RA 12, RA 15…'); null for any other failure, which keeps its
 * error modal.
 */
export const unpricedCloseMessage = (error: unknown) => confirmableConflict(error, messages.unpricedOnList);

/** What every 'RA pagados en origen pendientes de pago' question starts with (issue 33). */
const UNPAID_PREFIX = billingMessages.unpaidOnList('').split(':')[0] ?? '';

/** The refusal to close a list carrying unpaid PAGADO RAs (issue 33), naming them; null otherwise. */
export const unpaidCloseMessage = (error: unknown) => confirmableConflict(error, UNPAID_PREFIX);
