import { messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { clientFromDetail, clientPayload, emptyClient, validateClient } from './client-form.ts';

const filled = () => ({
  ...emptyClient(),
  srutcliente: ' 76086428-5 ',
  snombrecliente: 'Comercial Austral SpA',
  snombrecorto: 'Comercial Austral',
  sprefijotelefono: '56',
  stelefono: '912345678',
});

describe('the client form', () => {
  it('starts with the spec defaults and every required field missing', () => {
    expect(emptyClient()).toMatchObject({
      sindclientecontr: 'N',
      sindclientecouri: 'N',
      sindproveedor: 'S',
      sindproveedorint: 'N',
      sindactivo: 'S',
    });
    expect(validateClient(emptyClient())).toEqual({
      srutcliente: messages.rutRequired,
      snombrecliente: messages.nameRequired,
      snombrecorto: messages.shortNameRequired,
      sprefijotelefono: messages.phonePrefixRequired,
      stelefono: messages.mobileRequired,
    });
  });

  it('takes an optional notice address, needed only to receive notices', () => {
    expect(emptyClient()).toMatchObject({ semail: '', sindnotificar: 'N' });
    expect(validateClient({ ...filled(), sindnotificar: 'S' })).toEqual({
      semail: messages.notifyNeedsEmail,
    });
    expect(validateClient({ ...filled(), semail: 'avisos@austral' })).toEqual({
      semail: messages.emailInvalid,
    });
    expect(validateClient({ ...filled(), semail: ' avisos@austral.cl ', sindnotificar: 'S' })).toEqual({});
    expect(clientPayload({ ...filled(), semail: ' avisos@austral.cl ' }).semail).toBe('avisos@austral.cl');
  });

  it('sends trimmed text and validates with the shared messages', () => {
    expect(validateClient(filled())).toEqual({});
    expect(clientPayload(filled()).srutcliente).toBe('76086428-5');
    expect(validateClient({ ...filled(), srutcliente: '76.086.428-5' })).toEqual({
      srutcliente: messages.rutFormat,
    });
    expect(validateClient({ ...filled(), srutfacturacion: '76086428-4' })).toEqual({
      srutfacturacion: messages.rutCheckDigit,
    });
    expect(validateClient({ ...filled(), stelefono: '9 1234' })).toEqual({ stelefono: messages.onlyNumbers });
  });

  it('loads a stored client into the form', () => {
    const values = clientFromDetail({
      nidcliente: 7,
      ...clientPayload(filled()),
      sindclientecontr: 'S',
      sindclientecouri: 'N',
      sindproveedor: 'N',
      sindproveedorint: 'S',
      sindfacturacion: 'N',
      srutfacturacion: '',
      sidfactura: '',
      sterminoenvio: 'PUERTA',
      stipoentrega: '',
      sindactivo: 'N',
      ncantidaddirecciones: 1,
      ncantidadtarifas: 0,
    } as never);
    expect(values).toMatchObject({
      sindclientecontr: 'S',
      sindproveedor: 'N',
      sterminoenvio: 'PUERTA',
      sindactivo: 'N',
    });
    expect(values).not.toHaveProperty('nidcliente');
  });
});
