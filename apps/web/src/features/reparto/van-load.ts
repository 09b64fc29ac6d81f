import { repartoMessages as m, type RepartoRoute, type RouteState, type ScanResponse } from '@carga/domain';
import { confirmableConflict } from '../../api/conflicts.ts';

// 'Cargar vehículo': what the van holds of its route, and the departure's refusal the planner may confirm.

/** Units are scanned into the van, and it leaves, while the route is planned or being loaded. */
export const isLoadable = (state: RouteState) => state === 'PLANIFICADA' || state === 'CARGANDO';

/**
 * How the server's refusal begins for one unit and for several ('Falta cargar', 'Faltan cargar'): the
 * domain's text up to its count.
 */
const MISSING_STARTS = [1, 2].map((count) => {
  const text = m.routeUnitsMissing(count, '');
  return text.slice(0, text.indexOf(` ${count} `));
});

/**
 * A departure refused for units still at the warehouse (409): the server's message naming them, for the
 * planner to confirm; null for any other failure (its error modal).
 */
export function missingUnitsMessage(error: unknown): string | null {
  for (const start of MISSING_STARTS) {
    const message = confirmableConflict(error, start);
    if (message) return message;
  }
  return null;
}

export interface VanLoad {
  loaded: number;
  total: number;
}

/**
 * The units in the van of those to load: the last scan's answer when there is one (the server counts the
 * units at the warehouse or loaded, not those missing at the arrival), else the route's stops.
 */
export function vanLoad(route: RepartoRoute, last: ScanResponse | null): VanLoad {
  if (last) return { loaded: last.nbultosescaneados, total: last.nbultoslista };
  return route.paradas.reduce<VanLoad>(
    (sum, stop) => ({ loaded: sum.loaded + stop.ncargados, total: sum.total + stop.ncantidadbultos }),
    { loaded: 0, total: 0 },
  );
}

/** '3 de 5 bultos cargados'. */
export const loadLine = ({ loaded, total }: VanLoad) =>
  `${loaded} de ${total} ${total === 1 ? 'bulto cargado' : 'bultos cargados'}`;
