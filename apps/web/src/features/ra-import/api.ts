import { type FinishTarget, type ImportReport, messages, XLSX_TYPE } from '@carga/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, sendWithSession, toApiError } from '../../api/client.ts';
import { sessionStore } from '../../app/session.ts';
import { apiDownload } from '../shipment/download.ts';

function post(what: 'Validate' | 'Confirm', file: File, estado: FinishTarget) {
  const token = sessionStore.get()?.token;
  return fetch(`/api/Shipment/Import/${what}?estado=${estado}`, {
    method: 'POST',
    headers: { 'content-type': XLSX_TYPE, ...(token && { authorization: `Bearer ${token}` }) },
    body: file,
  });
}

/** Sends the file itself as the body (not JSON), with the session's bearer and its refresh. */
async function uploadSheet(what: 'Validate' | 'Confirm', file: File, estado: FinishTarget) {
  const response = await sendWithSession(async () => {
    try {
      return await post(what, file, estado);
    } catch {
      throw new ApiError(0, 'No fue posible comunicarse con el servidor. Revise su conexión');
    }
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as ImportReport;
}

export const useValidateImport = () =>
  useMutation({
    mutationFn: ({ file, estado }: { file: File; estado: FinishTarget }) =>
      uploadSheet('Validate', file, estado),
  });

export const useConfirmImport = () =>
  useMutation({
    mutationFn: ({ file, estado }: { file: File; estado: FinishTarget }) =>
      uploadSheet('Confirm', file, estado),
  });

export const useDownloadTemplate = () =>
  useMutation({ mutationFn: () => apiDownload('/Shipment/Import/Template') });

export const useDownloadImportLabels = () =>
  useMutation({
    mutationFn: (ids: number[]) => apiDownload('/Shipment/Import/Labels', { method: 'POST', body: { ids } }),
  });

/** What a failed call says, in Spanish. */
export const failure = (error: unknown) =>
  error instanceof Error && error.message ? error.message : messages.internal;
