import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@carga/domain';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { raHistoryOf } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { recordCargoEvent } from './events.ts';
import { insertClient, insertRaBetween, noticeById, noticesOf } from './notifications.test-support.ts';

// The outbox drained without an SMTP server (.eml files), 'Avisos enviados' and its API, and the retries
// of a notice whose server refuses it, with the worker's clock moved forward by the test.

async function raWithNotice(db: Parameters<typeof insertClient>[0], email: string) {
  const sender = await insertClient(db, email);
  const { nidra } = await insertRaBetween(db, sender, null);
  await db.transaction((tx) => recordCargoEvent(tx, { nidra, sevento: 'RECIBIDA' }));
  const [notice] = await noticesOf(db, nidra);
  return { nidra, id: notice!.nidnotificacion };
}

describe.each(drivers)('notices as .eml files on %s', (driver) => {
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'carga-outbox-'));
  const ctx = useTestApp(driver, { admin: 'admin', office: 'oficina.scl' }, undefined, {
    mail: { outboxDir, mailFrom: 'Carga Pruebas <avisos@carga.test>' },
  });

  it('sends each due notice once, as a parsable .eml with a fixed Message-ID, and writes the Bitácora', async () => {
    const { nidra, id } = await raWithNotice(ctx.db, 'eml@example.cl');
    expect(await ctx.app.outbox.drain()).toBeGreaterThanOrEqual(1);
    const sent = await noticeById(ctx.db, id);
    expect(sent).toMatchObject({
      sestado: 'ENVIADA',
      nintentos: 1,
      serror: null,
      sarchivo: `aviso-${id}.eml`,
    });
    expect(sent.dfecenvio).toBeInstanceOf(Date);
    const mail = await simpleParser(readFileSync(path.join(outboxDir, sent.sarchivo!)));
    expect(mail.subject).toBe(`Su carga RA ${nidra} fue recibida en Oficina Santiago`);
    expect(mail.messageId).toBe(sent.smessageid);
    expect(sent.smessageid).toMatch(/^<aviso-\d+-[0-9a-f-]+@carga\.test>$/);
    expect(mail.from?.text).toBe('"Carga Pruebas" <avisos@carga.test>');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/seguimiento\/[0-9A-Z]{20}/);
    expect(mail.html).toContain('/seguimiento/');
    expect((await raHistoryOf(ctx.db, nidra)).at(-1)).toMatchObject({
      saccion: 'AVISO_ENVIADO',
      sdetalle: 'Aviso enviado a eml@example.cl: Carga recibida',
    });
    // A sent notice is never taken again.
    expect(await ctx.app.outbox.drain()).toBe(0);
    expect((await noticeById(ctx.db, id)).nintentos).toBe(1);

    const download = await ctx.call('GET', `/api/Notificaciones/${id}/Eml`, { token: ctx.tokens.admin });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('message/rfc822');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="aviso-${id}.eml"`);
    expect((await simpleParser(download.rawPayload)).messageId).toBe(sent.smessageid);
  });

  it('lists the notices filtered by state and RA, for the administrator only', async () => {
    const { nidra, id } = await raWithNotice(ctx.db, 'lista@example.cl');
    const list = await ctx.call('GET', `/api/Notificaciones?nidra=${nidra}`, { token: ctx.tokens.admin });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      avisoList: [
        expect.objectContaining({
          nidnotificacion: id,
          nidra,
          sevento: 'RECIBIDA',
          sdesevento: 'Carga recibida',
          semail: 'lista@example.cl',
          sestado: 'PENDIENTE',
          sdesestado: 'Pendiente',
          nintentos: 0,
          serror: null,
          bconarchivo: false,
        }),
      ],
      totalPaginas: 1,
    });
    // The screen's 'Todos' sends an empty state: no filter.
    const all = await ctx.call('GET', `/api/Notificaciones?estado=&nidra=${nidra}`, {
      token: ctx.tokens.admin,
    });
    expect(all.json().avisoList).toHaveLength(1);
    expect(
      (
        await ctx.call('GET', `/api/Notificaciones?estado=ENVIADA&nidra=${nidra}`, {
          token: ctx.tokens.admin,
        })
      ).json(),
    ).toEqual({ avisoList: [], totalPaginas: 1 });
    const pending = (
      await ctx.call('GET', '/api/Notificaciones?estado=PENDIENTE', { token: ctx.tokens.admin })
    ).json();
    expect(pending.avisoList.every((n: { sestado: string }) => n.sestado === 'PENDIENTE')).toBe(true);
    expect(pending.avisoList.some((n: { nidnotificacion: number }) => n.nidnotificacion === id)).toBe(true);

    for (const url of ['/api/Notificaciones', `/api/Notificaciones/${id}/Eml`])
      expect((await ctx.call('GET', url, { token: ctx.tokens.office })).statusCode).toBe(403);
    expect(
      (await ctx.call('POST', `/api/Notificaciones/${id}/Reintentar`, { token: ctx.tokens.office }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.call('GET', '/api/Notificaciones')).statusCode).toBe(401);
  });

  it('answers bad input with a Spanish 400 and unknown notices with 404', async () => {
    const badState = await ctx.call('GET', '/api/Notificaciones?estado=PERDIDA', { token: ctx.tokens.admin });
    expect(badState.statusCode).toBe(400);
    const badRa = await ctx.call('GET', '/api/Notificaciones?nidra=12a', { token: ctx.tokens.admin });
    expect(badRa.statusCode).toBe(400);
    expect(badRa.json().message).toBe(messages.onlyNumbers);
    const missing = await ctx.call('GET', '/api/Notificaciones/987654/Eml', { token: ctx.tokens.admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.noticeNotFound);
    expect(
      (await ctx.call('POST', '/api/Notificaciones/abc/Reintentar', { token: ctx.tokens.admin })).statusCode,
    ).toBe(400);
    const { id } = await raWithNotice(ctx.db, 'sinarchivo@example.cl');
    const notYet = await ctx.call('GET', `/api/Notificaciones/${id}/Eml`, { token: ctx.tokens.admin });
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json().message).toBe(messages.noticeNoFile);
    const notFailed = await ctx.call('POST', `/api/Notificaciones/${id}/Reintentar`, {
      token: ctx.tokens.admin,
    });
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().message).toBe(messages.noticeNotFailed);
  });
});

describe.each(drivers)('a notice the SMTP server refuses on %s', (driver) => {
  let clock = new Date(Date.now() + 5_000);
  const ctx = useTestApp(driver, { admin: 'admin' }, undefined, {
    // Nothing listens on port 9: every attempt fails at once.
    mail: { outboxDir: tmpdir(), smtpUrl: 'smtp://127.0.0.1:9' },
    outbox: { now: () => clock, maxAttempts: 3, backoffMs: (attempt) => 60_000 * 2 ** (attempt - 1) },
  });
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  it('is retried after growing delays, fails for good after the last attempt, and Reintentar queues it again', async () => {
    const { nidra, id } = await raWithNotice(ctx.db, 'reintento@example.cl');
    clock = new Date(Date.now() + 5_000);
    await ctx.app.outbox.drain();
    const first = await noticeById(ctx.db, id);
    expect(first).toMatchObject({ sestado: 'PENDIENTE', nintentos: 1 });
    expect(first.serror).toMatch(/ECONNREFUSED|connect/i);
    expect(first.dfecproximo.getTime() - clock.getTime()).toBe(60_000);
    // Not due yet: nothing is taken.
    later(59_000);
    expect(await ctx.app.outbox.drain()).toBe(0);
    later(1_000);
    await ctx.app.outbox.drain();
    const second = await noticeById(ctx.db, id);
    expect(second).toMatchObject({ sestado: 'PENDIENTE', nintentos: 2 });
    expect(second.dfecproximo.getTime() - clock.getTime()).toBe(120_000);
    later(120_000);
    await ctx.app.outbox.drain();
    const failed = await noticeById(ctx.db, id);
    expect(failed).toMatchObject({ sestado: 'FALLIDA', nintentos: 3 });
    expect((await raHistoryOf(ctx.db, nidra)).at(-1)?.sdetalle).toMatch(
      /^Aviso no enviado a reintento@example\.cl: Carga recibida \(.+\)$/,
    );
    later(3_600_000);
    expect(await ctx.app.outbox.drain()).toBe(0);

    const retried = await ctx.call('POST', `/api/Notificaciones/${id}/Reintentar`, {
      token: ctx.tokens.admin,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ nidnotificacion: id, sestado: 'PENDIENTE' });
    expect(await noticeById(ctx.db, id)).toMatchObject({ sestado: 'PENDIENTE', nintentos: 0 });
    expect(
      (await ctx.call('POST', `/api/Notificaciones/${id}/Reintentar`, { token: ctx.tokens.admin }))
        .statusCode,
    ).toBe(409);
    await ctx.app.outbox.drain();
    expect(await noticeById(ctx.db, id)).toMatchObject({ sestado: 'PENDIENTE', nintentos: 1 });
  });
});
