import { chileToday, pickupMessages as m, messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import {
  addressOf,
  initialPickupValues,
  type PickupValues,
  toPickupBody,
  validatePickup,
} from './pickup-form.ts';

const tomorrow = () => {
  const d = new Date(`${chileToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

const filled = (overrides: Partial<PickupValues> = {}): PickupValues => ({
  ...initialPickupValues(tomorrow(), 'OFISCL'),
  nidcliente: '7',
  sdireccion: 'Av. España 1450',
  scodcomuna: '12101',
  scontacto: 'Ana Díaz',
  stelefono: '+56 9 1234 5678',
  nbultos: 2,
  npesokg: 12.5,
  ...overrides,
});

describe('the pickup form', () => {
  it('builds the body: the client only from staff, an empty weight as 0', () => {
    expect(toPickupBody(filled({ npesokg: '' }), true)).toMatchObject({
      nidcliente: 7,
      npesokg: 0,
      nbultos: 2,
    });
    expect(toPickupBody(filled(), false)).not.toHaveProperty('nidcliente');
    expect(validatePickup(filled(), true)).toEqual({});
    expect(validatePickup(filled({ nidcliente: null }), false)).toEqual({});
  });

  it("answers with the contract's Spanish messages on their fields", () => {
    expect(validatePickup(filled({ nidcliente: null }), true)).toEqual({ nidcliente: m.clientRequired });
    expect(validatePickup(filled({ dfecha: '2020-01-01' }), true)).toEqual({ dfecha: m.dayPast });
    expect(validatePickup(filled({ shoradesde: '14:00', shorahasta: '09:00' }), true)).toEqual({
      shorahasta: m.windowOrder,
    });
    expect(validatePickup(filled({ nbultos: 0 }), true)).toEqual({ nbultos: m.packagesInvalid });
    expect(validatePickup(filled({ scodcomuna: null, scodoficina: null }), false)).toEqual({
      scodcomuna: m.comunaRequired,
      scodoficina: m.officeRequired,
    });
    expect(validatePickup(filled({ scontacto: 'a\u0000' }), true)).toEqual({
      scontacto: messages.forbiddenCharacters,
    });
  });

  it("fills the address from the client's first one", () => {
    const address = {
      scalle: 'Los Aromos',
      snumeracion: '55',
      srestodireccion: 'Depto. 41',
      scodcomuna: '13114',
      sdescomuna: 'Las Condes',
      scodregion: '13',
      sdesregion: 'Metropolitana',
      scodpostal: '0',
    };
    const client = {
      nidcliente: 1,
      srutcliente: '1-9',
      snombrecliente: 'X',
      snombrecorto: 'X',
      direcciones: [address],
    };
    expect(addressOf(client)).toEqual({ sdireccion: 'Los Aromos 55 Depto. 41', scodcomuna: '13114' });
    expect(addressOf({ ...client, direcciones: [] })).toBeNull();
  });
});

describe('the list', () => {
  it('says what was declared, without a weight when none was', async () => {
    const { declared } = await import('./PickupList.tsx');
    const row = { nbultos: 3, npesokg: 45.5 } as Parameters<typeof declared>[0];
    expect(declared(row)).toBe('3 bultos, 45,5 kg');
    expect(declared({ ...row, nbultos: 1, npesokg: 0 })).toBe('1 bulto');
  });
});
