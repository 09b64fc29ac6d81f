import { messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { bearer, drivers, login, useTestApp } from '../../../test/test-app.ts';

describe.each(drivers)('auth on %s', (driver) => {
  const ctx = useTestApp(driver);

  const post = (url: string, payload?: object, headers?: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });

  it('signs staff in with their offices, warehouses and menus, and no rut', async () => {
    const response = await post('/api/Auth', { username: 'oficina.scl', password: 'demo-2026' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      nombre: 'Oficina Santiago',
      rut: null,
      oficinas: ['OFISCL'],
      bodegas: [],
      menus: ['ORIG-INGRESO', 'ORIG-IMAGENES', 'ORIG-PREPARA', 'ORIG-RECEP'],
    });
    expect(body.accessToken).toMatch(/^ey/);
    expect(body.refreshToken).toBeTruthy();
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('signs a customer in with their rut and no menus', async () => {
    const body = await login(ctx.app, 'cliente');
    expect(body.rut).toBe('76086428-5');
    expect(body.menus).toEqual([]);
  });

  it('answers 401 in Spanish for a wrong password or an unknown user', async () => {
    for (const payload of [
      { username: 'admin', password: 'wrong' },
      { username: 'nobody', password: 'demo-2026' },
    ]) {
      const response = await post('/api/Auth', payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Usuario o contraseña incorrectos' });
    }
  });

  it('answers 400 with field errors for an empty body', async () => {
    const response = await post('/api/Auth', {});
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe(messages.usernameRequired);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'username', message: messages.usernameRequired },
        { field: 'password', message: messages.passwordRequired },
      ]),
    );
  });

  it('slows down repeated failures for one user and then refuses with 429, even the right password', async () => {
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await post('/api/Auth', { username: 'bodega.puq', password: `guess-${i}` })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // 3rd, 4th and 5th attempts waited 0.5 s, 1 s and 2 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3400);
    const right = await post('/api/Auth', { username: 'bodega.puq', password: 'demo-2026' });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(messages.loginLocked);
    // Another user is not affected.
    expect((await post('/api/Auth', { username: 'bodega.scl', password: 'demo-2026' })).statusCode).toBe(200);
  }, 20_000);

  it('rotates the refresh token and refuses the old one, ending that session', async () => {
    const first = await login(ctx.app, 'admin');
    const refreshed = await post('/api/Auth/refresh', undefined, bearer(first.refreshToken));
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.menus.length).toBeGreaterThan(10);

    const replay = await post('/api/Auth/refresh', undefined, bearer(first.refreshToken));
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(messages.refreshInvalid);
    // The replay revoked the session: the newest tokens stop working too.
    expect((await post('/api/Auth/refresh', undefined, bearer(second.refreshToken))).statusCode).toBe(401);
    const office = await ctx.app.inject({
      method: 'GET',
      url: '/api/Office',
      headers: bearer(second.accessToken),
    });
    expect(office.statusCode).toBe(401);
  });

  it('refuses an access token as a refresh token, and garbage', async () => {
    const session = await login(ctx.app, 'admin');
    expect((await post('/api/Auth/refresh', undefined, bearer(session.accessToken))).statusCode).toBe(401);
    expect((await post('/api/Auth/refresh', undefined, bearer('abc.def'))).statusCode).toBe(401);
    expect((await post('/api/Auth/refresh')).statusCode).toBe(401);
  });

  it('changes the password after checking the old one, and signs out other devices', async () => {
    const device1 = await login(ctx.app, 'bodega.scl');
    const device2 = await login(ctx.app, 'bodega.scl');
    const wrong = await post(
      '/api/Auth/changePassword',
      { oldPassword: 'nope', newPassword: 'nueva-clave-1' },
      bearer(device1.accessToken),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.oldPasswordWrong);

    const empty = await post(
      '/api/Auth/changePassword',
      { oldPassword: '', newPassword: '' },
      bearer(device1.accessToken),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([{ field: 'oldPassword', message: messages.oldPasswordRequired }]),
    );

    const ok = await post(
      '/api/Auth/changePassword',
      { oldPassword: 'demo-2026', newPassword: 'nueva-clave-1' },
      bearer(device1.accessToken),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'La contraseña ha sido cambiada' });

    expect((await post('/api/Auth', { username: 'bodega.scl', password: 'demo-2026' })).statusCode).toBe(401);
    expect((await post('/api/Auth', { username: 'bodega.scl', password: 'nueva-clave-1' })).statusCode).toBe(
      200,
    );
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/Storage',
      headers: bearer(device2.accessToken),
    });
    expect(other.statusCode).toBe(401);
    const same = await ctx.app.inject({
      method: 'GET',
      url: '/api/Storage',
      headers: bearer(device1.accessToken),
    });
    expect(same.statusCode).toBe(200);
  });

  it('needs a token for change password', async () => {
    const response = await post('/api/Auth/changePassword', { oldPassword: 'a', newPassword: 'bbbbbbbbb' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.unauthenticated });
  });
});
