import { messages, type userCreate } from '@carga/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { present } from '../../../test/present.ts';
import { drivers, login, useTestApp, withDefaults } from '../../../test/test-app.ts';
import { users as usersTable } from '../../db/schema.ts';

describe.each(drivers)('users configuration on %s', (driver) => {
  const ctx = useTestApp(driver, { admin: 'admin', office: 'oficina.scl', customer: 'cliente' });
  const { tokens } = ctx;
  let adminId: number;
  beforeAll(async () => {
    const list = (await call('GET', '/User?usuario=admin', { token: tokens.admin })).json();
    adminId = list.list.find((u: { susuario: string }) => u.susuario === 'admin').nidusuario;
  });

  const call = withDefaults(ctx.call, '/api');
  const staffUser = (overrides: Partial<z.input<typeof userCreate>> = {}) => ({
    susuario: 'ana.perez',
    snombre: 'Ana Pérez',
    password: 'clave-segura-1',
    oficinas: ['OFISCL'],
    bodegas: [],
    menus: ['ORIG-INGRESO', 'ORIG-RECEP'],
    sindactivo: 'S',
    ...overrides,
  });
  /** Creates a user as tokens.admin and answers its id. */
  const create = async (overrides: Parameters<typeof staffUser>[0]) => {
    const response = await call('POST', '/User', { token: tokens.admin, body: staffUser(overrides) });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().nidusuario as number;
  };
  const signIn = (username: string, password: string) =>
    ctx.call('POST', '/api/Auth', { body: { username, password } });
  const refresh = (token: string) => ctx.call('POST', '/api/Auth/refresh', { token });

  it('creates a staff user who can sign in with the granted offices and menus', async () => {
    const created = await call('POST', '/User', {
      token: tokens.admin,
      body: staffUser({ susuario: ' Ana.Perez ', menus: ['ORIG-RECEP', 'ORIG-INGRESO', 'ORIG-RECEP'] }),
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      susuario: 'ana.perez',
      snombre: 'Ana Pérez',
      srut: null,
      oficinas: ['OFISCL'],
      bodegas: [],
      menus: ['ORIG-INGRESO', 'ORIG-RECEP'],
      sindactivo: 'S',
      nsesionesactivas: 0,
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password|clave-segura/);

    const session = await login(ctx.app, 'ana.perez', 'clave-segura-1');
    expect(session.menus).toEqual(['ORIG-INGRESO', 'ORIG-RECEP']);
    const detail = (await call('GET', `/User/${body.nidusuario}`, { token: tokens.admin })).json();
    expect(detail.nsesionesactivas).toBe(1);
    expect(detail.dfeccreacion).toMatch(/^\d{4}-\d\d-\d\dT/);

    const again = await call('POST', '/User', {
      token: tokens.admin,
      body: staffUser({ susuario: 'ANA.PEREZ' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya existe un usuario con ese nombre');
  });

  it('answers 409 with the same message when two create one user name at once', async () => {
    const both = await Promise.all([
      call('POST', '/User', { token: tokens.admin, body: staffUser({ susuario: 'carla.rios' }) }),
      call('POST', '/User', { token: tokens.admin, body: staffUser({ susuario: 'carla.rios' }) }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().message).toBe(messages.usernameTaken);
  });

  it('creates a customer user for an existing client RUT, with no offices, warehouses or menus', async () => {
    const created = await call('POST', '/User', {
      token: tokens.admin,
      body: staffUser({ susuario: 'los.andes', srut: '77123456-9', oficinas: [], menus: [] }),
    });
    expect(created.statusCode).toBe(201);
    expect((await login(ctx.app, 'los.andes', 'clave-segura-1')).rut).toBe('77123456-9');

    const unknown = await call('POST', '/User', {
      token: tokens.admin,
      body: staffUser({ susuario: 'nadie', srut: '11111111-1', oficinas: [], menus: [] }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'srut', message: messages.customerRutUnknown }]);

    const withMenus = await call('POST', '/User', {
      token: tokens.admin,
      body: staffUser({ susuario: 'cli2', srut: '77123456-9' }),
    });
    expect(withMenus.statusCode).toBe(400);
    expect(withMenus.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'oficinas', message: messages.customerUserNoAccess },
        { field: 'menus', message: messages.customerUserNoAccess },
      ]),
    );
  });

  it('refuses bad user names, short passwords, unknown menus and unknown or inactive places with 400', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ susuario: '' }, 'susuario', messages.usernameRequired],
      [{ susuario: 'ab' }, 'susuario', messages.usernameFormat],
      [{ susuario: 'ana perez' }, 'susuario', messages.usernameFormat],
      [{ susuario: 'muñoz' }, 'susuario', messages.usernameFormat],
      [{ susuario: 'a'.repeat(51) }, 'susuario', messages.usernameFormat],
      [{ snombre: ' ' }, 'snombre', messages.nameRequired],
      [{ password: 'corta' }, 'password', messages.passwordTooShort],
      [{ password: '' }, 'password', messages.passwordRequired],
      [{ menus: ['ORIG-INGRESO', 'SUPERUSUARIO'] }, 'menus.1', messages.menuUnknown],
      [{ srut: '76.086.428-5', oficinas: [], menus: [] }, 'srut', messages.rutFormat],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', '/User', {
        token: tokens.admin,
        body: staffUser({ susuario: 'valido', ...overrides }),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    const office = await call('POST', '/User', {
      token: tokens.admin,
      body: staffUser({ susuario: 'valido', oficinas: ['OFIXXX'] }),
    });
    expect(office.statusCode).toBe(400);
    expect(office.json()).toMatchObject({ message: messages.officeUnknown });
    const warehouse = await call('POST', '/User', {
      token: tokens.admin,
      body: staffUser({ susuario: 'valido', bodegas: ['BDXXX'] }),
    });
    expect(warehouse.json()).toMatchObject({ message: messages.warehouseUnknown });

    await call('POST', '/Storage', {
      token: tokens.admin,
      body: {
        scodbodega: 'BDOLD',
        snombodega: 'Bodega antigua',
        sindactivo: 'N',
      },
    });
    const inactive = await call('POST', '/User', {
      token: tokens.admin,
      body: staffUser({ susuario: 'valido', bodegas: ['BDOLD'] }),
    });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().message).toBe(messages.warehouseUnknown);
  });

  it('lists users by name, user name and state, ten per page, never with the password hash', async () => {
    const [user] = await ctx.db.select({ h: usersTable.spasswordhash }).from(usersTable).limit(1);
    const hash = present(user, 'user').h;
    await ctx.db.insert(usersTable).values(
      Array.from({ length: 11 }, (_, i) => ({
        susuario: `lote.${String(i).padStart(2, '0')}`,
        snombre: `Usuario de lote ${i}`,
        spasswordhash: hash,
        sindactivo: i === 0 ? 'N' : 'S',
      })),
    );
    const first = (await call('GET', '/User?usuario=lote.', { token: tokens.admin })).json();
    expect(first.totalPaginas).toBe(2);
    expect(first.list).toHaveLength(10);
    expect(first.list[0].susuario).toBe('lote.00');
    expect(Object.keys(first.list[0]).sort()).toEqual([
      'bodegas',
      'menus',
      'nidusuario',
      'oficinas',
      'sindactivo',
      'snombre',
      'srut',
      'susuario',
    ]);
    const second = (await call('GET', '/User?usuario=lote.&Page=2', { token: tokens.admin })).json();
    expect(second.list.map((u: { susuario: string }) => u.susuario)).toEqual(['lote.10']);
    const inactive = (await call('GET', '/User?usuario=lote.&activo=N', { token: tokens.admin })).json();
    expect(inactive.list.map((u: { susuario: string }) => u.susuario)).toEqual(['lote.00']);
    const byName = (await call('GET', '/User?nombre=lote%201', { token: tokens.admin })).json();
    expect(byName.list.map((u: { susuario: string }) => u.susuario)).toEqual(['lote.01', 'lote.10']);
    expect((await call('GET', '/User?usuario=%25', { token: tokens.admin })).json().list).toEqual([]);
    expect((await call('GET', '/User?activo=X', { token: tokens.admin })).statusCode).toBe(400);
    expect((await call('GET', '/User/999999', { token: tokens.admin })).statusCode).toBe(404);
  });

  it('updates everything but the user name and the password', async () => {
    const id = await create({ susuario: 'editable', menus: ['ORIG-INGRESO'] });
    const updated = await call('PUT', `/User/${id}`, {
      token: tokens.admin,
      body: {
        susuario: 'otro.nombre',
        password: 'ignorada-123',
        snombre: 'Editado',
        oficinas: ['OFIPUQ', 'OFISCL'],
        bodegas: ['BDPUQ'],
        menus: ['BOD-OPERACION', 'ORIG-INGRESO'],
        sindactivo: 'S',
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      susuario: 'editable',
      snombre: 'Editado',
      oficinas: ['OFIPUQ', 'OFISCL'],
      bodegas: ['BDPUQ'],
      menus: ['ORIG-INGRESO', 'BOD-OPERACION'],
    });
    expect((await signIn('editable', 'clave-segura-1')).statusCode).toBe(200);
    expect((await signIn('editable', 'ignorada-123')).statusCode).toBe(401);
    // Staff to customer: the access goes with it.
    const toCustomer = await call('PUT', `/User/${id}`, {
      token: tokens.admin,
      body: {
        snombre: 'Editado',
        srut: '96512340-7',
        sindactivo: 'S',
      },
    });
    expect(toCustomer.json()).toMatchObject({ srut: '96512340-7', oficinas: [], bodegas: [], menus: [] });
    expect(
      (await call('PUT', '/User/999999', { token: tokens.admin, body: { snombre: 'X' } })).statusCode,
    ).toBe(404);
  });

  it('answers 401 without a token and 403 to customers and to staff without CNF-BODEGAS', async () => {
    const calls: Array<['GET' | 'POST' | 'PUT', string, object?]> = [
      ['GET', '/User'],
      ['GET', `/User/${adminId}`],
      ['POST', '/User', staffUser({ susuario: 'intruso' })],
      ['PUT', `/User/${adminId}`, { snombre: 'X' }],
      ['PUT', `/User/${adminId}/password`, { password: 'robada-12345' }],
      ['PUT', `/User/${adminId}/active`, { sindactivo: 'N' }],
    ];
    for (const [method, url, payload] of calls) {
      expect(
        (await call(method, url, { token: tokens.customer, body: payload })).statusCode,
        `${method} ${url}`,
      ).toBe(403);
      const staff = await call(method, url, { token: tokens.office, body: payload });
      expect(staff.statusCode, `${method} ${url}`).toBe(403);
      expect(staff.json().message).toBe(messages.forbidden);
      const anonymous = await ctx.app.inject({ method, url: `/api${url}`, payload });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('lets a staff member grant only the menus they have and the places they work at (403 otherwise)', async () => {
    await create({
      susuario: 'jefe.scl',
      oficinas: ['OFISCL'],
      bodegas: [],
      menus: ['ORIG-INGRESO', 'ORIG-RECEP', 'CNF-BODEGAS'],
    });
    const chief = (await login(ctx.app, 'jefe.scl', 'clave-segura-1')).accessToken;
    const menu = await call('POST', '/User', {
      token: chief,
      body: staffUser({ susuario: 'nuevo.1', menus: ['BOD-OPERACION'] }),
    });
    expect(menu.statusCode).toBe(403);
    expect(menu.json().message).toBe('No puede otorgar ni quitar menús que usted no tiene');
    const place = await call('POST', '/User', {
      token: chief,
      body: staffUser({ susuario: 'nuevo.1', oficinas: ['OFIPUQ'] }),
    });
    expect(place.statusCode).toBe(403);
    expect(place.json().message).toBe(messages.grantPlaceNotHeld);
    const warehouse = await call('POST', '/User', {
      token: chief,
      body: staffUser({ susuario: 'nuevo.1', bodegas: ['BDSCL'] }),
    });
    expect(warehouse.statusCode).toBe(403);
    const allowed = await call('POST', '/User', { token: chief, body: staffUser({ susuario: 'nuevo.1' }) });
    expect(allowed.statusCode).toBe(201);

    // bodega.scl holds BDSCL and warehouse menus the chief lacks: those stay as they are.
    const list = (await call('GET', '/User?usuario=bodega.scl', { token: chief })).json();
    const warehouseUser = list.list[0];
    const rename = await call('PUT', `/User/${warehouseUser.nidusuario}`, {
      token: chief,
      body: {
        ...warehouseUser,
        snombre: 'Bodega Santiago Centro',
      },
    });
    expect(rename.statusCode).toBe(200);
    const takeAway = await call('PUT', `/User/${warehouseUser.nidusuario}`, {
      token: chief,
      body: {
        ...warehouseUser,
        menus: warehouseUser.menus.slice(1),
      },
    });
    expect(takeAway.statusCode).toBe(403);
    expect(takeAway.json().message).toBe(messages.grantMenuNotHeld);
    // Resetting the password of someone with more rights would hand those rights over.
    const reset = await call('PUT', `/User/${warehouseUser.nidusuario}/password`, {
      token: chief,
      body: {
        password: 'tomada-12345',
      },
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().message).toBe(messages.userOutranksCaller);
    const deactivate = await call('PUT', `/User/${warehouseUser.nidusuario}/active`, {
      token: chief,
      body: {
        sindactivo: 'N',
      },
    });
    expect(deactivate.statusCode).toBe(403);
    expect((await signIn('bodega.scl', 'demo-2026')).statusCode).toBe(200);
  });

  it('keeps everyone from locking themselves out', async () => {
    const self = (await call('GET', `/User/${adminId}`, { token: tokens.admin })).json();
    const deactivate = await call('PUT', `/User/${adminId}/active`, {
      token: tokens.admin,
      body: { sindactivo: 'N' },
    });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json().message).toBe(messages.selfDeactivate);
    const viaUpdate = await call('PUT', `/User/${adminId}`, {
      token: tokens.admin,
      body: { ...self, sindactivo: 'N' },
    });
    expect(viaUpdate.statusCode).toBe(409);
    const dropMenu = await call('PUT', `/User/${adminId}`, {
      token: tokens.admin,
      body: {
        ...self,
        menus: self.menus.filter((m: string) => m !== 'CNF-BODEGAS'),
      },
    });
    expect(dropMenu.statusCode).toBe(400);
    expect(dropMenu.json().message).toBe(messages.selfRemoveUsersMenu);
    const ownReset = await call('PUT', `/User/${adminId}/password`, {
      token: tokens.admin,
      body: {
        password: 'nueva-clave-9',
      },
    });
    expect(ownReset.statusCode).toBe(409);
    expect(ownReset.json().message).toBe(messages.ownPasswordReset);
    expect((await call('GET', '/User', { token: tokens.admin })).statusCode).toBe(200);
  });

  it('deactivation refuses sign-in, ends the access and refresh tokens at once, and reactivation needs a new sign-in', async () => {
    const id = await create({ susuario: 'temporal' });
    const session = await login(ctx.app, 'temporal', 'clave-segura-1');
    expect((await call('GET', '/Office', { token: session.accessToken })).statusCode).toBe(200);

    const deactivated = await call('PUT', `/User/${id}/active`, {
      token: tokens.admin,
      body: { sindactivo: 'N' },
    });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ sindactivo: 'N', nsesionesactivas: 0 });

    expect((await call('GET', '/Office', { token: session.accessToken })).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    const refused = await signIn('temporal', 'clave-segura-1');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Usuario o contraseña incorrectos' });

    const reactivated = await call('PUT', `/User/${id}/active`, {
      token: tokens.admin,
      body: { sindactivo: 'S' },
    });
    expect(reactivated.json().sindactivo).toBe('S');
    // The old session stays closed; signing in again works.
    expect((await call('GET', '/Office', { token: session.accessToken })).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await signIn('temporal', 'clave-segura-1')).statusCode).toBe(200);

    // Deactivating through the full update closes the sessions too.
    const again = await login(ctx.app, 'temporal', 'clave-segura-1');
    const user = (await call('GET', `/User/${id}`, { token: tokens.admin })).json();
    expect(
      (await call('PUT', `/User/${id}`, { token: tokens.admin, body: { ...user, sindactivo: 'N' } }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', '/Office', { token: again.accessToken })).statusCode).toBe(401);
    expect(
      (await call('PUT', `/User/${id}/active`, { token: tokens.admin, body: { sindactivo: 'X' } }))
        .statusCode,
    ).toBe(400);
  });

  it('resets a password: the old one stops working and every session of the user ends', async () => {
    const id = await create({ susuario: 'olvidadizo' });
    const phone = await login(ctx.app, 'olvidadizo', 'clave-segura-1');
    const laptop = await login(ctx.app, 'olvidadizo', 'clave-segura-1');
    const short = await call('PUT', `/User/${id}/password`, {
      token: tokens.admin,
      body: { password: 'corta' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(messages.passwordTooShort);

    const reset = await call('PUT', `/User/${id}/password`, {
      token: tokens.admin,
      body: { password: 'restablecida-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'La contraseña ha sido restablecida' });
    for (const session of [phone, laptop]) {
      expect((await call('GET', '/Office', { token: session.accessToken })).statusCode).toBe(401);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    }
    expect((await signIn('olvidadizo', 'clave-segura-1')).statusCode).toBe(401);
    expect((await signIn('olvidadizo', 'restablecida-1')).statusCode).toBe(200);
    expect(
      (
        await call('PUT', '/User/999999/password', {
          token: tokens.admin,
          body: { password: 'restablecida-1' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets a CNF-BODEGAS holder look up client RUTs for customer users', async () => {
    await create({ susuario: 'solo.usuarios', oficinas: [], menus: ['CNF-BODEGAS'] });
    const token = (await login(ctx.app, 'solo.usuarios', 'clave-segura-1')).accessToken;
    const found = await call('GET', '/Customer/recipient?rut=7712', { token });
    expect(found.statusCode).toBe(200);
    expect(found.json().map((c: { srutcliente: string }) => c.srutcliente)).toEqual(['77123456-9']);
  });
});
