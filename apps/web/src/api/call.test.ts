import { routes } from '@carga/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiAt, apiBlob, apiUpload, routePath } from './call.ts';
import { ApiError } from './client.ts';
import { staffSession } from './session.test-support.ts';
import { sessionStore } from './session.ts';

// Issue 32: the web calls the API through the route map; the path comes from the route and its params.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: { url: string; init: RequestInit }[];
function answer(response: () => Response) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      return response();
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.signIn({ ...staffSession([]), accessToken: 'token-1', refreshToken: 'refresh-1' } as never);
});
afterEach(() => vi.unstubAllGlobals());

describe('routePath', () => {
  it('fills the params in, each encoded, without the /api that send adds', () => {
    expect(routePath(routes.shipment.detail, { id: 12 })).toBe('/Shipment/Detail/12');
    expect(routePath(routes.loadingList.removeRa, { code: 'LC 1/2', operation: 3, ra: 4 })).toBe(
      '/LoadingList/LC%201%2F2/3/RA/4',
    );
    expect(routePath(routes.tracking.track, { '*': 'AB12' })).toBe('/Public/Seguimiento/AB12');
  });

  it('refuses a missing param instead of calling a wrong path', () => {
    expect(() => routePath(routes.shipment.detail, {})).toThrow('/api/Shipment/Detail/:id');
  });
});

describe('api', () => {
  it("sends the route's method, the bearer, the query and a JSON body", async () => {
    answer(() => json(200, { nidra: 7 }));
    await api(routes.loadingList.raComment, {
      params: { code: 'LC1', ra: 7 },
      body: { sobservaciones: 'ok' },
    });
    expect(calls[0]?.url).toBe('/api/LoadingList/LC1/RA/7/Comment');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.init.body).toBe('{"sobservaciones":"ok"}');
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.authorization).toBe(
      'Bearer token-1',
    );

    await api(routes.shipmentLists.receptions, { query: { Page: 2, idRA: '', codigoEstado: null } });
    expect(calls[1]?.url).toBe('/api/Shipment/Receptions/List?Page=2');
    expect(calls[1]?.init.method).toBe('GET');
  });

  it("throws the server's Spanish message", async () => {
    answer(() => json(404, { message: 'RA no encontrado' }));
    const error = await api(routes.shipment.detail, { params: { id: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('RA no encontrado');
  });

  it('calls a route at a path built before (the scan outbox)', async () => {
    answer(() => json(200, { sresultado: 'ACEPTADO' }));
    const path = routePath(routes.custody.arrival, { code: 'LC9' });
    await apiAt(routes.custody.arrival, path, { body: { scodigo: 'X', sclave: 'k' } as never });
    expect(calls[0]?.url).toBe('/api/Scan/Arrival/LC9');
    expect(calls[0]?.init.method).toBe('POST');
  });
});

describe('downloads and uploads', () => {
  it('reads a file as a blob', async () => {
    answer(() => new Response('PDF', { status: 200, headers: { 'content-type': 'application/pdf' } }));
    const blob = await apiBlob(routes.shipment.voucher, { params: { id: 5 } });
    expect(calls[0]?.url).toBe('/api/Shipment/Voucher/5');
    expect(await blob.text()).toBe('PDF');
  });

  it('sends a file itself as the body, with its type and the query', async () => {
    answer(() => json(200, { filas: [] }));
    const file = new Blob(['xlsx'], { type: 'application/octet-stream' });
    await apiUpload(routes.shipment.importValidate, file, {
      contentType: 'application/x',
      query: { estado: 'ENCREA' },
    });
    expect(calls[0]?.url).toBe('/api/Shipment/Import/Validate?estado=ENCREA');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe(file);
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.['content-type']).toBe(
      'application/x',
    );
  });
});
