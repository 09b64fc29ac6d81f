import { LIMITS } from '../rules/limits.ts';
import { isPlate, normalizePlate } from '../rules/plates.ts';
import {
  FAILED_VISIT_REASONS,
  repartoMessages as m,
  ROUTE_MAX_STOPS,
  ROUTE_STATES,
  STOP_STATES,
} from '../rules/reparto.ts';
import { doorPayment } from './billing.ts';
import { bodyId, flag, isoDay, pathId, warehouseCode } from './common.ts';
import { deliveryRequest } from './delivery.ts';
import { repartoPickupStop } from './pickup-route.ts';
import * as z from './zod.ts';

// Issue 35: 'Destino / Reparto' (DEST-REPARTO) — the hojas de ruta of a destination warehouse.

const day = isoDay(m.dayInvalid);

const capacity = z.coerce
  .number({ error: m.capacityInvalid })
  .min(0, m.capacityInvalid)
  .max(1_000_000, m.capacityInvalid);

/** The RAs of a route in the order the van visits them; none for a route of pickups only (retiros). */
const stopList = z
  .array(bodyId(m.raInvalid), { error: m.stopsRequired })
  .max(ROUTE_MAX_STOPS, m.stopsTooMany)
  .refine((ids) => new Set(ids).size === ids.length, m.stopsRepeated);

export const repartoWarehouseQuery = z.object({ codigoBodega: warehouseCode });

export const repartoRoutesQuery = z.object({ codigoBodega: warehouseCode, fecha: day.optional() });

export const repartoRouteParams = z.object({ id: pathId(m.routeNotFound) });

/** A new hoja de ruta: the day, the driver, the vehicle and its capacity, the RAs in order. */
export const repartoRouteRequest = z.object({
  scodbodega: z
    .string({ error: m.warehouseRequired })
    .trim()
    .min(1, m.warehouseRequired)
    .max(LIMITS.placeCode),
  dfecha: day,
  nidconductor: bodyId(m.driverRequired),
  spatente: z
    .string({ error: m.plateRequired })
    .transform(normalizePlate)
    .superRefine((value, ctx) => {
      if (isPlate(value, 'truck')) return;
      ctx.addIssue({ code: 'custom', message: value ? m.plateFormat : m.plateRequired });
    }),
  ncapacidadkg: capacity.default(0),
  ncapacidadm3: capacity.default(0),
  nidras: stopList,
});
export type RepartoRouteRequest = z.infer<typeof repartoRouteRequest>;

/** The stops of a planned route, again, in their new order (added, taken out, moved). */
export const repartoStopsRequest = z.object({ nidras: stopList });

/** An RA waiting at the warehouse for delivery at the door, as the planner picks it. */
export const repartoCandidate = z.object({
  nidra: z.number(),
  snomdestinatario: z.string(),
  stelefono: z.string(),
  sdireccion: z.string(),
  scodcomuna: z.string(),
  snomcomuna: z.string(),
  ncantidadbultos: z.number(),
  npesobrutokg: z.number(),
  nvolumenm3: z.number(),
  /** What the driver collects at the door (a POR PAGAR RA not paid yet); 0 otherwise. */
  nacobrar: z.number(),
  /** Visits without success so far; from FAILED_VISITS_FOR_OFFICE on the office calls the recipient first. */
  nvisitasfallidas: z.number(),
});
export type RepartoCandidate = z.infer<typeof repartoCandidate>;

export const repartoCandidatesResponse = z.object({ list: z.array(repartoCandidate) });

export const repartoStop = repartoCandidate.extend({
  nidparada: z.number(),
  norden: z.number(),
  sestado: z.enum(STOP_STATES),
  smotivo: z.string().nullable(),
  /** The RA's units in the van (scanned onto the route). */
  ncargados: z.number(),
  /** What the driver collected at this door (a payment not reversed); 0 otherwise. */
  ncobrado: z.number(),
});

const routeTotals = {
  nparadas: z.number(),
  nbultos: z.number(),
  npesokg: z.number(),
  nvolumenm3: z.number(),
  nacobrar: z.number(),
};

