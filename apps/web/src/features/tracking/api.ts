import { deliveryProofFileName, routes } from '@carga/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, apiBlob } from '../../api/call.ts';
import { ApiError } from '../../api/client.ts';
import { saveBlob } from '../../api/download.ts';
import { trackingKeys as keys } from '../../api/keys/tracking.ts';

/** What anyone with the code may read; no session, no refresh. A 404 is an answer, not worth a retry. */
export const usePublicTracking = (code: string, enabled = true) =>
  useQuery({
    enabled,
    queryKey: keys.public(code),
    queryFn: ({ signal }) => api(routes.tracking.track, { params: { '*': code }, signal, anonymous: true }),
    retry: (count, error) => !(error instanceof ApiError && [404, 429].includes(error.status)) && count < 2,
  });

/** The RA's tracking code and public link (staff on its route, the customer whose cargo it is). */
export const useTrackingCode = (nidra: number) =>
  useQuery({
    queryKey: keys.code(nidra),
    queryFn: ({ signal }) => api(routes.shipment.trackingCode, { params: { id: nidra }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** 'Comprobante de entrega': staff through 'Entrega', customers through 'Mis cargas'. */
export const useDownloadDeliveryProof = (nidra: number, customer: boolean) =>
  useMutation({
    mutationFn: async () => {
      const route = customer ? routes.shipmentLists.customerProof : routes.delivery.proof;
      saveBlob(await apiBlob(route, { params: { id: nidra } }), deliveryProofFileName(nidra));
    },
  });
