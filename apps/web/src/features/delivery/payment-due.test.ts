import { billingMessages, type DeliveryItem, formatPesos } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { amountDue, type DeliveryRow, mustChargeFirst, unpaidRefusal } from './payment-due.ts';

const row = (extra: Partial<DeliveryRow>): DeliveryRow => ({ ...({} as DeliveryItem), nidra: 7, ...extra });

describe('Entregar and the money due', () => {
  it('charges first only an unpaid POR PAGAR RA', () => {
    expect(mustChargeFirst(row({ scondicionpago: 'PORPAGAR', nadeudado: 12_500 }))).toBe(true);
    expect(mustChargeFirst(row({ scondicionpago: 'PORPAGAR', nadeudado: 0 }))).toBe(false);
    expect(mustChargeFirst(row({ scondicionpago: 'PAGADO', nadeudado: 12_500 }))).toBe(false);
    expect(mustChargeFirst(row({ scondicionpago: null }))).toBe(false);
    expect(amountDue(row({}))).toBe(0);
  });

  it("reads the API's 409 of an unpaid delivery, and nothing else", () => {
    const message = billingMessages.unpaidDelivery(formatPesos(12_500));
    expect(unpaidRefusal(new ApiError(409, message))).toBe(message);
    expect(unpaidRefusal(new ApiError(400, message))).toBeNull();
    expect(unpaidRefusal(new ApiError(409, 'Hay bultos sin escanear'))).toBeNull();
    expect(unpaidRefusal(new Error(message))).toBeNull();
  });
});
