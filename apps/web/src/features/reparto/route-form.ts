import { type RepartoRouteRequest, repartoRouteRequest } from '@carga/domain';
import { zodResolver } from '../../ui/zod-resolver.ts';
import type { Stop } from './stops.ts';

// 'Nueva hoja de ruta': what the planner types and checks, and the body of POST /Reparto/HojaRuta built
// from it; the contract's schema checks it with its Spanish messages before the server does.

export interface RouteValues {
  /** 'yyyy-mm-dd'; '' when cleared. */
  dfecha: string;
  /** The driver's user id as the select holds it. */
  nidconductor: string | null;
  spatente: string;
  /** The capacities as the number inputs hold them ('' when empty: not checked). */
  ncapacidadkg: number | string;
  ncapacidadm3: number | string;
  /** The RAs checked, in visiting order. */
  paradas: Stop[];
}

export const initialRouteValues = (day: string): RouteValues => ({
  dfecha: day,
  nidconductor: null,
  spatente: '',
  ncapacidadkg: '',
  ncapacidadm3: '',
  paradas: [],
});

/** A capacity as typed: empty is 0 (not checked). */
export const capacityOf = (typed: number | string) => (typed === '' ? 0 : Number(typed));

export const toRouteBody = (values: RouteValues, warehouse: string): RepartoRouteRequest => ({
  scodbodega: warehouse,
  dfecha: values.dfecha,
  nidconductor: values.nidconductor ? Number(values.nidconductor) : 0,
  spatente: values.spatente,
  ncapacidadkg: capacityOf(values.ncapacidadkg),
  ncapacidadm3: capacityOf(values.ncapacidadm3),
  nidras: values.paradas.map((s) => s.nidra),
});

const validateBody = zodResolver(repartoRouteRequest);

/** The contract's messages on the form's fields; those of the stops (nidras) under the stops' list. */
export function validateRoute(values: RouteValues, warehouse: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(validateBody(toRouteBody(values, warehouse)))) {
    const key = field.startsWith('nidras') ? 'paradas' : field;
    if (!(key in errors)) errors[key] = message;
  }
  return errors;
}
