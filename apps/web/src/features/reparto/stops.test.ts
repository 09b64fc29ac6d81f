import { describe, expect, it } from 'vitest';
import {
  byComuna,
  capacityWarnings,
  failedVisitsLine,
  moveStop,
  type Stop,
  sortByComunaAndAddress,
  stopTotals,
  toggleStop,
} from './stops.ts';

const stop = (nidra: number, snomcomuna: string, sdireccion: string, extra: Partial<Stop> = {}): Stop => ({
  nidra,
  snomdestinatario: `Destinatario ${nidra}`,
  stelefono: '',
  sdireccion,
  scodcomuna: '',
  snomcomuna,
  ncantidadbultos: 2,
  npesobrutokg: 24,
  nvolumenm3: 0.12,
  nacobrar: 0,
  nvisitasfallidas: 0,
  ...extra,
});

const ids = (stops: Stop[]) => stops.map((s) => s.nidra);

describe('the stops of a route being planned', () => {
  const a = stop(1, 'Punta Arenas', 'José Menéndez 820');
  const b = stop(2, 'Las Condes', 'Los Aromos 55');
  const c = stop(3, 'Punta Arenas', 'Av. España 1450');

  it('moves a stop one place, and not past either end', () => {
    expect(ids(moveStop([a, b, c], 2, -1))).toEqual([1, 3, 2]);
    expect(ids(moveStop([a, b, c], 0, 1))).toEqual([2, 1, 3]);
    expect(ids(moveStop([a, b, c], 0, -1))).toEqual([1, 2, 3]);
    expect(ids(moveStop([a, b, c], 2, 1))).toEqual([1, 2, 3]);
  });

  it('adds a checked RA at the end and takes it out when unchecked', () => {
    expect(ids(toggleStop([a], b))).toEqual([1, 2]);
    expect(ids(toggleStop([a, b, c], b))).toEqual([1, 3]);
  });

  it('sorts by comuna, then address reading its numbers, then RA (as the API does)', () => {
    expect(ids(sortByComunaAndAddress([a, b, c]))).toEqual([2, 3, 1]);
    const nine = stop(10, 'Ñuñoa', 'Irarrázaval 9');
    const ninety = stop(11, 'Ñuñoa', 'Irarrázaval 90');
    const again = stop(4, 'Ñuñoa', 'Irarrázaval 90');
    expect(ids(sortByComunaAndAddress([ninety, again, nine]))).toEqual([10, 4, 11]);
  });

  it('totals the stops and warns over a capacity given (0 is not checked)', () => {
    const due = stop(5, 'Punta Arenas', 'Bories 1', { nacobrar: 24500 });
    const totals = stopTotals([a, b, due]);
    expect(totals).toEqual({ paradas: 3, bultos: 6, kg: 72, m3: expect.closeTo(0.36, 9), acobrar: 24500 });
    expect(capacityWarnings(totals, 0, 0)).toEqual([]);
    expect(capacityWarnings(totals, 72, 0.36)).toEqual([]);
    expect(capacityWarnings(totals, 50, 0.3)).toEqual([
      'Excede la capacidad de peso del vehículo',
      'Excede la capacidad de volumen del vehículo',
    ]);
  });

  it('groups the candidates by comuna in the order listed', () => {
    const none = stop(6, '', '');
    expect(byComuna([b, a, c, none]).map((g) => [g.comuna, ids(g.list)])).toEqual([
      ['Las Condes', [2]],
      ['Punta Arenas', [1, 3]],
      ['Sin comuna', [6]],
    ]);
  });
});

describe('failedVisitsLine', () => {
  it('counts the visits, and flags the RA for the office from the third', () => {
    expect(failedVisitsLine(1)).toBe('1 visita sin éxito');
    expect(failedVisitsLine(2)).toBe('2 visitas sin éxito');
    expect(failedVisitsLine(3)).toBe(
      '3 visitas sin éxito: la oficina debe llamar al destinatario antes de otro intento',
    );
  });
});
