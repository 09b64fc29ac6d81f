import { messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { boxes, stepOne } from '../../../test/factories.ts';
import { drivers, login, useTestApp, withDefaults } from '../../../test/test-app.ts';

describe.each(drivers)('package types configuration on %s', (driver) => {
  const ctx = useTestApp(driver, { admin: 'admin', office: 'oficina.scl', customer: 'cliente' });
  const { tokens } = ctx;

  const call = withDefaults(ctx.call, '/api');
  const codes = (body: { list: Array<{ scodparametro01: string }> }) =>
    body.list.map((t) => t.scodparametro01);

  it('lists the package types in the combo order, ten per page, by text and state', async () => {
    const first = await call('GET', '/PackageType', { token: tokens.admin });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      list: [
        { scodparametro01: 'CAJA', sdeslargo01: 'Caja', sindactivo: 'S' },
        { scodparametro01: 'PALLET', sdeslargo01: 'Pallet', sindactivo: 'S' },
        { scodparametro01: 'SOBRE', sdeslargo01: 'Sobre', sindactivo: 'S' },
        { scodparametro01: 'BULTO', sdeslargo01: 'Bulto', sindactivo: 'S' },
        { scodparametro01: 'TAMBOR', sdeslargo01: 'Tambor', sindactivo: 'S' },
        { scodparametro01: 'ROLLO', sdeslargo01: 'Rollo', sindactivo: 'S' },
      ],
      totalPaginas: 1,
    });
    for (let i = 0; i < 5; i++) {
      await call('POST', '/PackageType', {
        token: tokens.admin,
        body: {
          scodparametro01: `LOTE${i}`,
          sdeslargo01: `Lote ${i}`,
        },
      });
    }
    const page2 = (await call('GET', '/PackageType?Page=2', { token: tokens.admin })).json();
    expect(page2.totalPaginas).toBe(2);
    expect(codes(page2)).toEqual(['LOTE4']);
    expect(
      codes((await call('GET', '/PackageType?descripcion=pall', { token: tokens.admin })).json()),
    ).toEqual(['PALLET']);
    await call('PUT', '/PackageType/LOTE3', {
      token: tokens.admin,
      body: { sdeslargo01: 'Lote 3', sindactivo: 'N' },
    });
    expect(codes((await call('GET', '/PackageType?activo=N', { token: tokens.admin })).json())).toEqual([
      'LOTE3',
    ]);
  });

  it('creates a package type last in the combo and refuses a repeated code with 409', async () => {
    const created = await call('POST', '/PackageType', {
      token: tokens.admin,
      body: {
        scodparametro01: 'barril',
        sdeslargo01: 'Barril',
      },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ scodparametro01: 'BARRIL', sdeslargo01: 'Barril', sindactivo: 'S' });
    const others = (await call('GET', '/PackageType/ROLLO', { token: tokens.admin })).json();
    expect(body.norden).toBeGreaterThan(others.norden);
    const again = await call('POST', '/PackageType', {
      token: tokens.admin,
      body: {
        scodparametro01: 'BARRIL',
        sdeslargo01: 'Otro',
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya existe un tipo de bulto con ese código');
  });

  it('answers 409 with the same message when two create one code at once', async () => {
    const both = await Promise.all([
      call('POST', '/PackageType', {
        token: tokens.admin,
        body: { scodparametro01: 'TONEL', sdeslargo01: 'Tonel' },
      }),
      call('POST', '/PackageType', {
        token: tokens.admin,
        body: { scodparametro01: 'TONEL', sdeslargo01: 'Tonel' },
      }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().message).toBe(messages.packageTypeExists);
  });

  it('refuses bad codes and descriptions with the Spanish messages', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ scodparametro01: 'X' }, 'scodparametro01', messages.packageTypeCodeFormat],
      [{ scodparametro01: 'SACO GRANDE' }, 'scodparametro01', messages.packageTypeCodeFormat],
      [{ scodparametro01: 'A'.repeat(21) }, 'scodparametro01', messages.packageTypeCodeFormat],
      [{ sdeslargo01: '' }, 'sdeslargo01', messages.descriptionRequired],
      [{ sdeslargo01: 'x'.repeat(201) }, 'sdeslargo01', messages.descriptionTooLong],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', '/PackageType', {
        token: tokens.admin,
        body: {
          scodparametro01: 'SACO',
          sdeslargo01: 'Saco',
          ...overrides,
        },
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    const missing = await call('PUT', '/PackageType/NADA', {
      token: tokens.admin,
      body: { sdeslargo01: 'Nada' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.packageTypeNotFound);
    // Another group's code is not a package type.
    expect((await call('GET', '/PackageType/FACTURA', { token: tokens.admin })).statusCode).toBe(404);
  });

  it('answers 403 to customers and to staff without CNF-BULTOS, and 401 without a token', async () => {
    const calls: Array<['GET' | 'POST' | 'PUT', string, object?]> = [
      ['GET', '/PackageType'],
      ['GET', '/PackageType/CAJA'],
      ['POST', '/PackageType', { scodparametro01: 'HACK', sdeslargo01: 'Hack' }],
      ['PUT', '/PackageType/CAJA', { sdeslargo01: 'Hack' }],
    ];
    const usersOnly = await call('POST', '/User', {
      token: tokens.admin,
      body: {
        susuario: 'solo.bodegas',
        snombre: 'Sólo bodegas',
        password: 'clave-segura-1',
        menus: ['CNF-BODEGAS'],
      },
    });
    expect(usersOnly.statusCode).toBe(201);
    const cnfBodegas = (await login(ctx.app, 'solo.bodegas', 'clave-segura-1')).accessToken;
    for (const [method, url, payload] of calls) {
      for (const token of [tokens.customer, tokens.office, cnfBodegas]) {
        const response = await call(method, url, { token, body: payload });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe(messages.forbidden);
      }
      expect((await ctx.app.inject({ method, url: `/api${url}`, payload })).statusCode).toBe(401);
    }
    expect((await call('GET', '/PackageType/CAJA', { token: tokens.admin })).json().sdeslargo01).toBe('Caja');
  });

  it('keeps an inactive type out of new packages but on the lines that already have it', async () => {
    await call('POST', '/PackageType', {
      token: tokens.admin,
      body: { scodparametro01: 'JAULA', sdeslargo01: 'Jaula' },
    });
    const id = (
      await ctx.call('POST', '/api/Shipment/OriginAndDestinationOfCargo', {
        token: tokens.office,
        body: stepOne(),
      })
    ).json() as number;
    const packageUrl = `/Shipment/Package/${id}`;
    const added = await call('POST', packageUrl, {
      token: tokens.office,
      body: boxes({ scodtipobulto: 'JAULA' }),
    });
    expect(added.statusCode).toBe(200);
    const line = added.json().bultoList[0];
    expect(added.json().tipoBultoList).toContainEqual({ scodparametro01: 'JAULA', sdeslargo01: 'Jaula' });

    const retired = await call('PUT', '/PackageType/JAULA', {
      token: tokens.admin,
      body: {
        sdeslargo01: 'Jaula',
        sindactivo: 'N',
      },
    });
    expect(retired.json().sindactivo).toBe('N');

    const refused = await call('POST', packageUrl, {
      token: tokens.office,
      body: boxes({ scodtipobulto: 'JAULA' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'scodtipobulto', message: 'El tipo de bulto no existe o no está vigente' },
    ]);
    // The RA's own line keeps its type and may still be edited; the combo shows it only for that line.
    const loaded = (await call('GET', packageUrl, { token: tokens.office })).json();
    expect(loaded.bultoList[0].sdestipobulto).toBe('Jaula');
    expect(loaded.tipoBultoList).toContainEqual({ scodparametro01: 'JAULA', sdeslargo01: 'Jaula' });
    const kept = await call('PUT', `${packageUrl}/${line.niditem}`, {
      token: tokens.office,
      body: boxes({ scodtipobulto: 'JAULA' }),
    });
    expect(kept.statusCode).toBe(200);
    const other = (
      await call('POST', `/Shipment/OriginAndDestinationOfCargo`, { token: tokens.office, body: stepOne() })
    ).json() as number;
    const fresh = (await call('GET', `/Shipment/Package/${other}`, { token: tokens.office })).json();
    expect(fresh.tipoBultoList.map((t: { scodparametro01: string }) => t.scodparametro01)).not.toContain(
      'JAULA',
    );
    expect(fresh.tipoBultoList.map((t: { scodparametro01: string }) => t.scodparametro01)).toContain('CAJA');
    const switched = await call('POST', `/Shipment/Package/${other}`, {
      token: tokens.office,
      body: boxes(),
    });
    const cajaLine = switched.json().bultoList[0];
    const toRetired = await call('PUT', `/Shipment/Package/${other}/${cajaLine.niditem}`, {
      token: tokens.office,
      body: boxes({ scodtipobulto: 'JAULA' }),
    });
    expect(toRetired.statusCode).toBe(400);

    await call('PUT', '/PackageType/JAULA', {
      token: tokens.admin,
      body: { sdeslargo01: 'Jaula', sindactivo: 'S' },
    });
    expect(
      (await call('POST', packageUrl, { token: tokens.office, body: boxes({ scodtipobulto: 'JAULA' }) }))
        .statusCode,
    ).toBe(200);
  });
});
