import { messages } from '@carga/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/events.ts';
import { clientIdsByRut } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { custodyEvents, loadingLists } from '../../db/schema.ts';
import { insertOperation, insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';
import { codesOf, scanApi, scanKey, unitsOf } from './custody.test-support.ts';

// Issue 30: a warehouse writes into its own log, not into another's custody trail, and a scan key answers
// only the scan it was made for, at the place that made it.

interface TrailEvent {
  stipoevento: string;
  sdispositivo: string;
  dfecha: string;
}

describe.each(drivers)('custody trail kept to its own places on %s', (driver) => {
  const ctx = useTestApp(driver, {
    warehouse: 'bodega.scl',
    otherWarehouse: 'bodega.puq',
    customer: 'cliente',
  });
  const { tokens } = ctx;
  let fromScl: number;
  let fromPuq: number;
  beforeAll(async () => {
    fromScl = await insertOperation(ctx.db);
    fromPuq = await insertOperation(ctx.db, { scodbodegaorigen: 'BDPUQ', scodbodegadestino: 'BDSCL' });
  });
  let origin = 0;
  const calls = scanApi(ctx, () => origin);
  const newList = async (operation: number, token: string) => {
    origin = operation;
    return calls.newList(token);
  };
  const scan = (list: string, scodigo: string, token: string, sclave: string, extra = {}) =>
    ctx.call('POST', `/api/Scan/LoadingList/${list}`, { token, body: { scodigo, sclave, ...extra } });
  const trailOf = async (nidra: number, token: string, unit: number) => {
    const response = await ctx.call('GET', `/api/Shipment/Detail/${nidra}/Bultos`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.body, events: response.json().unidadList[unit].eventoList as TrailEvent[] };
  };

  it("keeps bodega.puq's refused scan of a BDSCL unit out of that unit's trail, for staff and the customer", async () => {
    const clients = await clientIdsByRut(ctx.db);
    const { nidra } = await insertWarehouseRa(ctx.db, undefined, {
      srutdestinatario: '76086428-5',
      niddestinatario: clients['76086428-5'],
    });
    const [code] = codesOf(nidra, 5);
    const sclList = await newList(fromScl, tokens.warehouse);
    const puqList = await newList(fromPuq, tokens.otherWarehouse);
    const before = Date.now();
    const loaded = await scan(sclList, code ?? '', tokens.warehouse, scanKey(), {
      sdispositivo: 'Lector SCL',
      dfechadispositivo: '2020-01-01T00:00:00Z',
    });
    expect(loaded.json().sresultado, loaded.body).toBe('ACEPTADO');
    const refused = await scan(puqList, code ?? '', tokens.otherWarehouse, scanKey(), {
      sdispositivo: 'Lector PUQ falso',
      dfechadispositivo: '2001-01-01T00:00:00Z',
    });
    expect(refused.json()).toMatchObject({ sresultado: 'RECHAZADO', sanomalia: 'OTRA_RUTA' });

    // The trail is the unit's: its loading, dated by the server, not the other warehouse's refusal.
    for (const token of [tokens.warehouse, tokens.otherWarehouse, tokens.customer]) {
      const { body, events } = await trailOf(nidra, token, 0);
      expect(events.map((e) => e.stipoevento)).toEqual(['CARGADA']);
      expect(Date.parse(events[0]?.dfecha ?? '')).toBeGreaterThanOrEqual(before - 1000);
      expect(body).not.toContain('Lector PUQ');
      expect(body).not.toContain('2001-');
      expect(body).not.toContain('2020-');
    }
    // A device's text is read by its own place only, not by the other staff on the route.
    expect((await trailOf(nidra, tokens.warehouse, 0)).events[0]?.sdispositivo).toBe('Lector SCL');
    expect((await trailOf(nidra, tokens.otherWarehouse, 0)).events[0]?.sdispositivo).toBe('');
    expect((await trailOf(nidra, tokens.customer, 0)).events[0]?.sdispositivo).toBe('');

    // The refusal stays in the scanning place's log: its warehouse and its list.
    const [list] = await ctx.db
      .select({ id: loadingLists.nidlistacarga })
      .from(loadingLists)
      .where(eq(loadingLists.scodlistacarga, puqList));
    const own = await ctx.db
      .select()
      .from(custodyEvents)
      .where(and(eq(custodyEvents.scodlugar, 'BDPUQ'), eq(custodyEvents.nidlistacarga, list?.id ?? 0)));
    expect(own.map((e) => [e.stipoevento, e.sanomalia, e.scodigo])).toEqual([
      ['ANOMALIA', 'OTRA_RUTA', code],
    ]);
  });

  it("answers 409 to a key sent again with another unit, and never another place's answer to its key", async () => {
    const { nidra } = await insertWarehouseRa(ctx.db);
    const [one, two] = codesOf(nidra, 5);
    const sclList = await newList(fromScl, tokens.warehouse);
    const puqList = await newList(fromPuq, tokens.otherWarehouse);
    const key = scanKey();
    expect((await scan(sclList, one ?? '', tokens.warehouse, key)).json().sresultado).toBe('ACEPTADO');

    const reused = await scan(sclList, two ?? '', tokens.warehouse, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ message: messages.scanKeyReused });
    expect((await unitsOf(ctx.db, nidra)).filter((u) => u.nidlistacarga !== null)).toHaveLength(1);

    // bodega.puq sending bodega.scl's key, even with the same label, learns nothing of that scan.
    const foreign = await scan(puqList, one ?? '', tokens.otherWarehouse, key);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json()).toEqual({ message: messages.scanKeyReused });
    expect(foreign.body).not.toContain(String(nidra));
    expect(await eventsOf(ctx.db, 'custody', nidra)).toHaveLength(1);
    // The same scan sent again by its own place is still its first answer.
    const again = await scan(sclList, one ?? '', tokens.warehouse, key);
    expect(again.json()).toMatchObject({ sduplicado: 'S', sresultado: 'ACEPTADO' });
  });
});
