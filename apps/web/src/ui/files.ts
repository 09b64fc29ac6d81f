import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, messages } from '@carga/domain';

export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
/** What the desktop picker offers: jpeg, jpg, png and pdf (spec 1 section 5). */
export const ACCEPT = 'image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf';

const BY_EXTENSION: Record<string, AttachmentType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** The file's type among the accepted ones (its declared type, else its extension), or null. */
export function attachmentType(file: { name: string; type: string }): AttachmentType | null {
  if ((ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return file.type as AttachmentType;
  return BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}

/** Why a file cannot be uploaded, or null: 10 MB at most, jpeg, jpg, png or pdf, not empty. */
export function fileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!attachmentType(file)) return messages.fileWrongType;
  if (file.size > MAX_ATTACHMENT_BYTES) return messages.fileTooLarge;
  if (file.size === 0) return messages.fileEmpty;
  return null;
}

export const isImage = (type: string) => type.startsWith('image/');

export const isPreviewable = (type: string) =>
  type === 'image/png' || type === 'image/jpeg' || type === 'image/jpg';

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(messages.fileEmpty));
    reader.readAsDataURL(file);
  });
}

/** A preview answered as a data URL or as bare base64. */
export const asDataUrl = (data: string, type: string) =>
  data.startsWith('data:') ? data : `data:${type};base64,${data}`;
