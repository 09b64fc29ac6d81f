import { messages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, loadingLists } from '../src/db/schema.ts';
import { scanKey } from '../src/modules/custody/custody.test-support.ts';
import {
  closePayload,
  insertOperation,
  insertWarehouseRa,
} from '../src/modules/loading-list/loading-list.test-support.ts';
import {
  bearer,
  createTestContext,
  drivers,
  login,
  type TestApp,
  useTestApp,
  withDefaults,
} from './test-app.ts';

// What the contract refuses before anything reaches the database: NUL characters (PostgreSQL refuses
// them in text, error 22021), ids past PostgreSQL's integer range, and the phone number as a number.

const sender = (srutcliente: string, overrides: Record<string, unknown> = {}) => ({
  srutcliente,
  snombrecliente: 'Transportes del Estrecho Limitada',
  snombrecorto: 'Transportes del Estrecho',
  direcciones: [
    { scalle: 'Av. Colón', snumeracion: '1020', srestodireccion: '', scodregion: '12', scodcomuna: '12101' },
  ],
  ...overrides,
});

describe.each(drivers)('contract defects on %s', (driver) => {
  const ctx = useTestApp(driver, { office: 'oficina.scl', warehouse: 'bodega.scl' });
  const { tokens } = ctx;
  let operation: number;
  beforeAll(async () => {
    operation = await insertOperation(ctx.db);
  });

  const call = withDefaults(ctx.call, '/api', () => tokens.warehouse);
  const refusedNul = (response: { statusCode: number; json: () => { message: string } }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.forbiddenCharacters);
  };
  /** A load list of the test operation holding one RA, open. */
  const openList = async () => {
    const code = (await call('POST', '/LoadingList', { body: { nidoperacion: operation } })).body;
    const ra = await insertWarehouseRa(ctx.db);
    expect(
      (
        await call('POST', `/LoadingList/${code}/RA`, {
          body: { operacionId: operation, raList: [ra.nidra] },
        })
      ).statusCode,
    ).toBe(200);
    return code;
  };
  const listState = async (code: string) =>
    (
      await ctx.db
        .select({ s: loadingLists.scodestadolista })
        .from(loadingLists)
        .where(eq(loadingLists.scodlistacarga, code))
    )[0]?.s;

  it('refuses a NUL character in a body string with 400 and writes nothing', async () => {
    refusedNul(
      await call('POST', '/Customer/sender', {
        body: sender('78901234-2', { snombrecorto: 'A\u0000B' }),
        token: tokens.office,
      }),
    );
    refusedNul(
      await call('POST', '/Customer/sender', {
        body: sender('78901234-2', {
          direcciones: [{ scalle: 'Colón\u0000', snumeracion: '1', scodregion: '12', scodcomuna: '12101' }],
        }),
        token: tokens.office,
      }),
    );
    expect(await ctx.db.select().from(clients).where(eq(clients.srutcliente, '78901234-2'))).toEqual([]);

    const code = await openList();
    refusedNul(
      await call('PUT', `/LoadingList/${code}/Close`, {
        body: closePayload({ snombreconductor: 'Juan\u0000' }),
      }),
    );
    expect(await listState(code)).not.toBe('CERRADA');
  });

  it('refuses a NUL character in a query string and in a path with 400', async () => {
    refusedNul(await call('GET', '/Customer/sender?nombre=%00', { token: tokens.office }));
    refusedNul(await call('GET', '/Customer/recipient?nombre=a%00', { token: tokens.office }));
    refusedNul(await call('GET', '/LoadingList?codigoBodegaOrigen=BDSCL&codigoListaCarga=LC%00'));
    refusedNul(await call('GET', '/LoadingList/LC%00'));
    refusedNul(
      await call('GET', '/Destination/LC%00', { token: (await login(ctx.app, 'bodega.puq')).accessToken }),
    );
  });

  it('answers a path id past the integer range as not found, and refuses one in a body with 400', async () => {
    const detail = await call('GET', '/Shipment/Detail/2147483648', { token: tokens.office });
    expect(detail.statusCode).toBe(404);
    expect(detail.json().message).toBe(messages.raNotFound);
    const list = await call('POST', '/LoadingList', { body: { nidoperacion: 2147483648 } });
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toBe(messages.chooseOperation);
    for (const url of [
      '/Shipment/Receptions/List?idRA=99999999999',
      '/Shipment/ImageCapture?idRA=99999999999',
    ]) {
      const filter = await call('GET', url, { token: tokens.office });
      expect(filter.statusCode, url).toBe(400);
      expect(filter.json().message).toBe(messages.onlyNumbers);
    }
    const code = await openList();
    const ras = await call('POST', `/LoadingList/${code}/RA`, {
      body: {
        operacionId: operation,
        raList: [99999999999],
      },
    });
    expect(ras.statusCode).toBe(400);
    expect(ras.json().message).toBe(messages.raNotFound);
  });

  it('refuses ids past the integer range in a list of ids and in a scanned code, never a 500', async () => {
    const labels = await call('POST', '/Shipment/Import/Labels', {
      body: { ids: [2147483648] },
      token: tokens.office,
    });
    expect(labels.statusCode).toBe(400);
    const page = await call('GET', '/Shipment/Receptions/List?Page=9007199254740991', {
      token: tokens.office,
    });
    expect(page.statusCode).toBe(400);
    const code = (await call('POST', '/LoadingList', { body: { nidoperacion: operation } })).body;
    for (const [scodigo, reason] of <const>[
      ['RA-2147483648-01/01', 'nombra el RA 2147483648, que no existe'],
      ['RA-000001-2147483648/2147483648', 'nombra el bulto 2147483648 de 2147483648, que no existe'],
    ]) {
      const scan = await call('POST', `/Scan/LoadingList/${code}`, {
        body: {
          scodigo,
          sclave: scanKey(),
          sdispositivo: 'Prueba',
        },
      });
      expect(scan.statusCode, scan.body).toBe(200);
      expect(scan.json()).toMatchObject({
        sresultado: 'RECHAZADO',
        smensaje: expect.stringContaining(reason),
      });
    }
  });

  it('takes the driver phone number as a JSON number or as digits in a string', async () => {
    const asNumber = await openList();
    const byNumber = await call('PUT', `/LoadingList/${asNumber}/Close`, {
      body: closePayload({ nnumtelefonoconductor: 912345678 }),
    });
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    const asText = await openList();
    expect((await call('PUT', `/LoadingList/${asText}/Close`, { body: closePayload() })).statusCode).toBe(
      200,
    );
    for (const code of [asNumber, asText]) {
      const detail = (await call('GET', `/LoadingList/${code}`)).json().loadingListDetail;
      expect(detail.nnumtelefonoconductor).toBe('912345678');
    }
    const negative = await openList();
    const refused = await call('PUT', `/LoadingList/${negative}/Close`, {
      body: closePayload({ nnumtelefonoconductor: -5 }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.onlyNumbers);
  });
});

// Two people adding the same sender at once: only PostgreSQL has real concurrency (PGlite is one
// connection), so this runs when TEST_DATABASE_URL is set.
describe.skipIf(!process.env.TEST_DATABASE_URL)('unique keys racing on postgres', () => {
  let app: TestApp;
  let office: string;
  beforeAll(async () => {
    ({ app } = await createTestContext('postgres'));
    office = (await login(app, 'oficina.scl')).accessToken;
  });
  afterAll(() => app.close());

  it('answers 409, never 500, to the second of two senders with the same RUT created at once', async () => {
    const ruts = ['11111111-1', '22222222-2', '33333333-3', '44444444-4', '55555555-5'];
    for (const rut of ruts) {
      const post = () =>
        app.inject({
          method: 'POST',
          url: '/api/Customer/sender',
          headers: bearer(office),
          payload: sender(rut),
        });
      const results = await Promise.all([post(), post()]);
      expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join()).toEqual([201, 409]);
      const loser = results.find((r) => r.statusCode === 409)!;
      expect([messages.rutAlreadyExists, messages.duplicateRecord]).toContain(loser.json().message);
    }
  });
});
