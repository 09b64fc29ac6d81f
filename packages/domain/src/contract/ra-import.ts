import { messages } from '../rules/messages.ts';
import { FINISH_TARGETS } from '../rules/ra-states.ts';
import { formatRaNumber } from '../rules/unit-codes.ts';
import { bodyId, flag } from './common.ts';
import * as z from './zod.ts';

// Importing RAs from a spreadsheet (issue 17): one row per package line, rows sharing a 'Grupo' form one
// RA; every row is checked with the wizard's rules before anything is written.

/** Largest file accepted, as the attachments': 10 MB. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Data rows a file may hold (one per package line). */
export const IMPORT_MAX_ROWS = 5000;
/**
 * An .xlsx is a zip: what its parts may expand to before the server parses it (issue 30). A 5,000-row file
 * from the template with every one of its 40 cells filled with distinct long texts is 1.3 MB, 23 entries
 * and 20 MB expanded (the shared strings 13 MB, the sheet 7 MB); an Excel-saved file of real data is
 * smaller. The ceilings leave about three times that room: any one part, and all of them together, 64 MB.
 */
export const IMPORT_MAX_ZIP_ENTRIES = 250;
export const IMPORT_MAX_EXPANDED_BYTES = 64 * 1024 * 1024;
const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
export const IMPORT_TEMPLATE_NAME = 'plantilla-importacion-ra.xlsx';
export const IMPORT_LABELS_NAME = 'etiquetas-importacion.pdf';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An RA as its labels print it: RA-000123. */
const raName = (nidra: number) => `RA-${formatRaNumber(nidra)}`;
/** Repeated rows the 409's message names; its `errors` name all of them. */
const IMPORT_REPEAT_NAMED = 10;

export const importMessages = {
  notSpreadsheet: 'El archivo no es una planilla Excel (.xlsx)',
  empty: 'La planilla no tiene filas de datos',
  emptyFile: 'El archivo está vacío',
  tooLarge: 'El archivo no puede superar los 10 MB',
  tooManyEntries: `El archivo tiene más de ${IMPORT_MAX_ZIP_ENTRIES} partes: no parece una planilla de Carga.`,
  expandsTooMuch: `El archivo se expande a más de ${megabytes(IMPORT_MAX_EXPANDED_BYTES)} MB: no parece una planilla de Carga.`,
  tooHeavy: 'La planilla es demasiado pesada de leer: no parece una planilla de Carga.',
  busy: 'Hay demasiadas planillas en lectura en este momento: intente de nuevo en un minuto.',
  tooManyRows: `La planilla no puede tener más de ${IMPORT_MAX_ROWS.toLocaleString('es-CL')} filas de datos`,
  missingColumns: (names: string[]) => `Faltan columnas de la plantilla: ${names.join(', ')}`,
  unknownColumns: (names: string[]) => `Columnas que no son de la plantilla: ${names.join(', ')}`,
  formula: (cell: string) => `La celda ${cell} tiene una fórmula: ingrese sólo valores`,
  invalidRows: 'Hay filas con errores: corríjalas y vuelva a cargar la planilla',
  groupMismatch: 'Difiere de la primera fila del grupo: deje la celda vacía o repita el mismo valor',
  notANumber: 'Debe ser un número',
  alreadyImported: (ras: number[]) =>
    `Esta planilla ya se importó en las últimas 24 horas (RA ${ras.join(', ')}): no se creó nada`,
  /** Rows of another file with the same content as rows imported lately (the first few named). */
  alreadyImportedRows: (rows: Array<{ fila: number; nidra: number }>) => {
    const named = rows.slice(0, IMPORT_REPEAT_NAMED).map((r) => `fila ${r.fila} → ${raName(r.nidra)}`);
    const more = rows.length - named.length;
    return `Estas filas ya se importaron en las últimas 24 horas: ${named.join(', ')}${
      more > 0 ? ` y ${more} ${more === 1 ? 'fila más' : 'filas más'}` : ''
    }. No se creó nada: si son otra carga, importe de todas formas`;
  },
} as const;

/** How long a file once imported is refused again (a second click, a colleague importing the same mail). */
export const IMPORT_REPEAT_HOURS = 24;

export const importQuery = z.object({ estado: z.enum(FINISH_TARGETS).default('ENPREP') });
export const importConfirmQuery = importQuery.extend({
  /** 'S': the caller has read the 409 of a repeated file or rows and imports them anyway. */
  sindconfirmar: flag.default('N'),
});

export const importIssue = z.object({
  fila: z.number().int(),
  campo: z.string(),
  mensaje: z.string(),
});
export type ImportIssue = z.infer<typeof importIssue>;

/** An RA the file would create (or created): its group, the rows that make it, and what it carries. */
export const importRa = z.object({
  grupo: z.string(),
  filas: z.array(z.number().int()),
  remitente: z.string(),
  destinatario: z.string(),
  oficinaDestino: z.string(),
  bultos: z.number().int(),
  pesoKg: z.number(),
  nidra: z.number().int().nullable(),
});
export type ImportRa = z.infer<typeof importRa>;

export const importReport = z.object({
  filas: z.number().int(),
  errores: z.array(importIssue),
  ras: z.array(importRa),
});
export type ImportReport = z.infer<typeof importReport>;

export const importLabelsRequest = z.object({
  ids: z.array(bodyId(messages.raNotFound)).min(1).max(IMPORT_MAX_ROWS),
});
export type ImportLabelsRequest = z.infer<typeof importLabelsRequest>;
