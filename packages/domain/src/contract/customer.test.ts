import { describe, expect, it } from 'vitest';
import { messages } from '../rules/messages.ts';
import { addressForm, clientForm, clientListQuery } from './customer.ts';
import { percentSchema, tariffForm } from './tariffs.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('the client form', () => {
  const base = {
    srutcliente: '76086428-5',
    snombrecliente: 'Comercial Austral SpA',
    snombrecorto: 'Comercial Austral',
    sprefijotelefono: '56',
    stelefono: '912345678',
  };

  it('gives a new client the spec defaults', () => {
    expect(clientForm.parse(base)).toEqual({
      ...base,
      sindclientecontr: 'N',
      sindclientecouri: 'N',
      sindproveedor: 'S',
      sindproveedorint: 'N',
      srutfacturacion: '',
      sterminoenvio: '',
      stipoentrega: '',
      sindactivo: 'S',
      semail: '',
      sindnotificar: 'N',
    });
  });

  it('takes an optional notice address, required only to receive notices', () => {
    expect(clientForm.parse({ ...base, semail: ' avisos@austral.cl ', sindnotificar: 'S' })).toMatchObject({
      semail: 'avisos@austral.cl',
      sindnotificar: 'S',
    });
    expect(firstMessage(clientForm.safeParse({ ...base, semail: 'avisos@austral' }))).toBe(
      messages.emailInvalid,
    );
    expect(firstMessage(clientForm.safeParse({ ...base, sindnotificar: 'S' }))).toBe(
      messages.notifyNeedsEmail,
    );
  });

  it('checks every rut, the billing one only when given', () => {
    expect(firstMessage(clientForm.safeParse({ ...base, srutcliente: '76.086.428-5' }))).toBe(
      messages.rutFormat,
    );
    expect(firstMessage(clientForm.safeParse({ ...base, srutcliente: '76086428-1' }))).toBe(
      messages.rutCheckDigit,
    );
    expect(firstMessage(clientForm.safeParse({ ...base, srutfacturacion: '76086428' }))).toBe(
      messages.rutFormat,
    );
    expect(clientForm.safeParse({ ...base, srutfacturacion: ' ' }).success).toBe(true);
  });

  it('wants digits in the phone prefix and the mobile', () => {
    expect(firstMessage(clientForm.safeParse({ ...base, sprefijotelefono: '' }))).toBe(
      messages.phonePrefixRequired,
    );
    expect(firstMessage(clientForm.safeParse({ ...base, stelefono: '9-123' }))).toBe(messages.onlyNumbers);
  });

  it('reads the list filters: Todos is empty, the page size is 10 to 50', () => {
    expect(clientListQuery.parse({})).toMatchObject({ cliente: '', Page: 1, PageSize: 10 });
    expect(clientListQuery.safeParse({ PageSize: '51' }).success).toBe(false);
    expect(clientListQuery.safeParse({ rut: '7608' }).success).toBe(true);
    expect(clientListQuery.safeParse({ rut: '76.08' }).success).toBe(false);
  });
});

describe('the address form', () => {
  it('limits street and rest of address to 200 characters, with the spec messages', () => {
    const form = {
      scalle: 'x'.repeat(201),
      snumeracion: '1',
      srestodireccion: 'y'.repeat(201),
      scodpostal: '6200000',
      scodregion: '12',
      scodcomuna: '12101',
    };
    const result = addressForm.safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      messages.streetTooLong,
      messages.restOfAddressTooLong,
    ]);
  });
});

describe('tariff values', () => {
  it('takes percentages from 0 to 100 with up to 2 decimals, written with a comma or a dot', () => {
    expect(percentSchema.parse('12,5')).toBe(12.5);
    expect(percentSchema.parse('0.25')).toBe(0.25);
    expect(percentSchema.parse(100)).toBe(100);
    expect(percentSchema.parse(undefined)).toBe(0);
    for (const bad of ['100,01', '1,234', '-1', 'x', '', 0.125]) {
      expect(firstMessage(percentSchema.safeParse(bad)), String(bad)).toBe(messages.percentFormat);
    }
  });

  it('refuses the same office as origin and destination', () => {
    const result = tariffForm.safeParse({
      srutcliente: '77123456-9',
      scodoficinaorigen: 'OFISCL',
      scodoficinadestino: 'OFISCL',
      svia: 'TER',
      scodmodalidad: 'LCL',
      scodtipocarga: 'GENERAL',
    });
    expect(firstMessage(result)).toBe(messages.sameOfficeAndDestination);
  });
});
