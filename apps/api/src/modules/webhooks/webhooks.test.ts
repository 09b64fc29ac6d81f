import { messages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientIdsByRut, insertRa } from '../../../test/factories.ts';
import { drivers, useTestApp, withDefaults } from '../../../test/test-app.ts';
import { webhooks } from '../../db/schema.ts';
import { recordCargoEvent } from '../notifications/events.ts';
import type { Resolver } from './url-guard.ts';

// The configuration API of webhooks: who may, the URL rules on registration (with a fake resolver), the
// secret shown only on creation and rotation, the counts and the delivery log, 'Reenviar'.

const names: Record<string, string[]> = {
  'hooks.cliente.cl': ['203.0.113.10'],
  'interno.cliente.cl': ['10.1.2.3'],
  'mixto.cliente.cl': ['203.0.113.11', '192.168.1.5'],
  'metadata.cliente.cl': ['169.254.169.254'],
};
const resolve: Resolver = async (host) => {
  const found = names[host];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

describe.each(drivers)('webhooks configuration on %s', (driver) => {
  const ctx = useTestApp(driver, { admin: 'admin', office: 'oficina.scl', customer: 'cliente' }, undefined, {
    webhooks: { allowHttpLocalhost: true, resolve },
  });
  const { tokens } = ctx;
  const call = withDefaults(ctx.call, '/api');
  const clientId = async () => (await clientIdsByRut(ctx.db))['76086428-5'] as number;

  it('registers a webhook, answers its secret once, lists it with its client and counts', async () => {
    const nidcliente = await clientId();
    const created = await call('POST', '/Webhook', {
      token: tokens.admin,
      body: {
        nidcliente,
        surl: 'https://hooks.cliente.cl/carga',
      },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      nidcliente,
      srutcliente: '76086428-5',
      surl: 'https://hooks.cliente.cl/carga',
      sindactivo: 'S',
      npendientes: 0,
      nentregados: 0,
      nfallidos: 0,
    });
    expect(body.ssecreto).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const one = await call('GET', `/Webhook/${body.nidwebhook}`, { token: tokens.admin });
    expect(one.statusCode).toBe(200);
    expect(one.json()).not.toHaveProperty('ssecreto');
    const list = await call('GET', `/Webhook?nidcliente=${nidcliente}`, { token: tokens.admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().list.map((w: { nidwebhook: number }) => w.nidwebhook)).toContain(body.nidwebhook);
    expect(JSON.stringify(list.json())).not.toContain(body.ssecreto);
    const stored = await ctx.db.select().from(webhooks).where(eq(webhooks.nidwebhook, body.nidwebhook));
    expect(stored[0]?.ssecreto).toBe(body.ssecreto);

    const rotated = await call('POST', `/Webhook/${body.nidwebhook}/Secreto`, { token: tokens.admin });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().ssecreto).toMatch(/^whsec_/);
    expect(rotated.json().ssecreto).not.toBe(body.ssecreto);

    const edited = await call('PUT', `/Webhook/${body.nidwebhook}`, {
      token: tokens.admin,
      body: {
        surl: 'http://localhost:4000/hook',
        sindactivo: 'N',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ surl: 'http://localhost:4000/hook', sindactivo: 'N' });

    const inside = await call('PUT', `/Webhook/${body.nidwebhook}`, {
      token: tokens.admin,
      body: {
        surl: 'https://interno.cliente.cl/hook',
        sindactivo: 'S',
      },
    });
    expect(inside.statusCode).toBe(400);
    expect(inside.json().message).toBe(messages.webhookUrlPrivate);

    const removed = await call('DELETE', `/Webhook/${body.nidwebhook}`, { token: tokens.admin });
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/Webhook/${body.nidwebhook}`, { token: tokens.admin })).statusCode).toBe(404);
  });

  it('refuses URLs that are not https, or point inside the network, with 400 and a Spanish message', async () => {
    const nidcliente = await clientId();
    const cases: Array<[string, string]> = [
      ['http://example.com/hook', messages.webhookUrlHttps],
      ['ftp://example.com/hook', messages.webhookUrlHttps],
      ['https://10.0.0.1/hook', messages.webhookUrlPrivate],
      ['https://172.20.1.1/hook', messages.webhookUrlPrivate],
      ['https://192.168.0.10/hook', messages.webhookUrlPrivate],
      ['https://169.254.169.254/latest/meta-data', messages.webhookUrlPrivate],
      ['https://100.64.0.1/hook', messages.webhookUrlPrivate],
      ['https://0.0.0.0/hook', messages.webhookUrlPrivate],
      ['https://[::1]/hook', messages.webhookUrlPrivate],
      ['https://[fd00::1]/hook', messages.webhookUrlPrivate],
      ['https://[fe80::1]/hook', messages.webhookUrlPrivate],
      ['https://[::ffff:10.0.0.1]/hook', messages.webhookUrlPrivate],
      ['https://localhost/hook', messages.webhookUrlPrivate],
      ['https://2130706433/hook', messages.webhookUrlPrivate],
      ['https://interno.cliente.cl/hook', messages.webhookUrlPrivate],
      ['https://mixto.cliente.cl/hook', messages.webhookUrlPrivate],
      ['https://metadata.cliente.cl/hook', messages.webhookUrlPrivate],
      ['https://nadie.cliente.cl/hook', messages.webhookUrlUnresolved],
      ['https://usuario:clave@hooks.cliente.cl/hook', messages.webhookUrlCredentials],
      ['no es una url', messages.webhookUrlInvalid],
      ['', messages.webhookUrlRequired],
      [`https://hooks.cliente.cl/${'x'.repeat(500)}`, messages.webhookUrlTooLong],
    ];
    for (const [surl, message] of cases) {
      const response = await call('POST', '/Webhook', { token: tokens.admin, body: { nidcliente, surl } });
      expect([surl, response.statusCode]).toEqual([surl, 400]);
      expect([surl, response.json().message]).toEqual([surl, message]);
    }
    const bad = await call('POST', '/Webhook', {
      token: tokens.admin,
      body: { surl: 'https://hooks.cliente.cl/x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.webhookClientRequired);
    const unknown = await call('POST', '/Webhook', {
      token: tokens.admin,
      body: {
        nidcliente: 999999,
        surl: 'https://hooks.cliente.cl/x',
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(messages.clientNotFound);
    const badFlag = await call('PUT', '/Webhook/1', {
      token: tokens.admin,
      body: {
        surl: 'https://hooks.cliente.cl/x',
        sindactivo: 'X',
      },
    });
    expect(badFlag.statusCode).toBe(400);
  });

  it('answers 404 for unknown webhooks and deliveries', async () => {
    expect((await call('GET', '/Webhook/999999', { token: tokens.admin })).json().message).toBe(
      messages.webhookNotFound,
    );
    for (const [method, url, payload] of [
      ['GET', '/Webhook/999999', undefined],
      ['PUT', '/Webhook/999999', { surl: 'https://hooks.cliente.cl/x', sindactivo: 'S' }],
      ['POST', '/Webhook/999999/Secreto', undefined],
      ['DELETE', '/Webhook/999999', undefined],
      ['GET', '/Webhook/999999/Entregas', undefined],
      ['POST', '/Webhook/Entregas/999999/Reenviar', undefined],
      ['GET', '/Webhook/99999999999', undefined],
    ] as const) {
      const response = await call(method, url, { token: tokens.admin, body: payload });
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
  });

  it('is forbidden to staff without the configuration menu and to customers', async () => {
    const nidcliente = await clientId();
    for (const token of [tokens.office, tokens.customer]) {
      for (const [method, url, payload] of [
        ['GET', '/Webhook', undefined],
        ['POST', '/Webhook', { nidcliente, surl: 'https://hooks.cliente.cl/x' }],
        ['PUT', '/Webhook/1', { surl: 'https://hooks.cliente.cl/x', sindactivo: 'S' }],
        ['POST', '/Webhook/1/Secreto', undefined],
        ['DELETE', '/Webhook/1', undefined],
        ['GET', '/Webhook/1/Entregas', undefined],
        ['POST', '/Webhook/Entregas/1/Reenviar', undefined],
      ] as const) {
        const response = await call(method, url, { token, body: payload });
        expect([method, url, response.statusCode]).toEqual([method, url, 403]);
      }
    }
    expect((await ctx.call('GET', '/api/Webhook')).statusCode).toBe(401);
  });

  it('lists the delivery log of a webhook with the event and RA, and Reenviar puts one back to PENDIENTE', async () => {
    const ids = await clientIdsByRut(ctx.db);
    const sender = ids['76086428-5'] as number;
    const created = (
      await call('POST', '/Webhook', {
        token: tokens.admin,
        body: {
          nidcliente: sender,
          surl: 'https://hooks.cliente.cl/log',
        },
      })
    ).json();
    const nidra = await insertRa(ctx.db, { nidremitente: sender, srutremitente: '76086428-5' });
    await ctx.db.transaction((tx) => recordCargoEvent(tx, { nidra, sevento: 'RECIBIDA' }));
    const log = await call('GET', `/Webhook/${created.nidwebhook}/Entregas`, { token: tokens.admin });
    expect(log.statusCode).toBe(200);
    expect(log.json()).toMatchObject({
      list: [{ nidra, sevento: 'RECIBIDA', sestado: 'PENDIENTE', nintentos: 0, nultimoestado: null }],
      totalPaginas: 1,
    });
    const delivery = log.json().list[0].nidentrega;
    const filtered = await call('GET', `/Webhook/${created.nidwebhook}/Entregas?estado=FALLIDO`, {
      token: tokens.admin,
    });
    expect(filtered.json().list).toEqual([]);
    expect(
      (await call('GET', `/Webhook/${created.nidwebhook}/Entregas?estado=OTRO`, { token: tokens.admin }))
        .statusCode,
    ).toBe(400);
    const listed = (await call('GET', `/Webhook?nidcliente=${sender}`, { token: tokens.admin })).json();
    expect(
      listed.list.find((w: { nidwebhook: number }) => w.nidwebhook === created.nidwebhook).npendientes,
    ).toBe(1);
    const resent = await call('POST', `/Webhook/Entregas/${delivery}/Reenviar`, { token: tokens.admin });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ nidentrega: delivery, sestado: 'PENDIENTE' });
  });
});
