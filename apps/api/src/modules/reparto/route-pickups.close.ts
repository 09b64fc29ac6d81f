import { pickupRouteMessages as m, repartoMessages } from '@carga/domain';
import type { Tx } from '../../db/client.ts';
import { recordPickupEvents } from '../notifications/pickup-events.ts';
import * as repo from './route-pickups.repo.ts';

// Issue 35, a hoja de ruta closed back at the warehouse (return.service.ts): its pickups the driver did not
// settle are named, as its pending delivery stops are, and closed over only when confirmed — as not visited,
// their requests asked for again (SOLICITADO) for another route.

/** The sentence naming the route's pending pickups, or null when none is pending. */
export async function pickupsPendingAtClose(tx: Tx, id: number) {
  const pending = await repo.pendingOf(tx, id);
  if (pending.length === 0) return null;
  return m.pickupsPending(pending.length, pending.map((p) => `N° ${p.nidretiro}`).join(', '));
}

/**
 * The route's pending pickups as not visited, every pickup stop let go, their requests asked for again; each
 * client hears that the van did not come (RETIRO_FALLIDO).
 */
export async function releasePickupsAtClose(tx: Tx, id: number, nidusuario: number, at: Date) {
  const pending = await repo.releaseAtClose(tx, id, nidusuario, repartoMessages.notVisited, at);
  await recordPickupEvents(
    tx,
    'RETIRO_FALLIDO',
    pending.map((p) => ({
      nidretiro: p.nidretiro,
      sreferencia: String(p.nidparadaretiro),
      jdatos: { nidhojaruta: id, smotivo: 'OTRO', sdesmotivo: m.vanDidNotCome },
    })),
  );
}
