import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import {
  closePayload,
  insertOperation,
  insertWarehouseRa,
} from '../src/modules/loading-list/loading-list.test-support.ts';
import { bearer, login, type TestApp } from './test-app.ts';

// Test data of warehouse flow II (never imported by the app): RAs taken through the API from a load list
// to dispatch and reception, so each test starts where it needs to.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function flowClient(app: TestApp, db: Db) {
  const tokens = {
    scl: (await login(app, 'bodega.scl')).accessToken,
    puq: (await login(app, 'bodega.puq')).accessToken,
    office: (await login(app, 'oficina.scl')).accessToken,
    customer: (await login(app, 'cliente')).accessToken,
  };
  const operation = await insertOperation(db);
  const call = (method: Method, url: string, payload?: unknown, token = tokens.scl) =>
    app.inject({ method, url: `/api${url}`, headers: bearer(token), payload: payload as object });
  const ok = async (method: Method, url: string, payload?: unknown, token = tokens.scl) => {
    const response = await call(method, url, payload, token);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response;
  };

  /**
   * A list of the test operation holding these RAs (whole), closed with truck data. Without RAs it
   * builds its own: one RA in the origin warehouse (nidra, with its package items).
   */
  async function closedList(ras?: number[]) {
    const built = ras ? null : await insertWarehouseRa(db);
    const raList = ras ?? [built!.nidra];
    const code = (await ok('POST', '/LoadingList', { nidoperacion: operation })).body;
    await ok('POST', `/LoadingList/${code}/RA`, { operacionId: operation, raList });
    await ok('PUT', `/LoadingList/${code}/Close`, closePayload());
    return { code, nidra: raList[0]!, items: built?.items ?? [] };
  }
  const dispatch = (code: string, seal = 'SELLO-001', token = tokens.scl) =>
    call(
      'POST',
      '/Dispatch',
      { scodlistacarga: code, sselloseguridad: seal, scomentariodespacho: 'Sale 22:00' },
      token,
    );
  async function dispatchedList(ras?: number[]) {
    const list = await closedList(ras);
    expect((await dispatch(list.code)).statusCode).toBe(200);
    return list;
  }
  async function receivedList(ras?: number[]) {
    const list = await dispatchedList(ras);
    await ok('PUT', `/Destination/${list.code}`, undefined, tokens.puq);
    return list;
  }
  return { tokens, operation, call, ok, closedList, dispatch, dispatchedList, receivedList };
}
