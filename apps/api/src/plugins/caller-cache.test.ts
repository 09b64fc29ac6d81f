import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userIdOf } from '../../test/factories.ts';
import { drivers, login, useTestApp } from '../../test/test-app.ts';
import { type Caller, createCallerCache } from './caller-cache.ts';

const caller = (nidusuario: number): Caller => ({
  nidusuario,
  susuario: `u${nidusuario}`,
  snombre: 'Usuario',
  srut: null,
  oficinas: ['OFISCL'],
  bodegas: [],
  menus: ['ORIG-INGRESO'],
});

describe('the caller cache', () => {
  it('keeps nothing until notifications flow, and forgets everything when they may be lost', () => {
    const cache = createCallerCache({ ttlMs: 60_000, maxEntries: 10 });
    cache.set('s1', caller(1), cache.epoch);
    expect(cache.get('s1', 1)).toBeUndefined();
    cache.ready();
    cache.set('s1', caller(1), cache.epoch);
    expect(cache.get('s1', 1)?.susuario).toBe('u1');
    cache.lost();
    expect(cache.get('s1', 1)).toBeUndefined();
    cache.set('s1', caller(1), cache.epoch);
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that began before an eviction, nor answer for another user or past its time', () => {
    let now = 0;
    const cache = createCallerCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    cache.ready();
    const since = cache.epoch;
    cache.notified('7');
    cache.set('s1', caller(1), since);
    expect(cache.get('s1', 1)).toBeUndefined();
    cache.set('s1', caller(1), cache.epoch);
    expect(cache.get('s1', 2)).toBeUndefined();
    cache.set('s1', caller(1), cache.epoch);
    now = 999;
    expect(cache.get('s1', 1)).toBeDefined();
    now = 1000;
    expect(cache.get('s1', 1)).toBeUndefined();
  });

  it("forgets the users a notification names, everyone on '*' or a payload it cannot read", () => {
    const cache = createCallerCache({ ttlMs: 60_000, maxEntries: 10 });
    cache.ready();
    const fill = () => {
      for (const id of [1, 2, 3]) cache.set(`s${id}`, caller(id), cache.epoch);
    };
    fill();
    cache.notified('1,3');
    expect([1, 2, 3].map((id) => cache.get(`s${id}`, id) !== undefined)).toEqual([false, true, false]);
    for (const payload of ['*', 'x', '']) {
      fill();
      cache.notified(payload);
      expect(cache.size, payload).toBe(0);
    }
    // Frozen: a request cannot change what the next one is told.
    fill();
    expect(() => cache.get('s2', 2)?.menus.push('GEST-BODEGA')).toThrow();
  });
});

describe.each(drivers)('the caller cache of a server on %s', (driver) => {
  const ctx = useTestApp(driver, { office: 'oficina.scl', admin: 'admin' });
  const offices = (token: string) => ctx.call('GET', '/api/Office', { token });
  const sessionOf = async (username: string) =>
    (
      (await ctx.db.execute(sql`select s.sidsesion from sesion_usuario s join usuario u using (nidusuario)
        where u.susuario = ${username} and s.drevocada is null order by s.dfeccreacion desc limit 1`)) as unknown as {
        rows: Array<{ sidsesion: string }>;
      }
    ).rows[0]?.sidsesion;

  it('answers from memory, and refuses a session ended in the database by anyone at once', async () => {
    expect((await offices(ctx.tokens.office)).statusCode).toBe(200);
    expect(ctx.app.callers.enabled).toBe(true);
    expect(ctx.app.callers.size).toBeGreaterThan(0);
    // Not through this server: the database's notification is what empties the cache.
    const sid = await sessionOf('oficina.scl');
    await ctx.db.execute(sql`update sesion_usuario set drevocada = now() where sidsesion = ${sid}`);
    await expect.poll(async () => (await offices(ctx.tokens.office)).statusCode, { timeout: 2000 }).toBe(401);
  });

  it('refuses a user deactivated through this server on the very next request', async () => {
    const { accessToken } = await login(ctx.app, 'bodega.scl');
    expect((await ctx.call('GET', '/api/Office', { token: accessToken })).statusCode).toBe(200);
    const id = await userIdOf(ctx.db, 'bodega.scl');
    const deactivated = await ctx.call('PUT', `/api/User/${id}/active`, {
      token: ctx.tokens.admin,
      body: {
        sindactivo: 'N',
      },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    // The very next request, with no wait for the notification.
    expect((await ctx.call('GET', '/api/Office', { token: accessToken })).statusCode).toBe(401);
  });

  it.runIf(driver === 'postgres')(
    'keeps nothing while its listening connection is down, and listens again',
    async () => {
      await ctx.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'listen "carga_llamador"'`);
      await expect.poll(() => ctx.app.callers.enabled, { timeout: 2000 }).toBe(false);
      const { accessToken } = await login(ctx.app, 'admin');
      expect((await ctx.call('GET', '/api/Office', { token: accessToken })).statusCode).toBe(200);
      expect(ctx.app.callers.size).toBe(0);
      await expect.poll(() => ctx.app.callers.enabled, { timeout: 10_000 }).toBe(true);
      expect((await ctx.call('GET', '/api/Office', { token: accessToken })).statusCode).toBe(200);
      expect(ctx.app.callers.size).toBeGreaterThan(0);
    },
    20_000,
  );
});
