import {
  formatPesos,
  formatRaNumber,
  type RepartoPickupResult,
  type RepartoRoute,
  type RepartoStopResult,
  routes,
} from '@carga/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../../api/call.ts';
import { driverKeys as keys } from '../../api/keys/driver.ts';
import { repartoKeys } from '../../api/keys/reparto.ts';
import { notifySuccess } from '../../api/query-client.tsx';
import { reasonLabel } from './driver-forms.ts';
import { createOutbox, type NewOutcome, type OutcomeResult } from './outbox.ts';
import {
  type DeliveryOutcome,
  deviceStorage,
  isPickup,
  type PendingOutcome,
  type PickupOutcome,
} from './outbox-db.ts';
import { pickupReasonLabel } from './pickup-forms.ts';
import { loadRoutes, saveRoutes } from './routes-cache.ts';

// The driver's phone ('Mi ruta', issue 35). Components use these hooks, never fetch.

/** Tries again while something waits to be sent (besides the browser saying it is back online). */
const RETRY_MS = 5000;

function sendOutcome(item: PendingOutcome): Promise<OutcomeResult> {
  if (item.kind === 'RETIRADO')
    return api(routes.pickupRoute.pickedUp, { params: { id: item.nidparadaretiro }, body: item.body });
  if (item.kind === 'NO_RETIRADO')
    return api(routes.pickupRoute.notPickedUp, { params: { id: item.nidparadaretiro }, body: item.body });
  const params = { id: item.nidparada };
  return item.kind === 'ENTREGADO'
    ? api(routes.reparto.deliverStop, { params, body: item.body })
    : api(routes.reparto.failStop, { params, body: item.body });
}

/** One outbox for the page, whatever mounts it: its sending is never doubled. */
export const driverOutbox = createOutbox(deviceStorage(), sendOutcome);

/** The driver's routes of the day; the last answer is kept on the phone and shown while offline. */
export function useMyRoutes(day: string) {
  const query = useQuery({
    queryKey: keys.myRoutes(day),
    queryFn: ({ signal }) =>
      api(routes.reparto.myRoutes, { query: { fecha: day }, signal }).then((r) => r.list),
    initialData: () => loadRoutes(day)?.list,
    initialDataUpdatedAt: () => loadRoutes(day)?.savedAt,
  });
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (data) saveRoutes(day, data, dataUpdatedAt);
  }, [day, data, dataUpdatedAt]);
  return query;
}

/** What a delivery sent collected at the door (its payment), 0 without one. */
const collected = (item: PendingOutcome & DeliveryOutcome) =>
  item.kind === 'ENTREGADO' && item.body.cobro ? Number(item.body.cobro.nmonto) : 0;

/** The stop as the server settled it (or, when it had it already, as the phone sent it until read again). */
function settledStop(
  list: RepartoRoute[],
  item: PendingOutcome & DeliveryOutcome,
  result: RepartoStopResult | null,
) {
  const outcome = result ?? {
    sestado: item.kind,
    smotivo: item.kind === 'NO_ENTREGADO' ? item.body.smotivo : null,
  };
  const paid = collected(item);
  return list.map((route) => ({
    ...route,
    paradas: route.paradas.map((stop) =>
      stop.nidparada === item.nidparada
        ? {
            ...stop,
            sestado: outcome.sestado,
            smotivo: outcome.smotivo,
            ...(paid > 0 && { nacobrar: 0, ncobrado: paid }),
          }
        : stop,
    ),
  }));
}

/** The pickup as the phone sent it (the server's answer names only its state), until read again. */
function settledPickup(list: RepartoRoute[], item: PickupOutcome, result: RepartoPickupResult | null) {
  const taken = item.kind === 'RETIRADO' && typeof item.body.nbultos === 'number' ? item.body.nbultos : null;
  return list.map((route) => ({
    ...route,
    retiros: (route.retiros ?? []).map((stop) =>
      stop.nidparadaretiro === item.nidparadaretiro
        ? {
            ...stop,
            sestado: result?.sestado ?? item.kind,
            smotivo: item.kind === 'NO_RETIRADO' ? item.body.smotivo : null,
            nbultosretirados: taken,
          }
        : stop,
    ),
  }));
}

function settled(list: RepartoRoute[], item: PendingOutcome, result: OutcomeResult | null) {
  return isPickup(item)
    ? settledPickup(list, item, result as RepartoPickupResult | null)
    : settledStop(list, item, result as RepartoStopResult | null);
}

function pickupMessage(item: PickupOutcome) {
  const pickup = `retiro N° ${item.nidretiro}`;
  if (item.kind === 'NO_RETIRADO')
    return `Visita sin retiro del ${pickup} registrada (${pickupReasonLabel(item.body.smotivo)})`;
  const taken = Number(item.body.nbultos);
  return `Retiro N° ${item.nidretiro} registrado: ${taken} ${taken === 1 ? 'bulto retirado' : 'bultos retirados'}`;
}

function sentMessage(item: PendingOutcome, result: OutcomeResult | null) {
  if (isPickup(item)) return pickupMessage(item);
  const ra = `RA ${formatRaNumber(item.nidra)}`;
  if (item.kind === 'NO_ENTREGADO')
    return `Visita sin éxito del ${ra} registrada (${reasonLabel(item.body.smotivo)})`;
  const paid = collected(item);
  const cobro = paid > 0 ? `, cobro de ${formatPesos(paid)}` : '';
  const stop = result as RepartoStopResult | null;
  if (stop && stop.ncantidadpendiente > 0)
    return `Entrega parcial del ${ra} registrada${cobro}: ${stop.ncantidadentregada} bultos entregados, ${stop.ncantidadpendiente} quedan en bodega`;
  return `Entrega del ${ra} registrada${cobro}`;
}

const onLine = () => (typeof navigator === 'undefined' ? true : navigator.onLine);
function subscribeOnLine(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it has a network. */
export const useOnLine = () => useSyncExternalStore(subscribeOnLine, onLine);

/**
 * The outcomes waiting on the phone, sent while this page is open: at once, when the browser is back
 * online and every few seconds. Each one sent settles its stop in the day's routes and is announced.
 */
export function useDriverOutbox(day: string) {
  const client = useQueryClient();
  const state = useSyncExternalStore(driverOutbox.subscribe, driverOutbox.getState);
  useEffect(() => {
    const stop = driverOutbox.onSent((item, result) => {
      client.setQueryData<RepartoRoute[]>(keys.myRoutes(day), (list) => list && settled(list, item, result));
      notifySuccess(sentMessage(item, result));
      void client.invalidateQueries({ queryKey: keys.all() });
      void client.invalidateQueries({ queryKey: repartoKeys.all() });
    });
    const retry = () => {
      if (onLine()) void driverOutbox.drain();
    };
    void driverOutbox.load().then(retry);
    window.addEventListener('online', retry);
    const timer = window.setInterval(retry, RETRY_MS);
    return () => {
      stop();
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [client, day]);
  return {
    ...state,
    add: (outcome: NewOutcome) => driverOutbox.add(outcome),
    retry: (nidparada: number) => driverOutbox.retry(nidparada),
    /** Dropped, the stop is the driver's again as the server has it now (paid meanwhile, say). */
    discard: async (nidparada: number) => {
      await driverOutbox.discard(nidparada);
      void client.invalidateQueries({ queryKey: keys.myRoutes(day) });
    },
    sendNow: () => driverOutbox.drain(),
  };
}
