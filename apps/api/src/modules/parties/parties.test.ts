import { messages } from '@carga/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, drivers, login, type TestApp } from '../../../test/test-app.ts';

describe.each(drivers)('senders, recipients and agents on %s', (driver) => {
  let app: TestApp;
  let office: string;
  let customer: string;
  let warehouse: string;
  beforeAll(async () => {
    app = await createTestApp(driver);
    office = (await login(app, 'oficina.scl')).accessToken;
    customer = (await login(app, 'cliente')).accessToken;
    warehouse = (await login(app, 'bodega.scl')).accessToken;
  });
  afterAll(() => app.close());

  const get = (url: string, token = office) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  const sender = (overrides: Record<string, unknown> = {}) => ({
    empresa: 'S',
    rut: '78901234-2',
    nombre: 'Transportes del Estrecho Limitada',
    nombreCorto: 'Transportes del Estrecho',
    calle: 'Av. Colón',
    numeracion: '1020',
    restoDireccion: '',
    codRegion: '12',
    codComuna: '12101',
    ...overrides,
  });
  const post = (payload: object, token = office) =>
    app.inject({ method: 'POST', url: '/api/Customer/sender', headers: bearer(token), payload });

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
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ nombre: '' }, 'nombre', messages.nameRequired],
      [{ nombreCorto: '' }, 'nombreCorto', messages.shortNameRequired],
      [{ rut: '' }, 'rut', messages.rutRequired],
      [{ rut: '78.901.234-2' }, 'rut', messages.rutFormat],
      [{ calle: '' }, 'calle', messages.streetRequired],
      [{ numeracion: '' }, 'numeracion', messages.numberRequired],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await post(sender({ rut: '15987654-3', ...overrides }));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    const wrongRegion = await post(sender({ rut: '15987654-3', codRegion: '13' }));
    expect(wrongRegion.statusCode).toBe(400);
    expect(wrongRegion.json().message).toBe(messages.communeNotInRegion);
  });

  it('is for staff who register cargo: 403 to customers and warehouse staff', async () => {
    expect((await get('/Customer/sender?rut=7', customer)).statusCode).toBe(403);
    expect((await post(sender({ rut: '15987654-3' }), customer)).statusCode).toBe(403);
    expect((await post(sender({ rut: '15987654-3' }), warehouse)).statusCode).toBe(403);
  });
});
