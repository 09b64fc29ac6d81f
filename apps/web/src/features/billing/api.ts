import {
  type BillingSettings,
  type CajaCloseRequest,
  type CajaOpenRequest,
  type PaymentCondition,
  type PaymentRequest,
  routes,
} from '@carga/domain';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, apiResponse } from '../../api/call.ts';
import { saveBlob } from '../../api/download.ts';
import { billingKeys as keys } from '../../api/keys/billing.ts';
import { deliveryKeys } from '../../api/keys/delivery.ts';
import { dteKeys } from '../../api/keys/dte.ts';
import { externalCustomerKeys } from '../../api/keys/external-customer.ts';
import { shipmentKeys } from '../../api/keys/shipment.ts';
import { fileNameOf } from '../../ui/export-file.ts';

// 'Caja' and 'Cobrar' (issue 33). Components use these hooks, never fetch.

/** What an RA's money change makes stale: the billing views, its detail and every list showing its state. */
const afterRaMoney = (client: QueryClient, nidra: number | null) =>
  Promise.all([
    client.invalidateQueries({ queryKey: keys.all() }),
    ...(nidra ? [client.invalidateQueries({ queryKey: shipmentKeys.detail(nidra) })] : []),
    client.invalidateQueries({ queryKey: shipmentKeys.lists() }),
    client.invalidateQueries({ queryKey: deliveryKeys.all() }),
    client.invalidateQueries({ queryKey: externalCustomerKeys.lists() }),
    client.invalidateQueries({ queryKey: dteKeys.ras() }),
  ]);

export const useBillingSettings = () =>
  useQuery({ queryKey: keys.settings(), queryFn: ({ signal }) => api(routes.billing.settings, { signal }) });

export function useUpdateBillingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingSettings) => api(routes.billing.updateSettings, { body }),
    meta: {
      successMessage: (result: BillingSettings) =>
        result.sindcobro === 'S' ? 'Cobro en Carga activado' : 'Cobro en Carga desactivado',
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all() }),
  });
}

/** The caller's open caja, or null. */
export const useCurrentCaja = (enabled = true) =>
  useQuery({
    queryKey: keys.currentCaja(),
    queryFn: ({ signal }) => api(routes.billing.currentCaja, { signal }),
    enabled,
  });

export type CajaListQuery = Record<string, string | number>;

export const useCajas = (query: CajaListQuery, enabled = true) =>
  useQuery({
    queryKey: keys.cajaList(query),
    queryFn: ({ signal }) => api(routes.billing.cajas, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useCaja = (id: number | null) =>
  useQuery({
    queryKey: keys.caja(id ?? 0),
    queryFn: ({ signal }) => api(routes.billing.caja, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });

export function useOpenCaja() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CajaOpenRequest) => api(routes.billing.openCaja, { body }),
    meta: { successMessage: 'Caja abierta' },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all() }),
  });
}

export function useCloseCaja() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ nidcaja, body }: { nidcaja: number; body: CajaCloseRequest }) =>
      api(routes.billing.closeCaja, { params: { id: nidcaja }, body }),
    meta: { successMessage: 'Caja cerrada' },
    onSuccess: (detail) => {
      client.setQueryData(keys.caja(detail.nidcaja), detail);
      // Not awaited: the open caja's screen unmounts once 'Caja actual' reads null, and a caller's own
      // onSuccess (going to the closed caja) would then never run.
      void client.invalidateQueries({ queryKey: keys.all() });
    },
  });
}

export const useRaPayment = (nidra: number | null) =>
  useQuery({
    queryKey: keys.raPayment(nidra ?? 0),
    queryFn: ({ signal }) => api(routes.billing.raPayment, { params: { id: nidra ?? 0 }, signal }),
    enabled: nidra !== null,
  });

export function usePay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ nidra, body }: { nidra: number; body: PaymentRequest }) =>
      api(routes.billing.pay, { params: { id: nidra }, body }),
    meta: {
      successMessage: (_r: unknown, { nidra }: { nidra: number }) => `Pago del RA ${nidra} registrado`,
    },
    onSuccess: (payment, { nidra }) => {
      client.setQueryData(keys.raPayment(nidra), payment);
      return afterRaMoney(client, nidra);
    },
  });
}

export function useReversePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ nidpago, smotivo }: { nidpago: number; smotivo: string; nidra: number | null }) =>
      api(routes.billing.reversePayment, { params: { id: nidpago }, body: { smotivo } }),
    meta: { successMessage: 'Pago anulado' },
    onSuccess: (_movement, { nidra }) => afterRaMoney(client, nidra),
  });
}

export function useSetCondition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ nidra, scondicionpago }: { nidra: number; scondicionpago: PaymentCondition }) =>
      api(routes.billing.setCondition, { params: { id: nidra }, body: { scondicionpago } }),
    meta: { successMessage: 'Condición de pago actualizada' },
    onSuccess: (payment, { nidra }) => {
      client.setQueryData(keys.raPayment(nidra), payment);
      return afterRaMoney(client, nidra);
    },
  });
}

/** 'Descargar PDF' / 'Exportar' of a caja: the server's file under the server's name. */
export async function downloadCaja(nidcaja: number, kind: 'pdf' | 'xlsx') {
  const route = kind === 'pdf' ? routes.billing.cajaPdf : routes.billing.cajaExport;
  const response = await apiResponse(route, { params: { id: nidcaja } });
  saveBlob(await response.blob(), fileNameOf(response, `Caja ${nidcaja}.${kind}`));
}
