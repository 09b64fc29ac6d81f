import { describe, expect, it } from 'vitest';
import {
  initialPaymentValues,
  liveChange,
  toPaymentBody,
  typedPesos,
  validatePayment,
} from './payment-form.ts';

describe('Cobrar', () => {
  it('reads pesos typed the Chilean way', () => {
    expect(typedPesos('20.000')).toBe(20000);
    expect(typedPesos('$ 12.500')).toBe(12500);
    expect(typedPesos('12500')).toBe(12500);
    expect(typedPesos('12,5')).toBeNull();
    expect(typedPesos('')).toBeNull();
  });

  it('computes the change live, none until enough was received', () => {
    expect(liveChange(12500, '20.000')).toBe(7500);
    expect(liveChange(12500, '12500')).toBe(0);
    expect(liveChange(12500, '10.000')).toBeNull();
    expect(liveChange(12500, 'abc')).toBeNull();
  });

  it('asks cash for enough received, the others for their number', () => {
    const cash = { ...initialPaymentValues(), nmontorecibido: '10.000' };
    expect(validatePayment(cash, 12500).nmontorecibido).toContain('$12.500');
    expect(validatePayment({ ...cash, nmontorecibido: '' }, 12500).nmontorecibido).toBeTruthy();
    expect(validatePayment({ ...cash, nmontorecibido: '15.000' }, 12500)).toEqual({});
    const transfer = { ...initialPaymentValues(), scodmediopago: 'TRANSFERENCIA' as const };
    expect(validatePayment(transfer, 12500).sreferencia).toBe('Ingrese el número de la transacción');
    expect(validatePayment({ ...transfer, sreferencia: ' 991 ' }, 12500)).toEqual({});
  });

  it('sends exactly what is due, with what was received only for cash', () => {
    const cash = { ...initialPaymentValues(), nmontorecibido: '20.000', sreferencia: 'x' };
    expect(toPaymentBody(cash, 12500, 4)).toEqual({
      nidcaja: 4,
      scodmediopago: 'EFECTIVO',
      nmonto: 12500,
      nmontorecibido: 20000,
      sreferencia: '',
    });
    const cheque = { ...initialPaymentValues(), scodmediopago: 'CHEQUE' as const, sreferencia: ' 77 ' };
    expect(toPaymentBody(cheque, 12500, 4)).toEqual({
      nidcaja: 4,
      scodmediopago: 'CHEQUE',
      nmonto: 12500,
      sreferencia: '77',
    });
  });
});
