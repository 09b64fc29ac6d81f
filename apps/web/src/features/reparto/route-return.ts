import {
  FAILED_VISIT_REASONS,
  repartoMessages as m,
  pickupRouteMessages as pm,
  type RepartoRoute,
  type RouteState,
  type ScanResponse,
} from '@carga/domain';
import { ApiError } from '../../api/client.ts';

// 'Regreso y cierre': back at the warehouse, what each stop came to, the units of the stops not delivered
// scanned back, and the closing's refusal the planner may confirm.

type RouteStop = RepartoRoute['paradas'][number];

/** Units come back, and the route closes, while it is on the road. */
export const isReturning = (state: RouteState) => state === 'EN_RUTA';

export type OutcomeTone = 'delivered' | 'failed' | 'pending';

/** 'Entregado', 'No entregado: Nadie en casa' or 'Pendiente', and how it is coloured. */
export function stopOutcome(stop: Pick<RouteStop, 'sestado' | 'smotivo'>): {
  label: string;
  tone: OutcomeTone;
} {
  if (stop.sestado === 'ENTREGADO') return { label: 'Entregado', tone: 'delivered' };
  if (stop.sestado === 'PENDIENTE') return { label: 'Pendiente', tone: 'pending' };
  const reason = FAILED_VISIT_REASONS[stop.smotivo as keyof typeof FAILED_VISIT_REASONS] ?? stop.smotivo;
  return { label: reason ? `No entregado: ${reason}` : 'No entregado', tone: 'failed' };
}

const units = (count: number) => `${count} ${count === 1 ? 'bulto' : 'bultos'}`;

/**
 * What a stop has still to bring back: its units in the van when it was not delivered ('2 bultos por
 * devolver'); null for a stop delivered (nothing of it comes back).
 */
export function stopReturn(stop: Pick<RouteStop, 'sestado' | 'ncargados'>): string | null {
  if (stop.sestado === 'ENTREGADO') return null;
  return stop.ncargados > 0 ? `${units(stop.ncargados)} por devolver` : 'Sin bultos por devolver';
}

/** The units of the stops not delivered still in the van. */
export const unitsInVan = (route: RepartoRoute) =>
  route.paradas.reduce((sum, stop) => sum + (stop.sestado === 'ENTREGADO' ? 0 : stop.ncargados), 0);

export interface ReturnCount {
  back: number;
  total: number;
}

/**
 * The units of the stops not delivered back at the warehouse, of all of them: the last scan's answer when
 * there is one (the server's count), else the route's stops (those not in the van are at the warehouse).
 */
export function returnCount(route: RepartoRoute, last: ScanResponse | null): ReturnCount {
  if (last) return { back: last.nbultosescaneados, total: last.nbultoslista };
  return route.paradas.reduce<ReturnCount>(
    (sum, stop) =>
      stop.sestado === 'ENTREGADO'
        ? sum
        : { back: sum.back + stop.ncantidadbultos - stop.ncargados, total: sum.total + stop.ncantidadbultos },
    { back: 0, total: 0 },
  );
}

/** '1 de 3 bultos devueltos'; with nothing to bring back, says so. */
export const returnLine = ({ back, total }: ReturnCount) =>
  total === 0
    ? 'Ningún bulto por devolver'
    : `${back} de ${total} ${total === 1 ? 'bulto devuelto' : 'bultos devueltos'}`;

/** '1 entregada · 1 no entregada · 1 pendiente': what the stops came to. */
export function stopTally(route: RepartoRoute): string {
  const count = (state: RouteStop['sestado']) => route.paradas.filter((s) => s.sestado === state).length;
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    part(count('ENTREGADO'), 'entregada', 'entregadas'),
    part(count('NO_ENTREGADO'), 'no entregada', 'no entregadas'),
    part(count('PENDIENTE'), 'pendiente', 'pendientes'),
  ].join(' · ');
}

/**
 * The domain's refusal, for one and for several, as a pattern: its count any number and what it names
 * anything ('Quedan 2 paradas sin registrar (RA 000042, RA 000043). Confirme el cierre: …').
 */
function refusal(text: (count: number, names: string) => string): RegExp[] {
  const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [1, 2].map((count) => {
    const [before = '', after = ''] = text(count, '\u0000').split('\u0000');
    const head = literal(before).replace(` ${count} `, ' \\d+ ');
    return new RegExp(`^${head}.+${literal(after)}$`, 's');
  });
}
const STOPS_REFUSED = refusal(m.routeStopsPending);
const UNITS_REFUSED = refusal(m.routeUnitsNotBack);
const PICKUPS_REFUSED = refusal(pm.pickupsPending);

/**
 * A closing refused for stops not settled, units not scanned back or pickups not recorded (409): the server's message naming
 * them, for the planner to confirm, and whether it named the stops (the server
 * names those first, and the units still in the van are then not named); null for any other failure.
 */
export function closeConflict(error: unknown): { message: string; stops: boolean } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const { message } = error;
  if (STOPS_REFUSED.some((p) => p.test(message))) return { message, stops: true };
  if (UNITS_REFUSED.some((p) => p.test(message))) return { message, stops: false };
  // Pickups the driver did not record: closing over them asks for them again.
  if (PICKUPS_REFUSED.some((p) => p.test(message))) return { message, stops: false };
  return null;
}

/**
 * What closing over the stops also does to the units still in the van, which the server's message about
 * the stops does not name: they are left as missing. Null when none is in the van.
 */
export function vanUnitsNote(route: RepartoRoute): string | null {
  const left = unitsInVan(route);
  if (left === 0) return null;
  return left === 1
    ? 'Además, el bulto que sigue en el vehículo quedará como faltante.'
    : `Además, los ${left} bultos que siguen en el vehículo quedarán como faltantes.`;
}
