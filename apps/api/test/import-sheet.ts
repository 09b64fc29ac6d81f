import { XLSX_TYPE } from '@carga/domain';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../src/db/client.ts';
import {
  cargoEvents,
  packages,
  raHistory,
  raPrices,
  receptions,
  trackingCodes,
  units,
} from '../src/db/schema.ts';
import { IMPORT_COLUMNS } from '../src/modules/ra-import/columns.ts';
import { boxes } from './factories.ts';
import { bearer, type TestApp } from './test-app.ts';

/** One import row: a full RA of group A with one line of 3 boxes, as the wizard's factories make it. */
export const importRow = (overrides: Record<string, string | number | null> = {}) => ({
  grupo: 'A',
  scodoficinaorigen: 'OFISCL',
  rutRemitente: '76086428-5',
  nomRemitente: 'Comercial Austral',
  rutDestinatario: '77123456-9',
  nomDestinatario: 'Los Andes',
  tipoRecepcion: 'FISIC',
  enviadoPor: 'TER',
  modalidadEnvio: 'LCL',
  sfacturar: 'DESTI',
  sindretirolocal: 'N',
  sindentregalocal: 'N',
  sindenviodirecto: 'N',
  scodbodegaorigen: 'BDSCL',
  scodbodegadestino: 'BDPUQ',
  scodoficinadestino: 'OFIPUQ',
  scodtipocarga: 'GENERAL',
  sdescripcioncarga: 'Repuestos de maquinaria',
  scondicioncarga: 'Buen estado',
  scodestadocarga: 'NORMAL',
  sindfragil: 'S',
  // The wizard tests' package line (factories.ts), so both kinds of RA carry the same boxes.
  ...boxes(),
  ...overrides,
});

/** A further package line of a group: only the group and the package cells. */
export const lineRow = (grupo: string, overrides: Record<string, string | number> = {}) => ({
  grupo,
  scodtipobulto: 'PALLET',
  ncantidadbultos: 1,
  npesobultokg: 300,
  nlargocm: 120,
  nanchocm: 100,
  naltocm: 150,
  ...overrides,
});

/** An .xlsx with the template's header (or `headers`) and the rows, by the columns' keys. */
export async function sheetBytes(
  rows: Array<Record<string, unknown>>,
  options: { headers?: string[]; edit?: (sheet: ExcelJS.Worksheet) => void } = {},
) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('RA');
  const headers = options.headers ?? IMPORT_COLUMNS.map((c) => c.header);
  sheet.addRow(headers);
  const keys = headers.map((h) => IMPORT_COLUMNS.find((c) => c.header === h)?.key ?? h);
  for (const row of rows) sheet.addRow(keys.map((k) => row[k] ?? null));
  options.edit?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Uploads a file to one of the import's calls; `sindconfirmar` 'S' imports repeated rows anyway. */
export const upload = (
  app: TestApp,
  token: string,
  what: 'Validate' | 'Confirm',
  bytes: Buffer,
  estado = 'ENPREP',
  sindconfirmar?: 'S' | 'N',
) =>
  app.inject({
    method: 'POST',
    url: `/api/Shipment/Import/${what}?estado=${estado}${sindconfirmar ? `&sindconfirmar=${sindconfirmar}` : ''}`,
    headers: { ...bearer(token), 'content-type': XLSX_TYPE },
    payload: bytes,
  });

/** How many rows the wizard's finish writes, in every table it touches: an import must leave them as found. */
export async function writtenCounts(db: Db) {
  const tables = { receptions, packages, raHistory, units, trackingCodes, raPrices, cargoEvents };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, Number(row?.n ?? 0)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The RAs' rows in the tables the finish fills, by RA, to compare an imported RA with a wizard one. */
export async function finishedShape(db: Db, nidra: number) {
  const [history, unitRows, code, price] = await Promise.all([
    db
      .select({ saccion: raHistory.saccion })
      .from(raHistory)
      .where(eq(raHistory.nidra, nidra))
      .orderBy(raHistory.nidbitacora),
    db.select({ n: count() }).from(units).where(eq(units.nidra, nidra)),
    db.select({ n: count() }).from(trackingCodes).where(eq(trackingCodes.nidra, nidra)),
    db.select({ n: count() }).from(raPrices).where(eq(raPrices.nidra, nidra)),
  ]);
  return {
    actions: history.map((h) => h.saccion),
    units: Number(unitRows[0]?.n ?? 0),
    trackingCodes: Number(code[0]?.n ?? 0),
    prices: Number(price[0]?.n ?? 0),
  };
}
