import type { ClientCredit } from '@carga/domain';
import { routes } from '@carga/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/call.ts';
import { customerKeys } from '../../../../api/keys/customer.ts';

/**
 * The terms of whoever pays the RA: the ones step 2's answer carries while the payer is the same, else the
 * client's credit asked of the server. A payer not found or not readable has no known terms (null).
 */
export function usePayerCredit(nidpagador: number | null, stored: ClientCredit | null) {
  const same = stored !== null && stored.nidcliente === nidpagador;
  const query = useQuery({
    queryKey: customerKeys.clientCredit(nidpagador ?? 0),
    queryFn: () => api(routes.billing.clientCredit, { params: { id: nidpagador } }),
    enabled: nidpagador !== null && !same,
    retry: false,
  });
  if (nidpagador === null) return { credit: null, loading: false };
  if (same) return { credit: stored, loading: false };
  return { credit: query.data ?? null, loading: query.isPending && query.fetchStatus !== 'idle' };
}
