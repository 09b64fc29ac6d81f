import { type deliveryRequest, messages } from '@carga/domain';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { raStateOf } from '../../../test/factories.ts';
import { storedHashes } from '../../../test/files.ts';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { attachments, deliveries, raHistory } from '../../db/schema.ts';
import { insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';
import { pngDataUrl, rgbaPng, SIGNATURE_PNG, SIGNED, signaturePng } from './signature.test-support.ts';

// A real 1×1 PNG (what file-type recognises) and a text file that claims to be one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
const CUSTOMER_RUT = '76086428-5';

describe.each(drivers)('delivery at destination on %s', (driver) => {
  const ctx = useTestApp(driver);
  let flow: Awaited<ReturnType<typeof flowClient>>;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
  });

  const stateOf = (nidra: number) => raStateOf(ctx.db, nidra);
  const handOver = (
    overrides: Partial<z.input<typeof deliveryRequest>> = {},
  ): z.input<typeof deliveryRequest> => ({
    snombreretira: 'Pedro Vargas',
    srutretira: '12345678-5',
    dfhoentrega: new Date().toISOString(),
    ...SIGNED,
    ...overrides,
  });
  const deliver = (nidra: number, body: unknown = handOver(), token = flow.tokens.puq) =>
    flow.call('POST', `/api/Delivery/${nidra}`, { body, token });
  /** An RA for the demo customer, received at BDPUQ. */
  const arrivedRa = async () => {
    const { nidra } = await insertWarehouseRa(ctx.db, undefined, {
      srutdestinatario: CUSTOMER_RUT,
      snomdestinatario: 'Comercial Austral SpA',
    });
    await flow.receivedList([nidra]);
    return nidra;
  };
  const waiting = async (query = '') =>
    (await flow.ok('GET', `/api/Delivery?codigoBodega=BDPUQ${query}`, { token: flow.tokens.puq })).json();

  it('refuses customers, staff without DEST-ENTREGAR and other warehouses', async () => {
    const nidra = await arrivedRa();
    for (const token of [flow.tokens.customer, flow.tokens.office]) {
      expect((await flow.call('GET', '/api/Delivery?codigoBodega=BDPUQ', { token })).statusCode).toBe(403);
      expect((await deliver(nidra, handOver(), token)).statusCode).toBe(403);
    }
    // bodega.scl holds DEST-ENTREGAR too, for its own warehouse: it cannot hand over what arrived at BDPUQ.
    const scl = flow.tokens.scl;
    expect((await flow.call('GET', '/api/Delivery?codigoBodega=BDPUQ', { token: scl })).statusCode).toBe(403);
    const foreign = await deliver(nidra, handOver(), scl);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(messages.raNotAtWarehouse);
    expect(await stateOf(nidra)).toBe('BDEST');
  });

  it('lists what waits at the warehouse, with what arrived, and filters it', async () => {
    const nidra = await arrivedRa();
    const { nidra: travelling } = await flow.dispatchedList();
    const { list } = await waiting();
    const ids = list.map((item: { nidra: number }) => item.nidra);
    expect(ids).toContain(nidra);
    expect(ids).not.toContain(travelling);
    expect(list.find((item: { nidra: number }) => item.nidra === nidra)).toMatchObject({
      scodestado: 'BDEST',
      sdescripcioncarga: 'Repuestos de maquinaria',
      ncantidaddespachada: 5,
      ncantidadrecibida: 5,
      ncantidadfaltante: 0,
      entrega: null,
    });
    expect((await waiting(`&idRA=${nidra}`)).list).toHaveLength(1);
    expect((await waiting('&destinatario=Comercial')).list.map((i: { nidra: number }) => i.nidra)).toContain(
      nidra,
    );
    expect((await waiting('&destinatario=76086428')).list.map((i: { nidra: number }) => i.nidra)).toContain(
      nidra,
    );
    expect((await waiting('&destinatario=Nadie')).list).toEqual([]);
    for (const idRA of ['abc', '99999999999']) {
      const bad = await flow.call('GET', `/api/Delivery?codigoBodega=BDPUQ&idRA=${idRA}`, {
        token: flow.tokens.puq,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(messages.onlyNumbers);
    }
  });

  it('validates who took it, when, and the photo', async () => {
    const nidra = await arrivedRa();
    const cases: Array<[Record<string, unknown>, string, number]> = [
      [{ snombreretira: '' }, messages.pickupNameRequired, 400],
      [{ snombreretira: 'x'.repeat(101) }, messages.pickupNameTooLong, 400],
      [{ srutretira: '' }, messages.pickupRutRequired, 400],
      [{ srutretira: '12.345.678-5' }, messages.rutFormat, 400],
      [{ srutretira: '12345678-9' }, messages.rutCheckDigit, 400],
      [{ dfhoentrega: 'ayer' }, messages.deliveryDateRequired, 400],
      [{ dfhoentrega: new Date(Date.now() + 3_600_000).toISOString() }, messages.deliveryDateFuture, 400],
      [{ dfhoentrega: '2020-01-01T12:00:00Z' }, messages.deliveryDateBeforeArrival, 400],
      [{ b64foto: dataUrl(Buffer.from('no soy una imagen')) }, messages.deliveryPhotoNotImage, 400],
      [{ b64foto: `data:image/png;base64,${'A'.repeat(14_500_000)}` }, messages.fileTooLarge, 413],
    ];
    for (const [overrides, message, status] of cases) {
      const response = await deliver(nidra, handOver(overrides));
      expect(response.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await stateOf(nidra)).toBe('BDEST');
    expect(await ctx.db.select().from(deliveries).where(eq(deliveries.nidra, nidra))).toEqual([]);
  });

  it('hands it over once, with the photo among its files, and the customer sees it delivered', async () => {
    const nidra = await arrivedRa();
    const when = new Date(Date.now() - 60_000).toISOString();
    const done = await deliver(
      nidra,
      handOver({ dfhoentrega: when, b64foto: dataUrl(PNG), snombrefoto: 'retiro.png' }),
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      nidra,
      scodestado: 'ENTRE',
      entrega: {
        snombreretira: 'Pedro Vargas',
        srutretira: '12345678-5',
        dfhoentrega: when,
        susuario: 'bodega.puq',
      },
    });
    expect(await stateOf(nidra)).toBe('ENTRE');
    const [signature, photo] = await ctx.db
      .select()
      .from(attachments)
      .where(eq(attachments.nidra, nidra))
      .orderBy(asc(attachments.nidadjunto));
    expect(photo).toMatchObject({
      snombreadjunto: 'retiro.png',
      stipoadjunto: 'image/png',
      ntamano: PNG.length,
    });
    expect(done.json().entrega.nidadjunto).toBe(photo?.nidadjunto);
    // The signature is kept like the photo: its bytes in the file store under their hash, its row here.
    expect(signature).toMatchObject({
      snombreadjunto: `Firma entrega RA ${nidra}: Pedro Vargas`,
      stipoadjunto: 'image/png',
      ntamano: SIGNATURE_PNG.length,
    });
    expect(done.json().entrega.nidadjuntofirma).toBe(signature?.nidadjunto);
    expect(await ctx.files.get(signature?.shash ?? '')).toEqual(SIGNATURE_PNG);
    const [row] = await ctx.db.select().from(deliveries).where(eq(deliveries.nidra, nidra));
    expect(row?.nidadjuntofirma).toBe(signature?.nidadjunto);
    const [entry] = await ctx.db
      .select()
      .from(raHistory)
      .where(eq(raHistory.nidra, nidra))
      .orderBy(asc(raHistory.nidbitacora))
      .then((rows) => rows.slice(-1));
    expect(entry).toMatchObject({ saccion: 'ENTREGA', sestadoanterior: 'BDEST', sestadonuevo: 'ENTRE' });
    expect(entry?.sdetalle).toContain('a Pedro Vargas (12345678-5)');
    expect(entry?.sdetalle).toMatch(/, con firma y foto$/);

    const again = await deliver(nidra);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.raNotDeliverable);
    expect((await waiting()).list.map((i: { nidra: number }) => i.nidra)).not.toContain(nidra);
    const delivered = (await waiting('&estado=ENTRE')).list.find((i: { nidra: number }) => i.nidra === nidra);
    expect(delivered.entrega).toMatchObject({ snombreretira: 'Pedro Vargas', dfhoentrega: when });
    // The card's hand-over (built in the list's statement) is the very record the delivery answered.
    expect(delivered.entrega).toEqual(done.json().entrega);
    expect(delivered.dfhorecepcion).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const mine = (
      await flow.ok('GET', `/api/ExternalCustomer/List?id=${nidra}`, { token: flow.tokens.customer })
    ).json();
    expect(mine.list).toEqual([expect.objectContaining({ nidra, scodestado: 'ENTRE', dfhoentrega: when })]);
    const detail = (
      await flow.ok('GET', `/api/Shipment/Detail/${nidra}`, { token: flow.tokens.customer })
    ).json();
    expect(detail.entrega).toMatchObject({ snombreretira: 'Pedro Vargas', nidadjunto: photo?.nidadjunto });
    // Issue 29: the customer reads who handed it over by role, never the staff account.
    expect(detail.entrega.susuario).toBe('Personal de bodega');
    expect(JSON.stringify(detail)).not.toContain('bodega.puq');
    expect(detail.ra.sdesestado).toBe('Entregado');
  });

  it('requires the signature of who takes it: a real PNG, small, of sane size, not blank', async () => {
    const nidra = await arrivedRa();
    const before = await storedHashes(ctx.files);
    // A PNG that stops halfway: the header says PNG, the image is not whole.
    const cut = SIGNATURE_PNG.subarray(0, SIGNATURE_PNG.length - 40);
    // Noise does not compress: a 'signature' past 512 KB.
    const noise = rgbaPng(600, 300, () => [
      Math.random() * 256,
      Math.random() * 256,
      Math.random() * 256,
      255,
    ]);
    expect(noise.length).toBeGreaterThan(512 * 1024);
    const cases: Array<[unknown, string]> = [
      [undefined, messages.deliverySignatureRequired],
      ['', messages.deliverySignatureRequired],
      [dataUrl(Buffer.from('no soy una firma')), messages.deliverySignatureNotPng],
      ['data:image/png;base64,%%%', messages.deliverySignatureNotPng],
      [
        `data:image/png;base64,${Buffer.from('%PDF-1.4 falso').toString('base64')}`,
        messages.deliverySignatureNotPng,
      ],
      [pngDataUrl(cut), messages.deliverySignatureNotPng],
      [pngDataUrl(noise), messages.deliverySignatureTooLarge],
      [`data:image/png;base64,${'A'.repeat(800_000)}`, messages.deliverySignatureTooLarge],
      [pngDataUrl(signaturePng(60, 30)), messages.deliverySignatureSize],
      [pngDataUrl(signaturePng(3000, 100)), messages.deliverySignatureSize],
      [pngDataUrl(signaturePng(300, 120, { blank: true })), messages.deliverySignatureBlank],
    ];
    for (const [b64firma, message] of cases) {
      const response = await deliver(nidra, { ...handOver({ b64foto: dataUrl(PNG) }), b64firma });
      expect(response.statusCode, String(b64firma).slice(0, 60)).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: [{ field: 'b64firma', message }] });
    }
    // Nothing was handed over, and neither the signatures nor the photo were kept.
    expect(await stateOf(nidra)).toBe('BDEST');
    expect(await ctx.db.select().from(attachments).where(eq(attachments.nidra, nidra))).toEqual([]);
    expect(await storedHashes(ctx.files)).toEqual(before);
    // Bare base64 of a real signature does.
    const done = await deliver(nidra, handOver({ b64firma: SIGNATURE_PNG.toString('base64') }));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().entrega.nidadjuntofirma).toEqual(expect.any(Number));
    expect(done.json().entrega.nidadjunto).toBeNull();
  });

  it('stores neither signature nor photo for a hand-over it refuses (issue 13: checked first, stored after)', async () => {
    const nidra = await arrivedRa();
    const { nidra: inTransit } = await flow.dispatchedList();
    const before = await storedHashes(ctx.files);
    const photo = (tag: string) => dataUrl(Buffer.concat([PNG, Buffer.from(tag)]));
    const refused: Array<[number, Record<string, unknown>, string, number]> = [
      [nidra, { b64foto: photo('otra bodega') }, flow.tokens.scl, 403],
      [inTransit, { b64foto: photo('en tránsito') }, flow.tokens.puq, 409],
      [nidra, { b64foto: photo('antes'), dfhoentrega: '2020-01-01T12:00:00Z' }, flow.tokens.puq, 400],
    ];
    for (const [id, overrides, token, status] of refused)
      expect((await deliver(id, handOver(overrides), token)).statusCode).toBe(status);
    expect(await storedHashes(ctx.files)).toEqual(before);
  });

  it('refuses an RA still in transit', async () => {
    const { nidra } = await flow.dispatchedList();
    const response = await deliver(nidra);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.raNotDeliverable);
  });
});
