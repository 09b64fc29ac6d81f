import { messages } from '@carga/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertRa } from '../../../test/factories.ts';
import { drivers, login, useTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../password.ts';

// Issue 30: the dashboards' figures and an RA's price are read by the menus whose screens show them; the
// welcome page's own figures stay open to every staff user of the place.
describe.each(drivers)('who reads the figures on %s', (driver) => {
  const ctx = useTestApp(driver, { office: 'oficina.scl', warehouse: 'bodega.scl' });
  const tokens: Record<string, string> = {};
  let nidra: number;
  beforeAll(async () => {
    for (const [susuario, menus] of [
      ['sin.menus', []],
      ['solo.bultos', ['CNF-BULTOS']],
    ] as const) {
      await ctx.db.insert(users).values({
        susuario,
        snombre: susuario,
        spasswordhash: await hashPassword('demo-2026'),
        oficinas: ['OFISCL'],
        bodegas: ['BDSCL'],
        menus: [...menus],
      });
      tokens[susuario] = (await login(ctx.app, susuario, 'demo-2026')).accessToken;
    }
    nidra = await insertRa(ctx.db);
  });

  const calls = () => [
    `/api/Shipment/Price/${nidra}`,
    '/api/Shipment/OriginStatistics?codigoOficinaOrigen=OFISCL',
    '/api/Shipment/Differences?codigoOficinaOrigen=OFISCL',
    '/api/Shipment/SealIncidents?codigoOficinaOrigen=OFISCL',
    '/api/Operation/Statistics?codigoBodegaOrigen=BDSCL',
  ];

  it('refuses the price and the dashboards to staff without their menus, not the welcome figures', async () => {
    for (const user of ['sin.menus', 'solo.bultos']) {
      for (const url of calls()) {
        const refused = await ctx.call('GET', url, { token: tokens[user] ?? '' });
        expect(refused.statusCode, `${user} ${url}`).toBe(403);
        expect(refused.json().message).toBe(messages.forbidden);
      }
      const welcome = await ctx.call('GET', '/api/Shipment/MainStatistics?codigo=OFISCL', {
        token: tokens[user] ?? '',
      });
      expect(welcome.statusCode, welcome.body).toBe(200);
    }
  });

  it('answers them to the staff whose screens show them', async () => {
    const [price, origin, differences, seals, warehouse] = calls();
    for (const url of [price, origin, differences, seals])
      expect((await ctx.call('GET', url ?? '', { token: ctx.tokens.office })).statusCode, url).toBe(200);
    for (const url of [price, warehouse])
      expect((await ctx.call('GET', url ?? '', { token: ctx.tokens.warehouse })).statusCode, url).toBe(200);
  });
});
