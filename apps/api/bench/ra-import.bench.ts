// The RA import (issue 17) of a 1,000-row file of 250 RAs (4 package lines each): its validation and its
// confirmation, which creates and finishes every RA in one transaction, on PGlite and, when
// TEST_DATABASE_URL is set, on PostgreSQL (a fresh database each); Stmts is what one confirmation sends
// in all (divide by 250 for the statements per RA). Run alone: `npm run bench -- raImport`; IMPORT_RUNS
// sets the runs timed.

import { raImportRows, raImports } from '../src/db/schema.ts';
import { importRow, lineRow, sheetBytes, upload } from '../test/import-sheet.ts';
import { createTestContext, type Driver, login } from '../test/test-app.ts';
import { type BenchResult, measure } from './measure.ts';
import { recordStatements } from './recorder.ts';

const RAS = 250;
const LINES = 4;

/** 250 groups of 4 rows: the first row the RA and its first line, then three more lines. */
export async function importFile(ras = RAS, lines = LINES) {
  const rows: Array<Record<string, unknown>> = [];
  for (let i = 1; i <= ras; i++) {
    const grupo = `G${i}`;
    rows.push(importRow({ grupo, nomRemitente: `Comercial Austral ${i}`, sreferencia: `Lote ${i}` }));
    for (let j = 1; j < lines; j++) rows.push(lineRow(grupo, { ncantidadbultos: j, npesobultokg: 10 * j }));
  }
  return sheetBytes(rows);
}

async function benchOn(driver: Driver, bytes: Buffer): Promise<BenchResult[]> {
  const { app, db } = await createTestContext(driver);
  try {
    const token = (await login(app, 'oficina.scl')).accessToken;
    const call = async (what: 'Validate' | 'Confirm') => {
      // The same file is confirmed on every run: its claim and its rows' fingerprints from the run before
      // are let go (a few ms).
      if (what === 'Confirm') {
        await db.delete(raImports);
        await db.delete(raImportRows);
      }
      const response = await upload(app, token, what, bytes);
      if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
      return response;
    };
    const runs = Number(process.env.IMPORT_RUNS ?? 3);
    const label = `Importar RA, ${RAS * LINES} filas / ${RAS} RA, ${driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}`;
    const validate = await measure(`${label}: validar`, () => call('Validate'), { runs, warmups: 1 });
    const statements = await recordStatements(() => call('Confirm'));
    const confirm = await measure(`${label}: confirmar (Stmts: toda la petición)`, () => call('Confirm'), {
      runs,
      warmups: 0,
    });
    // The recorder sees PostgreSQL's statements only (PGlite's transactions bypass the query it wraps).
    if (driver === 'postgres') confirm.statements = statements.length;
    return [validate, confirm];
  } finally {
    await app.close();
  }
}

export async function run(): Promise<BenchResult[]> {
  const bytes = await importFile();
  const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const results: BenchResult[] = [];
  for (const driver of drivers) results.push(...(await benchOn(driver, bytes)));
  return results;
}
