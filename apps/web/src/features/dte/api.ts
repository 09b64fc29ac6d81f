import {
  type DteCafUpload,
  type DteCertificateUpload,
  type DteEmisorInput,
  dteMessages,
  routes,
} from '@carga/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/call.ts';
import { dteKeys as keys } from '../../api/keys/dte.ts';

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
