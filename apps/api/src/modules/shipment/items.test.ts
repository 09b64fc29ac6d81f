import { cargoValueTooHigh, chileToday, type documentCreate, messages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { boxes, createOfficeUser, stepOne } from '../../../test/factories.ts';
import { drivers, useTestApp, withDefaults } from '../../../test/test-app.ts';
import { receptions } from '../../db/schema.ts';

describe.each(drivers)('RA wizard steps 4 and 5 on %s', (driver) => {
  const ctx = useTestApp(driver, { office: 'oficina.scl', puq: 'oficina.puq', customer: 'cliente' }, (db) =>
    createOfficeUser(db, 'oficina.puq', 'OFIPUQ'),
  );
  const { tokens } = ctx;

  const call = withDefaults(ctx.call, '/api/Shipment');
  const newRa = async () =>
    (
      await call('POST', '/OriginAndDestinationOfCargo', { token: tokens.office, body: stepOne() })
    ).json() as number;
  const invoice = (
    overrides: Partial<z.input<typeof documentCreate>> = {},
  ): z.input<typeof documentCreate> => ({
    scodtipodocumento: 'FACTURA',
    sidentificadordocumento: '104523',
    dfecdocumento: '2026-11-02',
    sindsinvalor: 'N',
    nvalordocumento: 1250000,
    ...overrides,
  });

  it('adds, lists and deletes associated documents', async () => {
    const id = await newRa();
    const added = await call('POST', `/AssociatedDocumentation/${id}`, {
      token: tokens.office,
      body: invoice(),
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().documentoList).toEqual([
      expect.objectContaining({
        scodtipodocumento: 'FACTURA',
        sdestipodocumento: 'Factura',
        sidentificadordocumento: '104523',
        dfecdocumento: '2026-11-02',
        nvalordocumento: 1250000,
      }),
    ]);
    const withoutValue = await call('POST', `/AssociatedDocumentation/${id}`, {
      token: tokens.office,
      body: invoice({ scodtipodocumento: 'GUIA', sindsinvalor: 'S', nvalordocumento: 999 }),
    });
    expect(withoutValue.json().documentoList[1]).toMatchObject({ sindsinvalor: 'S', nvalordocumento: null });
    const listed = (await call('GET', `/AssociatedDocumentation/${id}`, { token: tokens.office })).json();
    expect(listed.documentoList).toHaveLength(2);
    expect(listed.tipoDocumentoList.length).toBeGreaterThan(2);
    const docId = listed.documentoList[0].niddocumento;
    const deleted = await call('DELETE', `/AssociatedDocumentation/${id}/${docId}`, { token: tokens.office });
    expect(deleted.json().documentoList).toHaveLength(1);
    expect(
      (await call('DELETE', `/AssociatedDocumentation/${id}/${docId}`, { token: tokens.office })).statusCode,
    ).toBe(404);
  });

  it('refuses bad documents: digits only, the CLP cap, a future date, a missing value', async () => {
    const id = await newRa();
    const tomorrow = new Date(Date.now() + 36 * 3600 * 1000);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ sidentificadordocumento: '12A' }, 'sidentificadordocumento', messages.onlyNumbers],
      [{ nvalordocumento: 10_000_000_001 }, 'nvalordocumento', cargoValueTooHigh],
      // Pesos with thousands points are pesos ('1.000' is 1000); a comma is a decimal pesos have not (issue 29).
      [{ nvalordocumento: '1,000' }, 'nvalordocumento', messages.wholeNumbersOnly],
      [{ nvalordocumento: 'mil' }, 'nvalordocumento', messages.onlyNumbers],
      [{ nvalordocumento: null }, 'nvalordocumento', messages.documentValueRequired],
      [{ dfecdocumento: chileToday(tomorrow) }, 'dfecdocumento', messages.documentDateFuture],
      [{ scodtipodocumento: '' }, 'scodtipodocumento', messages.documentTypeRequired],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', `/AssociatedDocumentation/${id}`, {
        token: tokens.office,
        body: invoice(overrides),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    expect(cargoValueTooHigh).toBe('El valor máximo es de $10.000.000.000 CLP');
    expect(
      (
        await call('POST', `/AssociatedDocumentation/${id}`, {
          token: tokens.office,
          body: invoice({ nvalordocumento: 10_000_000_000 }),
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('GET', `/AssociatedDocumentation/${id}`, { token: tokens.puq })).statusCode).toBe(403);
    expect((await call('GET', `/AssociatedDocumentation/${id}`, { token: tokens.customer })).statusCode).toBe(
      403,
    );
  });

  it('computes package measures on the server and keeps the RA totals', async () => {
    const id = await newRa();
    const first = await call('POST', `/Package/${id}`, { token: tokens.office, body: boxes() });
    expect(first.statusCode).toBe(200);
    expect(first.json().bultoList[0]).toMatchObject({
      scodtipobulto: 'CAJA',
      sdestipobulto: 'Caja',
      ncantidadbultos: 3,
      nvolumenbultom3: 0.06,
      npesovolumbulto: 19.98,
      ndensidadbulto: 200,
      nvolumentotalm3: 0.18,
      npesovolumtotal: 59.94,
      npesototalkg: 36,
      ndensidadtotal: 200,
    });
    const second = await call('POST', `/Package/${id}`, {
      token: tokens.office,
      body: boxes({
        scodtipobulto: 'PALLET',
        ncantidadbultos: 1,
        npesobultokg: 400,
        nlargocm: 120,
        nanchocm: 100,
        naltocm: 150,
      }),
    });
    expect(second.json()).toMatchObject({
      totalBultos: 4,
      totalVolumenM3: 1.98,
      totalPesoKg: 436,
      totalPesoVolumetrico: 659.34,
      totalDensidad: 220.20202,
    });
    const [ra] = await ctx.db.select().from(receptions).where(eq(receptions.nidra, id));
    expect(ra).toMatchObject({
      ncantidadbultos: 4,
      nvolumenm3: 1.98,
      npesobrutokg: 436,
      npesovolumetrico: 659.34,
      ndensidad: 220.20202,
    });

    const palletId = second.json().bultoList[1].niditem;
    const edited = await call('PUT', `/Package/${id}/${palletId}`, {
      token: tokens.office,
      body: boxes({
        scodtipobulto: 'PALLET',
        ncantidadbultos: 2,
        npesobultokg: 400,
        nlargocm: 120,
        nanchocm: 100,
        naltocm: 150,
      }),
    });
    expect(edited.json()).toMatchObject({ totalBultos: 5, totalPesoKg: 836, totalVolumenM3: 3.78 });
    const removed = await call('DELETE', `/Package/${id}/${palletId}`, { token: tokens.office });
    expect(removed.json()).toMatchObject({ totalBultos: 3, totalPesoKg: 36, totalVolumenM3: 0.18 });
    const [after] = await ctx.db.select().from(receptions).where(eq(receptions.nidra, id));
    expect(after?.ncantidadbultos).toBe(3);
    expect(
      (await call('PUT', `/Package/${id}/999999`, { token: tokens.office, body: boxes() })).statusCode,
    ).toBe(404);
  });

  it('refuses package numbers that are no numbers, units that are not whole, or no quantity', async () => {
    const id = await newRa();
    // '12,5' and '12.5' are numbers (issue 29): kg and cm take them, the units must be whole; '12a' is none.
    for (const field of ['npesobultokg', 'naltocm', 'nlargocm', 'nanchocm', 'ncantidadbultos']) {
      for (const [typed, message] of [
        ['12.500', messages.ambiguousNumber('12500', '12,5')],
        ['12a', messages.onlyNumbers],
      ] as const) {
        const response = await call('POST', `/Package/${id}`, {
          token: tokens.office,
          body: boxes({ [field]: typed }),
        });
        expect(response.statusCode, field).toBe(400);
        expect(response.json().errors).toContainEqual({ field, message });
      }
    }
    for (const typed of ['12.5', '12,5']) {
      const response = await call('POST', `/Package/${id}`, {
        token: tokens.office,
        body: boxes({ ncantidadbultos: typed }),
      });
      expect(response.json().errors).toContainEqual({
        field: 'ncantidadbultos',
        message: messages.wholeNumbersOnly,
      });
    }
    const zero = await call('POST', `/Package/${id}`, {
      token: tokens.office,
      body: boxes({ ncantidadbultos: 0 }),
    });
    expect(zero.json().errors).toContainEqual({ field: 'ncantidadbultos', message: messages.quantityMin });
    expect(
      (
        await call('POST', `/Package/${id}`, {
          token: tokens.office,
          body: boxes({ scodtipobulto: 'BARRIL' }),
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('POST', `/Package/${id}`, { token: tokens.puq, body: boxes() })).statusCode).toBe(403);
  });
});
