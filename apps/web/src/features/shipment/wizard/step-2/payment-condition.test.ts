import type { ReceptionConditionsResponse } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { ctacteRefused, proposedCondition, storedCondition, storedPayerCredit } from './payment-condition.ts';

const ra = (scondicionpago: string | null) => ({ scondicionpago }) as ReceptionConditionsResponse['ra'];

describe("step 2's condition of payment", () => {
  it('keeps the condition saved; an RA never saved (or before issue 33) has none', () => {
    expect(storedCondition(ra('PORPAGAR'))).toBe('PORPAGAR');
    expect(storedCondition(ra(null))).toBeNull();
    expect(storedCondition(ra('OTRA'))).toBeNull();
  });

  it("reads the stored payer's cuenta corriente, or its absence, from step 2's answer", () => {
    const over = storedPayerCredit({ nsaldo: 600_000, nlimitecredito: 500_000, sindexcedido: 'S' });
    expect(over).toEqual({ sindctacte: 'S', nsaldo: 600_000, nlimitecredito: 500_000, sindexcedido: 'S' });
    expect(storedPayerCredit(null).sindctacte).toBe('N');
  });

  it('proposes from the billing party and the payer, and offers cuenta corriente unless the payer has none', () => {
    const ctacte = storedPayerCredit({ nsaldo: 0, nlimitecredito: 1, sindexcedido: 'N' });
    const plain = storedPayerCredit(null);
    expect(proposedCondition('REMIT', ctacte)).toBe('CTACTE');
    expect(proposedCondition('DESTI', plain)).toBe('PORPAGAR');
    expect(proposedCondition('OTRO', null)).toBe('PAGADO');
    expect(ctacteRefused(plain)).toBe(true);
    expect(ctacteRefused(ctacte)).toBe(false);
    expect(ctacteRefused(null)).toBe(false);
  });
});
