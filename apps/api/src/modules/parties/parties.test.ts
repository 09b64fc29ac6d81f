import { messages, type newSenderRequest } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { drivers, useTestApp } from '../../../test/test-app.ts';

describe.each(drivers)('senders, recipients and agents on %s', (driver) => {
  const ctx = useTestApp(driver, { office: 'oficina.scl', customer: 'cliente', warehouse: 'bodega.scl' });
  const { tokens } = ctx;

  const get = (url: string, token = tokens.office) => ctx.call('GET', `/api${url}`, { token });
  /** The spec's body (spec 1 section 7): the client entity with its addresses. */
  const sender = (
    overrides: Partial<z.input<typeof newSenderRequest>> = {},
    address: Partial<z.input<typeof newSenderRequest>['direcciones'][number]> = {},
  ): z.input<typeof newSenderRequest> => ({
    srutcliente: '78901234-2',
    snombrecliente: 'Transportes del Estrecho Limitada',
    snombrecorto: 'Transportes del Estrecho',
    direcciones: [
      {
        scalle: 'Av. Colón',
        snumeracion: '1020',
        srestodireccion: '',
        scodregion: '12',
        scodcomuna: '12101',
        ...address,
      },
    ],
    ...overrides,
  });
  const post = (payload: object, token = tokens.office) =>
    ctx.call('POST', '/api/Customer/sender', { token, body: payload });

  it('finds senders by RUT prefix or by name, with their addresses', async () => {
    const byRut = (await get('/Customer/sender?rut=76086428-5')).json();
    expect(byRut).toHaveLength(1);
    expect(byRut[0]).toMatchObject({ srutcliente: '76086428-5', snombrecorto: 'Comercial Austral' });
    expect(byRut[0].direcciones[0]).toMatchObject({ sdescomuna: 'Punta Arenas', scodregion: '12' });
    const byPrefix = (await get('/Customer/recipient?rut=7')).json();
    expect(byPrefix.map((c: { srutcliente: string }) => c.srutcliente).sort()).toEqual([
      '76086428-5',
      '77123456-9',
    ]);
    const byName = (await get('/Customer/recipient?nombre=andes')).json();
    expect(byName.map((c: { snombrecorto: string }) => c.snombrecorto)).toEqual(['Los Andes']);
    expect((await get('/Customer/sender?nombre=%25')).json()).toEqual([]);
    expect((await get('/Customer/sender')).json()).toEqual([]);
    const agents = (await get('/Agent?rut=96512340-7')).json();
    expect(agents).toEqual([
      { nidagente: expect.any(Number), srutagente: '96512340-7', snombreagente: 'Ferretería Magallanes' },
    ]);
  });

  it('finds a client by a RUT written with dots, sent as a RUT or as a name', async () => {
    const rutOf = (rows: Array<{ srutcliente: string }>) => rows.map((c) => c.srutcliente);
    expect(rutOf((await get('/Customer/sender?rut=76.086.428-5')).json())).toEqual(['76086428-5']);
    expect(rutOf((await get('/Customer/recipient?nombre=76.086.428-5')).json())).toEqual(['76086428-5']);
    expect(rutOf((await get('/Customer/recipient?rut=76.086')).json())).toEqual(['76086428-5']);
    const agents = (await get('/Agent?rut=96.512.340-7')).json();
    expect(agents.map((a: { srutagente: string }) => a.srutagente)).toEqual(['96512340-7']);
    // A name with dots stays a name.
    expect((await get('/Customer/recipient?nombre=7.6')).json()).toEqual([]);
  });

  it("creates a sender with its address ('Agregar remitente') and refuses a duplicate RUT with 409", async () => {
    const created = await post(sender());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      srutcliente: '78901234-2',
      snombrecorto: 'Transportes del Estrecho',
      direcciones: [{ scalle: 'Av. Colón', snumeracion: '1020', scodcomuna: '12101', scodpostal: '0' }],
    });
    const again = await post(sender());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.rutAlreadyExists);
  });

  it('refuses bad senders with the spec messages', async () => {
    const rut = { srutcliente: '15987654-3' };
    const cases: Array<[Record<string, unknown>, Record<string, unknown>, string, string]> = [
      [{ snombrecliente: '' }, {}, 'snombrecliente', messages.nameRequired],
      [{ snombrecorto: '' }, {}, 'snombrecorto', messages.shortNameRequired],
      [{ srutcliente: '' }, {}, 'srutcliente', messages.rutRequired],
      [{ srutcliente: '78.901.234-2' }, {}, 'srutcliente', messages.rutFormat],
      [{}, { scalle: '' }, 'direcciones.0.scalle', messages.streetRequired],
      [{}, { snumeracion: '' }, 'direcciones.0.snumeracion', messages.numberRequired],
      [{ direcciones: [] }, {}, 'direcciones', messages.streetRequired],
    ];
    for (const [overrides, address, field, message] of cases) {
      const response = await post(sender({ ...rut, ...overrides }, address));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    const wrongRegion = await post(sender(rut, { scodregion: '13' }));
    expect(wrongRegion.statusCode).toBe(400);
    expect(wrongRegion.json()).toEqual({
      message: messages.communeNotInRegion,
      errors: [{ field: 'direcciones.0.scodcomuna', message: messages.communeNotInRegion }],
    });
  });

  it("refuses the modal's own field names: the API speaks the spec's", async () => {
    const response = await post({
      empresa: 'S',
      rut: '15987654-3',
      nombre: 'Otro',
      nombreCorto: 'Otro',
      calle: 'Calle',
      numeracion: '1',
      codRegion: '12',
      codComuna: '12101',
    });
    expect(response.statusCode).toBe(400);
  });

  it('is for staff who register cargo: 403 to customers and warehouse staff', async () => {
    expect((await get('/Customer/sender?rut=7', tokens.customer)).statusCode).toBe(403);
    expect((await post(sender({ srutcliente: '15987654-3' }), tokens.customer)).statusCode).toBe(403);
    expect((await post(sender({ srutcliente: '15987654-3' }), tokens.warehouse)).statusCode).toBe(403);
  });
});
