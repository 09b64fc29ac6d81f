import { describe, expect, it } from 'vitest';
import { arrivalCountErrors, firstArrivalCountError } from './arrival-count.ts';
import { messages } from './messages.ts';

const count = (ncantidadbultos: number, ncantidaddanada = 0, smotivodiferencia = '') => ({
  ncantidadbultos,
  ncantidaddanada,
  smotivodiferencia,
});

describe('the count of what arrived of a package line', () => {
  it('accepts a whole line, and a difference with its reason', () => {
    expect(arrivalCountErrors(count(3), 3)).toEqual({});
    expect(arrivalCountErrors(count(2, 1, 'Caja rota'), 3)).toEqual({});
    expect(firstArrivalCountError(count(3), 3)).toBeNull();
  });

  it('refuses more than dispatched', () => {
    expect(arrivalCountErrors(count(4), 3)).toEqual({ ncantidadbultos: messages.receivedOverDispatched });
  });

  it('refuses more damaged units than arrived', () => {
    expect(arrivalCountErrors(count(1, 2, 'x'), 3)).toEqual({
      ncantidaddanada: messages.damagedOverReceived,
    });
  });

  it('asks a reason for a missing or a damaged unit, a blank one being none', () => {
    expect(arrivalCountErrors(count(2), 3)).toEqual({ smotivodiferencia: messages.differenceReasonRequired });
    expect(arrivalCountErrors(count(3, 1, '  '), 3)).toEqual({
      smotivodiferencia: messages.differenceReasonRequired,
    });
  });

  it('gives every broken part, first in the order of the fields', () => {
    expect(arrivalCountErrors(count(1, 2), 3)).toEqual({
      ncantidaddanada: messages.damagedOverReceived,
      smotivodiferencia: messages.differenceReasonRequired,
    });
    expect(firstArrivalCountError(count(1, 2), 3)).toEqual(['ncantidaddanada', messages.damagedOverReceived]);
    expect(firstArrivalCountError(count(5, 0), 3)).toEqual([
      'ncantidadbultos',
      messages.receivedOverDispatched,
    ]);
  });

  it('without what was dispatched, counts only damaged units as a difference', () => {
    expect(arrivalCountErrors(count(2))).toEqual({});
    expect(arrivalCountErrors(count(2, 1))).toEqual({ smotivodiferencia: messages.differenceReasonRequired });
  });
});
