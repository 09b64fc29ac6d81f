import { computeRutCheckDigit, messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { drivers, useTestApp, withDefaults } from '../../../test/test-app.ts';
import { clients } from '../../db/schema.ts';
import { clientPayload, createStaffUser, tariffPayload } from './customer.test-support.ts';

const rutOf = (body: number) => `${body}-${computeRutCheckDigit(String(body))}`;

describe.each(drivers)('Cliente - Proveedor on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    {
      admin: 'admin',
      office: 'oficina.scl',
      customer: 'cliente',
      clientsOnly: 'solo.clientes',
      both: 'clientes.proveedores',
    },
    async (db) => {
      await createStaffUser(db, 'solo.clientes', ['CNF-CLIENTES']);
      await createStaffUser(db, 'clientes.proveedores', ['CNF-CLIENTES', 'CNF-PROVEEDORES']);
    },
  );
  const { tokens } = ctx;

  const call = withDefaults(ctx.call, '/api/Customer', () => tokens.admin);
  const list = async (query: string, token = tokens.admin) =>
    (await call('GET', `/ClienteProveedor?${query}`, { token })).json();
  const ruts = (body: { list: Array<{ srutcliente: string }> }) => body.list.map((c) => c.srutcliente);

  it('lists the demo clients by name, with their address and tariff counts', async () => {
    const body = await list('');
    expect(body.totalPaginas).toBe(1);
    expect(body.list.map((c: { snombrecliente: string }) => c.snombrecliente)).toEqual([
      'Comercial Austral SpA',
      'Distribuidora Los Andes Limitada',
      'Ferretería Magallanes S.A.',
      'María Soledad Pérez Oyarzún',
    ]);
    expect(body.list[0]).toEqual({
      nidcliente: expect.any(Number),
      srutcliente: '76086428-5',
      snombrecliente: 'Comercial Austral SpA',
      snombrecorto: 'Comercial Austral',
      sindclientecontr: 'S',
      sindclientecouri: 'N',
      sindproveedor: 'S',
      sindproveedorint: 'N',
      sindfacturacion: 'N',
      srutfacturacion: '',
      sidfactura: '',
      sprefijotelefono: '',
      stelefono: '',
      sterminoenvio: '',
      stipoentrega: '',
      sindactivo: 'S',
      semail: '',
      sindnotificar: 'N',
      ncantidaddirecciones: 1,
      ncantidadtarifas: 0,
    });
  });

  it('filters by rut prefix, by name in any case, and by each Yes/No flag', async () => {
    expect(ruts(await list('rut=7'))).toEqual(['76086428-5', '77123456-9']);
    expect(ruts(await list('rut=76086428-5'))).toEqual(['76086428-5']);
    expect(ruts(await list('nombre=ANDES'))).toEqual(['77123456-9']);
    expect(ruts(await list('nombre=pérez'))).toEqual(['12345678-5']);
    expect(ruts(await list('nombre=%25'))).toEqual([]);
    expect(ruts(await list('cliente=N'))).toEqual(['96512340-7']);
    expect(ruts(await list('cliente=S&rut=1'))).toEqual(['12345678-5']);
    expect(ruts(await list('clienteCourier=S'))).toEqual([]);
    expect(ruts(await list('proveedorExterno=S')).length).toBe(4);
    expect(ruts(await list('proveedorInterno=N&nombre=austral'))).toEqual(['76086428-5']);
    const bad = await call('GET', '/ClienteProveedor?rut=76.086');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.rutFormat);
    expect((await call('GET', '/ClienteProveedor?cliente=X')).statusCode).toBe(400);
  });

  it('pages with PageSize (10 by default, at most 50)', async () => {
    for (let i = 0; i < 12; i++) {
      const created = await call('POST', '/ClienteProveedor', {
        body: clientPayload({
          srutcliente: rutOf(40_000_000 + i),
          snombrecliente: `Paginado ${String(i).padStart(2, '0')}`,
        }),
      });
      expect(created.statusCode).toBe(201);
    }
    const first = await list('nombre=paginado');
    expect(first.list).toHaveLength(10);
    expect(first.totalPaginas).toBe(2);
    const third = await list('nombre=paginado&PageSize=5&Page=3');
    expect(third.totalPaginas).toBe(3);
    expect(third.list.map((c: { snombrecliente: string }) => c.snombrecliente)).toEqual([
      'Paginado 10',
      'Paginado 11',
    ]);
    expect((await call('GET', '/ClienteProveedor?PageSize=51')).statusCode).toBe(400);
    expect((await call('GET', '/ClienteProveedor?Page=0')).statusCode).toBe(400);
  });

  it('offers the delivery term and delivery type combos', async () => {
    const response = await call('GET', '/ClienteProveedor/New');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.terminoDeEntrega.map((o: { scodparametro01: string }) => o.scodparametro01)).toEqual([
      'PUERTA',
      'OFICINA',
      'BODEGA',
    ]);
    expect(body.tipoDeEntrega[0]).toEqual({
      scodparametro01: 'DOMICILIO',
      sdeslargo01: 'Entrega a domicilio',
    });
  });

  it('creates a client with the spec defaults and reads it back', async () => {
    const created = await call('POST', '/ClienteProveedor', {
      body: {
        srutcliente: '78901234-2',
        snombrecliente: '  Transportes del Estrecho Limitada ',
        snombrecorto: 'Transportes del Estrecho',
        sprefijotelefono: '56',
        stelefono: '912345678',
      },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      srutcliente: '78901234-2',
      snombrecliente: 'Transportes del Estrecho Limitada',
      sindclientecontr: 'N',
      sindclientecouri: 'N',
      sindproveedor: 'S',
      sindproveedorint: 'N',
      sindactivo: 'S',
      sindfacturacion: 'N',
      srutfacturacion: '',
      sidfactura: '',
      semail: '',
      sindnotificar: 'N',
      ncantidaddirecciones: 0,
      ncantidadtarifas: 0,
    });
    const read = await call('GET', `/ClienteProveedor/${body.nidcliente}`);
    expect(read.json()).toEqual(body);
    expect((await call('GET', '/ClienteProveedor/999999')).statusCode).toBe(404);
    expect((await call('GET', '/ClienteProveedor/abc')).statusCode).toBe(400);
  });

  it('derives sindfacturacion and sidfactura from the billing rut', async () => {
    const created = await call('POST', '/ClienteProveedor', {
      body: clientPayload({ srutcliente: '15987654-3', srutfacturacion: '76086428-5' }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      sindfacturacion: 'S',
      srutfacturacion: '76086428-5',
      sidfactura: '76086428',
    });
    const id = created.json().nidcliente;
    const lowerK = await call('PUT', `/ClienteProveedor/${id}`, {
      body: clientPayload({ srutcliente: '15987654-3', srutfacturacion: rutOf(10_000_013).toLowerCase() }),
    });
    expect(lowerK.statusCode).toBe(200);
    expect(lowerK.json()).toMatchObject({ sindfacturacion: 'S', sidfactura: '10000013' });
    const cleared = await call('PUT', `/ClienteProveedor/${id}`, {
      body: clientPayload({ srutcliente: '15987654-3' }),
    });
    expect(cleared.json()).toMatchObject({ sindfacturacion: 'N', srutfacturacion: '', sidfactura: '' });
  });

  it('refuses a rut that already exists with 409, written with or without a leading zero', async () => {
    for (const rut of ['76086428-5', '076086428-5']) {
      const again = await call('POST', '/ClienteProveedor', { body: clientPayload({ srutcliente: rut }) });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(messages.rutAlreadyExists);
    }
  });

  // PGlite has one connection, so only PostgreSQL can hold a row uncommitted while the request runs.
  it.runIf(driver === 'postgres')(
    'answers the RUT message to a creation that loses the race to the unique index',
    async () => {
      const srutcliente = rutOf(10_000_021);
      let commit!: () => void;
      let inserted!: () => void;
      const rowIsIn = new Promise<void>((resolve) => (inserted = resolve));
      const other = ctx.db.transaction(async (tx) => {
        await tx.insert(clients).values({ srutcliente, snombrecliente: 'Otra', snombrecorto: 'Otra' });
        inserted();
        await new Promise<void>((resolve) => (commit = resolve));
      });
      await rowIsIn;
      // The request's check does not see the uncommitted row; its insert waits on the index.
      const answer = call('POST', '/ClienteProveedor', { body: clientPayload({ srutcliente }) });
      await new Promise((resolve) => setTimeout(resolve, 300));
      commit();
      await other;
      const response = await answer;
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(messages.rutAlreadyExists);
    },
  );

  it('refuses bad clients with the spec messages', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ srutcliente: '' }, 'srutcliente', messages.rutRequired],
      [{ srutcliente: '76.086.428-5' }, 'srutcliente', messages.rutFormat],
      [{ srutcliente: '760864285' }, 'srutcliente', messages.rutFormat],
      [{ srutcliente: '76086428-4' }, 'srutcliente', messages.rutCheckDigit],
      [{ srutfacturacion: '76086428' }, 'srutfacturacion', messages.rutFormat],
      [{ srutfacturacion: '76086428-1' }, 'srutfacturacion', messages.rutCheckDigit],
      [{ snombrecliente: ' ' }, 'snombrecliente', messages.nameRequired],
      [{ snombrecorto: '' }, 'snombrecorto', messages.shortNameRequired],
      [{ sprefijotelefono: '' }, 'sprefijotelefono', messages.phonePrefixRequired],
      [{ sprefijotelefono: '+56' }, 'sprefijotelefono', messages.onlyNumbers],
      [{ sprefijotelefono: '123456' }, 'sprefijotelefono', messages.phonePrefixTooLong],
      [{ stelefono: '' }, 'stelefono', messages.mobileRequired],
      [{ stelefono: '9 1234 5678' }, 'stelefono', messages.onlyNumbers],
      [{ semail: 'avisos.cliente.cl' }, 'semail', messages.emailInvalid],
      [{ semail: 'dos@a.cl, b@c.cl' }, 'semail', messages.emailInvalid],
      [{ semail: `${'a'.repeat(250)}@x.cl` }, 'semail', messages.emailTooLong],
      [{ sindnotificar: 'S' }, 'semail', messages.notifyNeedsEmail],
      [{ sindnotificar: 'S', semail: '  ' }, 'semail', messages.notifyNeedsEmail],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', '/ClienteProveedor', {
        body: clientPayload({ srutcliente: '11111111-1', ...overrides }),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    const unknownTerm = await call('POST', '/ClienteProveedor', {
      body: clientPayload({ srutcliente: '11111111-1', sterminoenvio: 'X' }),
    });
    expect(unknownTerm.statusCode).toBe(400);
    expect(unknownTerm.json().errors).toEqual([{ field: 'sterminoenvio', message: messages.unknownCode }]);
  });

  it('updates a client but never its rut', async () => {
    const created = (
      await call('POST', '/ClienteProveedor', { body: clientPayload({ srutcliente: '22222222-2' }) })
    ).json();
    const url = `/ClienteProveedor/${created.nidcliente}`;
    const updated = await call('PUT', url, {
      body: clientPayload({
        srutcliente: '22222222-2',
        snombrecliente: 'Nuevo nombre',
        snombrecorto: 'Nuevo',
        sindclientecontr: 'S',
        sindclientecouri: 'S',
        sindproveedor: 'N',
        sindproveedorint: 'S',
        sterminoenvio: '',
        stipoentrega: 'RETIRO',
        sindactivo: 'N',
        semail: ' Avisos@Estrecho.cl ',
        sindnotificar: 'S',
      }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      nidcliente: created.nidcliente,
      srutcliente: '22222222-2',
      snombrecliente: 'Nuevo nombre',
      sindclientecontr: 'S',
      sindclientecouri: 'S',
      sindproveedor: 'N',
      sindproveedorint: 'S',
      sterminoenvio: '',
      stipoentrega: 'RETIRO',
      sindactivo: 'N',
      semail: 'Avisos@Estrecho.cl',
      sindnotificar: 'S',
    });
    const cleared = await call('PUT', url, {
      body: clientPayload({ srutcliente: '22222222-2', semail: '' }),
    });
    expect(cleared.json()).toMatchObject({ semail: '', sindnotificar: 'N' });
    const otherRut = await call('PUT', url, { body: clientPayload({ srutcliente: '33333333-3' }) });
    expect(otherRut.statusCode).toBe(400);
    expect(otherRut.json().message).toBe(messages.rutCannotChange);
    expect((await call('PUT', '/ClienteProveedor/999999', { body: clientPayload() })).statusCode).toBe(404);
  });

  it('counts the addresses and the tariffs (one per key, history aside)', async () => {
    const created = (
      await call('POST', '/ClienteProveedor', { body: clientPayload({ srutcliente: '44444444-4' }) })
    ).json();
    const shell = { srutcliente: '44444444-4' };
    expect((await call('POST', '/ClienteProveedor/Direccion', { body: shell })).statusCode).toBe(201);
    expect((await call('POST', '/ClienteProveedor/Direccion', { body: shell })).statusCode).toBe(201);
    const tariff = tariffPayload({ srutcliente: '44444444-4' });
    expect((await call('POST', '/Tarifa', { body: tariff })).statusCode).toBe(201);
    const key = { ...tariff, nidcliente: created.nidcliente };
    expect((await call('PUT', '/Tarifa', { body: { ...key, sindvigente: 'N' } })).statusCode).toBe(200);
    expect((await call('POST', '/Tarifa', { body: tariff })).statusCode).toBe(201);
    expect((await call('POST', '/Tarifa', { body: { ...tariff, svia: 'AER' } })).statusCode).toBe(201);
    const read = (await call('GET', `/ClienteProveedor/${created.nidcliente}`)).json();
    expect(read).toMatchObject({ ncantidaddirecciones: 2, ncantidadtarifas: 2 });
    expect((await list('rut=44444444')).list[0]).toMatchObject({
      ncantidaddirecciones: 2,
      ncantidadtarifas: 2,
    });
  });

  it('needs both CNF-CLIENTES and CNF-PROVEEDORES: 403 to others and to customers', async () => {
    for (const token of [tokens.office, tokens.customer, tokens.clientsOnly]) {
      expect((await call('GET', '/ClienteProveedor', { token })).statusCode).toBe(403);
      expect((await call('GET', '/ClienteProveedor/New', { token })).statusCode).toBe(403);
      expect((await call('GET', '/ClienteProveedor/1', { token })).statusCode).toBe(403);
      expect((await call('POST', '/ClienteProveedor', { body: clientPayload(), token })).statusCode).toBe(
        403,
      );
      expect((await call('PUT', '/ClienteProveedor/1', { body: clientPayload(), token })).statusCode).toBe(
        403,
      );
    }
    // Even a bad body is refused for access first.
    expect(
      (await call('POST', '/ClienteProveedor', { body: {}, token: tokens.clientsOnly })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/ClienteProveedor', { token: tokens.both })).statusCode).toBe(200);
  });
});
