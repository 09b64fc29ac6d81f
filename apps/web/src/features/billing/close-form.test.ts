import type { CajaDetail } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import {
  hasDifference,
  initialCloseValues,
  methodDifference,
  toCloseBody,
  validateClose,
} from './close-form.ts';

const total = (code: string, expected: number) => ({
  scodmediopago: code,
  sdesmediopago: code,
  nesperado: expected,
  ncontado: null,
  ndiferencia: null,
});
const caja = { nidcaja: 3, totales: [total('EFECTIVO', 60000), total('TRANSFERENCIA', 12000)] } as CajaDetail;

describe('Cerrar caja', () => {
  it('starts with every count empty', () => {
    expect(initialCloseValues(caja)).toEqual({
      contado: { EFECTIVO: '', TRANSFERENCIA: '' },
      smotivodiferencia: '',
    });
  });

  it('shows each difference as counted less expected', () => {
    expect(methodDifference(60000, '59.000')).toBe(-1000);
    expect(methodDifference(60000, '60000')).toBe(0);
    expect(methodDifference(60000, '')).toBeNull();
  });

  it('asks for every count, and for the reason only when something differs', () => {
    const empty = initialCloseValues(caja);
    expect(Object.keys(validateClose(caja, empty))).toEqual(['contado.EFECTIVO', 'contado.TRANSFERENCIA']);
    const even = { contado: { EFECTIVO: '60.000', TRANSFERENCIA: '12.000' }, smotivodiferencia: '' };
    expect(hasDifference(caja, even)).toBe(false);
    expect(validateClose(caja, even)).toEqual({});
    const short = { ...even, contado: { ...even.contado, EFECTIVO: '59.000' } };
    expect(hasDifference(caja, short)).toBe(true);
    expect(validateClose(caja, short)).toEqual({ smotivodiferencia: 'Hay diferencias: indique el motivo' });
    expect(validateClose(caja, { ...short, smotivodiferencia: 'Faltan mil' })).toEqual({});
  });

  it('sends each method with what was counted', () => {
    const values = { contado: { EFECTIVO: '59.000', TRANSFERENCIA: '12000' }, smotivodiferencia: ' Faltan ' };
    expect(toCloseBody(caja, values)).toEqual({
      contado: [
        { scodmediopago: 'EFECTIVO', ncontado: 59000 },
        { scodmediopago: 'TRANSFERENCIA', ncontado: 12000 },
      ],
      smotivodiferencia: 'Faltan',
    });
  });
});
