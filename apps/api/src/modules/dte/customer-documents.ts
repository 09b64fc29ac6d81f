import { type DteMyDocumentsResponse, messages } from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { pageWindow, totalPages } from '../../db/paginate.ts';
import { forbidden } from '../../errors.ts';
import { documentsOfReceptor } from './document.repo.ts';
import { documentOut } from './document-out.ts';

// Issue 34: 'Mis documentos', beside Mis cargas — the boletas, facturas and notas de crédito issued to the
// customer (their RUT as the receptor), newest first; each downloads as PDF or XML (issue.service.ts reads
// them for whoever may read their RA, or the receptor). Staff read documents from the RA and Cobranza.

const PAGE_SIZE = 20;

export async function myDocuments(
  db: Db,
  principal: Principal,
  page: number,
): Promise<DteMyDocumentsResponse> {
  if (principal.rut === null) throw forbidden(messages.forbidden);
  const { rows, total } = await documentsOfReceptor(db, principal.rut, pageWindow(page, PAGE_SIZE));
  return { list: rows.map(documentOut), totalPaginas: totalPages(total, PAGE_SIZE) };
}
