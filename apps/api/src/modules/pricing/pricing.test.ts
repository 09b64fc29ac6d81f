import { chileToday, messages, NO_MATCHING_TARIFF, NO_TARIFF_FOR_SINTARIFA } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conditions, createReadyRa, description } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { receptions } from '../../db/schema.ts';
import { createStaffUser, tariffPayload } from '../customer/customer.test-support.ts';

describe.each(drivers)('the price of an RA on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    {
      admin: 'admin',
      office: 'oficina.scl',
      warehouse: 'bodega.puq',
      customer: 'cliente',
      nowhere: 'sin.lugar',
    },
    (db) => createStaffUser(db, 'sin.lugar', ['CNF-TARIFAS'], { oficinas: [], bodegas: [] }),
  );
  const { tokens } = ctx;

  const price = (id: number, token = tokens.office) =>
    ctx.call('GET', `/api/Shipment/Price/${id}`, { token });
  const shipment = (method: 'POST' | 'PUT', url: string, payload: object) =>
    ctx.call(method, `/api/Shipment${url}`, { token: tokens.office, body: payload });
  const addInvoice = async (id: number, value: number) => {
    const response = await shipment('POST', `/AssociatedDocumentation/${id}`, {
      scodtipodocumento: 'FACTURA',
      sidentificadordocumento: String(100000 + value),
      dfecdocumento: '2026-01-15',
      sindsinvalor: 'N',
      nvalordocumento: value,
    });
    expect(response.statusCode).toBe(200);
  };
  const createTariff = async (overrides: Parameters<typeof tariffPayload>[0] = {}) => {
    const response = await ctx.call('POST', '/api/Customer/Tarifa', {
      token: tokens.admin,
      body: tariffPayload(overrides),
    });
    expect(response.statusCode).toBe(201);
  };

  it('prices an RA billed to its recipient from the active tariff, worked by hand', async () => {
    // RA: OFISCL → OFIPUQ, TER, LCL, GENERAL; 3 boxes of 12 kg, 30×50×40 cm; billed to Los Andes.
    const id = await createReadyRa(ctx.app, tokens.office);
    await addInvoice(id, 1_250_000);
    await addInvoice(id, 250_000);
    const imo = await shipment(
      'PUT',
      `/DescriptionAndStatusOfCargo/${id}`,
      description({ sindcargaimo: 'S' }),
    );
    expect(imo.statusCode).toBe(200);
    const before = (await price(id)).json();
    expect(before).toEqual({
      priced: false,
      scodmotivo: 'NOTARIFA',
      reason: NO_MATCHING_TARIFF,
      stored: false,
      dfecprecio: null,
      repricable: false,
      clientefacturado: { srutcliente: '77123456-9', snombrecorto: 'Los Andes', sfacturar: 'DESTI' },
    });

    // Los Andes: 500/kg, 90.000/m³, 400/kg volumetric, 5.000/package, 1.000 internal, 1,5% insurance,
    // 20% IMO, minimum 10.000. An inactive tariff and one of another vía must not count.
    await createTariff();
    await createTariff({ svia: 'AER', nvalortarifakg: 99_999 });
    const response = await price(id);
    expect(response.statusCode).toBe(200);
    // weight 36 kg × 500 = 18.000; volume 0,18 m³ × 90.000 = 16.200; volumetric 59,94 kg × 400 = 23.976;
    // packages 3 × 5.000 = 15.000 → freight 23.976 (volumetric). Internal 3 × 1.000 = 3.000.
    // IMO 20% of 23.976 = 4.795,2 → 4.795. Insurance 1,5% of 1.500.000 = 22.500. Total 54.271.
    expect(response.json()).toEqual({
      priced: true,
      tarifa: {
        nidcliente: expect.any(Number),
        srutcliente: '77123456-9',
        snombrecorto: 'Los Andes',
        scodoficinaorigen: 'OFISCL',
        scodoficinadestino: 'OFIPUQ',
        svia: 'TER',
        scodmodalidad: 'LCL',
        scodtipocarga: 'GENERAL',
        dvigenciadesde: chileToday(),
      },
      price: {
        basis: 'PESO_VOLUMETRICO',
        freight: 23_976,
        minimum: 10_000,
        internalHandling: 3_000,
        imoSurcharge: 4_795,
        insurance: 22_500,
        total: 54_271,
      },
      // An RA still in the wizard is quoted: its price is stored when it is finished.
      stored: false,
      dfecprecio: null,
      repricable: false,
      clientefacturado: { srutcliente: '77123456-9', snombrecorto: 'Los Andes', sfacturar: 'DESTI' },
    });
    // Staff anywhere on the route may see it: the destination warehouse too.
    expect((await price(id, tokens.warehouse)).json().price.total).toBe(54_271);
  });

  it('bills the sender when the RA says REMIT, and charges the minimum when it is more', async () => {
    const id = await createReadyRa(ctx.app, tokens.office);
    const remit = await shipment('PUT', `/ReceptionConditions/${id}`, conditions({ sfacturar: 'REMIT' }));
    expect(remit.statusCode).toBe(200);
    await createTariff({ srutcliente: '76086428-5', ntarifaminima: 75_000, nporcentajeseguro: 0 });
    const body = (await price(id)).json();
    expect(body.tarifa.srutcliente).toBe('76086428-5');
    expect(body.price).toEqual({
      basis: 'MINIMO',
      freight: 75_000,
      minimum: 75_000,
      internalHandling: 3_000,
      imoSurcharge: 0,
      insurance: 0,
      total: 78_000,
    });
  });

  it("names the billed client whose tariff applies, so a sender's tariff is not silently ignored (issue 29)", async () => {
    const id = await createReadyRa(ctx.app, tokens.office);
    // Only the sender has a tariff on this route: the RA bills its recipient, so none applies, and says whose.
    await createTariff({ srutcliente: '76086428-5', scodtipocarga: 'PERECIBLE' });
    const cargo = await shipment(
      'PUT',
      `/DescriptionAndStatusOfCargo/${id}`,
      description({ scodtipocarga: 'PERECIBLE' }),
    );
    expect(cargo.statusCode).toBe(200);
    expect((await price(id)).json()).toMatchObject({
      priced: false,
      reason: NO_MATCHING_TARIFF,
      clientefacturado: { srutcliente: '77123456-9', snombrecorto: 'Los Andes', sfacturar: 'DESTI' },
    });
    // Billed to the sender, the sender's tariff prices it, and the answer says so.
    const remit = await shipment('PUT', `/ReceptionConditions/${id}`, conditions({ sfacturar: 'REMIT' }));
    expect(remit.statusCode).toBe(200);
    expect((await price(id)).json()).toMatchObject({
      priced: true,
      tarifa: { srutcliente: '76086428-5', snombrecorto: 'Comercial Austral' },
      clientefacturado: { srutcliente: '76086428-5', snombrecorto: 'Comercial Austral', sfacturar: 'REMIT' },
    });
  });

  it('finds the billed client by its rut when the RA has no payer id', async () => {
    const id = await createReadyRa(ctx.app, tokens.office);
    await ctx.db.update(receptions).set({ nidpagador: null }).where(eq(receptions.nidra, id));
    expect((await price(id)).json()).toMatchObject({ priced: true, tarifa: { srutcliente: '77123456-9' } });
    await ctx.db.update(receptions).set({ srutfacturar: '11111111-1' }).where(eq(receptions.nidra, id));
    expect((await price(id)).json()).toMatchObject({
      priced: false,
      reason: messages.priceNeedsBillingClient,
    });
  });

  it('says plainly why an RA is not priced', async () => {
    const sinTarifa = await createReadyRa(ctx.app, tokens.office, { cargoType: 'SINTARIFA' });
    expect((await price(sinTarifa)).json()).toMatchObject({
      priced: false,
      scodmotivo: 'SINTARIFA',
      reason: NO_TARIFF_FOR_SINTARIFA,
    });
    const perishable = await createReadyRa(ctx.app, tokens.office, { cargoType: 'PERECIBLE' });
    expect((await price(perishable)).json()).toMatchObject({
      priced: false,
      scodmotivo: 'NOTARIFA',
      reason: NO_MATCHING_TARIFF,
    });
    const noRoute = await createReadyRa(ctx.app, tokens.office);
    await ctx.db.update(receptions).set({ scodoficinadestino: null }).where(eq(receptions.nidra, noRoute));
    expect((await price(noRoute)).json()).toMatchObject({ priced: false, reason: messages.priceNeedsRoute });
  });

  it('is for staff on the RA route: 403 to customers and to staff elsewhere, 404 for no RA', async () => {
    const id = await createReadyRa(ctx.app, tokens.office);
    const forCustomer = await price(id, tokens.customer);
    expect(forCustomer.statusCode).toBe(403);
    expect((await price(id, tokens.nowhere)).statusCode).toBe(403);
    expect((await price(999_999)).statusCode).toBe(404);
  });
});
