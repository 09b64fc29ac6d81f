import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertRa } from '../../../test/factories.ts';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { readCount } from '../../db/sql-helpers.ts';
import { SIGNED } from '../delivery/signature.test-support.ts';
import { insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';
import { compactCounters } from './counters.repo.ts';
import { atDestinationQuery, atOriginQuery, countOverReceptions, onRouteQuery } from './statistics.repo.ts';

// The RA counters (issue 15) against a full count of `recepcion`: after every kind of change, each key
// (route and state) holds exactly as many RAs as the table, before and after the counters are folded.

type Row = { key: string; n: number };
const rowsOf = (result: unknown) => (result as { rows: Array<{ key: string; n: number | string }> }).rows;
const key = sql.raw(
  `concat_ws('|', coalesce(scodoficinaorigen, '-'), coalesce(scodbodegaorigen, '-'), coalesce(scodoficinadestino, '-'), coalesce(scodbodegadestino, '-'), scodestado)`,
);

export async function countersByKey(db: Db): Promise<Row[]> {
  const rows = rowsOf(
    await db.execute(
      sql`select ${key} as key, sum(ncantidad)::int as n from contador_ra group by 1 having sum(ncantidad) <> 0 order by 1`,
    ),
  );
  return rows.map((r) => ({ key: r.key, n: Number(r.n) }));
}

export async function receptionsByKey(db: Db): Promise<Row[]> {
  const rows = rowsOf(
    await db.execute(sql`select ${key} as key, count(*)::int as n from recepcion group by 1 order by 1`),
  );
  return rows.map((r) => ({ key: r.key, n: Number(r.n) }));
}

describe.each(drivers)('RA counters on %s', (driver) => {
  const ctx = useTestApp(driver, { office: 'oficina.scl' });
  let flow: Awaited<ReturnType<typeof flowClient>>;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
  });
  const exact = async () => {
    expect(await countersByKey(ctx.db)).toEqual(await receptionsByKey(ctx.db));
  };

  it('equal a full count through creation, void, return, lists, dispatch, reception, delivery and deletion', async () => {
    await exact();
    // Created by the wizard's rows and finished into the warehouse; one voided, one sent back to the office.
    const created = await insertRa(ctx.db, { scodestado: 'ENCREA' });
    const voided = await insertRa(ctx.db, { scodestado: 'BORIG' });
    const returned = await insertRa(ctx.db, { scodestado: 'BORIG' });
    await exact();
    await flow.ok('PUT', `/api/Shipment/Receptions/${voided}/ANULAR`, { token: flow.tokens.office });
    await flow.ok('PUT', `/api/Shipment/Receptions/${returned}/ENVIAROFI`, { token: flow.tokens.office });
    await exact();
    // Whole lists: closed, dispatched, received, one RA delivered.
    const received = await flow.receivedList();
    await flow.ok('POST', `/api/Delivery/${received.nidra}`, {
      body: {
        ...SIGNED,
        snombreretira: 'Pedro Vargas',
        srutretira: '12345678-5',
        dfhoentrega: new Date().toISOString(),
      },
      token: flow.tokens.puq,
    });
    await exact();
    // An RA put on a list and taken off again, back in the warehouse.
    const { nidra: onAndOff } = await insertWarehouseRa(ctx.db);
    const code = (await flow.ok('POST', '/api/LoadingList', { body: { nidoperacion: flow.operation } })).body;
    await flow.ok('POST', `/api/LoadingList/${code}/RA`, {
      body: { operacionId: flow.operation, raList: [onAndOff] },
    });
    await exact();
    await flow.ok('DELETE', `/api/LoadingList/${code}/${flow.operation}/RA/${onAndOff}`);
    await exact();
    await flow.dispatchedList();
    await exact();
    // A change of route, and rows deleted.
    await ctx.db.execute(sql`update recepcion set scodoficinadestino = 'OFISCL' where nidra = ${created}`);
    await exact();
    await ctx.db.execute(sql`delete from recepcion where nidra = ${created}`);
    await exact();
    await compactCounters(ctx.db);
    await exact();
    const folded = rowsOf(await ctx.db.execute(sql`select count(*)::int as n from contador_ra`));
    expect(Number(folded[0]?.n)).toBe((await receptionsByKey(ctx.db)).length);
    // A fold with nothing to fold writes nothing: every row stays where it was.
    const places = async () =>
      rowsOf(await ctx.db.execute(sql`select ctid::text as place from contador_ra order by 1`));
    const kept = await places();
    await compactCounters(ctx.db);
    expect(await places()).toEqual(kept);
  });

  it('give the dashboards the same figures as counting the RAs', async () => {
    const scopes = [
      { offices: ['OFISCL'], warehouses: [] },
      { offices: [], warehouses: ['BDSCL'] },
      { offices: [], warehouses: ['BDPUQ'] },
      { offices: ['OFISCL', 'OFIPUQ'], warehouses: ['BDSCL', 'BDPUQ'] },
    ];
    const states = [['BORIG', 'ENLIS'], ['DESPA'], ['BDEST', 'ENTRE'], ['ANULA', 'ENCREA', 'ENPREP']];
    for (const scope of scopes) {
      for (const chosen of states) {
        expect(await readCount(ctx.db, atOriginQuery(ctx.db, scope, chosen))).toBe(
          await countOverReceptions.atOrigin(ctx.db, scope, chosen),
        );
        expect(await readCount(ctx.db, onRouteQuery(ctx.db, scope, chosen))).toBe(
          await countOverReceptions.onRoute(ctx.db, scope, chosen),
        );
        expect(await readCount(ctx.db, atDestinationQuery(ctx.db, scope, chosen))).toBe(
          await countOverReceptions.atDestination(ctx.db, scope, chosen),
        );
      }
    }
  });
});

// Under parallel changes (PostgreSQL: PGlite is one connection) the counters still add up, also while
// they are folded at the same time.
describe.skipIf(!process.env.TEST_DATABASE_URL)('RA counters under parallel changes on postgres', () => {
  const ctx = useTestApp('postgres', { office: 'oficina.scl' });
  let flow: Awaited<ReturnType<typeof flowClient>>;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
  });

  it('add up after voids, returns, lists and inserts racing each other and the compaction', async () => {
    const ras = await Promise.all(
      Array.from({ length: 24 }, () => insertRa(ctx.db, { scodestado: 'BORIG' })),
    );
    await Promise.all([
      ...ras
        .slice(0, 8)
        .map((nidra) =>
          flow.call('PUT', `/api/Shipment/Receptions/${nidra}/ANULAR`, { token: flow.tokens.office }),
        ),
      ...ras
        .slice(8, 16)
        .map((nidra) =>
          flow.call('PUT', `/api/Shipment/Receptions/${nidra}/ENVIAROFI`, { token: flow.tokens.office }),
        ),
      flow.receivedList(),
      flow.dispatchedList(),
      ...Array.from({ length: 8 }, () => insertRa(ctx.db, { scodestado: 'ENCREA' })),
      compactCounters(ctx.db),
      compactCounters(ctx.db),
      ctx.db.execute(
        sql`update recepcion set scodestado = 'ENPREP' where nidra in ${sql.raw(`(${ras.slice(16).join(',')})`)}`,
      ),
    ]);
    await compactCounters(ctx.db);
    expect(await countersByKey(ctx.db)).toEqual(await receptionsByKey(ctx.db));
  });
});
