import type { DestinationPackage } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { draftOf, lineErrors, onlyDigits, pendingCounts, uncountedLabel } from './package-count.ts';

const line = (over: Partial<DestinationPackage> = {}): DestinationPackage => ({
  niditem: 1,
  scodtipobulto: 'CAJA',
  sdestipobulto: 'Caja',
  ncantidadbultos: 2,
  ncantidadingresada: 2,
  ncantidadrecibida: null,
  ncantidaddanada: 0,
  ncantidadfaltante: 0,
  smotivodiferencia: '',
  npesobultokg: 10,
  nlargocm: 40,
  nanchocm: 50,
  naltocm: 30,
  nvolumenbultom3: 0.06,
  npesovolumbulto: 15,
  ...over,
});

describe('package count of Editar RA', () => {
  it('keeps digits only', () => {
    expect(onlyDigits('1a2-')).toBe('12');
  });

  it('sends nothing while nothing changed', () => {
    const lines = [line(), line({ niditem: 2, ncantidadrecibida: 1, smotivodiferencia: 'Rota' })];
    const drafts = Object.fromEntries(lines.map((l) => [l.niditem, draftOf(l)]));
    expect(pendingCounts(lines, drafts)).toEqual({ counts: [], valid: true });
  });

  it('asks a reason for a missing or damaged unit, and refuses more than dispatched', () => {
    const l = line();
    expect(lineErrors(l, { received: '1', damaged: '', reason: '' }).reason).toBe(
      'Indique el motivo de la diferencia',
    );
    expect(lineErrors(l, { received: '', damaged: '1', reason: '' }).reason).toBe(
      'Indique el motivo de la diferencia',
    );
    expect(lineErrors(l, { received: '3', damaged: '', reason: '' }).received).toBe(
      'No se pueden recibir más bultos de los despachados',
    );
    expect(lineErrors(l, { received: '1', damaged: '2', reason: 'x' }).damaged).toBe(
      'Los bultos dañados no pueden ser más que los recibidos',
    );
  });

  it('sends the changed line with what arrived', () => {
    const second = line({ niditem: 2 });
    const lines = [line(), second];
    const drafts = { 1: { received: '1', damaged: '', reason: ' Caja extraviada ' }, 2: draftOf(second) };
    expect(pendingCounts(lines, drafts)).toEqual({
      counts: [{ niditem: 1, ncantidadbultos: 1, ncantidaddanada: 0, smotivodiferencia: 'Caja extraviada' }],
      valid: true,
    });
  });

  it('names a line nobody counted by its RA and package type', () => {
    expect(uncountedLabel({ nidra: 12, niditem: 3, sdestipobulto: 'Pallet', ncantidaddespachada: 2 })).toBe(
      'RA 12 · Pallet (2 despachados)',
    );
    expect(uncountedLabel({ nidra: 5, niditem: 4, sdestipobulto: 'Caja', ncantidaddespachada: 1 })).toBe(
      'RA 5 · Caja (1 despachado)',
    );
  });

  it('leaves an uncounted line empty until someone counts it', () => {
    expect(draftOf(line()).received).toBe('');
    expect(draftOf(line({ ncantidadrecibida: 2 })).received).toBe('2');
  });
});
