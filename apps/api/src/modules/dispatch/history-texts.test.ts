import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReadyRa, stepOne } from '../../../test/factories.ts';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { raHistory } from '../../db/schema.ts';
import { SIGNED } from '../delivery/signature.test-support.ts';
import { insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';

// The RA's history reads as text for people (issue 12): offices and warehouses as 'Bodega Punta Arenas
// (BDPUQ)', vía, modality and reception type by their descriptions, never a bare code.

/** A place or parameter code standing alone (not inside the brackets of 'name (code)'). */
const BARE_CODE = /(?<!\()\b(OFISCL|OFIPUQ|BDSCL|BDPUQ|TER|FISIC)\b/;

describe.each(drivers)('history texts on %s', (driver) => {
  const ctx = useTestApp(driver, { office: 'oficina.scl' });
  let flow: Awaited<ReturnType<typeof flowClient>>;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
  });
  const historyOf = (nidra: number) =>
    ctx.db.select().from(raHistory).where(eq(raHistory.nidra, nidra)).orderBy(asc(raHistory.nidbitacora));
  const textOf = async (nidra: number, action: string) =>
    (await historyOf(nidra)).filter((h) => h.saccion === action).at(-1)?.sdetalle ?? '';

  it('names the office, the route, the vía, modality and reception type in the wizard texts', async () => {
    const id = await createReadyRa(ctx.app, ctx.tokens.office);
    const edited = await ctx.call('PUT', `/api/Shipment/OriginAndDestinationOfCargo/${id}`, {
      token: ctx.tokens.office,
      body: { ...stepOne(), nidra: id },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await textOf(id, 'CREAR')).toMatch(/^RA creado en Santiago \(OFISCL\): de /);
    expect(await textOf(id, 'CONDICIONES')).toMatch(
      /^Condiciones: Santiago \(OFISCL\) \/ Bodega Santiago \(BDSCL\) → Bodega Punta Arenas \(BDPUQ\) \/ Punta Arenas \(OFIPUQ\), facturar a /,
    );
    expect(await textOf(id, 'ORIGEN_DESTINO')).toMatch(
      /^Origen y destino: vía Terrestre, modalidad .+ \(LCL\), recepción Carga física/,
    );
    for (const entry of await historyOf(id)) expect(entry.sdetalle).not.toMatch(BARE_CODE);
  });

  it('names the warehouses in the dispatch, count, reception and delivery texts', async () => {
    const { nidra, items } = await insertWarehouseRa(ctx.db);
    const { code } = await flow.dispatchedList([nidra]);
    expect(await textOf(nidra, 'DESPACHO')).toBe(
      `Despachado en la lista de carga ${code} hacia Bodega Punta Arenas (BDPUQ): 5 bultos, sello SELLO-001`,
    );
    await flow.ok('PUT', `/api/Destination/${code}/RA/${nidra}/Package`, {
      body: [{ niditem: items[0], ncantidadbultos: 2, smotivodiferencia: 'Caja extraviada' }],
      token: flow.tokens.puq,
    });
    expect(await textOf(nidra, 'CONTEO_DESTINO')).toMatch(
      new RegExp(`^Conteo en Bodega Punta Arenas \\(BDPUQ\\), lista ${code}: 2 de 3 bultos recibidos`),
    );
    await flow.ok('PUT', `/api/Destination/${code}`, { token: flow.tokens.puq });
    expect(await textOf(nidra, 'RECEPCION_DESTINO')).toMatch(
      new RegExp(
        `^Recibido en Bodega Punta Arenas \\(BDPUQ\\) con la lista ${code}: 4 de 5 bultos recibidos`,
      ),
    );
    const delivered = await flow.call('POST', `/api/Delivery/${nidra}`, {
      body: {
        ...SIGNED,
        snombreretira: 'Pedro Vargas',
        srutretira: '12345678-5',
        dfhoentrega: new Date().toISOString(),
      },
      token: flow.tokens.puq,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await textOf(nidra, 'ENTREGA')).toMatch(
      /^Entregado en Bodega Punta Arenas \(BDPUQ\) a Pedro Vargas/,
    );
    for (const entry of await historyOf(nidra)) expect(entry.sdetalle).not.toMatch(BARE_CODE);
  });
});
