import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createReadyRa } from '../../../test/factories.ts';
import { importRow, sheetBytes, upload } from '../../../test/import-sheet.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import {
  cargoEvents,
  notices,
  packages,
  raHistory,
  raPrices,
  receptions,
  trackingCodes,
  units,
} from '../../db/schema.ts';
import { tariffPayload } from '../customer/customer.test-support.ts';

// The import writes its RAs in a few statements for the whole file (create.ts, shipment/finish.ts):
// what it leaves must be what the wizard's steps and finish leave, column by column, in every table the
// wizard writes and in the pre-aggregates that triggers keep (counters, 'Gestión' figures).

type Db = ReturnType<typeof useTestApp>['db'];

/** Sums of a pre-aggregate by its keys (tables of insert-only deltas); {} when the table does not exist. */
async function aggregate(db: Db, table: string, keys: string, sums: string[]) {
  const { rows: exists } = (await db.execute(
    sql.raw(`select to_regclass('${table}') is not null as ok`),
  )) as unknown as { rows: Array<{ ok: boolean }> };
  if (!exists[0]?.ok) return {};
  const columns = sums.map((s, i) => `sum(${s})::float8 as s${i}`).join(', ');
  const { rows } = (await db.execute(
    sql.raw(`select concat_ws('|', ${keys}) as k, ${columns} from ${table} group by ${keys}`),
  )) as unknown as { rows: Array<Record<string, string | number>> };
  return Object.fromEntries(rows.map((r) => [String(r.k), sums.map((_, i) => Number(r[`s${i}`]))]));
}

const figures = async (db: Db) => ({
  contador: await aggregate(
    db,
    'contador_ra',
    'scodoficinaorigen, scodbodegaorigen, scodoficinadestino, scodbodegadestino, scodestado',
    ['ncantidad'],
  ),
  ingreso: await aggregate(
    db,
    'gestion_ingreso',
    'scodoficinaorigen, scodbodegaorigen, sviadespacho, dfecha',
    ['ncantidadra', 'ncantidadbultos', 'npesokg', 'nvolumenm3'],
  ),
  plazos: await aggregate(db, 'gestion_plazo_hora', 'scodoficinaorigen, setapa, nhoras', ['ncantidad']),
});
type Figures = Awaited<ReturnType<typeof figures>>;

/** What one change added to the figures: each key's sums after minus before, keys that did not move left out. */
function added(before: Figures, after: Figures) {
  return Object.fromEntries(
    (Object.keys(after) as Array<keyof Figures>).map((name) => {
      const a: Record<string, number[]> = before[name];
      const b: Record<string, number[]> = after[name];
      const moved = Object.keys(b)
        .map((k) => [k, (b[k] ?? []).map((v, i) => Math.round((v - (a[k]?.[i] ?? 0)) * 1e5) / 1e5)] as const)
        .filter(([, delta]) => delta.some((v) => v !== 0));
      return [name, Object.fromEntries(moved)];
    }),
  );
}

describe.each(drivers)('an imported RA is the wizard’s RA on %s', (driver) => {
  const ctx = useTestApp(driver, { office: 'oficina.scl', admin: 'admin' });
  const { tokens } = ctx;

  /** Everything the wizard writes of one RA, without its number, times and random tracking code. */
  async function written(nidra: number) {
    const db = ctx.db;
    const [ra] = await db.select().from(receptions).where(eq(receptions.nidra, nidra));
    const { nidra: _n, dfecrecepcion, dfecmodificacion, dfecingresobodega, ...row } = ra!;
    return {
      row: { ...row, dated: [!!dfecrecepcion, !!dfecmodificacion, !!dfecingresobodega] },
      history: await db
        .select({
          nidusuario: raHistory.nidusuario,
          saccion: raHistory.saccion,
          sdetalle: raHistory.sdetalle,
          sestadoanterior: raHistory.sestadoanterior,
          sestadonuevo: raHistory.sestadonuevo,
        })
        .from(raHistory)
        .where(eq(raHistory.nidra, nidra))
        .orderBy(asc(raHistory.nidbitacora)),
      packages: (
        await db.select().from(packages).where(eq(packages.nidra, nidra)).orderBy(asc(packages.niditem))
      ).map(({ niditem: _i, nidra: _r, ...line }) => line),
      units: (await db.select().from(units).where(eq(units.nidra, nidra)).orderBy(asc(units.nnumero))).map(
        (u) => [
          u.nnumero,
          u.ntotal,
          u.sestado,
          u.nidlistacarga,
          u.scodigo.replace(new RegExp(`^RA-0*${nidra}-`), 'RA-N-'),
        ],
      ),
      tracking: (await db.select().from(trackingCodes).where(eq(trackingCodes.nidra, nidra))).map(
        (t) => t.scodigo.length,
      ),
      price: (await db.select().from(raPrices).where(eq(raPrices.nidra, nidra))).map(
        ({ nidra: _r, dfecprecio: _d, ...price }) => price,
      ),
      events: (await db.select().from(cargoEvents).where(eq(cargoEvents.nidra, nidra))).map((e) => [
        e.sevento,
        e.sreferencia,
        e.jdatos,
      ]),
      notices: (await db.select().from(notices).where(eq(notices.nidra, nidra))).map((n) => [
        n.srol,
        n.semail,
        n.sasunto.replace(`RA ${nidra} `, 'RA N '),
      ]),
    };
  }

  it.each(['ENPREP', 'BORIG'] as const)(
    'finished to %s: the same row, history, lines, units, price, events and figures',
    async (estado) => {
      // Los Andes (the recipient, who pays) has a tariff on the route: both RAs are priced by it.
      const tariff = await ctx.call('POST', '/api/Customer/Tarifa', {
        token: tokens.admin,
        body: tariffPayload(),
      });
      expect([201, 409]).toContain(tariff.statusCode);

      const beforeWizard = await figures(ctx.db);
      const typed = await createReadyRa(ctx.app, tokens.office);
      const finish = await ctx.call('POST', `/api/Shipment/Attachment/FinishAndPrint/${typed}/${estado}`, {
        token: tokens.office,
      });
      expect(finish.statusCode, finish.body).toBe(200);
      const wizardFigures = added(beforeWizard, await figures(ctx.db));

      const beforeImport = await figures(ctx.db);
      const confirmed = await upload(
        ctx.app,
        tokens.office,
        'Confirm',
        // The same rows in each case: the second one is the same cargo on purpose, confirmed (a new group
        // name makes other bytes, but the rows' content is the same).
        await sheetBytes([importRow({ grupo: estado })]),
        estado,
        'S',
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const imported = confirmed.json().ras[0].nidra as number;
      const importFigures = added(beforeImport, await figures(ctx.db));

      const wizard = await written(typed);
      expect(wizard.price[0]).toMatchObject({ scodmotivo: 'TARIFA' });
      expect(wizard.history.map((h) => h.saccion)).toEqual([
        'CREAR',
        'CONDICIONES',
        'DESCRIPCION',
        'BULTO_AGREGADO',
        'FINALIZAR',
        'PRECIO',
      ]);
      expect(await written(imported)).toEqual(wizard);
      expect(Object.keys(wizardFigures.contador ?? {}).length).toBeGreaterThan(0);
      expect(importFigures).toEqual(wizardFigures);
    },
  );
});
