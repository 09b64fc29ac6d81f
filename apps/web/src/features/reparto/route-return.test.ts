import {
  repartoMessages as m,
  pickupRouteMessages as pm,
  type RepartoRoute,
  type ScanResponse,
} from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import {
  closeConflict,
  isReturning,
  returnCount,
  returnLine,
  stopOutcome,
  stopReturn,
  stopTally,
  unitsInVan,
  vanUnitsNote,
} from './route-return.ts';

type RouteStop = RepartoRoute['paradas'][number];

const stop = (
  sestado: RouteStop['sestado'],
  ncantidadbultos: number,
  ncargados: number,
  smotivo: string | null = null,
) => ({ sestado, smotivo, ncantidadbultos, ncargados }) as RouteStop;
const route = (paradas: RouteStop[]) => ({ paradas }) as RepartoRoute;
const answer = (nbultosescaneados: number, nbultoslista: number) =>
  ({ nbultosescaneados, nbultoslista }) as ScanResponse;

describe('back at the warehouse with a hoja de ruta', () => {
  it("tells each stop's outcome, with the reason of a visit without success", () => {
    expect(stopOutcome(stop('ENTREGADO', 2, 0))).toEqual({ label: 'Entregado', tone: 'delivered' });
    expect(stopOutcome(stop('NO_ENTREGADO', 2, 2, 'NADIE'))).toEqual({
      label: 'No entregado: Nadie en casa',
      tone: 'failed',
    });
    expect(stopOutcome(stop('NO_ENTREGADO', 1, 1, 'RECHAZADO')).label).toBe(
      'No entregado: Rechazado por el destinatario',
    );
    expect(stopOutcome(stop('NO_ENTREGADO', 1, 1)).label).toBe('No entregado');
    expect(stopOutcome(stop('PENDIENTE', 1, 1))).toEqual({ label: 'Pendiente', tone: 'pending' });
  });

  it('names what each stop not delivered still has in the van', () => {
    expect(stopReturn(stop('ENTREGADO', 2, 0))).toBeNull();
    expect(stopReturn(stop('NO_ENTREGADO', 3, 2, 'NADIE'))).toBe('2 bultos por devolver');
    expect(stopReturn(stop('PENDIENTE', 1, 1))).toBe('1 bulto por devolver');
    expect(stopReturn(stop('NO_ENTREGADO', 3, 0, 'NADIE'))).toBe('Sin bultos por devolver');
  });

  it("counts the units back from the last scan's answer, else from the stops not delivered", () => {
    const onTheRoad = route([
      stop('ENTREGADO', 2, 0),
      stop('NO_ENTREGADO', 3, 2, 'NADIE'),
      stop('PENDIENTE', 1, 1),
    ]);
    expect(unitsInVan(onTheRoad)).toBe(3);
    expect(returnCount(onTheRoad, null)).toEqual({ back: 1, total: 4 });
    expect(returnCount(onTheRoad, answer(2, 4))).toEqual({ back: 2, total: 4 });
    expect(returnLine({ back: 1, total: 4 })).toBe('1 de 4 bultos devueltos');
    expect(returnLine({ back: 0, total: 1 })).toBe('0 de 1 bulto devuelto');
    expect(returnLine({ back: 0, total: 0 })).toBe('Ningún bulto por devolver');
    expect(stopTally(onTheRoad)).toBe('1 entregada · 1 no entregada · 1 pendiente');
    expect(stopTally(route([stop('ENTREGADO', 1, 0), stop('ENTREGADO', 1, 0)]))).toBe(
      '2 entregadas · 0 no entregadas · 0 pendientes',
    );
  });

  it('confirms a closing refused for stops not settled or units not back, nothing else', () => {
    const stops = m.routeStopsPending(2, 'RA 000042, RA 000043');
    const oneStop = m.routeStopsPending(1, 'RA 000042');
    const units = m.routeUnitsNotBack(4, 'Bulto 02/05 del RA 42, Bulto 03/05 del RA 42');
    const oneUnit = m.routeUnitsNotBack(1, 'Bulto 01/01 del RA 9');
    expect(closeConflict(new ApiError(409, stops))).toEqual({ message: stops, stops: true });
    expect(closeConflict(new ApiError(409, oneStop))).toEqual({ message: oneStop, stops: true });
    expect(closeConflict(new ApiError(409, units))).toEqual({ message: units, stops: false });
    expect(closeConflict(new ApiError(409, oneUnit))).toEqual({ message: oneUnit, stops: false });
    // The pickups the driver did not record, one or several.
    for (const pickups of [pm.pickupsPending(1, 'retiro N° 7'), pm.pickupsPending(2, 'retiros N° 7, 8')])
      expect(closeConflict(new ApiError(409, pickups))).toEqual({ message: pickups, stops: false });
    // Another conflict, the same text with another status, or not from the server: an error to show.
    expect(closeConflict(new ApiError(409, m.routeNotClosable))).toBeNull();
    expect(closeConflict(new ApiError(409, 'Queda 1 escaneo pendiente'))).toBeNull();
    expect(closeConflict(new ApiError(400, units))).toBeNull();
    expect(closeConflict(new Error(units))).toBeNull();
  });

  it('warns that closing over the stops leaves the units still in the van missing', () => {
    expect(vanUnitsNote(route([stop('PENDIENTE', 2, 2), stop('NO_ENTREGADO', 1, 1, 'NADIE')]))).toBe(
      'Además, los 3 bultos que siguen en el vehículo quedarán como faltantes.',
    );
    expect(vanUnitsNote(route([stop('PENDIENTE', 1, 1), stop('ENTREGADO', 2, 0)]))).toBe(
      'Además, el bulto que sigue en el vehículo quedará como faltante.',
    );
    expect(vanUnitsNote(route([stop('PENDIENTE', 1, 0)]))).toBeNull();
  });

  it('takes units back and closes only while the route is on the road', () => {
    expect(isReturning('EN_RUTA')).toBe(true);
    for (const state of ['PLANIFICADA', 'CARGANDO', 'CERRADA'] as const)
      expect(isReturning(state)).toBe(false);
  });
});
