import {
  DTE_TYPE_LABELS,
  type DteCafUpload,
  type DteCertificateUpload,
  type DteDocument,
  type DteEmisorInput,
  type DteIssueRequestInput,
  dteMessages,
  routes,
} from '@carga/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../api/call.ts';
import { saveBlob } from '../../api/download.ts';
import { billingKeys } from '../../api/keys/billing.ts';
import { dteKeys as keys } from '../../api/keys/dte.ts';
import { shipmentKeys } from '../../api/keys/shipment.ts';

// Configuraciones / Empresa (issue 34). Components use these hooks, never fetch.

export const useDteEmisor = () =>
  useQuery({ queryKey: keys.emisor(), queryFn: ({ signal }) => api(routes.dte.emisor, { signal }) });

export function useSaveDteEmisor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DteEmisorInput) => api(routes.dte.updateEmisor, { body }),
    meta: { successMessage: dteMessages.emisorSaved },
    onSuccess: (data) => client.setQueryData(keys.emisor(), data),
  });
}

export const useDteCertificate = () =>
  useQuery({
    queryKey: keys.certificate(),
    queryFn: ({ signal }) => api(routes.dte.certificate, { signal }),
  });

export function useUploadCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DteCertificateUpload) => api(routes.dte.uploadCertificate, { body }),
    meta: { successMessage: dteMessages.certificateSaved },
    onSuccess: (data) => client.setQueryData(keys.certificate(), data),
  });
}

export const useDteCafs = () =>
  useQuery({ queryKey: keys.cafs(), queryFn: ({ signal }) => api(routes.dte.cafs, { signal }) });

export function useUploadCaf() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DteCafUpload) => api(routes.dte.uploadCaf, { body }),
    meta: { successMessage: dteMessages.cafSaved },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.cafs() }),
  });
}

// ---- A paid RA's boleta or factura ----------------------------------------------------------------------

/** 'Mis documentos': the documents issued to the signed-in customer, a page at a time. */
export const useMyDocuments = (page: number) =>
  useQuery({
    queryKey: keys.mine(page),
    queryFn: ({ signal }) => api(routes.dte.myDocuments, { query: { Page: page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useRaDocuments = (nidra: number) =>
  useQuery({
    queryKey: keys.raDocuments(nidra),
    queryFn: ({ signal }) => api(routes.dte.raDocuments, { params: { id: nidra }, signal }),
  });

export function useIssueDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DteIssueRequestInput) => api(routes.dte.issue, { body }),
    meta: {
      successMessage: (doc: DteDocument) => `${DTE_TYPE_LABELS[doc.ntipo]} N° ${doc.nfolio} emitida`,
    },
    onSuccess: (_doc, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.raDocuments(body.nidra) }),
        // Its Bitácora and money views may show it.
        client.invalidateQueries({ queryKey: shipmentKeys.detail(body.nidra) }),
        client.invalidateQueries({ queryKey: billingKeys.raPayment(body.nidra) }),
      ]),
  });
}

export type DocumentFile = 'carta' | 'rollo80' | 'xml';

/** 'boleta-12.pdf', 'boleta-12-rollo.pdf', 'factura-3.xml'. */
export const documentFileName = (doc: DteDocument, kind: DocumentFile) =>
  `${doc.ntipo === 39 ? 'boleta' : doc.ntipo === 61 ? 'nota-credito' : 'factura'}-${doc.nfolio}${
    kind === 'rollo80' ? '-rollo' : ''
  }.${kind === 'xml' ? 'xml' : 'pdf'}`;

export const useDownloadDocument = () =>
  useMutation({
    mutationFn: async ({ doc, kind }: { doc: DteDocument; kind: DocumentFile }) => {
      const params = { id: doc.nid };
      const blob =
        kind === 'xml'
          ? await apiBlob(routes.dte.documentXml, { params })
          : await apiBlob(routes.dte.documentPdf, { params, query: { formato: kind } });
      saveBlob(blob, documentFileName(doc, kind));
    },
  });
