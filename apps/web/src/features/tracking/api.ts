import { deliveryProofFileName, type RaTrackingCode, type TrackingResponse } from '@carga/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../api/client.ts';
import { apiDownload, saveBlob } from '../../api/download.ts';
import { trackingKeys as keys } from '../../api/keys/tracking.ts';

/** What anyone with the code may read; no session, no refresh. A 404 is an answer, not worth a retry. */
export const usePublicTracking = (code: string, enabled = true) =>
  useQuery({
    enabled,
    queryKey: keys.public(code),
    queryFn: ({ signal }) =>
      apiFetch<TrackingResponse>(`/Public/Seguimiento/${encodeURIComponent(code)}`, {
        signal,
        anonymous: true,
      }),
    retry: (count, error) => !(error instanceof ApiError && [404, 429].includes(error.status)) && count < 2,
  });

/** The RA's tracking code and public link (staff on its route, the customer whose cargo it is). */
export const useTrackingCode = (nidra: number) =>
  useQuery({
    queryKey: keys.code(nidra),
    queryFn: ({ signal }) => apiFetch<RaTrackingCode>(`/Shipment/Detail/${nidra}/Seguimiento`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** 'Comprobante de entrega': staff through 'Entrega', customers through 'Mis cargas'. */
export const useDownloadDeliveryProof = (nidra: number, customer: boolean) =>
  useMutation({
    mutationFn: async () => {
      const path = customer ? `/ExternalCustomer/${nidra}/Comprobante` : `/Delivery/${nidra}/Comprobante`;
      saveBlob(await apiDownload(path), deliveryProofFileName(nidra));
    },
  });
