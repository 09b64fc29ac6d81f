import type { AttachmentCreate, RaAction, raActionResponse, z } from '@carga/domain';
import {
  type LabelFormat,
  labelsFileName,
  routes,
  unitLabelFileName,
  voucherFileName,
  type ZplLabelSize,
  zplLabelsFileName,
} from '@carga/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../api/call.ts';
import { saveBlob } from '../../api/download.ts';
import { dashboardKeys } from '../../api/keys/dashboard.ts';
import { dteKeys } from '../../api/keys/dte.ts';
import { externalCustomerKeys } from '../../api/keys/external-customer.ts';
import { shipmentKeys as keys } from '../../api/keys/shipment.ts';

// The RA lists, the RA detail and its actions (spec 1 section 7). Components use these hooks, never fetch.

const hour = 60 * 60 * 1000;

/** A list's query as the API names it: the filters (text) and the page. */
export type ListQuery = Record<string, string | number>;

export const useImageCaptureList = (query: ListQuery, enabled = true) =>
  useQuery({
    queryKey: keys.imageCapture(query),
    queryFn: ({ signal }) => api(routes.shipmentLists.imageCapture, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useReceptionsFilters = () =>
  useQuery({
    queryKey: keys.receptionsFilters(),
    queryFn: () => api(routes.shipmentLists.receptionsFilters),
    staleTime: hour,
  });

export const useReceptionsList = (query: ListQuery, enabled = true) =>
  useQuery({
    queryKey: keys.receptions(query),
    queryFn: ({ signal }) => api(routes.shipmentLists.receptions, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The preparation combos and the summary by state of one office ('' for all of the user's). */
export const usePreparationFilters = (office: string) =>
  useQuery({
    queryKey: keys.preparationFilters(office),
    queryFn: () => api(routes.shipmentLists.preparationFilters, { query: { codigoOficinaOrigen: office } }),
    placeholderData: keepPreviousData,
  });

export const usePreparationList = (query: ListQuery, enabled = true) =>
  useQuery({
    queryKey: keys.preparation(query),
    queryFn: ({ signal }) => api(routes.shipmentLists.preparation, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useRaDetail = (id: number) =>
  useQuery({
    queryKey: keys.detail(id),
    queryFn: () => api(routes.shipment.detail, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });

/** The 'Bitácora' tab: staff only (customers are answered 403, so they never ask). */
export const useRaHistory = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: keys.history(id),
    queryFn: () => api(routes.shipment.history, { params: { id } }),
    enabled: enabled && Number.isInteger(id) && id > 0,
  });

/** What an RA change makes stale: its detail and history, every RA list, the figures, the wizard's copy. */
function useInvalidateRa() {
  const client = useQueryClient();
  return (id: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.detail(id) }),
      client.invalidateQueries({ queryKey: keys.lists() }),
      client.invalidateQueries({ queryKey: externalCustomerKeys.lists() }),
      client.invalidateQueries({ queryKey: dashboardKeys.statistics() }),
      client.invalidateQueries({ queryKey: keys.ra(id) }),
      // A voided RA's standing boleta asks for its nota de crédito (issue 34).
      client.invalidateQueries({ queryKey: dteKeys.raDocuments(id) }),
    ]);
}

/** 'Anular RA' and 'Devolver a oficina'. */
export function useRaAction(id: number) {
  const invalidate = useInvalidateRa();
  return useMutation({
    mutationFn: (action: RaAction) => api(routes.shipmentLists.receptionAction, { params: { id, action } }),
    meta: {
      successMessage: ({ nidra }: z.infer<typeof raActionResponse>, action: RaAction) =>
        action === 'ANULAR' ? `RA ${nidra} anulado` : `RA ${nidra} devuelto a oficina`,
    },
    onSuccess: () => invalidate(id),
  });
}

/** A photo or file of the image capture screen (the step 6 call); the detail reloads afterwards. */
export function useUploadAttachment(id: number) {
  const invalidate = useInvalidateRa();
  return useMutation({
    mutationFn: (body: AttachmentCreate) => api(routes.shipment.addAttachment, { params: { id }, body }),
    onSuccess: () => invalidate(id),
  });
}

/** One attachment's content (a data URL), to preview an image or save a pdf. */
export const useAttachmentFile = (id: number) =>
  useMutation({
    mutationFn: (fileId: number) => api(routes.shipment.attachmentPreview, { params: { id, fileId } }),
  });

/**
 * One attachment as a file (its bytes, the type the server sniffed), for the RA detail, the image capture
 * and the delivery photo; the wizard's step 6 keeps the spec's preview call above.
 */
export const useAttachmentDownload = (id: number) =>
  useMutation({
    mutationFn: (fileId: number) => apiBlob(routes.shipment.attachmentFile, { params: { id, fileId } }),
  });

export type RaDocument = 'labels' | 'voucher';

const documents = {
  labels: { route: routes.shipment.labelsPdf, fileName: labelsFileName },
  voucher: { route: routes.shipment.voucher, fileName: voucherFileName },
} as const satisfies Record<RaDocument, unknown>;

/** 'Descargar etiquetas' and 'Descargar comprobante de recepción': 'Etiqueta {id} - {dd-MM-yyyy}.pdf'. */
export const useDownloadRaPdf = (id: number) =>
  useMutation({
    mutationFn: async (kind: RaDocument) => {
      const { route, fileName } = documents[kind];
      const blob = await apiBlob(route, { params: { id } });
      saveBlob(blob, fileName(id));
    },
  });

/** 'ZPL 10×15 cm' and 'ZPL 10×5 cm': every unit's label for a thermal printer, 'etiquetas-RA-000123.zpl'. */
export const useDownloadZplLabels = (id: number) =>
  useMutation({
    mutationFn: async (size: ZplLabelSize) => {
      const blob = await apiBlob(routes.shipment.labelsZpl, { params: { id }, query: { sformato: size } });
      saveBlob(blob, zplLabelsFileName(id));
    },
  });

/** 'Reimprimir etiqueta': unit k of n's label alone; the server writes it to the RA's history. */
export function useReprintUnitLabel(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ k, n, format }: { k: number; n: number; format: LabelFormat }) => {
      const blob = await apiBlob(routes.shipment.unitLabel, {
        params: { id, nnumero: k },
        body: { sformato: format },
      });
      saveBlob(blob, unitLabelFileName(id, k, n, format === 'pdf' ? 'pdf' : 'zpl'));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.history(id) }),
  });
}
