import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIdsByRut, insertRa, raHistoryOf, userIdOf } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { webhookDeliveries, webhooks } from '../../db/schema.ts';
import { recordCargoEvent, recordCargoEvents } from '../notifications/events.ts';
import { type HttpPost, pinnedPost } from './http-post.ts';
import { RETRY_DELAYS_MS, RETRY_WINDOW_MS } from './retry-schedule.ts';
import { verifyWebhookSignature } from './signature.ts';
import type { Resolver } from './url-guard.ts';

// Deliveries to a real HTTP receiver on 127.0.0.1: the signature verifies with the documented recipe,
// failures retry with growing waits until the 24 h schedule ends, 'Reenviar' sends again; one delivery
// per endpoint and event; a host name that resolves inside the network is refused at send time. The
// app's own webhook outbox sends them (pg-boss on PostgreSQL, the in-process drainer on PGlite), with
// its clock moved by the test.

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A receiver whose answer each test sets: a status, or 'hang' (no answer). */
function startReceiver() {
  const received: Received[] = [];
  const state = { answer: 200 as number | 'hang' };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (state.answer === 'hang') return;
      res.writeHead(state.answer, { 'content-type': 'text/plain' });
      res.end(state.answer === 200 ? 'ok' : 'Error interno del receptor');
    });
  });
  return { server, received, state };
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** Public-looking names that resolve, at send time, inside the network or to this machine. */
const rebound: Record<string, string> = {
  'rebind.cliente.cl': '10.0.0.7',
  'local.cliente.cl': '127.0.0.1',
  'traducida.cliente.cl': '::ffff:0:7f00:1',
  'nat64.cliente.cl': '64:ff9b:1::a9fe:a9fe',
  'seis-a-cuatro.cliente.cl': '2002:7f00:1::',
};

