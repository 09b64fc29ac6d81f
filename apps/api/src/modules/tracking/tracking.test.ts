import { messages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReadyRa, insertRa } from '../../../test/factories.ts';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { deliveries, trackingCodes } from '../../db/schema.ts';
import { SIGNED } from '../delivery/signature.test-support.ts';
import { insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';
import {
  ensureTrackingCode,
  newTrackingCode,
  TRACKING_ALPHABET,
  TRACKING_CODE_PATTERN,
  trackingUrl,
} from './codes.ts';

const CUSTOMER_RUT = '76086428-5';
const SENDER_RUT = '96512340-7';
const PICKUP_RUT = '12345678-5';
/** Digits of every RUT of the RA's parties: none may appear anywhere in the public answer. */
const PRIVATE_DIGITS = ['76086428', '96512340', '12345678'];
/** Keys the public answer must never carry (amounts, documents, RUTs, addresses, phones, prices). */
const PRIVATE_KEY =
  /rut|valor|monto|precio|tarifa|venta|costo|documento|direccion|telefono|fono|email|correo|adjunto|usuario/i;

/** Every key and every primitive value of a JSON document. */
function walk(value: unknown, keys: string[] = [], values: string[] = []) {
  if (Array.isArray(value)) for (const item of value) walk(item, keys, values);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      keys.push(key);
      walk(inner, keys, values);
    }
  } else values.push(String(value));
  return { keys, values };
}

let address = 0;
/** Each test its own client address: the per-address ceiling of one test never reaches another. */
const nextAddress = () => `10.16.0.${++address}`;

