import { type DteBatch, type DteBatchKind, routes } from '@carga/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../api/call.ts';
import { saveBlob } from '../../api/download.ts';
import { dteSendingKeys as keys } from '../../api/keys/dte-sending.ts';

// Finanzas / Documentos tributarios (issue 34): the batches to the SII and the libro de ventas.

export const useDteBatches = () =>
  useQuery({ queryKey: keys.batches(), queryFn: ({ signal }) => api(routes.dte.batches, { signal }) });

export function useCreateBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (stipo: DteBatchKind) => api(routes.dte.createBatch, { body: { stipo } }),
    meta: {
      successMessage: (batch: DteBatch) =>
        `Envío N° ${batch.nidenvio} generado con ${batch.ndocumentos} documento${batch.ndocumentos === 1 ? '' : 's'}`,
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all() }),
  });
}

export function useSendBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (nidenvio: number) => api(routes.dte.sendBatch, { params: { id: nidenvio } }),
    meta: { successMessage: (batch: DteBatch) => `Envío N° ${batch.nidenvio} en cola para el SII` },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all() }),
  });
}

export const batchFileName = (batch: Pick<DteBatch, 'nidenvio' | 'stipo'>) =>
  `${batch.stipo === 'BOLETA' ? 'envio-boletas' : 'envio-dte'}-${batch.nidenvio}.xml`;

export const useDownloadBatch = () =>
  useMutation({
    mutationFn: async (batch: DteBatch) => {
      saveBlob(await apiBlob(routes.dte.batchXml, { params: { id: batch.nidenvio } }), batchFileName(batch));
    },
  });

export const useDownloadSalesBook = () =>
  useMutation({
    mutationFn: async (periodo: string) => {
      saveBlob(await apiBlob(routes.dte.salesBook, { query: { periodo } }), `libro-ventas-${periodo}.xlsx`);
    },
  });
