import { repartoMessages as m, type RepartoRoute, type ScanResponse } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { isLoadable, loadLine, missingUnitsMessage, vanLoad } from './van-load.ts';

const stop = (ncantidadbultos: number, ncargados: number) =>
  ({ ncantidadbultos, ncargados }) as RepartoRoute['paradas'][number];
const route = (paradas: RepartoRoute['paradas']) => ({ paradas }) as RepartoRoute;
const answer = (nbultosescaneados: number, nbultoslista: number) =>
  ({ nbultosescaneados, nbultoslista }) as ScanResponse;

describe('loading the van of a hoja de ruta', () => {
  it('names the units missing from a refused departure, one or several', () => {
    const one = m.routeUnitsMissing(1, 'Bulto 03/03 del RA 7');
    const several = m.routeUnitsMissing(
      3,
      'Bulto 01/02 del RA 7, Bulto 02/02 del RA 7, Bulto 01/01 del RA 9',
    );
    expect(missingUnitsMessage(new ApiError(409, one))).toBe(one);
    expect(missingUnitsMessage(new ApiError(409, several))).toBe(several);
    // Another conflict, or the same text with another status, is an error to show, not to confirm.
    expect(missingUnitsMessage(new ApiError(409, m.routeNotDepartable))).toBeNull();
    expect(missingUnitsMessage(new ApiError(400, one))).toBeNull();
    expect(missingUnitsMessage(new Error(one))).toBeNull();
  });

  it("counts the van from the last scan's answer, else from the route's stops", () => {
    const planned = route([stop(2, 2), stop(3, 1)]);
    expect(vanLoad(planned, null)).toEqual({ loaded: 3, total: 5 });
    expect(vanLoad(planned, answer(4, 4))).toEqual({ loaded: 4, total: 4 });
    expect(loadLine({ loaded: 3, total: 5 })).toBe('3 de 5 bultos cargados');
    expect(loadLine({ loaded: 0, total: 1 })).toBe('0 de 1 bulto cargado');
  });

  it('loads while the route is planned or loading, not once it left', () => {
    expect(isLoadable('PLANIFICADA')).toBe(true);
    expect(isLoadable('CARGANDO')).toBe(true);
    expect(isLoadable('EN_RUTA')).toBe(false);
    expect(isLoadable('CERRADA')).toBe(false);
  });
});
