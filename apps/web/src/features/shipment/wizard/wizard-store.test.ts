import { beforeEach, describe, expect, it } from 'vitest';
import { canOpenStep, furthestStep, stepStatus, wizardStore } from './wizard-store.ts';

describe('wizard step flags', () => {
  beforeEach(() => localStorage.clear());

  it('marks paso1 active on opening step 1 only when neither paso1 nor paso2 is set', () => {
    wizardStore.openFirstStep();
    expect(JSON.parse(localStorage.getItem('pasos')!)).toMatchObject({ paso1: true, paso2: false });
    localStorage.setItem('pasos', JSON.stringify({ paso2: true }));
    wizardStore.openFirstStep();
    expect(wizardStore.get().pasos.paso1).toBe(false);
  });

  it('continuing marks the current step done and the next one active, persisted', () => {
    wizardStore.openFirstStep();
    wizardStore.setRa(41);
    wizardStore.completeStep(1);
    wizardStore.completeStep(2);
    const state = wizardStore.get();
    expect(state.cargoRA).toBe(41);
    expect(localStorage.getItem('cargoRA')).toBe('41');
    expect(stepStatus(state.pasos, 1, 3)).toBe('completed');
    expect(stepStatus(state.pasos, 2, 3)).toBe('completed');
    expect(stepStatus(state.pasos, 3, 3)).toBe('active');
    expect(stepStatus(state.pasos, 4, 3)).toBe('pending');
    expect(furthestStep(state)).toBe(3);
    expect(canOpenStep(state, 3)).toBe(true);
    expect(canOpenStep(state, 4)).toBe(false);
  });

  it('does not open later steps without an RA, and resuming reaches every data step', () => {
    localStorage.setItem('pasos', JSON.stringify({ paso1: true, paso2: true, paso3: true }));
    expect(canOpenStep(wizardStore.get(), 3)).toBe(false);
    expect(furthestStep(wizardStore.get())).toBe(1);
    wizardStore.resume(7);
    const state = wizardStore.get();
    expect(state.cargoRA).toBe(7);
    expect(canOpenStep(state, 6)).toBe(true);
    expect(canOpenStep(state, 7)).toBe(false);
  });

  it('leaving clears cargoRA, pasos and noTarifa, and sees a logout that cleared the storage', () => {
    wizardStore.setRa(3);
    wizardStore.setNoTarifa(true);
    expect(wizardStore.get().noTarifa).toBe(true);
    wizardStore.clear();
    expect(['cargoRA', 'pasos', 'noTarifa'].map((k) => localStorage.getItem(k))).toEqual([null, null, null]);
    wizardStore.setRa(4);
    localStorage.clear();
    expect(wizardStore.get().cargoRA).toBeNull();
  });
});
