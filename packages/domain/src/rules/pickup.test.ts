import { describe, expect, it } from 'vitest';
import { canTransitionPickup, PICKUP_STATE_LABELS, PICKUP_STATES } from './pickup.ts';

describe('pickup request states', () => {
  it('goes asked for → planned → picked up → received, and annuls only before the pickup', () => {
    expect(canTransitionPickup('SOLICITADO', 'PLANIFICADO')).toBe(true);
    expect(canTransitionPickup('PLANIFICADO', 'RETIRADO')).toBe(true);
    expect(canTransitionPickup('RETIRADO', 'RECIBIDO')).toBe(true);
    expect(canTransitionPickup('PLANIFICADO', 'SOLICITADO')).toBe(true);
    expect(PICKUP_STATES.filter((s) => canTransitionPickup(s, 'ANULADO'))).toEqual([
      'SOLICITADO',
      'PLANIFICADO',
    ]);
    for (const to of PICKUP_STATES) expect(canTransitionPickup('ANULADO', to)).toBe(false);
    expect(PICKUP_STATES.filter((s) => canTransitionPickup('RECIBIDO', s))).toEqual([
      'SOLICITADO',
      'RETIRADO',
    ]);
    expect(canTransitionPickup('SOLICITADO', 'RETIRADO')).toBe(false);
  });

  it('is received at the counter straight from asked for (the customer brought the cargo)', () => {
    expect(canTransitionPickup('SOLICITADO', 'RECIBIDO')).toBe(true);
    expect(canTransitionPickup('PLANIFICADO', 'RECIBIDO')).toBe(false);
  });

  it('labels every state in Spanish', () => {
    expect(PICKUP_STATES.map((s) => PICKUP_STATE_LABELS[s])).toEqual([
      'Solicitado',
      'Planificado',
      'Retirado',
      'Recibido',
      'Anulado',
    ]);
  });
});