export const repartoRouteSummary = z.object({
  nidhojaruta: z.number(),
  scodbodega: z.string(),
  dfecha: z.string(),
  nidconductor: z.number(),
  snombreconductor: z.string(),
  spatente: z.string(),
  ncapacidadkg: z.number(),
  ncapacidadm3: z.number(),
  sestado: z.enum(ROUTE_STATES),
  sdesestado: z.string(),
  ...routeTotals,
  /** Pickups (retiros) on the route. */
  nretiros: z.number(),
});
export type RepartoRouteSummary = z.infer<typeof repartoRouteSummary>;

export const repartoRoute = repartoRouteSummary.extend({
  /** Over the vehicle's capacity (a capacity of 0 is not checked). */
  sindsobrepeso: z.enum(['S', 'N']),
  sindsobrevolumen: z.enum(['S', 'N']),
  /** Collected at the doors of this route, into the driver's caja. */
  ncobrado: z.number(),
  paradas: z.array(repartoStop),
  /** The pickups (retiros) in visiting order. */
  retiros: z.array(repartoPickupStop),
});
export type RepartoRoute = z.infer<typeof repartoRoute>;

export const repartoRoutesResponse = z.object({ list: z.array(repartoRouteSummary) });

/** 'Cierre': back at the warehouse; stops left unsettled or units not scanned back only when confirmed. */
export const repartoCloseRequest = z.object({ sconfirmacierre: flag.optional() });

/** 'Salida': the van leaves; with units not loaded, only when the planner confirms it without them. */
export const repartoDepartureRequest = z.object({ sconfirmafaltantes: flag.optional() });

/** The driver's routes of a day (today when absent). */
export const repartoMyRoutesQuery = z.object({ fecha: day.optional() });

export const repartoStopParams = z.object({ id: pathId(m.stopNotFound) });

/**
 * 'Entregado' at the door: as a hand-over at the counter (deliveryRequest), of the units in the van; with
 * `cobro`, the amount due of a POR PAGAR RA collected first, in the same transaction.
 */
export const repartoDeliveryRequest = deliveryRequest
  .omit({ sconfirmaparcial: true })
  .extend({ cobro: doorPayment.optional() });

/** 'No entregado': why, when, and a photo of the door if the driver took one. */
export const repartoFailedVisitRequest = z.object({
  smotivo: z.enum(Object.keys(FAILED_VISIT_REASONS) as [keyof typeof FAILED_VISIT_REASONS], {
    error: m.reasonRequired,
  }),
  sobservacion: z.string().trim().max(200, m.noteTooLong).optional(),
  dfhovisita: z.iso.datetime({ offset: true, error: m.visitDateRequired }),
  b64foto: z.string().optional(),
});

export const repartoStopResult = z.object({
  nidparada: z.number(),
  nidra: z.number(),
  sestado: z.enum(STOP_STATES),
  smotivo: z.string().nullable(),
  /** The RA's state after it (ENTRE once its last unit was handed over). */
  scodestado: z.string(),
  /** Units handed over at this door, and those of the RA still at the warehouse. */
  ncantidadentregada: z.number(),
  ncantidadpendiente: z.number(),
});
export type RepartoStopResult = z.infer<typeof repartoStopResult>;

export const repartoMyRoutesResponse = z.object({ list: z.array(repartoRoute) });

/** Gestión › Reparto: the door deliveries of a range, per day, per route, and why visits failed. */
export const repartoManagementResponse = z.object({
  dias: z.array(
    z.object({
      dfecha: z.string(),
      nrutas: z.number(),
      nparadas: z.number(),
      nentregadas: z.number(),
      nfallidas: z.number(),
      npendientes: z.number(),
    }),
  ),
  rutas: z.array(
    z.object({
      nidhojaruta: z.number(),
      dfecha: z.string(),
      scodbodega: z.string(),
      snombreconductor: z.string(),
      spatente: z.string(),
      sdesestado: z.string(),
      nparadas: z.number(),
      nentregadas: z.number(),
      nfallidas: z.number(),
    }),
  ),
  motivos: z.array(z.object({ smotivo: z.string(), sdesmotivo: z.string(), ncantidad: z.number() })),
  /** RAs with a visit in the range, and those delivered at their first visit ever. */
  nras: z.number(),
  nprimerintento: z.number(),
});
export type RepartoManagementResponse = z.infer<typeof repartoManagementResponse>;

/** The drivers a planner may pick at a warehouse: active users with the Conductor profile there. */
export const repartoDriversResponse = z.object({
  list: z.array(z.object({ nidusuario: z.number(), snombre: z.string() })),
});
