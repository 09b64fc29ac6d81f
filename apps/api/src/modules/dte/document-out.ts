import { DTE_TYPE_LABELS, type DteDocument, type DteType } from '@carga/domain';
import type { DocumentRow } from './document.repo.ts';

// Issue 34: a stored document as the API answers it (every reader: an RA's documents, Mis documentos,
// what issuing, a nota de crédito or invoicing made).

export function documentOut(row: DocumentRow): DteDocument {
  const tipo = row.ntipo as DteType;
  return {
    nid: row.nid,
    ntipo: tipo,
    stipo: DTE_TYPE_LABELS[tipo] ?? String(tipo),
    nfolio: row.nfolio,
    nidra: row.nidra,
    srutreceptor: row.srutreceptor,
    srazonsocialreceptor: row.srazonsocialreceptor,
    nneto: row.nneto,
    nexento: row.nexento,
    niva: row.niva,
    ntotal: row.ntotal,
    sindprueba: row.sindprueba === 'S' ? 'S' : 'N',
    dfecemision: row.dfecemision.toISOString(),
    nidreferencia: row.nidreferencia,
    ncodref: row.ncodref,
    srazonref: row.srazonref,
    sindanulado: row.sindanulado === 'S' ? 'S' : 'N',
  };
}
