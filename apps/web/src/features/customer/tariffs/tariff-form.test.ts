import { chileToday, messages, tariffUpdate } from '@carga/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { distinctByRut, suggestionLabel } from '../addresses/ClientRutInput.tsx';
import { storedTariff, storeTariff } from './selection.ts';
import {
  emptyTariff,
  tariffFromDetail,
  tariffPayload,
  tariffUpdatePayload,
  validateTariff,
  validFromError,
} from './tariff-form.ts';

const key = {
  srutcliente: '77123456-9',
  scodoficinaorigen: 'OFISCL',
  scodoficinadestino: 'OFIPUQ',
  svia: 'TER',
  scodmodalidad: 'LCL',
  scodtipocarga: 'GENERAL',
};

afterEach(() => localStorage.clear());

describe('the tariff form', () => {
  it('starts at 0 and active, and needs the key', () => {
    expect(emptyTariff()).toMatchObject({ nvalortarifakg: '0', nporcentajeseguro: '0', sindvigente: 'S' });
    expect(validateTariff(emptyTariff())).toEqual({
      srutcliente: messages.rutRequired,
      scodoficinaorigen: messages.officeRequired,
      scodoficinadestino: messages.officeRequired,
      svia: messages.viaRequired,
      scodmodalidad: messages.modalityRequired,
      scodtipocarga: messages.tariffTypeRequired,
    });
  });

  it("takes whole numbers for amounts ('Sólo se admiten números') and decimals for percentages", () => {
    const v = { ...emptyTariff(), ...key };
    expect(validateTariff({ ...v, nvalortarifakg: ' 1500 ', nporcentajeseguro: '1,25' })).toEqual({});
    // Pesos as Chileans type them (issue 29): '1.500' is 1500; a comma is a decimal pesos have not.
    expect(validateTariff({ ...v, nvalortarifakg: '1.500' })).toEqual({});
    expect(validateTariff({ ...v, nvalortarifakg: '1,5', ntarifaminima: '' })).toEqual({
      nvalortarifakg: messages.wholeNumbersOnly,
      ntarifaminima: messages.onlyNumbers,
    });
    expect(validateTariff({ ...v, nporcentajecargaimo: '150' })).toEqual({
      nporcentajecargaimo: messages.percentFormat,
    });
    expect(tariffPayload({ ...v, nvalortarifakg: ' 1500 ' }).nvalortarifakg).toBe('1500');
  });

  it('shows stored percentages with a decimal comma', () => {
    const values = tariffFromDetail({
      ...key,
      nidcliente: 3,
      snombrecliente: 'Los Andes Ltda',
      snombrecorto: 'Los Andes',
      nvalortarifakg: 500,
      nvalortarifam3: 0,
      nvalorpesovolum: 0,
      nvalorcantidad: 0,
      nvalorcantinterno: 0,
      nporcentajeseguro: 1.5,
      nporcentajecargaimo: 0,
      ntarifaminima: 0,
      sindvigente: 'N',
      nidusuario: 1,
    });
    expect(values).toMatchObject({ nvalortarifakg: '500', nporcentajeseguro: '1,5', sindvigente: 'N' });
  });

  it("keeps the selected key under 'tarifa' and ignores anything else there", () => {
    expect(storedTariff()).toBeNull();
    storeTariff({ nidcliente: 3, ...key });
    expect(JSON.parse(localStorage.getItem('tarifa') ?? '')).toMatchObject({ nidcliente: 3, svia: 'TER' });
    const { srutcliente: _, ...codes } = key;
    expect(storedTariff()).toEqual({ nidcliente: 3, ...codes });
    localStorage.setItem('tarifa', '{"nidcliente":"x"}');
    expect(storedTariff()).toBeNull();
    storeTariff(null);
    expect(localStorage.getItem('tarifa')).toBeNull();
  });
});

describe('client suggestions', () => {
  it("are distinct by rut and read 'rut - short name'", () => {
    const a = { id: 1, rut: '1-9', shortName: 'Uno', fullName: 'Uno SpA' };
    const b = { id: 2, rut: '2-7', shortName: 'Dos', fullName: 'Dos SpA' };
    expect(distinctByRut([a, b, { ...a, id: 3 }])).toEqual([a, b]);
    expect(suggestionLabel(a)).toBe('1-9 - Uno');
  });
});

describe("a tariff's new version", () => {
  it("starts today or later, dd/MM/yyyy shown and 'yyyy-MM-dd' sent", () => {
    expect(validFromError('2026-11-22', '2026-11-22')).toBeNull();
    expect(validFromError('2026-12-01', '2026-11-22')).toBeNull();
    expect(validFromError('', '2026-11-22')).toBeNull();
    expect(validFromError('2026-11-21', '2026-11-22')).toBe(messages.validFromPast);
    expect(validFromError('22/11/2026', '2026-11-22')).toBe(messages.validFromInvalid);
  });

  it('sends dvigenciadesde with the values and the client, and leaves it out when cleared', () => {
    const values = { ...emptyTariff(), ...key, nvalortarifakg: ' 120 ' };
    const body = tariffUpdatePayload(values, 7, '2026-12-01');
    expect(body).toMatchObject({ nidcliente: 7, dvigenciadesde: '2026-12-01', nvalortarifakg: '120' });
    expect(tariffUpdate.safeParse({ ...body, dvigenciadesde: chileToday() }).success).toBe(true);
    expect(tariffUpdatePayload(values, 7, '')).not.toHaveProperty('dvigenciadesde');
  });
});
