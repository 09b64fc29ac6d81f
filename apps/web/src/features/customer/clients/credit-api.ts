import type { ClientCredit, ClientCreditUpdate } from '@carga/domain';
import { routes } from '@carga/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/call.ts';
import { customerKeys as keys } from '../../../api/keys/customer.ts';

// A client's terms of payment (issue 33), in Cliente / Proveedor; FIN-COBRANZA only.

export const useClientCredit = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: keys.clientCredit(id),
    queryFn: () => api(routes.billing.clientCredit, { params: { id } }),
    enabled,
  });

/** 'Guardar crédito': the answer is the terms as stored, with the balance of today. */
export function useSaveClientCredit(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientCreditUpdate) =>
      api(routes.billing.updateClientCredit, { params: { id }, body }),
    meta: { successMessage: (saved: ClientCredit) => `Crédito de ${saved.snombrecliente} actualizado` },
    onSuccess: (saved) => client.setQueryData(keys.clientCredit(id), saved),
  });
}
