import { importMessages } from '@carga/domain';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOfficeUser } from '../../../test/factories.ts';
import { importRow, lineRow, sheetBytes, upload, writtenCounts } from '../../../test/import-sheet.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { offices, raImportRows } from '../../db/schema.ts';
import { pruneImportRows } from './imports.repo.ts';

// The import's guard by content (issue 30 item 8): rows of the same content as rows imported for the same
// origin office within 24 hours are refused whatever the file's bytes, unless the caller confirms.

/** Two RAs: A of two package lines, B of one; `description` tells one test's cargo from another's. */
const rows = (description: string) => [
  importRow({ sdescripcioncarga: description }),
  lineRow('A'),
  importRow({
    grupo: 'B',
    nomRemitente: 'Ferretería Magallanes',
    rutRemitente: '96512340-7',
    sdescripcioncarga: description,
  }),
];

/**
 * The same rows saved again as another file: other group names, other spacing and case in the texts, the
 * numbers typed as text and a decimal comma; its bytes differ, its data does not.
 */
const resaved = (description: string) => [
  importRow({
    grupo: 'uno',
    nomRemitente: '  COMERCIAL   austral ',
    sdescripcioncarga: description.toUpperCase(),
    ncantidadbultos: '3',
    npesobultokg: '12,0',
  }),
  lineRow('uno', { npesobultokg: '300' }),
  importRow({
    grupo: 'dos',
    nomRemitente: 'Ferretería  Magallanes',
    rutRemitente: '96512340-7',
    sdescripcioncarga: ` ${description} `,
  }),
];

/** The same rows under other group names (other bytes). */
const regrouped = (list: Array<Record<string, unknown>>, suffix: string) =>
  list.map((r) => ({ ...r, grupo: `${r.grupo}${suffix}` }));

const nidras = (response: { json: () => { ras: Array<{ nidra: number }> } }) =>
  response.json().ras.map((r) => r.nidra);

