import { IMPORT_MAX_ROWS } from '@carga/domain';
import ExcelJS from 'exceljs';
import {
  type ColumnList,
  DATA_SHEET,
  IMPORT_COLUMNS,
  INSTRUCTIONS_SHEET,
  LIST_HEADERS,
  LISTS_SHEET,
} from './columns.ts';
import type { ImportLookups } from './lookups.repo.ts';

interface DataValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F1' } };
const LINE_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE2EFDA' } };

const columnLetter = (index: number) => {
  let n = index;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};

const EXAMPLE: Array<Record<string, string | number>> = [
  {
    grupo: 'A',
    scodoficinaorigen: 'OFISCL',
    rutRemitente: '76086428-5',
    nomRemitente: 'Comercial Austral',
    rutDestinatario: '77123456-9',
    nomDestinatario: 'Los Andes',
    scodbodegaorigen: 'BDSCL',
    scodbodegadestino: 'BDPUQ',
    scodoficinadestino: 'OFIPUQ',
    scodtipocarga: 'GENERAL',
    scodtipobulto: 'CAJA',
    ncantidadbultos: 3,
    npesobultokg: 12,
    nlargocm: 50,
    nanchocm: 40,
    naltocm: 30,
  },
  {
    grupo: 'A',
    scodtipobulto: 'PALLET',
    ncantidadbultos: 1,
    npesobultokg: 300,
    nlargocm: 120,
    nanchocm: 100,
    naltocm: 150,
  },
];

/**
 * The template to fill: the 'RA' sheet with the columns (package columns in green) and drop-downs of
 * the codes, the codes themselves on 'Listas', and what each column takes, with an example, on
 * 'Instrucciones'.
 */
export async function buildImportTemplate(lookups: ImportLookups): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Carga';
  const data = workbook.addWorksheet(DATA_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  const help = workbook.addWorksheet(INSTRUCTIONS_SHEET);
  const lists = workbook.addWorksheet(LISTS_SHEET);

  // The code lists, one column each: a drop-down points at its column.
  const listRanges = new Map<ColumnList, string>();
  const used = [...new Set(IMPORT_COLUMNS.flatMap((c) => (c.list ? [c.list] : [])))];
  used.forEach((list, i) => {
    const letter = columnLetter(i + 1);
    const codes = lookups.lists[list].filter((c) => c.active);
    lists.getCell(`${letter}1`).value = LIST_HEADERS[list];
    lists.getColumn(i + 1).width = Math.max(14, LIST_HEADERS[list].length + 2);
    codes.forEach((c, row) => {
      lists.getCell(`${letter}${row + 2}`).value = c.code;
    });
    listRanges.set(list, `${LISTS_SHEET}!$${letter}$2:$${letter}$${Math.max(2, codes.length + 1)}`);
  });

  data.columns = IMPORT_COLUMNS.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width ?? Math.max(12, c.header.length + 2),
  }));
  const headerRow = data.getRow(1);
  headerRow.font = { bold: true };
  IMPORT_COLUMNS.forEach((c, i) => {
    const cell = headerRow.getCell(i + 1);
    cell.fill = c.level === 'bulto' ? LINE_FILL : HEADER_FILL;
    cell.note = c.help;
    const range = c.list && listRanges.get(c.list);
    if (range) {
      const letter = columnLetter(i + 1);
      // In ExcelJS since 4.0, missing from its typings.
      (data as unknown as DataValidations).dataValidations.add(`${letter}2:${letter}${IMPORT_MAX_ROWS + 1}`, {
        type: 'list',
        allowBlank: true,
        formulae: [range],
        showErrorMessage: true,
        errorStyle: 'warning',
        error: 'El valor no está en la lista de códigos',
      });
    }
  });

  help.columns = [
    { header: 'Columna', key: 'header', width: 26 },
    { header: 'Nivel', key: 'level', width: 10 },
    { header: 'Qué lleva', key: 'help', width: 70 },
    { header: 'Códigos', key: 'codes', width: 60 },
  ];
  help.getRow(1).font = { bold: true };
  help.addRows([
    {
      header: 'Cómo llenar',
      help: `Una fila por línea de bultos, hasta ${IMPORT_MAX_ROWS.toLocaleString('es-CL')} filas. Las filas con el mismo Grupo forman un RA: sus datos se toman de la primera fila del grupo (en las demás, deje esas columnas vacías o repita el valor). Sólo valores, sin fórmulas.`,
    },
    { header: 'Ejemplo', help: 'Grupo A: un RA de Comercial Austral con 3 cajas y 1 pallet (dos filas).' },
    {},
  ]);
  for (const c of IMPORT_COLUMNS) {
    const codes = c.list
      ? lookups.lists[c.list]
          .filter((code) => code.active)
          .map((code) => `${code.code} (${code.description})`)
          .join(', ')
      : '';
    help.addRow({ header: c.header, level: c.level === 'bulto' ? 'Bulto' : 'RA', help: c.help, codes });
  }
  help.addRow({});
  help.addRow({ header: 'Ejemplo (copie en la hoja RA)' }).font = { bold: true };
  help.addRow(IMPORT_COLUMNS.map((c) => c.header)).font = { italic: true };
  for (const example of EXAMPLE) help.addRow(IMPORT_COLUMNS.map((c) => example[c.key] ?? null));
  help.getColumn(3).alignment = { wrapText: true, vertical: 'top' };
  help.getColumn(4).alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
