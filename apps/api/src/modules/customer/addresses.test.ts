import { type addressForm, messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { drivers, useTestApp, withDefaults } from '../../../test/test-app.ts';
import { createStaffUser } from './customer.test-support.ts';

describe.each(drivers)('Direcciones on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    {
      admin: 'admin',
      office: 'oficina.scl',
      customer: 'cliente',
      clientsOnly: 'solo.clientes',
      tariffsOnly: 'solo.tarifas',
    },
    async (db) => {
      await createStaffUser(db, 'solo.clientes', ['CNF-CLIENTES']);
      await createStaffUser(db, 'solo.tarifas', ['CNF-TARIFAS']);
    },
  );
  const { tokens } = ctx;

  const call = withDefaults(ctx.call, '/api/Customer/ClienteProveedor', () => tokens.admin);
  const form = (overrides: Partial<z.input<typeof addressForm>> = {}): z.input<typeof addressForm> => ({
    sindentrega: 'S',
    sindretiro: 'N',
    sindfacturacion: 'S',
    scalle: 'Av. Colón',
    snumeracion: '1020',
    srestodireccion: 'Bodega 4',
    scodpostal: '6200000',
    scodregion: '12',
    scodcomuna: '12101',
    sindactivo: 'S',
    ...overrides,
  });
  const newShell = async (rut = '96512340-7') => {
    const created = await call('POST', '/Direccion', { body: { srutcliente: rut } });
    expect(created.statusCode).toBe(201);
    return created.json() as { nidcliente: number; niddireccion: number };
  };

  it('lists addresses with rut, short name, id, formatted address and commune', async () => {
    const body = (await call('GET', '/Direccion')).json();
    expect(body.totalPaginas).toBe(1);
    expect(body.list.map((a: { snombrecorto: string }) => a.snombrecorto)).toEqual([
      'Comercial Austral',
      'Ferretería Magallanes',
      'Los Andes',
      'María Pérez',
    ]);
    expect(body.list[0]).toEqual({
      nidcliente: expect.any(Number),
      niddireccion: expect.any(Number),
      srutcliente: '76086428-5',
      snombrecorto: 'Comercial Austral',
      sdireccion: 'Av. España 1450, Local 3',
      sdescomuna: 'Punta Arenas',
    });
    expect(body.list[2].sdireccion).toBe('Av. Vicuña Mackenna 3200');
    const byRut = (await call('GET', '/Direccion?rut=12345678')).json();
    expect(byRut.list.map((a: { srutcliente: string }) => a.srutcliente)).toEqual(['12345678-5']);
    const byName = (await call('GET', '/Direccion?nombre=MAGALLANES')).json();
    expect(byName.list.map((a: { srutcliente: string }) => a.srutcliente)).toEqual(['96512340-7']);
    expect((await call('GET', '/Direccion?nombre=nadie')).json()).toEqual({ list: [], totalPaginas: 1 });
  });

  it('creates an address shell from the rut, with the spec defaults', async () => {
    const { nidcliente, niddireccion } = await newShell();
    const detail = await call('GET', `/${nidcliente}/Direccion/${niddireccion}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual({
      nidcliente,
      niddireccion,
      srutcliente: '96512340-7',
      snombrecorto: 'Ferretería Magallanes',
      sdireccion: '',
      sdescomuna: '',
      sindentrega: 'N',
      sindretiro: 'N',
      sindfacturacion: 'N',
      scalle: '',
      snumeracion: '',
      srestodireccion: '',
      scodpostal: '0',
      scodregion: '',
      sdesregion: '',
      scodcomuna: '',
      sindactivo: 'S',
    });
    // The shell shows in the list (a rut and an id, nothing else yet).
    const listed = (await call('GET', '/Direccion?rut=96512340-7')).json();
    expect(listed.list).toContainEqual(expect.objectContaining({ niddireccion, sdireccion: '' }));
  });

  it('refuses a shell for a rut that is not a client, or a bad rut', async () => {
    const unknown = await call('POST', '/Direccion', { body: { srutcliente: '11111111-1' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.clientNotFound);
    const cases: Array<[string, string]> = [
      ['', messages.rutRequired],
      ['96.512.340-7', messages.rutFormat],
      ['96512340-8', messages.rutCheckDigit],
    ];
    for (const [rut, message] of cases) {
      const response = await call('POST', '/Direccion', { body: { srutcliente: rut } });
      expect(response.statusCode, rut).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'srutcliente', message }]);
    }
  });

  it('completes the address with the whole form', async () => {
    const { nidcliente, niddireccion } = await newShell();
    const url = `/${nidcliente}/Direccion/${niddireccion}`;
    const updated = await call('PUT', url, { body: form() });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      sdireccion: 'Av. Colón 1020, Bodega 4',
      sdescomuna: 'Punta Arenas',
      scodregion: '12',
      sdesregion: expect.stringContaining('Magallanes'),
      sindentrega: 'S',
      sindretiro: 'N',
      sindfacturacion: 'S',
      scodpostal: '6200000',
    });
    const inactive = await call('PUT', url, {
      body: form({ sindactivo: 'N', scodregion: '13', scodcomuna: '13114' }),
    });
    expect(inactive.json()).toMatchObject({ sindactivo: 'N', scodcomuna: '13114', scodregion: '13' });
    expect((await call('GET', url)).json()).toEqual(inactive.json());
  });

  it('refuses bad addresses with the spec messages', async () => {
    const { nidcliente, niddireccion } = await newShell();
    const url = `/${nidcliente}/Direccion/${niddireccion}`;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ scalle: '' }, 'scalle', messages.streetRequired],
      [{ scalle: 'x'.repeat(201) }, 'scalle', messages.streetTooLong],
      [{ snumeracion: ' ' }, 'snumeracion', messages.numberRequired],
      [{ srestodireccion: '' }, 'srestodireccion', messages.restOfAddressRequired],
      [{ srestodireccion: 'x'.repeat(201) }, 'srestodireccion', messages.restOfAddressTooLong],
      [{ scodpostal: '' }, 'scodpostal', messages.postalCodeRequired],
      [{ scodpostal: '62-00' }, 'scodpostal', messages.onlyNumbers],
      [{ scodregion: '' }, 'scodregion', messages.regionRequired],
      [{ scodcomuna: '' }, 'scodcomuna', messages.communeRequired],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('PUT', url, { body: form(overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    const wrongRegion = await call('PUT', url, { body: form({ scodregion: '13' }) });
    expect(wrongRegion.statusCode).toBe(400);
    expect(wrongRegion.json().message).toBe(messages.communeNotInRegion);
    const unknownCommune = await call('PUT', url, { body: form({ scodcomuna: '99999' }) });
    expect(unknownCommune.statusCode).toBe(400);
    expect(unknownCommune.json().errors).toEqual([
      { field: 'scodcomuna', message: messages.communeRequired },
    ]);
  });

  it("answers 404 for an address that is not the client's", async () => {
    const mine = await newShell('96512340-7');
    const theirs = await newShell('76086428-5');
    const crossed = `/${theirs.nidcliente}/Direccion/${mine.niddireccion}`;
    expect((await call('GET', crossed)).statusCode).toBe(404);
    const put = await call('PUT', crossed, { body: form() });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(messages.addressNotFound);
    expect((await call('GET', `/${mine.nidcliente}/Direccion/999999`)).statusCode).toBe(404);
  });

  it('is for CNF-CLIENTES: 403 to other staff and to customers', async () => {
    const { nidcliente, niddireccion } = await newShell();
    const url = `/${nidcliente}/Direccion/${niddireccion}`;
    for (const token of [tokens.office, tokens.customer, tokens.tariffsOnly]) {
      expect((await call('GET', '/Direccion', { token })).statusCode).toBe(403);
      expect((await call('GET', url, { token })).statusCode).toBe(403);
      expect(
        (await call('POST', '/Direccion', { body: { srutcliente: '96512340-7' }, token })).statusCode,
      ).toBe(403);
      expect((await call('PUT', url, { body: form(), token })).statusCode).toBe(403);
    }
    expect((await call('GET', '/Direccion', { token: tokens.clientsOnly })).statusCode).toBe(200);
    expect((await call('PUT', url, { body: form(), token: tokens.clientsOnly })).statusCode).toBe(200);
  });
});
