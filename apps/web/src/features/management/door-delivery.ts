import type { RepartoManagementResponse } from '@carga/domain';
import { formatMeasure } from '../../ui/format.ts';
import { dayLabel } from './labels.ts';

// Gestión › Reparto (issue 35): the figures of the door deliveries as the card shows them.

type Day = RepartoManagementResponse['dias'][number];
type Reason = RepartoManagementResponse['motivos'][number];

/** `part` of `whole` as a percentage with one decimal at most ('33,3 %'); null when there is no whole. */
export function percentText(part: number, whole: number): string | null {
  if (whole <= 0) return null;
  return `${formatMeasure((part * 100) / whole, 1)} %`;
}

/** 'Entregadas en la primera visita: 3 de 4 (75 %)', of the RAs visited in the range. */
export function firstVisitText(visited: number, atFirst: number): string {
  const percent = percentText(atFirst, visited);
  return percent === null
    ? 'Entregadas en la primera visita: sin visitas registradas en el rango'
    : `Entregadas en la primera visita: ${atFirst} de ${visited} (${percent})`;
}

/** The bars of the chart: per route day, the stops delivered and those visited without success. */
export const DAY_SERIES = [
  { name: 'nentregadas', label: 'Entregadas', color: 'teal.6' },
  { name: 'nfallidas', label: 'Fallidas', color: 'red.6' },
] as const;

export const deliveriesPerDay = (days: readonly Day[]) =>
  days.map((d) => ({ dia: dayLabel(d.dfecha), nentregadas: d.nentregadas, nfallidas: d.nfallidas }));

/** The range's totals over its days. */
export function rangeTotals(days: readonly Day[]) {
  const sum = (pick: (d: Day) => number) => days.reduce((n, d) => n + pick(d), 0);
  return {
    rutas: sum((d) => d.nrutas),
    paradas: sum((d) => d.nparadas),
    entregadas: sum((d) => d.nentregadas),
    fallidas: sum((d) => d.nfallidas),
    pendientes: sum((d) => d.npendientes),
  };
}

/** '2 hojas de ruta, 5 paradas: 3 entregadas, 1 fallida, 1 pendiente'. */
export function totalsText(days: readonly Day[]): string {
  const t = rangeTotals(days);
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return (
    `${count(t.rutas, 'hoja de ruta', 'hojas de ruta')}, ${count(t.paradas, 'parada', 'paradas')}: ` +
    `${count(t.entregadas, 'entregada', 'entregadas')}, ${count(t.fallidas, 'fallida', 'fallidas')}, ` +
    `${count(t.pendientes, 'pendiente', 'pendientes')}`
  );
}

/** Each reason with its share of the visits without success ('50 %'). */
export function reasonShares(reasons: readonly Reason[]) {
  const total = reasons.reduce((n, r) => n + r.ncantidad, 0);
  return reasons.map((r) => ({ ...r, sporcentaje: percentText(r.ncantidad, total) ?? '—' }));
}

/** The routes table's title: the API sends the 200 most recent routes of the range. */
export const routesCaption = (days: readonly Day[], shown: number) =>
  rangeTotals(days).rutas > shown ? `Las ${shown} hojas de ruta más recientes` : 'Hojas de ruta';
