import { dteSendingMessages as m } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../../../../test/test-app.ts';
import { dteBatches, dteDocuments } from '../../../db/schema.ts';
import { createBillingUsers } from '../../billing/billing.test-support.ts';
import { configureTestCompany, documentIssuer, markReal } from './sending.test-support.ts';
import type { SiiSettings } from './sii-client.ts';
import { type FakeSii, startFakeSii } from './sii-fake-server.test-support.ts';

// Issue 34: with SII_AMBIENTE set, a batch of real documents is uploaded by the sender in the background
// (here: drained by the test, its clock moved by hand) to a local server that speaks the SII's protocol:
// the track id is kept, the state asked until the SII's verdict, which reaches the batch and its
// documents; refusals end in RECHAZADO or ERROR with the SII's words in Spanish; the network is retried.

describe.each(drivers)('sending batches to the SII on %s', (driver) => {
  let clock = Date.now();
  const sii: SiiSettings & { now: () => Date } = {
    ambiente: 'certificacion',
    url: '',
    now: () => new Date(clock),
  };
  let fake: FakeSii;
  beforeAll(async () => {
    fake = await startFakeSii();
    sii.url = fake.url;
  });
  afterAll(() => fake?.close());
  const ctx = useTestApp(driver, { admin: 'admin', office: 'oficina.scl' }, createBillingUsers, { sii });
  const { tokens } = ctx;
  let issuer: ReturnType<typeof documentIssuer>;
  beforeAll(async () => {
    const setup = { call: ctx.call, db: ctx.db, admin: tokens.admin, cashier: tokens.office };
    await configureTestCompany(setup);
    issuer = documentIssuer(setup);
  });

  const later = (seconds: number) => {
    clock += seconds * 1000;
  };
  const drain = () => ctx.app.siiSender!.drain();
  const batchRow = async (nidenvio: number) =>
    (await ctx.db.select().from(dteBatches).where(eq(dteBatches.nidenvio, nidenvio)))[0]!;
  /** A batch of `n` real facturas (as if stamped with the SII's CAFs). */
  async function realBatch(n = 1) {
    const docs = [];
    for (let i = 0; i < n; i++) docs.push(await issuer.factura());
    await markReal(
      ctx.db,
      docs.map((d) => d.nid),
    );
    const made = await ctx.call('POST', '/api/Dte/Envio', { token: tokens.admin, body: { stipo: 'DTE' } });
    expect(made.statusCode, made.body).toBe(200);
    return { batch: made.json(), docs };
  }

  it('uploads a real batch, keeps its track id, asks its state until ACEPTADO and marks its documents', async () => {
    fake.script.states = [{ estado: 'SOK' }, { estado: 'EPR' }];
    const { batch, docs } = await realBatch(2);
    expect(batch).toMatchObject({
      sambiente: 'certificacion',
      sestado: 'CREADO',
      sindprueba: 'N',
      sglosa: null,
    });
    expect(await drain()).toBe(1);
    const sent = await batchRow(batch.nidenvio);
    expect(sent.sestado).toBe('ENVIADO');
    expect(fake.uploads.get(sent.strackid!)?.xml).toBe(sent.sxml);
    expect(await drain()).toBe(0); // its state is asked 30 s later
    later(31);
    expect(await drain()).toBe(1);
    expect(await batchRow(batch.nidenvio)).toMatchObject({ sestado: 'ENVIADO', sglosa: 'SOK' });
    later(31);
    await drain();
    const done = await batchRow(batch.nidenvio);
    expect(done).toMatchObject({ sestado: 'ACEPTADO', sglosa: m.processed(2, 0, 0), dfecproximo: null });
    const states = await ctx.db
      .select({ sestadosii: dteDocuments.sestadosii })
      .from(dteDocuments)
      .where(eq(dteDocuments.nidenvio, batch.nidenvio));
    expect(states).toEqual(docs.map(() => ({ sestadosii: 'ACEPTADO' })));
    const listed = (await ctx.call('GET', '/api/Dte/Envios', { token: tokens.admin })).json();
    expect(listed.sambiente).toBe('certificacion');
    expect(listed.envios[0]).toMatchObject({
      nidenvio: batch.nidenvio,
      sestado: 'ACEPTADO',
      strackid: done.strackid,
    });
  });

  it('ends a batch the SII rejects in RECHAZADO with its reason, on the upload or after it', async () => {
    fake.script.uploadStatus = '8';
    const first = (await realBatch()).batch;
    await drain();
    expect(await batchRow(first.nidenvio)).toMatchObject({
      sestado: 'RECHAZADO',
      sglosa: m.uploadRefused('8', 'Error en la firma del documento'),
      strackid: null,
    });
    fake.script.uploadStatus = undefined;
    fake.script.states = [{ estado: 'RCT', glosa: 'Error en carátula' }];
    const second = (await realBatch()).batch;
    await drain();
    later(31);
    await drain();
    expect(await batchRow(second.nidenvio)).toMatchObject({
      sestado: 'RECHAZADO',
      sglosa: m.rejected('RCT', 'Error en carátula'),
    });
    const [doc] = await ctx.db.select().from(dteDocuments).where(eq(dteDocuments.nidenvio, second.nidenvio));
    expect(doc?.sestadosii).toBe('RECHAZADO');
  });

  it('retries when the SII cannot be reached, gives up in ERROR, and sends again when asked', async () => {
    fake.script.states = [{ estado: 'EPR' }];
    fake.script.dropNext = 1;
    const { batch } = await realBatch();
    await drain();
    const retried = await batchRow(batch.nidenvio);
    expect(retried).toMatchObject({ sestado: 'CREADO', nintentos: 1 });
    expect(retried.sglosa).toMatch(/^No se pudo comunicar con el SII/);
    later(31);
    await drain();
    expect(await batchRow(batch.nidenvio)).toMatchObject({ sestado: 'ENVIADO', nintentos: 0 });

    fake.script.dropNext = 1000;
    const failing = (await realBatch()).batch;
    for (let i = 0; i < 6; i++) {
      await drain();
      later(3600);
    }
    const failed = await batchRow(failing.nidenvio);
    expect(failed).toMatchObject({ sestado: 'ERROR', nintentos: 6, dfecproximo: null });
    expect(failed.sglosa).toMatch(/^No se pudo comunicar con el SII/);
    fake.script.dropNext = 0;

    const again = await ctx.call('POST', `/api/Dte/Envio/${failing.nidenvio}/Enviar`, {
      token: tokens.admin,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ sestado: 'CREADO', nintentos: 0, sglosa: null });
    await drain();
    later(31);
    await drain();
    expect((await batchRow(failing.nidenvio)).sestado).toBe('ACEPTADO');
    const resend = await ctx.call('POST', `/api/Dte/Envio/${failing.nidenvio}/Enviar`, {
      token: tokens.admin,
    });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(m.notResendable);
    expect(
      (await ctx.call('POST', `/api/Dte/Envio/${failing.nidenvio}/Enviar`, { token: tokens.office }))
        .statusCode,
    ).toBe(403);
  });

  it('ends in ERROR when the SII refuses the authentication or does not know the track id', async () => {
    fake.script.tokenEstado = '-07';
    fake.expireTokens();
    const { batch } = await realBatch();
    await drain();
    expect(await batchRow(batch.nidenvio)).toMatchObject({
      sestado: 'ERROR',
      sglosa: m.tokenRefused('Error: firma no válida'),
    });
    fake.script.tokenEstado = undefined;
    // A track id the SII does not know (as if it lost the upload).
    const resent = await ctx.call('POST', `/api/Dte/Envio/${batch.nidenvio}/Enviar`, { token: tokens.admin });
    expect(resent.statusCode).toBe(200);
    await drain();
    const { strackid } = await batchRow(batch.nidenvio);
    fake.uploads.delete(strackid!);
    later(31);
    await drain();
    expect(await batchRow(batch.nidenvio)).toMatchObject({
      sestado: 'ERROR',
      sglosa: m.queryRefused('-11', 'TRACKID NO EXISTE'),
    });
  });

  it('never sends test documents: they stay for the download', async () => {
    const calls = fake.calls.length;
    await issuer.factura();
    const test = await ctx.call('POST', '/api/Dte/Envio', { token: tokens.admin, body: { stipo: 'DTE' } });
    expect(test.json()).toMatchObject({ sindprueba: 'S', sambiente: null, sglosa: m.testNotSent });
    later(3600);
    expect(await drain()).toBe(0);
    expect(fake.calls.length).toBe(calls);
    const send = await ctx.call('POST', `/api/Dte/Envio/${test.json().nidenvio}/Enviar`, {
      token: tokens.admin,
    });
    expect(send.statusCode).toBe(409);
    expect(send.json().message).toBe(m.testNotSent);
  });

  it('sends a batch of boletas to the boleta REST service and follows it to ACEPTADO', async () => {
    fake.script.states = [{ estado: 'EPR' }];
    const boleta = await issuer.boleta();
    await markReal(ctx.db, [boleta.nid]);
    const made = await ctx.call('POST', '/api/Dte/Envio', { token: tokens.admin, body: { stipo: 'BOLETA' } });
    expect(made.json()).toMatchObject({ stipo: 'BOLETA', sindprueba: 'N', sambiente: 'certificacion' });
    const from = fake.calls.length;
    await drain();
    const sent = await batchRow(made.json().nidenvio);
    expect(sent.sestado).toBe('ENVIADO');
    expect(fake.uploads.get(sent.strackid!)?.xml).toContain('<EnvioBOLETA ');
    later(31);
    await drain();
    expect(await batchRow(made.json().nidenvio)).toMatchObject({
      sestado: 'ACEPTADO',
      sglosa: m.processed(1, 0, 0),
    });
    const rest = fake.calls.slice(from);
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((call) => call.startsWith('/recursos/v1/boleta.electronica.'))).toBe(true);
    const [doc] = await ctx.db.select().from(dteDocuments).where(eq(dteDocuments.nid, boleta.nid));
    expect(doc?.sestadosii).toBe('ACEPTADO');
  });
});
