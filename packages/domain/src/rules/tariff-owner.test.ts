import { describe, expect, it } from 'vitest';
import {
  noTariffFor,
  pricedByTariffOf,
  tariffAppliedText,
  tariffOwnerOf,
  tariffOwnerText,
} from './tariff-owner.ts';

describe('whose tariff prices an RA (issue 29)', () => {
  it('names the billed client and its party', () => {
    expect(noTariffFor('Comercial Austral')).toBe('Sin tarifa para Comercial Austral');
    expect(noTariffFor('Comercial Austral', 'REMIT')).toBe('Sin tarifa para Comercial Austral (remitente)');
    expect(pricedByTariffOf('Los Andes', 'DESTI')).toBe('Precio según la tarifa de Los Andes (destinatario)');
    expect(pricedByTariffOf('Los Andes', 'OTRO')).toBe('Precio según la tarifa de Los Andes (otro cliente)');
  });

  it('tells step 2 and the tariff form that the billed client is the one whose tariff applies', () => {
    expect(tariffAppliedText('Los Andes', 'DESTI')).toBe(
      'Se aplicará la tarifa de Los Andes (destinatario): las tarifas son del cliente a quien se factura el RA.',
    );
    expect(tariffAppliedText(null, 'OTRO')).toContain('cliente a facturar');
    expect(tariffOwnerText('Comercial Austral')).toMatch(
      /^Tarifa de Comercial Austral: se aplica a los RA que se facturan a ese cliente/,
    );
    expect(tariffOwnerText(null)).toContain('por defecto, al destinatario');
  });

  it("picks the line for a price: the tariff's client, the billed client without one, or nothing", () => {
    const billed = { snombrecorto: 'Comercial Austral', sfacturar: 'REMIT' };
    expect(
      tariffOwnerOf({
        priced: true,
        tarifa: { snombrecorto: 'Comercial Austral' },
        clientefacturado: billed,
      }),
    ).toBe('Precio según la tarifa de Comercial Austral (remitente)');
    expect(tariffOwnerOf({ priced: false, scodmotivo: 'NOTARIFA', clientefacturado: billed })).toBe(
      'Sin tarifa para Comercial Austral (remitente)',
    );
    expect(tariffOwnerOf({ priced: false, scodmotivo: 'SINTARIFA', clientefacturado: billed })).toBeNull();
    expect(tariffOwnerOf({ priced: false, scodmotivo: 'NOTARIFA', clientefacturado: null })).toBeNull();
  });
});
