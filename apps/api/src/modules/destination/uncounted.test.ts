import { messages } from '@carga/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';

// 'Recepcionar' names the lines nobody counted before taking them as arrived whole (issue 12).

describe.each(drivers)('uncounted lines on %s', (driver) => {
  const ctx = useTestApp(driver);
  let flow: Awaited<ReturnType<typeof flowClient>>;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
  });
  const uncounted = (code: string, token = flow.tokens.puq) =>
    flow.call('GET', `/api/Destination/${code}/Uncounted`, { token });

  it('lists the lines not counted yet with their RA and package type, none once received', async () => {
    const { nidra, items } = await insertWarehouseRa(ctx.db);
    const { code } = await flow.dispatchedList([nidra]);
    const before = await uncounted(code);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual([
      { nidra, niditem: items[0], sdestipobulto: 'Caja', ncantidaddespachada: 3 },
      { nidra, niditem: items[1], sdestipobulto: 'Pallet', ncantidaddespachada: 2 },
    ]);
    // The boxes are counted (all of them): only the pallets remain.
    await flow.ok('PUT', `/api/Destination/${code}/RA/${nidra}/Package`, {
      body: [{ niditem: items[0], ncantidadbultos: 3 }],
      token: flow.tokens.puq,
    });
    expect((await uncounted(code)).json()).toEqual([
      { nidra, niditem: items[1], sdestipobulto: 'Pallet', ncantidaddespachada: 2 },
    ]);
    // Received: the uncounted pallets arrived whole, as the confirmation said.
    await flow.ok('PUT', `/api/Destination/${code}`, { token: flow.tokens.puq });
    expect((await uncounted(code)).json()).toEqual([]);
    const lines = (
      await flow.ok('GET', `/api/Destination/${code}/RA/${nidra}/Package`, { token: flow.tokens.puq })
    ).json().bultoList;
    expect(lines.map((l: { ncantidadrecibida: number }) => l.ncantidadrecibida)).toEqual([3, 2]);
  });

  it('refuses a bad code, an unknown list, other warehouses and callers without BOD-RECIBIR', async () => {
    const { code } = await flow.dispatchedList();
    const bad = await uncounted('L'.repeat(21));
    expect(bad.statusCode).toBe(400);
    expect((await uncounted('LC999999')).statusCode).toBe(404);
    const origin = await uncounted(code, flow.tokens.scl);
    expect(origin.statusCode).toBe(403);
    expect(origin.json().message).toBe(messages.loadingListNotForWarehouse);
    for (const token of [flow.tokens.office, flow.tokens.customer])
      expect((await uncounted(code, token)).statusCode).toBe(403);
  });
});
