import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import {
  closePayload,
  insertOperation,
  insertWarehouseRa,
} from '../src/modules/loading-list/loading-list.test-support.ts';
import { type CallOptions, caller, login, type Method, type TestApp, withDefaults } from './test-app.ts';

// Test data of warehouse flow II (never imported by the app): RAs taken through the API from a load list
// to dispatch and reception, so each test starts where it needs to.

export async function flowClient(app: TestApp, db: Db) {
  const tokens = {
    scl: (await login(app, 'bodega.scl')).accessToken,
    puq: (await login(app, 'bodega.puq')).accessToken,
    office: (await login(app, 'oficina.scl')).accessToken,
    customer: (await login(app, 'cliente')).accessToken,
  };
  const operation = await insertOperation(db);
  const call = withDefaults(
    caller(() => app),
    '',
    () => tokens.scl,
  );
  const ok = async (method: Method, path: string, options?: CallOptions) => {
    const response = await call(method, path, options);
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
    return response;
  };

  /**
   * A list of the test operation holding these RAs (whole), closed with truck data. Without RAs it
   * builds its own: one RA in the origin warehouse (nidra, with its package items).
   */
  async function closedList(ras?: number[]) {
    const built = ras ? null : await insertWarehouseRa(db);
    const raList = ras ?? [built!.nidra];
    const code = (await ok('POST', '/api/LoadingList', { body: { nidoperacion: operation } })).body;
    await ok('POST', `/api/LoadingList/${code}/RA`, { body: { operacionId: operation, raList } });
    await ok('PUT', `/api/LoadingList/${code}/Close`, { body: closePayload() });
    return { code, nidra: raList[0]!, items: built?.items ?? [] };
  }
  const dispatch = (code: string, seal = 'SELLO-001', token = tokens.scl) =>
    call('POST', '/api/Dispatch', {
      body: { scodlistacarga: code, sselloseguridad: seal, scomentariodespacho: 'Sale 22:00' },
      token,
    });
  async function dispatchedList(ras?: number[]) {
    const list = await closedList(ras);
    expect((await dispatch(list.code)).statusCode).toBe(200);
    return list;
  }
  async function receivedList(ras?: number[]) {
    const list = await dispatchedList(ras);
    await ok('PUT', `/api/Destination/${list.code}`, { token: tokens.puq });
    return list;
  }
  return { tokens, operation, call, ok, closedList, dispatch, dispatchedList, receivedList };
}
