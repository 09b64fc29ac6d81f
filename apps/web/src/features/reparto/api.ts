import { type RepartoRoute, type RepartoRouteRequest, routes } from '@carga/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../api/call.ts';
import { saveBlob } from '../../api/download.ts';
import { repartoKeys as keys } from '../../api/keys/reparto.ts';
import { pickupCount } from './pickups.ts';

// 'Destino / Reparto' (issue 35, menu DEST-REPARTO): the hojas de ruta of a destination warehouse.
// Components use these hooks, never fetch.

/** The RAs waiting at the warehouse for a delivery at the door, on no route yet (by comuna). */
export const useRepartoCandidates = (warehouse: string) =>
  useQuery({
    queryKey: keys.candidates(warehouse),
    queryFn: ({ signal }) => api(routes.reparto.candidates, { query: { codigoBodega: warehouse }, signal }),
    enabled: warehouse !== '',
  });

/** The drivers of the warehouse: active users with the Conductor profile there. */
export const useRepartoDrivers = (warehouse: string) =>
  useQuery({
    queryKey: keys.drivers(warehouse),
    queryFn: ({ signal }) => api(routes.reparto.drivers, { query: { codigoBodega: warehouse }, signal }),
    enabled: warehouse !== '',
  });

/** The hojas de ruta of the warehouse on a day (yyyy-mm-dd). */
export const useRepartoRoutes = (warehouse: string, day: string) =>
  useQuery({
    queryKey: keys.routes(warehouse, day),
    queryFn: ({ signal }) =>
      api(routes.reparto.routes, { query: { codigoBodega: warehouse, fecha: day }, signal }),
    enabled: warehouse !== '' && day !== '',
  });

/**
 * 'Planificar hoja de ruta': its RAs leave the candidates and the route joins the day's. A refusal
 * refreshes them too: an RA another planner took meanwhile leaves 'Por planificar'.
 */
export function usePlanRoute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RepartoRouteRequest) => api(routes.reparto.create, { body }),
    meta: {
      successMessage: (route: RepartoRoute) => `Hoja de ruta N° ${route.nidhojaruta} planificada`,
    },
    onSettled: () => client.invalidateQueries({ queryKey: keys.all() }),
  });
}

/** One hoja de ruta: its stops in order, each with its units and those in the van. */
export const useRepartoRoute = (id: number) =>
  useQuery({
    queryKey: keys.route(id),
    queryFn: ({ signal }) => api(routes.reparto.route, { params: { id }, signal }),
    enabled: id > 0,
  });

/**
 * 'Salida del vehículo': the route leaves (EN_RUTA); `confirm` when the planner accepted leaving without
 * the units the server named. Either way the day's routes and this one are read again.
 */
export function useDepartRoute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: number; confirm: boolean }) =>
      api(routes.reparto.depart, { params: { id }, body: confirm ? { sconfirmafaltantes: 'S' } : {} }),
    meta: {
      successMessage: (route: RepartoRoute) => `Hoja de ruta N° ${route.nidhojaruta} en ruta`,
    },
    onSettled: () => client.invalidateQueries({ queryKey: keys.all() }),
  });
}

/** The printed hoja de ruta (PDF), saved as the API names it. */
export const useDownloadRouteSheet = () =>
  useMutation({
    mutationFn: async (id: number) => {
      const blob = await apiBlob(routes.reparto.pdf, { params: { id } });
      saveBlob(blob, `hoja-de-ruta-${id}.pdf`);
    },
  });

/**
 * 'Cerrar hoja de ruta': back at the warehouse, the route closes (CERRADA); `confirm` when the planner
 * accepted closing over the stops not settled and the units not scanned back that the server named. The
 * closed route is kept as the server answered it; the day's routes and the RAs to plan are read again.
 */
export function useCloseRoute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: number; confirm: boolean }) =>
      api(routes.reparto.close, { params: { id }, body: confirm ? { sconfirmacierre: 'S' } : {} }),
    meta: {
      successMessage: (route: RepartoRoute) => `Hoja de ruta N° ${route.nidhojaruta} cerrada`,
    },
    onSuccess: (route) => client.setQueryData(keys.route(route.nidhojaruta), route),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all() }),
  });
}

/** The pickup requests of a day the warehouse's vans may take (SOLICITADO), under the routes' key. */
const pickupsKey = (warehouse: string, day: string) => [...keys.all(), 'pickups', warehouse, day] as const;

/** 'Agregar retiros': the day's pickup requests still to plan (any office's), read when asked for. */
export const useRepartoPickups = (warehouse: string, day: string, enabled = true) =>
  useQuery({
    queryKey: pickupsKey(warehouse, day),
    queryFn: ({ signal }) =>
      api(routes.pickupRoute.candidates, { query: { codigoBodega: warehouse, fecha: day }, signal }),
    enabled: enabled && warehouse !== '' && day !== '',
  });

/**
 * The route's pickups set whole, in visiting order (added at the end, or one taken out). The route is kept
 * as the server answered it; the day's routes and requests are read again, after a refusal too (another
 * planner took a request meanwhile).
 */
export function useSetRoutePickups() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, nidretiros }: { id: number; nidretiros: number[] }) =>
      api(routes.pickupRoute.setPickups, { params: { id }, body: { nidretiros } }),
    meta: {
      successMessage: (route: RepartoRoute) =>
        `Hoja de ruta N° ${route.nidhojaruta}: ${pickupCount(route.retiros.length)}`,
    },
    onSuccess: (route) => client.setQueryData(keys.route(route.nidhojaruta), route),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all() }),
  });
}