describe.each(drivers)('webhook deliveries on %s', (driver) => {
  let clock = new Date();
  let post: HttpPost = pinnedPost;
  const receiver = startReceiver();
  let port = 0;
  const resolve: Resolver = async (host) => {
    const address = rebound[host];
    if (address) return [{ address, family: address.includes(':') ? 6 : 4 }];
    throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
  };
  const ctx = useTestApp(driver, {}, undefined, {
    outbox: { now: () => clock },
    webhooks: { allowHttpLocalhost: true, resolve, post: (request) => post(request), timeoutMs: 1500 },
  });
  /** Sends every delivery due at `now` with the app's webhook outbox; answers how many were attempted. */
  function deliverDue(now: Date, poster: HttpPost = pinnedPost) {
    clock = now;
    post = poster;
    return ctx.app.webhookOutbox.drain();
  }

  beforeAll(async () => {
    port = await listen(receiver.server);
  });
  afterAll(() => new Promise<void>((done) => receiver.server.close(() => done())));

  /** A webhook of a client straight into the database, with a known secret. */
  async function addWebhook(nidcliente: number, surl: string, ssecreto = 'whsec_prueba') {
    const [row] = await ctx.db
      .insert(webhooks)
      .values({ nidcliente, surl, ssecreto, nidusuario: await userIdOf(ctx.db, 'admin') })
      .returning({ id: webhooks.nidwebhook });
    return row?.id as number;
  }
  const deliveriesOf = (nidwebhook: number) =>
    ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.nidwebhook, nidwebhook));
  async function newRaOf(nidcliente: number) {
    return insertRa(ctx.db, { niddestinatario: nidcliente, srutdestinatario: '77123456-9' });
  }
  const client = async () => (await clientIdsByRut(ctx.db))['77123456-9'] as number;

  it('POSTs the signed event to the receiver; the documented check accepts it and refuses tampering', async () => {
    const nidcliente = await client();
    const hook = await addWebhook(nidcliente, `http://127.0.0.1:${port}/carga`, 'whsec_firma');
    const nidra = await newRaOf(nidcliente);
    await ctx.db.transaction((tx) => recordCargoEvent(tx, { nidra, sevento: 'RECIBIDA', jdatos: { a: 1 } }));
    receiver.state.answer = 200;
    receiver.received.length = 0;
    const now = new Date();
    expect(await deliverDue(now)).toBeGreaterThanOrEqual(1);

    const got = receiver.received.find((r) => JSON.parse(r.body).ra.nidra === nidra);
    if (!got) throw new Error('the receiver got nothing');
    const body = JSON.parse(got.body);
    expect(body).toMatchObject({
      evento: 'RA_RECIBIDA',
      ra: { nidra, estado: 'ENPREP', oficinaorigen: 'OFISCL', bodegadestino: 'BDPUQ' },
      datos: { a: 1 },
    });
    expect(body.id).toMatch(/^\d+$/);
    expect(new Date(body.fecha).toISOString()).toBe(body.fecha);
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['user-agent']).toMatch(/^Carga-Webhooks\//);
    expect(got.headers['carga-evento']).toBe('RA_RECIBIDA');
    const [delivery] = await deliveriesOf(hook);
    expect(got.headers['carga-entrega']).toBe(String(delivery?.nidentrega));
    expect(delivery).toMatchObject({ sestado: 'ENTREGADO', nintentos: 1, nultimoestado: 200, serror: null });

    const header = got.headers['carga-firma'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature('whsec_firma', header, got.body, now, 300)).toBe(true);
    expect(verifyWebhookSignature('whsec_otro', header, got.body, now, 300)).toBe(false);
    expect(
      verifyWebhookSignature(
        'whsec_firma',
        header,
        got.body.replace('RA_RECIBIDA', 'RA_ENTREGADA'),
        now,
        300,
      ),
    ).toBe(false);
    const late = new Date(now.getTime() + 301_000);
    expect(verifyWebhookSignature('whsec_firma', header, got.body, late, 300)).toBe(false);
    expect(verifyWebhookSignature('whsec_firma', undefined, got.body, now, 300)).toBe(false);
    expect(verifyWebhookSignature('whsec_firma', 't=abc,v1=zz', got.body, now, 300)).toBe(false);
    // Nothing more is due: the delivered one is not sent again.
    receiver.received.length = 0;
    await deliverDue(new Date(now.getTime() + 3_600_000));
    expect(receiver.received).toEqual([]);
  });

  it('retries a failing endpoint with growing waits, fails for good after 24 h, and Reenviar delivers it', async () => {
    const nidcliente = await client();
    const hook = await addWebhook(nidcliente, `http://127.0.0.1:${port}/falla`);
    const nidra = await newRaOf(nidcliente);
    await ctx.db.transaction((tx) => recordCargoEvent(tx, { nidra, sevento: 'DESPACHADA' }));
    const start = new Date();
    let now = start;
    const waits: number[] = [];
    const statuses: Array<number | null> = [];
    const errors: string[] = [];
    // 500, then no answer (timeout), then a closed port (connection refused), then 500 again, and so on.
    const modes = ['500', 'hang', 'refused'] as const;
    for (let turn = 0; turn < 20; turn++) {
      const mode = modes[turn % 3];
      receiver.state.answer = mode === 'hang' ? 'hang' : 500;
      const url = mode === 'refused' ? 'http://127.0.0.1:1/cerrado' : `http://127.0.0.1:${port}/falla`;
      await ctx.db.update(webhooks).set({ surl: url }).where(eq(webhooks.nidwebhook, hook));
      await deliverDue(now);
      const [row] = await deliveriesOf(hook);
      if (!row) throw new Error('no delivery');
      statuses.push(row.nultimoestado);
      errors.push(row.serror ?? '');
      if (row.sestado === 'FALLIDO') break;
      expect(row.sestado).toBe('PENDIENTE');
      waits.push(row.dfecproximo.getTime() - now.getTime());
      now = row.dfecproximo;
    }
    const [failed] = await deliveriesOf(hook);
    expect(failed?.sestado).toBe('FALLIDO');
    expect(failed?.nintentos).toBe(RETRY_DELAYS_MS.length + 1);
    expect(waits).toEqual(RETRY_DELAYS_MS);
    for (let i = 1; i < 9; i++) expect(waits[i]).toBeGreaterThan(waits[i - 1] as number);
    expect(waits.reduce((a, b) => a + b, 0)).toBe(RETRY_WINDOW_MS);
    expect(statuses.slice(0, 3)).toEqual([500, null, null]);
    expect(errors[0]).toContain('HTTP 500');
    expect(errors[1]).toContain('Sin respuesta');
    expect(errors[2]).toContain('ECONNREFUSED');

    const history = await raHistoryOf(ctx.db, nidra);
    const line = history.find((h) => h.saccion === 'WEBHOOK_FALLIDO');
    expect(line?.sdetalle).toMatch(/^Webhook a http:\/\/127\.0\.0\.1:.* falló: /);

    // Reenviar (the API) puts it back due now; the endpoint works again and it is delivered.
    clock = new Date();
    await ctx.db
      .update(webhooks)
      .set({ surl: `http://127.0.0.1:${port}/ok` })
      .where(eq(webhooks.nidwebhook, hook));
    const token = (
      await ctx.call('POST', '/api/Auth', { body: { username: 'admin', password: 'demo-2026' } })
    ).json().accessToken;
    const resend = await ctx.call('POST', `/api/Webhook/Entregas/${failed?.nidentrega}/Reenviar`, { token });
    expect(resend.statusCode).toBe(200);
    receiver.state.answer = 200;
    await deliverDue(new Date());
    const [done] = await deliveriesOf(hook);
    expect(done).toMatchObject({ sestado: 'ENTREGADO', nintentos: 1, nultimoestado: 200, serror: null });
    // A delivered one can be sent again too.
    await ctx.call('POST', `/api/Webhook/Entregas/${done?.nidentrega}/Reenviar`, { token });
    receiver.received.length = 0;
    await deliverDue(new Date());
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.headers['carga-entrega']).toBe(String(done?.nidentrega));
  }, 60_000);

  it('makes one delivery per endpoint and event: twice recorded is one, two endpoints are two', async () => {
    const ids = await clientIdsByRut(ctx.db);
    const sender = ids['76086428-5'] as number;
    const recipient = ids['96512340-7'] as number;
    const first = await addWebhook(sender, 'https://hooks.cliente.cl/a');
    const second = await addWebhook(recipient, 'https://hooks.cliente.cl/b');
    const inactive = await addWebhook(recipient, 'https://hooks.cliente.cl/c');
    await ctx.db.update(webhooks).set({ sindactivo: 'N' }).where(eq(webhooks.nidwebhook, inactive));
    const nidra = await insertRa(ctx.db, {
      nidremitente: sender,
      srutremitente: '76086428-5',
      niddestinatario: recipient,
      srutdestinatario: '96512340-7',
    });
    for (let i = 0; i < 2; i++)
      await ctx.db.transaction((tx) =>
        recordCargoEvent(tx, { nidra, sevento: 'LLEGADA', sreferencia: 'LC1' }),
      );
    expect(await deliveriesOf(first)).toHaveLength(1);
    expect(await deliveriesOf(second)).toHaveLength(1);
    expect(await deliveriesOf(inactive)).toHaveLength(0);
    // A client that is both sender and recipient: one delivery to its endpoint.
    const both = await insertRa(ctx.db, {
      nidremitente: sender,
      srutremitente: '76086428-5',
      niddestinatario: sender,
      srutdestinatario: '76086428-5',
    });
    await ctx.db.transaction((tx) => recordCargoEvent(tx, { nidra: both, sevento: 'ENTREGADA' }));
    expect(await deliveriesOf(first)).toHaveLength(2);
    // Many RAs at once (a dispatched list): one delivery per RA and endpoint, again only once.
    const more = [
      await insertRa(ctx.db, { nidremitente: sender }),
      await insertRa(ctx.db, { nidremitente: sender }),
    ];
    for (let i = 0; i < 2; i++)
      await ctx.db.transaction((tx) =>
        recordCargoEvents(tx, {
          sevento: 'DESPACHADA',
          sreferencia: 'LC9',
          ras: more.map((nidra) => ({ nidra })),
        }),
      );
    expect(await deliveriesOf(first)).toHaveLength(4);
    await ctx.db.delete(webhooks).where(eq(webhooks.nidwebhook, first));
    await ctx.db.delete(webhooks).where(eq(webhooks.nidwebhook, second));
  });

  it.each(Object.keys(rebound))('refuses at send time %s, which now resolves inside', async (host) => {
    const nidcliente = await client();
    const hook = await addWebhook(nidcliente, `https://${host}/hook`);
    const nidra = await newRaOf(nidcliente);
    await ctx.db.transaction((tx) => recordCargoEvent(tx, { nidra, sevento: 'RECIBIDA' }));
    let posted = 0;
    await deliverDue(new Date(), async (request) => {
      if (request.url.hostname === host) posted++;
      return { status: 200, body: '' };
    });
    const [row] = await deliveriesOf(hook);
    expect(posted).toBe(0);
    expect(row).toMatchObject({ sestado: 'PENDIENTE', nintentos: 1, nultimoestado: null });
    expect(row?.serror).toBe('La URL apunta a una dirección privada, local o reservada: no se admite');
  });

  it('fails the attempts of an endpoint switched off, and delivers once it is on again', async () => {
    const nidcliente = await client();
    const hook = await addWebhook(nidcliente, `http://127.0.0.1:${port}/pausa`);
    const nidra = await newRaOf(nidcliente);
    await ctx.db.transaction((tx) => recordCargoEvent(tx, { nidra, sevento: 'RECIBIDA' }));
    await ctx.db.update(webhooks).set({ sindactivo: 'N' }).where(eq(webhooks.nidwebhook, hook));
    receiver.state.answer = 200;
    receiver.received.length = 0;
    const now = new Date();
    await deliverDue(now);
    const [waiting] = await deliveriesOf(hook);
    expect(waiting).toMatchObject({
      sestado: 'PENDIENTE',
      nintentos: 1,
      serror: 'El webhook no está vigente',
    });
    expect(
      receiver.received.filter((r) => r.headers['carga-entrega'] === String(waiting?.nidentrega)),
    ).toEqual([]);
    await ctx.db.update(webhooks).set({ sindactivo: 'S' }).where(eq(webhooks.nidwebhook, hook));
    await deliverDue(new Date(now.getTime() + RETRY_DELAYS_MS[0]!));
    expect((await deliveriesOf(hook))[0]).toMatchObject({
      sestado: 'ENTREGADO',
      nintentos: 2,
      nultimoestado: 200,
    });
  });
});