describe.each(drivers)('public tracking on %s', (driver) => {
  const ctx = useTestApp(driver, { office: 'oficina.scl' });
  let flow: Awaited<ReturnType<typeof flowClient>>;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
  });

  const follow = (code: string, remoteAddress = nextAddress()) =>
    ctx.app.inject({ method: 'GET', url: `/api/Public/Seguimiento/${code}`, remoteAddress });
  const codeOf = async (nidra: number, token = flow.tokens.customer) =>
    (await flow.ok('GET', `/api/Shipment/Detail/${nidra}/Seguimiento`, { token })).json() as {
      scodigo: string;
      surl: string;
    };
  /** An RA of the demo customer (the recipient) in the origin warehouse. */
  const customerRa = async () =>
    (
      await insertWarehouseRa(ctx.db, undefined, {
        srutdestinatario: CUSTOMER_RUT,
        snomdestinatario: 'Comercial Austral SpA',
        srutremitente: SENDER_RUT,
      })
    ).nidra;
  const deliver = (nidra: number) =>
    flow.ok('POST', `/api/Delivery/${nidra}`, {
      body: {
        ...SIGNED,
        snombreretira: 'Pedro de la Vega Vargas',
        srutretira: PICKUP_RUT,
        dfhoentrega: new Date().toISOString(),
      },
      token: flow.tokens.puq,
    });

  it('gives the RA a random code when the wizard finishes, and keeps it on a second read', async () => {
    const ids = [
      await createReadyRa(ctx.app, ctx.tokens.office),
      await createReadyRa(ctx.app, ctx.tokens.office),
    ];
    const none = await flow.ok('GET', `/api/Shipment/Detail/${ids[0]}/Seguimiento`, {
      token: ctx.tokens.office,
    });
    expect(none.json()).toEqual({ scodigo: null, surl: null });
    for (const id of ids)
      await flow.ok('POST', `/api/Shipment/Attachment/FinishAndPrint/${id}/BORIG`, {
        token: ctx.tokens.office,
      });
    const rows = await Promise.all(
      ids.map(
        async (id) => (await ctx.db.select().from(trackingCodes).where(eq(trackingCodes.nidra, id)))[0],
      ),
    );
    const codes = rows.map((row) => row?.scodigo ?? '');
    for (const code of codes) expect(code).toMatch(TRACKING_CODE_PATTERN);
    expect(codes[0]).not.toBe(codes[1]);
    // Random, not a sequence: 500 fresh codes are all different and use the whole alphabet.
    const many = Array.from({ length: 500 }, newTrackingCode);
    expect(new Set(many).size).toBe(500);
    expect(new Set(many.join('')).size).toBe(TRACKING_ALPHABET.length);
    const read = await codeOf(ids[0]!, ctx.tokens.office);
    expect(read).toEqual({ scodigo: codes[0], surl: `http://localhost:3000/seguimiento/${codes[0]}` });
    expect(trackingUrl('https://carga.cl/', 'ABC')).toBe('https://carga.cl/seguimiento/ABC');
  });

  it('makes one code for an older RA even when two callers race for it', async () => {
    const nidra = await customerRa();
    const [a, b, c] = await Promise.all([
      ensureTrackingCode(ctx.db, nidra),
      ensureTrackingCode(ctx.db, nidra),
      ctx.db.transaction((tx) => ensureTrackingCode(tx, nidra)),
    ]);
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(await ctx.db.select().from(trackingCodes).where(eq(trackingCodes.nidra, nidra))).toHaveLength(1);
  });

  it('follows the cargo without signing in, from the warehouse to its delivery, and tells nothing private', async () => {
    const nidra = await customerRa();
    const { scodigo } = await codeOf(nidra);
    const first = await follow(scodigo);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toMatchObject({
      nidra,
      scodestado: 'BORIG',
      sdesestado: 'En bodega de origen',
      ncantidadbultos: 5,
      ncantidadentregada: 0,
      entrega: null,
    });
    expect(first.json().estados[0]).toMatchObject({ scodestado: 'RECIB', slugar: 'Santiago' });

    await flow.receivedList([nidra]);
    await deliver(nidra);
    const done = await follow(scodigo);
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body).toMatchObject({
      scodestado: 'ENTRE',
      sdesestado: 'Entregada',
      ncantidadbultos: 5,
      ncantidadentregada: 5,
      // Only the initials of whoever collected it: the full name is nobody's business who holds the code.
      entrega: { snombreretira: 'P. V. V.' },
    });
    expect(done.body).not.toMatch(/Pedro|Vega|Vargas/);
    const states = body.estados.map((s: { scodestado: string }) => s.scodestado);
    expect(states).toEqual(['RECIB', 'ENLIS', 'ENTRA', 'BDEST', 'ENTRE']);
    expect(body.estados.at(-1).slugar).toBe('Bodega Punta Arenas');

    const { keys, values } = walk(body);
    expect(keys.filter((key) => PRIVATE_KEY.test(key))).toEqual([]);
    for (const digits of PRIVATE_DIGITS)
      expect(values.filter((v) => v.replace(/\D/g, '').includes(digits))).toEqual([]);
    expect(values.join(' ')).not.toMatch(/\$|CLP/);
    expect(done.body).not.toContain(PICKUP_RUT);
  });

  it('answers an unknown, an expired and a malformed code with the very same 404', async () => {
    const nidra = await customerRa();
    const { scodigo } = await codeOf(nidra);
    await flow.receivedList([nidra]);
    await deliver(nidra);
    expect((await follow(scodigo)).statusCode).toBe(200);
    await ctx.db
      .update(deliveries)
      .set({ dfhoentrega: new Date(Date.now() - 91 * 24 * 3600 * 1000) })
      .where(eq(deliveries.nidra, nidra));

    const unknown = 'ABCDEFGHJKMNPQRSTVWX';
    // An RA still in the wizard answers nothing either, even with a code.
    const draft = await insertRa(ctx.db, { scodestado: 'ENCREA' });
    const draftCode = await ensureTrackingCode(ctx.db, draft);
    const answers = await Promise.all(
      [scodigo, unknown, draftCode, 'abc', 'x'.repeat(300), `${scodigo}/../1`, '%00', ''].map((code) =>
        follow(code),
      ),
    );
    const shape = (r: (typeof answers)[number]) => {
      const {
        date: _d,
        'x-request-id': _r,
        'x-ratelimit-remaining': _m,
        'x-ratelimit-reset': _t,
        ...rest
      } = r.headers;
      return { status: r.statusCode, body: r.body, headers: rest };
    };
    const expected = shape(answers[0]!);
    expect(expected.status).toBe(404);
    expect(JSON.parse(expected.body)).toEqual({ message: messages.trackingNotFound });
    expect(expected.headers['content-type']).toMatch(/^application\/json/);
    for (const answer of answers.slice(1)) expect(shape(answer)).toEqual(expected);
  });

  it('stops an address after 30 lookups a minute with a 429, and not another address', async () => {
    const from = nextAddress();
    for (let i = 0; i < 30; i++) expect((await follow(`NOPE${i}`, from)).statusCode).toBe(404);
    const over = await follow('NOPE', from);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(messages.tooManyRequests);
    expect((await follow('NOPE', nextAddress())).statusCode).toBe(404);
  });

  it('counts HEAD and GET probes in one budget of 30 a minute', async () => {
    const from = nextAddress();
    const head = (code: string) =>
      ctx.app.inject({ method: 'HEAD', url: `/api/Public/Seguimiento/${code}`, remoteAddress: from });
    for (let i = 0; i < 15; i++) {
      expect((await head(`NOPE${i}`)).statusCode).toBe(404);
      expect((await follow(`NOPE${i}`, from)).statusCode).toBe(404);
    }
    expect((await head('NOPE')).statusCode).toBe(429);
    expect((await follow('NOPE', from)).statusCode).toBe(429);
  });

  it("lets a customer read only their own RA's code", async () => {
    const mine = await customerRa();
    const { nidra: other } = await insertWarehouseRa(ctx.db);
    expect(
      (await flow.call('GET', `/api/Shipment/Detail/${mine}/Seguimiento`, { token: flow.tokens.customer }))
        .statusCode,
    ).toBe(200);
    const foreign = await flow.call('GET', `/api/Shipment/Detail/${other}/Seguimiento`, {
      token: flow.tokens.customer,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await ctx.db.select().from(trackingCodes).where(eq(trackingCodes.nidra, other))).toEqual([]);
    const anonymous = await ctx.call('GET', `/api/Shipment/Detail/${mine}/Seguimiento`);
    expect(anonymous.statusCode).toBe(401);
  });
});
