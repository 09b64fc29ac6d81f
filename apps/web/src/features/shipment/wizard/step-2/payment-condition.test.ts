import type { ClientCredit } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import {
  type ConditionsWithPayment,
  ctacteRefused,
  initialCondition,
  reproposedCondition,
} from './payment-condition.ts';

const credit = (sindctacte: 'S' | 'N'): ClientCredit => ({
  nidcliente: 5,
  srutcliente: '76543210-3',
  snombrecliente: 'Comercial Austral',
  sindctacte,
  nlimitecredito: 500_000,
  ndiaspago: 30,
  nsaldo: 0,
  sindexcedido: 'N',
});
const data = (scondicionpago: string | null, credito: ClientCredit | null) =>
  ({ ra: { scondicionpago }, credito }) as unknown as ConditionsWithPayment;

describe("step 2's condition of payment", () => {
  it("keeps the server's condition, or proposes one from the billing party and the payer", () => {
    expect(initialCondition(data('PAGADO', credit('S')), 'DESTI')).toBe('PAGADO');
    expect(initialCondition(data(null, null), 'DESTI')).toBe('PORPAGAR');
    expect(initialCondition(data(null, null), 'REMIT')).toBe('PAGADO');
    expect(initialCondition(data(null, credit('S')), 'REMIT')).toBe('CTACTE');
    expect(initialCondition(data('OTRA', null), 'OTRO')).toBe('PAGADO');
  });

  it('proposes again when who pays changes, and offers cuenta corriente unless the payer has none', () => {
    expect(reproposedCondition('REMIT', credit('S'))).toBe('CTACTE');
    expect(reproposedCondition('DESTI', credit('N'))).toBe('PORPAGAR');
    expect(ctacteRefused(credit('N'))).toBe(true);
    expect(ctacteRefused(credit('S'))).toBe(false);
    expect(ctacteRefused(null)).toBe(false);
  });
});
