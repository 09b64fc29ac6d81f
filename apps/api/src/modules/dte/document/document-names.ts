import { formatDate } from '@carga/domain';

// How the printed documents name things: the SII's names of the document types, RUTs with dots.

export const DOCUMENT_NAMES: Record<number, string> = {
  33: 'FACTURA ELECTRÓNICA',
  34: 'FACTURA NO AFECTA O EXENTA ELECTRÓNICA',
  39: 'BOLETA ELECTRÓNICA',
  61: 'NOTA DE CRÉDITO ELECTRÓNICA',
};

/** Names of the types a reference may point to (a nota de crédito may correct paper documents too). */
const REFERENCED_NAMES: Record<number, string> = {
  30: 'Factura',
  32: 'Factura no afecta o exenta',
  33: 'Factura electrónica',
  34: 'Factura no afecta o exenta electrónica',
  35: 'Boleta',
  39: 'Boleta electrónica',
  41: 'Boleta exenta electrónica',
  56: 'Nota de débito electrónica',
  60: 'Nota de crédito',
  61: 'Nota de crédito electrónica',
};

const REFERENCE_CODES: Record<number, string> = {
  1: 'Anula documento',
  2: 'Corrige texto',
  3: 'Corrige montos',
};

export function documentName(tipo: number): string {
  return DOCUMENT_NAMES[tipo] ?? `DOCUMENTO TIPO ${tipo}`;
}

export function referencedName(tipo: number): string {
  return REFERENCED_NAMES[tipo] ?? `Documento tipo ${tipo}`;
}

export function referenceCodeName(codigo: number | undefined): string | undefined {
  return codigo === undefined ? undefined : REFERENCE_CODES[codigo];
}

/** '76123456-0' → '76.123.456-0', as the SII prints RUTs. */
export function formatRut(rut: string): string {
  const [body = '', dv = ''] = rut.split('-');
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy'. */
export const formatDay = (isoDate: string) => formatDate(isoDate);