describe.each(drivers)('importing the same rows again on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    {
      office: 'oficina.scl',
      colleague: 'otra.scl',
      pmc: 'oficina.pmc',
      warehouse: 'bodega.scl',
      customer: 'cliente',
    },
    async (db) => {
      await createOfficeUser(db, 'otra.scl', 'OFISCL');
      await db.insert(offices).values({ scodoficina: 'OFIPMC', snomoficina: 'Oficina Puerto Montt' });
      await createOfficeUser(db, 'oficina.pmc', 'OFIPMC');
    },
  );
  const { tokens } = ctx;

  it('refuses the same rows in a new file, naming each row and its RA, and imports them when confirmed', async () => {
    const first = await upload(ctx.app, tokens.office, 'Confirm', await sheetBytes(rows('Vuelve a llegar')));
    expect(first.statusCode, first.body).toBe(200);
    const [a, b] = nidras(first) as [number, number];

    const again = await sheetBytes(resaved('Vuelve a llegar'));
    const before = await writtenCounts(ctx.db);
    // A colleague of the same office, with the file re-saved: nothing is created, the rows are named.
    const refused = await upload(ctx.app, tokens.colleague, 'Confirm', again);
    expect(refused.statusCode, refused.body).toBe(409);
    const named = [
      { fila: 2, nidra: a },
      { fila: 3, nidra: a },
      { fila: 4, nidra: b },
    ];
    expect(refused.json()).toEqual({
      message: importMessages.alreadyImportedRows(named),
      errors: named.map((r) => ({ field: `fila ${r.fila}`, message: `RA ${r.nidra}` })),
    });
    expect(refused.json().message).toContain(`fila 2 → RA-${String(a).padStart(6, '0')}`);
    expect(await writtenCounts(ctx.db)).toEqual(before);
    // Checking the file still answers its report (the guard is the import's, where it writes).
    expect((await upload(ctx.app, tokens.colleague, 'Validate', again)).statusCode).toBe(200);

    // Confirmed: other cargo of the same content, created.
    const confirmed = await upload(ctx.app, tokens.colleague, 'Confirm', again, 'ENPREP', 'S');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [c, d] = nidras(confirmed) as [number, number];
    expect(c).toBeGreaterThan(b);
    expect(await writtenCounts(ctx.db)).not.toEqual(before);

    // The rows are now named by the newest RAs.
    const third = await upload(
      ctx.app,
      tokens.office,
      'Confirm',
      await sheetBytes(regrouped(rows('Vuelve a llegar'), '-3')),
    );
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(
      importMessages.alreadyImportedRows([
        { fila: 2, nidra: c },
        { fila: 3, nidra: c },
        { fila: 4, nidra: d },
      ]),
    );
    // The very same file again meets the guard of its bytes first; the confirmation covers that one too.
    const sameFile = await upload(ctx.app, tokens.office, 'Confirm', again);
    expect(sameFile.json().message).toBe(importMessages.alreadyImported([c, d]));
    expect((await upload(ctx.app, tokens.office, 'Confirm', again, 'ENPREP', 'S')).statusCode).toBe(200);
  });

  it('refuses the whole file for its repeated rows only: a changed row is not named, alone it is imported', async () => {
    const first = await upload(ctx.app, tokens.office, 'Confirm', await sheetBytes(rows('Cambia una')));
    const [a] = nidras(first) as [number, number];
    // B's weight changed: only A's rows repeat.
    const [rowA, lineA, rowB] = rows('Cambia una') as Array<Record<string, unknown>>;
    const changedB = { ...rowB, npesobultokg: 13 };
    const mixed = await upload(
      ctx.app,
      tokens.office,
      'Confirm',
      await sheetBytes([rowA ?? {}, lineA ?? {}, changedB]),
    );
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().message).toBe(
      importMessages.alreadyImportedRows([
        { fila: 2, nidra: a },
        { fila: 3, nidra: a },
      ]),
    );
    const before = await writtenCounts(ctx.db);
    const alone = await upload(ctx.app, tokens.office, 'Confirm', await sheetBytes([changedB]));
    expect(alone.statusCode, alone.body).toBe(200);
    expect(await writtenCounts(ctx.db)).not.toEqual(before);
  });

  it('imports rows again once their import is older than 24 hours', async () => {
    const first = await upload(ctx.app, tokens.office, 'Confirm', await sheetBytes(rows('Ayer')));
    expect(first.statusCode).toBe(200);
    await ctx.db.execute(sql`update importacion_ra_fila set dfecha = dfecha - interval '25 hours'
      where nidra = any(${`{${nidras(first).join(',')}}`}::int[])`);
    const later = await upload(ctx.app, tokens.office, 'Confirm', await sheetBytes(resaved('Ayer')));
    expect(later.statusCode, later.body).toBe(200);
    // And the day starts again from this import.
    const more = await upload(
      ctx.app,
      tokens.office,
      'Confirm',
      await sheetBytes(regrouped(rows('Ayer'), '-2')),
    );
    expect(more.statusCode).toBe(409);
  });

  it('forgets row fingerprints past 24 hours in the periodic prune, and keeps the recent ones', async () => {
    const old = await upload(ctx.app, tokens.office, 'Confirm', await sheetBytes(rows('Podar')));
    const recent = await upload(ctx.app, tokens.office, 'Confirm', await sheetBytes(rows('Guardar')));
    expect([old.statusCode, recent.statusCode]).toEqual([200, 200]);
    const kept = async (ras: number[]) =>
      (await ctx.db.select().from(raImportRows).where(inArray(raImportRows.nidra, ras))).length;
    await ctx.db.execute(sql`update importacion_ra_fila set dfecha = dfecha - interval '25 hours'
      where nidra = any(${`{${nidras(old).join(',')}}`}::int[])`);
    const stale = await kept(nidras(old));
    expect(stale).toBeGreaterThan(0);
    // A batch of one: the prune goes on until no stale row is left (other tests' may go too).
    expect(await pruneImportRows(ctx.db, 1)).toBeGreaterThanOrEqual(stale);
    expect(await kept(nidras(old))).toBe(0);
    expect(await kept(nidras(recent))).toBeGreaterThan(0);
  });

  it("does not refuse another office's cargo of the same content", async () => {
    const forOffice = (scodoficinaorigen: string) =>
      sheetBytes(
        rows('Dos oficinas').map((r) => ('scodoficinaorigen' in r ? { ...r, scodoficinaorigen } : r)),
      );
    expect((await upload(ctx.app, tokens.office, 'Confirm', await forOffice('OFISCL'))).statusCode).toBe(200);
    const other = await upload(ctx.app, tokens.pmc, 'Confirm', await forOffice('OFIPMC'));
    expect(other.statusCode, other.body).toBe(200);
  });

  it('lets two identical files sent at once create the RAs once', async () => {
    const files = await Promise.all([sheetBytes(rows('A la vez')), sheetBytes(resaved('A la vez'))]);
    const before = await writtenCounts(ctx.db);
    const answers = await Promise.all([
      upload(ctx.app, tokens.office, 'Confirm', files[0] as Buffer),
      upload(ctx.app, tokens.colleague, 'Confirm', files[1] as Buffer),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await writtenCounts(ctx.db);
    expect((after.receptions ?? 0) - (before.receptions ?? 0)).toBe(2);
  });

  it('takes the confirmation from staff with Nuevo Ingreso only, and only as S or N', async () => {
    const bytes = await sheetBytes(rows('Sin permiso'));
    const before = await writtenCounts(ctx.db);
    for (const token of [tokens.customer, tokens.warehouse])
      expect((await upload(ctx.app, token, 'Confirm', bytes, 'ENPREP', 'S')).statusCode).toBe(403);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/Shipment/Import/Confirm?sindconfirmar=si',
      headers: { authorization: `Bearer ${tokens.office}`, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
    expect(bad.statusCode).toBe(400);
    expect(await writtenCounts(ctx.db)).toEqual(before);
  });
});
