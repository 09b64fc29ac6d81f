import { type FinishTarget, messages, routes, XLSX_TYPE } from '@carga/domain';
import { useMutation } from '@tanstack/react-query';
import { apiBlob, apiUpload } from '../../api/call.ts';
import { ApiError } from '../../api/client.ts';

/** Sends the file itself as the body (not JSON), with the session's bearer and its refresh. */
function uploadSheet(what: 'Validate' | 'Confirm', file: File, estado: FinishTarget, anyway = false) {
  const route = what === 'Validate' ? routes.shipment.importValidate : routes.shipment.importConfirm;
  return apiUpload(route, file, {
    contentType: XLSX_TYPE,
    query: { estado, ...(anyway && { sindconfirmar: 'S' }) },
  });
}

export const useValidateImport = () =>
  useMutation({
    mutationFn: ({ file, estado }: { file: File; estado: FinishTarget }) =>
      uploadSheet('Validate', file, estado),
  });

/** `anyway`: the user read the 409 of rows (or a file) imported lately and imports them all the same. */
export const useConfirmImport = () =>
  useMutation({
    mutationFn: ({ file, estado, anyway }: { file: File; estado: FinishTarget; anyway?: boolean }) =>
      uploadSheet('Confirm', file, estado, anyway),
  });

/** A 409 of Confirm: the file or its rows were imported within 24 hours (the message names their RAs). */
export const isRepeat = (error: unknown) => error instanceof ApiError && error.status === 409;

export const useDownloadTemplate = () =>
  useMutation({ mutationFn: () => apiBlob(routes.shipment.importTemplate) });

export const useDownloadImportLabels = () =>
  useMutation({
    mutationFn: (ids: number[]) => apiBlob(routes.shipment.importLabels, { body: { ids } }),
  });

/** What a failed call says, in Spanish. */
export const failure = (error: unknown) =>
  error instanceof Error && error.message ? error.message : messages.internal;
