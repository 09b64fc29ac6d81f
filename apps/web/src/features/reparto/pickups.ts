import type { PickupStopState, RepartoPickupCandidate, RepartoPickupStop, RouteState } from '@carga/domain';
import { moveStop } from './stops.ts';

// The pickups (retiros) of a hoja de ruta as the planner and the driver read them: the client's window, the
// packages declared, the stop's outcome, and the planner's changes to the route's set (added at the end,
// taken out, moved up or down), sent whole as the API takes them.

/** Pickups are added to a route, or taken off it, while it has not left the warehouse. */
export const pickupsEditable = (state: RouteState) => state === 'PLANIFICADA' || state === 'CARGANDO';

/** '09:00–13:00', the window the client waits in; one end alone when the other is missing. */
export const pickupWindow = (from: string, to: string) =>
  from && to ? `${from}–${to}` : from ? `Desde ${from}` : to ? `Hasta ${to}` : 'Sin horario';

/** '3 bultos declarados'. */
export const declaredLine = (count: number) =>
  `${count} ${count === 1 ? 'bulto declarado' : 'bultos declarados'}`;

/** '2 retiros'. */
export const pickupCount = (count: number) => `${count} ${count === 1 ? 'retiro' : 'retiros'}`;

const STATE_LABELS: Record<PickupStopState, string> = {
  PENDIENTE: 'Pendiente',
  RETIRADO: 'Retirado',
  NO_RETIRADO: 'No retirado',
};

export const STATE_COLORS: Record<PickupStopState, string> = {
  PENDIENTE: 'blue',
  RETIRADO: 'teal',
  NO_RETIRADO: 'red',
};

/** 'Pendiente', 'Retirado (3 bultos)' or 'No retirado'. */
export function pickupStateLabel(stop: Pick<RepartoPickupStop, 'sestado' | 'nbultosretirados'>): string {
  const label = STATE_LABELS[stop.sestado];
  const taken = stop.nbultosretirados;
  if (stop.sestado !== 'RETIRADO' || taken === null) return label;
  return `${label} (${taken} ${taken === 1 ? 'bulto' : 'bultos'})`;
}

/** The route's pickups in visiting order with these requests added at the end (those already on it once). */
export function withPickups(current: Array<{ nidretiro: number }>, added: number[]): number[] {
  const ids = current.map((p) => p.nidretiro);
  const seen = new Set(ids);
  for (const id of added) {
    if (seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
  }
  return ids;
}

/** The route's pickups in visiting order without this request. */
export const withoutPickup = (current: Array<{ nidretiro: number }>, id: number): number[] =>
  current.map((p) => p.nidretiro).filter((n) => n !== id);

/** The route's pickups in visiting order with the one at `index` moved `by` places ('Subir' / 'Bajar'). */
export const withPickupMoved = (current: Array<{ nidretiro: number }>, index: number, by: -1 | 1): number[] =>
  moveStop(
    current.map((p) => p.nidretiro),
    index,
    by,
  );

const collator = new Intl.Collator('es', { numeric: true });

/**
 * The day's requests not yet on the route, by comuna (its name; 'Sin comuna' last), each comuna's by the
 * start of its window, then address.
 */
export function pickupsByComuna(
  candidates: RepartoPickupCandidate[],
  onRoute: Array<{ nidretiro: number }> = [],
): Array<{ comuna: string; list: RepartoPickupCandidate[] }> {
  const taken = new Set(onRoute.map((p) => p.nidretiro));
  const groups = new Map<string, RepartoPickupCandidate[]>();
  for (const c of candidates) {
    if (taken.has(c.nidretiro)) continue;
    const comuna = c.snomcomuna || '';
    const group = groups.get(comuna);
    if (group) group.push(c);
    else groups.set(comuna, [c]);
  }
  return [...groups]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b, 'es')))
    .map(([comuna, list]) => ({
      comuna: comuna || 'Sin comuna',
      list: list.sort(
        (a, b) =>
          a.shoradesde.localeCompare(b.shoradesde) ||
          collator.compare(a.sdireccion, b.sdireccion) ||
          a.nidretiro - b.nidretiro,
      ),
    }));
}
