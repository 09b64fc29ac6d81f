import { newSenderForm, newSenderRequest } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { toNewSenderRequest } from './api.ts';

describe("'Agregar remitente' sends the spec's body", () => {
  it('maps the modal form to the client with its address, and the contract takes it', () => {
    const form = newSenderForm.parse({
      empresa: 'N',
      rut: '78901234-2',
      nombre: 'Transportes del Estrecho Limitada',
      nombreCorto: 'Transportes del Estrecho',
      calle: 'Av. Colón',
      numeracion: '1020',
      restoDireccion: 'Of. 3',
      codRegion: '12',
      codComuna: '12101',
    });
    const body = toNewSenderRequest(form);
    expect(newSenderRequest.parse(body)).toEqual({
      srutcliente: '78901234-2',
      snombrecliente: 'Transportes del Estrecho Limitada',
      snombrecorto: 'Transportes del Estrecho',
      sindempresa: 'N',
      direcciones: [
        {
          scalle: 'Av. Colón',
          snumeracion: '1020',
          srestodireccion: 'Of. 3',
          scodregion: '12',
          scodcomuna: '12101',
        },
      ],
    });
  });
});
