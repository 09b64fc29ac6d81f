import { messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { bearer, drivers, useTestApp } from '../../../test/test-app.ts';

describe.each(drivers)('lookups on %s', (driver) => {
  const ctx = useTestApp(driver, { staff: 'oficina.scl', customer: 'cliente' });
  const { tokens } = ctx;

  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('lists the offices and warehouses with the spec field names', async () => {
    const offices = (await get('/api/Office', tokens.staff)).json();
    expect(offices.map((o: { scodoficina: string }) => o.scodoficina)).toEqual(['OFIPUQ', 'OFISCL']);
    expect(Object.keys(offices[0]).sort()).toEqual([
      'scodoficina',
      'sdireccion',
      'sindactivo',
      'snomoficina',
    ]);
    const storages = (await get('/api/Storage', tokens.staff)).json();
    expect(storages).toContainEqual(
      expect.objectContaining({ scodbodega: 'BDPUQ', snombodega: 'Bodega Punta Arenas' }),
    );
  });

  it("lists Chile's 16 regions and 346 communes, each commune with its region", async () => {
    const regions = (await get('/api/Shipment/Region', tokens.staff)).json();
    expect(regions).toHaveLength(16);
    expect(regions).toContainEqual({ scodregion: '16', snomregion: 'Ñuble' });
    const cities = (await get('/api/Shipment/City', tokens.staff)).json();
    expect(cities).toHaveLength(346);
    expect(cities).toContainEqual({ scodciudad: '13120', snomciudad: 'Ñuñoa', scodregion: '13' });
    expect(cities).toContainEqual({ scodciudad: '12101', snomciudad: 'Punta Arenas', scodregion: '12' });
    const regionCodes = new Set(regions.map((r: { scodregion: string }) => r.scodregion));
    expect(cities.every((c: { scodregion: string }) => regionCodes.has(c.scodregion))).toBe(true);
    // Spanish order: Ñuñoa among the N, not after Zapallar.
    const names = cities.map((c: { snomciudad: string }) => c.snomciudad);
    expect(names.indexOf('Ñuñoa')).toBeLessThan(names.indexOf('Zapallar'));
    expect(names.indexOf('Ñuñoa')).toBeLessThan(names.indexOf('Olmué'));
  });

  it('answers 401 without a token and 403 to a customer on a staff call', async () => {
    const anonymous = await get('/api/Office');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: messages.unauthenticated });
    const forbidden = await get('/api/Shipment/City', tokens.customer);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: messages.forbidden });
    expect((await get('/api/Office', 'not-a-jwt')).statusCode).toBe(401);
  });

  it('lets a customer read the offices and warehouses, to name the places of its cargo', async () => {
    const offices = await get('/api/Office', tokens.customer);
    expect(offices.statusCode).toBe(200);
    expect(offices.json()).toContainEqual(
      expect.objectContaining({ scodoficina: 'OFISCL', snomoficina: 'Santiago' }),
    );
    const warehouses = await get('/api/Storage', tokens.customer);
    expect(warehouses.statusCode).toBe(200);
    expect(warehouses.json()).toContainEqual(
      expect.objectContaining({ scodbodega: 'BDPUQ', snombodega: 'Bodega Punta Arenas' }),
    );
  });
});
