import type { ReceptionConditionsResponse } from '@carga/domain';
import { routes } from '@carga/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/call.ts';
import { customerKeys } from '../../../../api/keys/customer.ts';
import { type PayerCredit, storedPayerCredit } from './payment-condition.ts';

/**
 * The terms of whoever pays the RA: those step 2's answer carries while the payer is the stored one, else
 * the client's credit asked of the server. A payer not found or not readable has no known terms (null).
 */
export function usePayerCredit(
  nidpagador: number | null,
  data: ReceptionConditionsResponse,
): { credit: PayerCredit | null; loading: boolean } {
  const same = nidpagador !== null && nidpagador === data.ra.nidpagador;
  const query = useQuery({
    queryKey: customerKeys.clientCredit(nidpagador ?? 0),
    queryFn: () => api(routes.billing.clientCredit, { params: { id: nidpagador } }),
    enabled: nidpagador !== null && !same,
    retry: false,
  });
  if (nidpagador === null) return { credit: null, loading: false };
  if (same) return { credit: storedPayerCredit(data.credito), loading: false };
  return { credit: query.data ?? null, loading: query.isPending && query.fetchStatus !== 'idle' };
}
