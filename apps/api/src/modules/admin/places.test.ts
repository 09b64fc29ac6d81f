import { messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { drivers, useTestApp, withDefaults } from '../../../test/test-app.ts';

describe.each(drivers)('offices and warehouses configuration on %s', (driver) => {
  const ctx = useTestApp(driver, { admin: 'admin', office: 'oficina.scl', customer: 'cliente' });
  const { tokens } = ctx;

  const call = withDefaults(ctx.call, '/api');

  it('lists the offices with their state, ten per page, and filters by text and state', async () => {
    const first = await call('GET', '/Office/Admin', { token: tokens.admin });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      list: [
        {
          scodoficina: 'OFIPUQ',
          snomoficina: 'Punta Arenas',
          sdireccion: 'Av. Presidente Manuel Bulnes 0310, Punta Arenas',
          sindactivo: 'S',
        },
        expect.objectContaining({ scodoficina: 'OFISCL', snomoficina: 'Santiago' }),
      ],
      totalPaginas: 1,
    });
    for (let i = 0; i < 10; i++) {
      const created = await call('POST', '/Office', {
        token: tokens.admin,
        body: {
          scodoficina: `OFLOTE${i}`,
          snomoficina: `Oficina lote ${i}`,
          sindactivo: i === 9 ? 'N' : 'S',
        },
      });
      expect(created.statusCode).toBe(201);
    }
    const page2 = (await call('GET', '/Office/Admin?Page=2', { token: tokens.admin })).json();
    expect(page2.totalPaginas).toBe(2);
    expect(page2.list.map((o: { scodoficina: string }) => o.scodoficina)).toEqual(['OFLOTE8', 'OFLOTE9']);
    const byText = (await call('GET', '/Office/Admin?nombre=santiago', { token: tokens.admin })).json();
    expect(byText.list.map((o: { scodoficina: string }) => o.scodoficina)).toEqual(['OFISCL']);
    const byCode = (await call('GET', '/Office/Admin?nombre=lote1', { token: tokens.admin })).json();
    expect(byCode.list.map((o: { scodoficina: string }) => o.scodoficina)).toEqual(['OFLOTE1']);
    const inactive = (await call('GET', '/Office/Admin?activo=N', { token: tokens.admin })).json();
    expect(inactive.list.map((o: { scodoficina: string }) => o.scodoficina)).toEqual(['OFLOTE9']);
  });

  it('creates an office with an upper-case OF code and refuses a repeated code with 409', async () => {
    const created = await call('POST', '/Office', {
      token: tokens.admin,
      body: {
        scodoficina: ' ofipmc ',
        snomoficina: 'Puerto Montt',
        sdireccion: 'Av. Diego Portales 1000',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      scodoficina: 'OFIPMC',
      snomoficina: 'Puerto Montt',
      sdireccion: 'Av. Diego Portales 1000',
      sindactivo: 'S',
      nusuarios: 0,
    });
    const again = await call('POST', '/Office', {
      token: tokens.admin,
      body: { scodoficina: 'OFIPMC', snomoficina: 'Otra' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya existe una oficina con ese código');
    const lookup = (await call('GET', '/Office', { token: tokens.office })).json();
    expect(lookup).toContainEqual(expect.objectContaining({ scodoficina: 'OFIPMC', sindactivo: 'S' }));
  });

  it('refuses bad office and warehouse codes, names and addresses with the Spanish messages', async () => {
    const officeCases: Array<[Record<string, unknown>, string, string]> = [
      [{ scodoficina: 'XX1' }, 'scodoficina', messages.officeCodeFormat],
      [{ scodoficina: 'OF' }, 'scodoficina', messages.officeCodeFormat],
      [{ scodoficina: 'OF-1' }, 'scodoficina', messages.officeCodeFormat],
      [{ scodoficina: 'OF123456789' }, 'scodoficina', messages.officeCodeFormat],
      [{ scodoficina: 'BDSCL2' }, 'scodoficina', messages.officeCodeFormat],
      [{ snomoficina: '' }, 'snomoficina', messages.nameRequired],
      [{ snomoficina: 'x'.repeat(101) }, 'snomoficina', messages.nameTooLong],
      [{ sdireccion: 'x'.repeat(201) }, 'sdireccion', messages.addressTooLong],
      [{ sindactivo: 'X' }, 'sindactivo', expect.any(String) as unknown as string],
    ];
    for (const [overrides, field, message] of officeCases) {
      const response = await call('POST', '/Office', {
        token: tokens.admin,
        body: {
          scodoficina: 'OFNUEVA',
          snomoficina: 'Nueva',
          ...overrides,
        },
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    const warehouse = await call('POST', '/Storage', {
      token: tokens.admin,
      body: {
        scodbodega: 'OFSCL9',
        snombodega: 'Mal',
      },
    });
    expect(warehouse.statusCode).toBe(400);
    expect(warehouse.json().message).toBe(messages.warehouseCodeFormat);
  });

  it('updates the name, address and state of an office; an inactive one stays in the lookup, marked', async () => {
    await call('POST', '/Office', {
      token: tokens.admin,
      body: { scodoficina: 'OFCHILLAN', snomoficina: 'Chillán' },
    });
    const updated = await call('PUT', '/Office/OFCHILLAN', {
      token: tokens.admin,
      body: {
        snomoficina: 'Chillán Centro',
        sdireccion: 'Av. Libertad 500',
        sindactivo: 'N',
        scodoficina: 'OFOTRA',
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      scodoficina: 'OFCHILLAN',
      snomoficina: 'Chillán Centro',
      sdireccion: 'Av. Libertad 500',
      sindactivo: 'N',
    });
    const lookup = (await call('GET', '/Office', { token: tokens.office })).json();
    expect(lookup).toContainEqual(expect.objectContaining({ scodoficina: 'OFCHILLAN', sindactivo: 'N' }));
    expect((await call('GET', '/Office/Admin/OFOTRA', { token: tokens.admin })).statusCode).toBe(404);
    const missing = await call('PUT', '/Office/OFNADA', {
      token: tokens.admin,
      body: { snomoficina: 'Nada' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.officeNotFound);
  });

  it('counts the users who work at an office or warehouse', async () => {
    expect((await call('GET', '/Office/Admin/OFISCL', { token: tokens.admin })).json()).toMatchObject({
      scodoficina: 'OFISCL',
      nusuarios: 2,
    });
    // admin, bodega.puq and the driver conductor.puq (issue 35).
    expect((await call('GET', '/Storage/Admin/bdpuq', { token: tokens.admin })).json()).toMatchObject({
      scodbodega: 'BDPUQ',
      nusuarios: 3,
    });
  });

  it('answers 409 with the same message when two create one office code at once', async () => {
    const both = await Promise.all([
      call('POST', '/Office', {
        token: tokens.admin,
        body: {
          scodoficina: 'OFIVAP',
          snomoficina: 'Puerto Montt',
          sindactivo: 'S',
        },
      }),
      call('POST', '/Office', {
        token: tokens.admin,
        body: {
          scodoficina: 'OFIVAP',
          snomoficina: 'Puerto Montt',
          sindactivo: 'S',
        },
      }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().message).toBe(messages.officeExists);
  });

  it('answers 409 with the same message when two create one warehouse code at once', async () => {
    const both = await Promise.all([
      call('POST', '/Storage', {
        token: tokens.admin,
        body: {
          scodbodega: 'BDVAP',
          snombodega: 'Valparaíso',
          sindactivo: 'S',
        },
      }),
      call('POST', '/Storage', {
        token: tokens.admin,
        body: {
          scodbodega: 'BDVAP',
          snombodega: 'Valparaíso',
          sindactivo: 'S',
        },
      }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().message).toBe(messages.warehouseExists);
  });

  it('creates, lists and updates warehouses the same way, with BD codes', async () => {
    const created = await call('POST', '/Storage', {
      token: tokens.admin,
      body: {
        scodbodega: 'bdpmc',
        snombodega: 'Bodega Puerto Montt',
        sdireccion: 'Ruta 5 Sur km 1020',
        sindactivo: 'S',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ scodbodega: 'BDPMC', nusuarios: 0 });
    const again = await call('POST', '/Storage', {
      token: tokens.admin,
      body: { scodbodega: 'BDPMC', snombodega: 'Otra' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya existe una bodega con ese código');
    const list = (await call('GET', '/Storage/Admin?nombre=montt', { token: tokens.admin })).json();
    expect(list).toEqual({
      list: [
        {
          scodbodega: 'BDPMC',
          snombodega: 'Bodega Puerto Montt',
          sdireccion: 'Ruta 5 Sur km 1020',
          sindactivo: 'S',
        },
      ],
      totalPaginas: 1,
    });
    const updated = await call('PUT', '/Storage/BDPMC', {
      token: tokens.admin,
      body: {
        snombodega: 'Bodega Puerto Montt Sur',
        sdireccion: '',
        sindactivo: 'N',
      },
    });
    expect(updated.json()).toMatchObject({
      snombodega: 'Bodega Puerto Montt Sur',
      sdireccion: '',
      sindactivo: 'N',
    });
    const lookup = (await call('GET', '/Storage', { token: tokens.office })).json();
    expect(lookup).toContainEqual(expect.objectContaining({ scodbodega: 'BDPMC', sindactivo: 'N' }));
    expect(
      (await call('PUT', '/Storage/BDNADA', { token: tokens.admin, body: { snombodega: 'Nada' } }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 403 to customers and to staff without CNF-BODEGAS, and 401 without a token', async () => {
    const calls: Array<['GET' | 'POST' | 'PUT', string, object?]> = [
      ['GET', '/Office/Admin'],
      ['GET', '/Office/Admin/OFISCL'],
      ['POST', '/Office', { scodoficina: 'OFHACK', snomoficina: 'Hack' }],
      ['PUT', '/Office/OFISCL', { snomoficina: 'Hack' }],
      ['GET', '/Storage/Admin'],
      ['GET', '/Storage/Admin/BDSCL'],
      ['POST', '/Storage', { scodbodega: 'BDHACK', snombodega: 'Hack' }],
      ['PUT', '/Storage/BDSCL', { snombodega: 'Hack' }],
    ];
    for (const [method, url, payload] of calls) {
      expect(
        (await call(method, url, { token: tokens.customer, body: payload })).statusCode,
        `${method} ${url}`,
      ).toBe(403);
      expect(
        (await call(method, url, { token: tokens.office, body: payload })).statusCode,
        `${method} ${url}`,
      ).toBe(403);
      expect((await ctx.app.inject({ method, url: `/api${url}`, payload })).statusCode).toBe(401);
    }
    expect((await call('GET', '/Office/Admin/OFISCL', { token: tokens.admin })).json().snomoficina).toBe(
      'Santiago',
    );
  });
});
