import type { AttachmentCreate } from '@carga/domain';
import { attachmentType, fileProblem, readAsDataUrl } from '../../../ui/files.ts';

/**
 * The upload body of a chosen file, under the given name; rejects with the Spanish reason when the
 * file cannot be sent (wrong type, over 10 MB, empty) before reading it.
 */
export async function attachmentBody(raId: number, file: File, name = file.name): Promise<AttachmentCreate> {
  const problem = fileProblem(file);
  const type = attachmentType(file);
  if (problem || !type) throw new Error(problem ?? undefined);
  return { nidra: raId, stipoadjunto: type, snombreadjunto: name, b64archivo: await readAsDataUrl(file) };
}
