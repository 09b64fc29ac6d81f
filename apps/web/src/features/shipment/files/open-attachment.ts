import type { AttachmentSummary } from '@carga/domain';
import { dataUrlToBlob, saveBlob } from '../../../api/download.ts';
import { asDataUrl, readAsDataUrl } from '../../../ui/files.ts';
import { useAttachmentDownload, useAttachmentFile } from '../api.ts';

/** A fetched attachment: its name and type (the summary's when the answer leaves them empty), as a data URL. */
export interface OpenedFile {
  name: string;
  type: string;
  dataUrl: string;
  /** The bytes as the server sent them, when it sent a file (saved as they are). */
  blob?: Blob;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/jpg': '.jpg',
  'application/pdf': '.pdf',
};

/** 'Foto RA: 12' has no extension: the saved file gets one from its type. */
export function downloadName(name: string, type: string) {
  const extension = EXTENSIONS[type] ?? '';
  return extension && !name.toLowerCase().endsWith(extension) && !/\.(jpe?g|png|pdf)$/i.test(name)
    ? `${name}${extension}`
    : name;
}

export const saveOpened = (file: OpenedFile) =>
  saveBlob(file.blob ?? dataUrlToBlob(file.dataUrl, file.type), downloadName(file.name, file.type));

/** Fetches an RA's file to preview or save it; `busy` marks the row whose file is on its way. */
export function useOpenAttachment(raId: number, onError: (error: Error) => void) {
  const fetchFile = useAttachmentFile(raId);
  const open = (file: AttachmentSummary, then: (opened: OpenedFile) => void) =>
    fetchFile.mutate(file.nidadjunto, {
      onSuccess: (data) => {
        const type = data.stipoadjunto || file.stipoadjunto;
        then({
          name: data.snombreadjunto || file.snombreadjunto,
          type,
          dataUrl: asDataUrl(data.b64archivo, type),
        });
      },
      onError,
    });
  const busy = (file: AttachmentSummary) => fetchFile.isPending && fetchFile.variables === file.nidadjunto;
  return { open, busy };
}

/**
 * The same, through the call that answers the file itself (GET /Shipment/Attachment/File/{id}/{fileId}):
 * the RA detail, the image capture and the delivery photo. The wizard's step 6 uses useOpenAttachment.
 */
export function useOpenAttachmentFile(raId: number, onError: (error: Error) => void) {
  const fetchFile = useAttachmentDownload(raId);
  const open = (file: AttachmentSummary, then: (opened: OpenedFile) => void) =>
    fetchFile.mutate(file.nidadjunto, {
      onSuccess: (blob) => {
        const type = blob.type || file.stipoadjunto;
        readAsDataUrl(blob).then(
          (dataUrl) => then({ name: file.snombreadjunto, type, dataUrl, blob }),
          onError,
        );
      },
      onError,
    });
  const busy = (file: AttachmentSummary) => fetchFile.isPending && fetchFile.variables === file.nidadjunto;
  return { open, busy };
}
