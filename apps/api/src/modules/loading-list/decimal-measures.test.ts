import { messages } from '@carga/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { boxes, raHistoryOf, stepOne } from '../../../test/factories.ts';
import { drivers, useTestApp, withDefaults } from '../../../test/test-app.ts';
import { loadingLists, packages } from '../../db/schema.ts';
import { listTotal } from './list-totals.repo.ts';
import { insertOperation, insertWarehouseRa, type LineSpec } from './loading-list.test-support.ts';

// Package weights and sides typed with decimals (issue 29 item 6, migration 0031): stored as typed, read
// back as numbers by both drivers (pg returns numeric as text unless told), and summed into the figures
// of the RA and of the load list, kept by the triggers of migrations 0017 and 0020 without losing a gram.

/** 3 boxes of 12,5 kg, 45,5 × 40 × 30,5 cm, and 3 bags of 0,35 kg (3 × 0,35 is 1,0499999… in floats). */
const decimalLines: LineSpec[] = [
  { ncantidadbultos: 3, npesobultokg: 12.5, nlargocm: 45.5, nanchocm: 40, naltocm: 30.5 },
  { ncantidadbultos: 3, npesobultokg: 0.35, nlargocm: 10, nanchocm: 10, naltocm: 10.5 },
];

describe.each(drivers)('package measures with decimals on %s', (driver) => {
  const ctx = useTestApp(driver, { office: 'oficina.scl', warehouse: 'bodega.scl' });
  const { tokens } = ctx;
  let operation: number;
  beforeAll(async () => {
    operation = await insertOperation(ctx.db);
  });

  it("takes '12,5' kg and 45,5 cm at step 5, stores and reads them back exactly", async () => {
    const shipment = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      ctx.call(method, `/api/Shipment${url}`, { token: tokens.office, body: payload });
    const id = (await shipment('POST', '/OriginAndDestinationOfCargo', stepOne())).json() as number;
    const added = await shipment(
      'POST',
      `/Package/${id}`,
      boxes({ npesobultokg: '12,5', nlargocm: '45,5', nanchocm: 40, naltocm: '30.5' }),
    );
    expect(added.statusCode).toBe(200);
    const read = (await shipment('GET', `/Package/${id}`)).json();
    expect(read.bultoList[0]).toMatchObject({
      npesobultokg: 12.5,
      nlargocm: 45.5,
      nanchocm: 40,
      naltocm: 30.5,
      npesototalkg: 37.5,
      nvolumenbultom3: 0.05551,
    });
    expect(read).toMatchObject({ totalBultos: 3, totalPesoKg: 37.5, totalVolumenM3: 0.16653 });
    const [stored] = await ctx.db.select().from(packages).where(eq(packages.nidra, id));
    expect(stored).toMatchObject({ npesobultokg: 12.5, nlargocm: 45.5, naltocm: 30.5 });
    expect((await raHistoryOf(ctx.db, id)).at(-1)?.sdetalle).toContain('45,5 × 40 × 30,5 cm, 12,5 kg');
  });

  it('refuses more decimals than are kept, rather than rounding what was typed', async () => {
    const shipment = (url: string, payload: object) =>
      ctx.call('POST', `/api/Shipment${url}`, { token: tokens.office, body: payload });
    const id = (
      await ctx.call('POST', '/api/Shipment/OriginAndDestinationOfCargo', {
        token: tokens.office,
        body: stepOne(),
      })
    ).json();
    for (const [field, typed, message] of [
      ['npesobultokg', '0,125', messages.decimalsAtMost(2)],
      ['npesobultokg', 12.345, messages.decimalsAtMost(2)],
      ['nlargocm', '45,25', messages.decimalsAtMost(1)],
      ['naltocm', 100_000, messages.onlyNumbers],
    ] as const) {
      const response = await shipment(`/Package/${id}`, boxes({ [field]: typed }));
      expect(response.statusCode, `${field} ${typed}`).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
  });

  it("sums them on a load list: its RA cards, its lines, its summary and the list's kept totals", async () => {
    const call = withDefaults(ctx.call, '/api/LoadingList', () => tokens.warehouse);
    const { nidra, items } = await insertWarehouseRa(ctx.db, decimalLines);
    const code = (await call('POST', '', { body: { nidoperacion: operation } })).body;
    const available = (
      await call('GET', `/${code}/RA/Available/List?operacionId=${operation}&raId=${nidra}`)
    ).json();
    expect(available[0]).toMatchObject({ npesodisponible: 38.55, nvolumendisponible: 0.16968 });
    expect(
      (await call('POST', `/${code}/RA`, { body: { operacionId: operation, raList: [nidra] } })).statusCode,
    ).toBe(200);

    const card = (await call('GET', `/${code}/RA/List?Page=1`)).json().list[0];
    expect(card).toMatchObject({ npesoingresado: 38.55, nvolumeningresado: 0.16968, ncantidadingresada: 6 });
    const lines = (await call('GET', `/${code}/RA/${nidra}/Package`)).json();
    expect(lines).toMatchObject({ npesototalkg: 38.55, ntotalbultos: 6 });
    expect(lines.bultoList[0]).toMatchObject({ npesobultokg: 12.5, nlargocm: 45.5, naltocm: 30.5 });
    expect((await call('GET', `/${code}`)).json().resumen).toMatchObject({ totalPesoKg: 38.55 });
    const kept = async () =>
      (
        await ctx.db
          .select({
            ntotalbultos: sql<number>`${listTotal('ntotalbultos')}::int`,
            ntotalpesokg: sql<number>`${listTotal('ntotalpesokg')}::float8`,
            ntotalvolumenm3: sql<number>`${listTotal('ntotalvolumenm3')}::float8`,
          })
          .from(loadingLists)
          .where(eq(loadingLists.scodlistacarga, code))
      )[0];
    expect(await kept()).toMatchObject({ ntotalbultos: 6, ntotalpesokg: 38.55, ntotalvolumenm3: 0.16968 });

    // One box off the list, then its weight corrected: the kept total follows to the gram.
    const update = await call('PUT', `/${code}/RA/${nidra}/Package`, {
      body: [
        { niditem: items[0], ncantidadbultos: 2 },
        { niditem: items[1], ncantidadbultos: 3 },
      ],
    });
    expect(update.statusCode).toBe(200);
    await ctx.db.update(packages).set({ npesobultokg: 12.75 }).where(eq(packages.niditem, items[0]!));
    expect((await kept())?.ntotalpesokg).toBe(26.55);
    expect((await call('GET', `/${code}`)).json().resumen).toMatchObject({ totalPesoKg: 26.55 });
  });
});
