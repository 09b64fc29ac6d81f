import type { RepartoPickupCandidate } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import {
  declaredLine,
  pickupCount,
  pickupStateLabel,
  pickupsByComuna,
  pickupsEditable,
  pickupWindow,
  withoutPickup,
  withPickupMoved,
  withPickups,
} from './pickups.ts';

const candidate = (
  nidretiro: number,
  snomcomuna: string,
  shoradesde: string,
  sdireccion = 'Bories 100',
): RepartoPickupCandidate => ({
  nidretiro,
  snomcliente: `Cliente ${nidretiro}`,
  scontacto: 'Rosa Díaz',
  stelefono: '+56 9 8765 4321',
  sdireccion,
  scodcomuna: '',
  snomcomuna,
  shoradesde,
  shorahasta: '18:00',
  nbultos: 3,
  npesokg: 45.5,
  sdescripcion: '',
  scodoficina: 'OFIPUQ',
  nvisitasfallidas: 0,
});

const ids = (list: Array<{ nidretiro: number }>) => list.map((p) => p.nidretiro);

describe("a route's pickups (retiros)", () => {
  it('change while the route has not left the warehouse', () => {
    expect(pickupsEditable('PLANIFICADA')).toBe(true);
    expect(pickupsEditable('CARGANDO')).toBe(true);
    expect(pickupsEditable('EN_RUTA')).toBe(false);
    expect(pickupsEditable('CERRADA')).toBe(false);
  });

  it("writes the client's window, the packages declared and the count", () => {
    expect(pickupWindow('09:00', '13:00')).toBe('09:00–13:00');
    expect(pickupWindow('09:00', '')).toBe('Desde 09:00');
    expect(pickupWindow('', '13:00')).toBe('Hasta 13:00');
    expect(pickupWindow('', '')).toBe('Sin horario');
    expect(declaredLine(1)).toBe('1 bulto declarado');
    expect(declaredLine(4)).toBe('4 bultos declarados');
    expect(pickupCount(1)).toBe('1 retiro');
    expect(pickupCount(0)).toBe('0 retiros');
  });

  it('names the outcome, with the packages taken', () => {
    expect(pickupStateLabel({ sestado: 'PENDIENTE', nbultosretirados: null })).toBe('Pendiente');
    expect(pickupStateLabel({ sestado: 'RETIRADO', nbultosretirados: 3 })).toBe('Retirado (3 bultos)');
    expect(pickupStateLabel({ sestado: 'RETIRADO', nbultosretirados: 1 })).toBe('Retirado (1 bulto)');
    expect(pickupStateLabel({ sestado: 'NO_RETIRADO', nbultosretirados: null })).toBe('No retirado');
  });

  it('adds requests at the end once each, and takes one out, in visiting order', () => {
    const current = [{ nidretiro: 5 }, { nidretiro: 2 }];
    expect(withPickups(current, [9, 2, 7, 9])).toEqual([5, 2, 9, 7]);
    expect(withPickups([], [3])).toEqual([3]);
    expect(withoutPickup(current, 5)).toEqual([2]);
    expect(withoutPickup(current, 8)).toEqual([5, 2]);
  });

  it("moves a pickup one place in the visiting order ('Subir' / 'Bajar'), not past an end", () => {
    const current = [{ nidretiro: 5 }, { nidretiro: 2 }, { nidretiro: 9 }];
    expect(withPickupMoved(current, 1, -1)).toEqual([2, 5, 9]);
    expect(withPickupMoved(current, 1, 1)).toEqual([5, 9, 2]);
    expect(withPickupMoved(current, 0, -1)).toEqual([5, 2, 9]);
    expect(withPickupMoved(current, 2, 1)).toEqual([5, 2, 9]);
    expect(withPickupMoved([], 0, 1)).toEqual([]);
  });

  it("groups the day's requests by comuna without those on the route, each by its window", () => {
    const list = [
      candidate(1, 'Punta Arenas', '14:00'),
      candidate(2, 'Natales', '09:00'),
      candidate(3, 'Punta Arenas', '09:00', 'Calle 10'),
      candidate(4, 'Punta Arenas', '09:00', 'Calle 9'),
      candidate(5, '', '10:00'),
      candidate(6, 'Ñuñoa', '08:00'),
    ];
    const groups = pickupsByComuna(list, [{ nidretiro: 6 }]);
    expect(groups.map((g) => [g.comuna, ids(g.list)])).toEqual([
      ['Natales', [2]],
      ['Punta Arenas', [4, 3, 1]],
      ['Sin comuna', [5]],
    ]);
    expect(pickupsByComuna([])).toEqual([]);
  });
});
