import { messages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfficeUser, insertRa, raStateOf } from '../../../test/factories.ts';
import { bearer, createTestContext, drivers, login, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { raHistory } from '../../db/schema.ts';
import { insertLoadingList, insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';

// 'Anular RA' and 'Devolver a oficina' (spec 1 section 4) belong to the origin side: the RA's origin
// office, and its origin warehouse while the cargo is there. Every RA below goes OFISCL/BDSCL → OFIPUQ/BDPUQ.
describe.each(drivers)('voiding and returning an RA on %s', (driver) => {
  let app: TestApp;
  let db: Db;
  const tokens = { office: '', warehouse: '', destinationOffice: '', destinationWarehouse: '' };

  beforeAll(async () => {
    ({ app, db } = await createTestContext(driver));
    await createOfficeUser(db, 'oficina.puq', 'OFIPUQ');
    tokens.office = (await login(app, 'oficina.scl')).accessToken;
    tokens.warehouse = (await login(app, 'bodega.scl')).accessToken;
    tokens.destinationOffice = (await login(app, 'oficina.puq')).accessToken;
    tokens.destinationWarehouse = (await login(app, 'bodega.puq')).accessToken;
  });
  afterAll(() => app.close());

  const put = (nidra: number, action: string, token: string) =>
    app.inject({ method: 'PUT', url: `/api/Shipment/Receptions/${nidra}/${action}`, headers: bearer(token) });
  const stateOf = (nidra: number) => raStateOf(db, nidra);

  it('refuses the destination office and warehouse an RA that has not left the origin', async () => {
    for (const scodestado of ['ENCREA', 'ENPREP', 'BORIG'] as const) {
      for (const action of ['ANULAR', 'ENVIAROFI']) {
        for (const token of [tokens.destinationOffice, tokens.destinationWarehouse]) {
          const nidra = await insertRa(db, { scodestado });
          const response = await put(nidra, action, token);
          expect(response.statusCode, `${scodestado} ${action}`).toBe(403);
          expect(response.json().message).toBe(messages.raWrongOffice);
          expect(await stateOf(nidra)).toBe(scodestado);
          expect(await db.select().from(raHistory).where(eq(raHistory.nidra, nidra))).toEqual([]);
        }
      }
    }
  });

  it('lets the origin office void and return the RAs it has not sent on', async () => {
    for (const scodestado of ['ENCREA', 'ENPREP', 'BORIG'] as const) {
      const voided = await insertRa(db, { scodestado });
      expect((await put(voided, 'ANULAR', tokens.office)).json()).toMatchObject({ scodestado: 'ANULA' });
      const returned = await insertRa(db, { scodestado });
      expect((await put(returned, 'ENVIAROFI', tokens.office)).json()).toMatchObject({
        scodestado: 'ENVIA',
      });
    }
  });

  it('lets the origin warehouse act only while the cargo is there', async () => {
    const atWarehouse = await insertRa(db, { scodestado: 'BORIG' });
    const returned = await put(atWarehouse, 'ENVIAROFI', tokens.warehouse);
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ scodestado: 'ENVIA' });
    const voided = await insertRa(db, { scodestado: 'BORIG' });
    expect((await put(voided, 'ANULAR', tokens.warehouse)).statusCode).toBe(200);
    // Still at the office: the warehouse has nothing to void nor return.
    for (const scodestado of ['ENCREA', 'ENPREP'] as const) {
      const nidra = await insertRa(db, { scodestado });
      expect((await put(nidra, 'ANULAR', tokens.warehouse)).statusCode).toBe(403);
      expect(await stateOf(nidra)).toBe(scodestado);
    }
  });

  it('answers 409 to the origin for an RA that has left, and writes nothing', async () => {
    for (const scodestado of ['ENTRA', 'BDEST', 'ENTRE', 'ANULA', 'ENVIA'] as const) {
      const nidra = await insertRa(db, { scodestado });
      const response = await put(nidra, 'ANULAR', tokens.office);
      expect(response.statusCode, scodestado).toBe(409);
      expect(response.json().message).toBe(messages.invalidTransition);
      expect(await stateOf(nidra)).toBe(scodestado);
    }
  });

  it('answers 409 while a unit of the RA is on a load list, which the detail shows', async () => {
    const { nidra } = await insertWarehouseRa(db);
    await insertLoadingList(db, undefined, [{ nidra, units: 1 }]);
    for (const action of ['ANULAR', 'ENVIAROFI']) {
      const response = await put(nidra, action, tokens.office);
      expect(response.statusCode, action).toBe(409);
      expect(response.json().message).toBe(messages.raOnLoadingList);
    }
    expect(await stateOf(nidra)).toBe('BORIG');
    const detail = await app.inject({
      method: 'GET',
      url: `/api/Shipment/Receptions/${nidra}`,
      headers: bearer(tokens.office),
    });
    expect(detail.json().listaCargaList).toHaveLength(1);
  });
});
