import { FAILED_VISITS_FOR_OFFICE, type RepartoCandidate } from '@carga/domain';

// The stops of the route being planned, as the planner orders them before sending it: moved one place,
// taken out, or sorted by comuna and address as the API's 'Ordenar por comuna y dirección' does.

export type Stop = RepartoCandidate;

/**
 * The stops (deliveries or pickups) with the one at `index` moved `by` places (-1 up, +1 down); the same
 * list at an end.
 */
export function moveStop<T>(stops: T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= stops.length || target < 0 || target >= stops.length) return stops;
  const next = [...stops];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

/** The stops with this RA added at the end, or taken out when it already is one. */
export const toggleStop = (stops: Stop[], candidate: Stop): Stop[] =>
  stops.some((s) => s.nidra === candidate.nidra)
    ? stops.filter((s) => s.nidra !== candidate.nidra)
    : [...stops, candidate];

const collator = new Intl.Collator('es', { numeric: true });

/** By comuna's name, then address (numbers read as numbers: 'Calle 9' before 'Calle 10'), then RA. */
export const sortByComunaAndAddress = (stops: Stop[]): Stop[] =>
  [...stops].sort(
    (a, b) =>
      a.snomcomuna.localeCompare(b.snomcomuna, 'es') ||
      collator.compare(a.sdireccion, b.sdireccion) ||
      a.nidra - b.nidra,
  );

export interface StopTotals {
  paradas: number;
  bultos: number;
  kg: number;
  m3: number;
  acobrar: number;
}

export const stopTotals = (stops: Stop[]): StopTotals =>
  stops.reduce<StopTotals>(
    (t, s) => ({
      paradas: t.paradas + 1,
      bultos: t.bultos + s.ncantidadbultos,
      kg: t.kg + s.npesobrutokg,
      m3: t.m3 + s.nvolumenm3,
      acobrar: t.acobrar + s.nacobrar,
    }),
    { paradas: 0, bultos: 0, kg: 0, m3: 0, acobrar: 0 },
  );

/** What the stops exceed of the vehicle: a capacity of 0 (or none typed) is not checked. */
export function capacityWarnings(totals: StopTotals, capacityKg: number, capacityM3: number): string[] {
  const warnings: string[] = [];
  // Sums of decimals ('0,1 + 0,2'): a hair over is not over.
  if (capacityKg > 0 && totals.kg - capacityKg > 1e-9)
    warnings.push('Excede la capacidad de peso del vehículo');
  if (capacityM3 > 0 && totals.m3 - capacityM3 > 1e-9)
    warnings.push('Excede la capacidad de volumen del vehículo');
  return warnings;
}

/** The candidates by comuna, in the order the API lists them (by comuna's name, then RA). */
export function byComuna(candidates: Stop[]): Array<{ comuna: string; list: Stop[] }> {
  const groups = new Map<string, Stop[]>();
  for (const c of candidates) {
    const comuna = c.snomcomuna || 'Sin comuna';
    const group = groups.get(comuna);
    if (group) group.push(c);
    else groups.set(comuna, [c]);
  }
  return [...groups].map(([comuna, list]) => ({ comuna, list }));
}

/**
 * '2 visitas sin éxito', and from the third on the office's flag (issue 35): the recipient is called before
 * the RA goes out again.
 */
export const failedVisitsLine = (visits: number) =>
  visits >= FAILED_VISITS_FOR_OFFICE
    ? `${visits} visitas sin éxito: la oficina debe llamar al destinatario antes de otro intento`
    : `${visits} ${visits === 1 ? 'visita' : 'visitas'} sin éxito`;
