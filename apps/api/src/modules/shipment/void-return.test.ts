import { messages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOfficeUser, insertRa, raStateOf } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { raHistory } from '../../db/schema.ts';
import { insertLoadingList, insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';

// 'Anular RA' and 'Devolver a oficina' (spec 1 section 4) belong to the origin side: the RA's origin
// office, and its origin warehouse while the cargo is there. Every RA below goes OFISCL/BDSCL → OFIPUQ/BDPUQ.
describe.each(drivers)('voiding and returning an RA on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    {
      office: 'oficina.scl',
      warehouse: 'bodega.scl',
      destinationOffice: 'oficina.puq',
      destinationWarehouse: 'bodega.puq',
    },
    (db) => createOfficeUser(db, 'oficina.puq', 'OFIPUQ'),
  );
  const { tokens } = ctx;

  const put = (nidra: number, action: string, token: string) =>
    ctx.call('PUT', `/api/Shipment/Receptions/${nidra}/${action}`, { token });
  const stateOf = (nidra: number) => raStateOf(ctx.db, nidra);

  it('refuses the destination office and warehouse an RA that has not left the origin', async () => {
    for (const scodestado of ['ENCREA', 'ENPREP', 'BORIG'] as const) {
      for (const action of ['ANULAR', 'ENVIAROFI']) {
        for (const token of [tokens.destinationOffice, tokens.destinationWarehouse]) {
          const nidra = await insertRa(ctx.db, { scodestado });
          const response = await put(nidra, action, token);
          expect(response.statusCode, `${scodestado} ${action}`).toBe(403);
          expect(response.json().message).toBe(messages.raWrongOffice);
          expect(await stateOf(nidra)).toBe(scodestado);
          expect(await ctx.db.select().from(raHistory).where(eq(raHistory.nidra, nidra))).toEqual([]);
        }
      }
    }
  });

  it('lets the origin office void and return the RAs it has not sent on', async () => {
    for (const scodestado of ['ENCREA', 'ENPREP', 'BORIG'] as const) {
      const voided = await insertRa(ctx.db, { scodestado });
      expect((await put(voided, 'ANULAR', tokens.office)).json()).toMatchObject({ scodestado: 'ANULA' });
      const returned = await insertRa(ctx.db, { scodestado });
      expect((await put(returned, 'ENVIAROFI', tokens.office)).json()).toMatchObject({
        scodestado: 'ENVIA',
      });
    }
  });

  it('lets the origin warehouse act only while the cargo is there', async () => {
    const atWarehouse = await insertRa(ctx.db, { scodestado: 'BORIG' });
    const returned = await put(atWarehouse, 'ENVIAROFI', tokens.warehouse);
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ scodestado: 'ENVIA' });
    const voided = await insertRa(ctx.db, { scodestado: 'BORIG' });
    expect((await put(voided, 'ANULAR', tokens.warehouse)).statusCode).toBe(200);
    // Still at the office: the warehouse has nothing to void nor return.
    for (const scodestado of ['ENCREA', 'ENPREP'] as const) {
      const nidra = await insertRa(ctx.db, { scodestado });
      expect((await put(nidra, 'ANULAR', tokens.warehouse)).statusCode).toBe(403);
      expect(await stateOf(nidra)).toBe(scodestado);
    }
  });

  it('answers 409 to the origin for an RA that has left, and writes nothing', async () => {
    for (const scodestado of ['ENTRA', 'BDEST', 'ENTRE', 'ANULA', 'ENVIA'] as const) {
      const nidra = await insertRa(ctx.db, { scodestado });
      const response = await put(nidra, 'ANULAR', tokens.office);
      expect(response.statusCode, scodestado).toBe(409);
      expect(response.json().message).toBe(messages.invalidTransition);
      expect(await stateOf(nidra)).toBe(scodestado);
    }
  });

  it('answers 409 while a unit of the RA is on a load list, which the detail shows', async () => {
    const { nidra } = await insertWarehouseRa(ctx.db);
    await insertLoadingList(ctx.db, undefined, [{ nidra, units: 1 }]);
    for (const action of ['ANULAR', 'ENVIAROFI']) {
      const response = await put(nidra, action, tokens.office);
      expect(response.statusCode, action).toBe(409);
      expect(response.json().message).toBe(messages.raOnLoadingList);
    }
    expect(await stateOf(nidra)).toBe('BORIG');
    const detail = await ctx.call('GET', `/api/Shipment/Receptions/${nidra}`, { token: tokens.office });
    expect(detail.json().listaCargaList).toHaveLength(1);
  });
});
