import {
  pickupRouteMessages as m,
  messages,
  normalizeRut,
  PICKUP_FAILED_REASONS,
  PICKUP_STATE_LABELS,
  type RepartoPickupResult,
  type repartoPickupDoneRequest,
  type repartoPickupFailedRequest,
  type z,
} from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { FileStore } from '../../files/file-store.ts';
import { readSignature } from '../delivery/signature.ts';
import { recordPickupEvents } from '../notifications/pickup-events.ts';
import { movePickup } from '../pickup/pickup.repo.ts';
import { readPhoto } from '../shipment/photos.ts';
import * as driver from './driver-pickup.repo.ts';

// Issue 35, the driver's pickup at the door (CONDUCTOR): 'Retirado' — the packages taken, who handed them
// over (name, RUT when given, signature, photo optional), the request RETIRADO — or 'No retirado' with its
// reason, the request asked for again (SOLICITADO) to be planned on another route. Only the route's own
// driver, only while it is EN_RUTA. The stop's row is locked: two phones, one wins; the same outcome sent
// again (a phone that lost the answer) answers as the first did, another one is a 409.

type DoneBody = z.output<typeof repartoPickupDoneRequest>;
type FailedBody = z.output<typeof repartoPickupFailedRequest>;

/** Clocks of phones and servers differ a little: a pickup 'now' may arrive a minute ahead. */
const CLOCK_SKEW_MS = 2 * 60 * 1000;

const OUTCOME_NAMES = { RETIRADO: m.pickedUp, NO_RETIRADO: m.notPickedUp } as const;

function notInTheFuture(when: Date, field: string) {
  if (when.getTime() > Date.now() + CLOCK_SKEW_MS) throw badRequest(messages.deliveryDateFuture, field);
}

async function driversStop(tx: Tx, principal: Principal, id: number) {
  const stop = await driver.lockPickupStop(tx, id);
  if (!stop) throw notFound(m.stopNotFound);
  if (stop.nidconductor !== principal.nidusuario) throw forbidden(m.notYourRoute);
  return stop;
}

const resultOf = (stop: driver.LockedPickupStop, sestado: RepartoPickupResult['sestado']) =>
  ({
    nidparadaretiro: stop.nidparadaretiro,
    nidretiro: stop.nidretiro,
    sestado,
    sestadoretiro: stop.sestadoretiro,
  }) satisfies RepartoPickupResult;

/** A pending stop of a route on the road whose request is planned; anything else refused (409). */
function assertOpen(stop: driver.LockedPickupStop) {
  if (stop.sestadoruta !== 'EN_RUTA') throw conflict(m.routeNotOnTheRoad);
  if (stop.sestadoretiro !== 'PLANIFICADO')
    throw conflict(m.pickupNotPlanned(PICKUP_STATE_LABELS[stop.sestadoretiro]));
}

export function createDriverPickupService(db: Db, files: FileStore) {
  return {
    async pickedUp(principal: Principal, id: number, body: DoneBody): Promise<RepartoPickupResult> {
      const when = new Date(body.dfhoretiro);
      notInTheFuture(when, 'dfhoretiro');
      const photo = body.b64foto ? await readPhoto(body.b64foto) : null;
      const signature = await readSignature(body.b64firma);
      return db.transaction(async (tx) => {
        const stop = await driversStop(tx, principal, id);
        if (stop.sestado !== 'PENDIENTE') {
          const same =
            stop.sestado === 'RETIRADO' &&
            stop.dfhoresultado?.getTime() === when.getTime() &&
            stop.nbultosretirados === body.nbultos;
          if (same) return resultOf(stop, 'RETIRADO');
          throw conflict(m.stopAlreadyDone(OUTCOME_NAMES[stop.sestado]));
        }
        assertOpen(stop);
        // The bytes are stored only once every check passed.
        const shashfirma = await files.put(signature.bytes);
        const shashfoto = photo ? await files.put(photo.bytes) : null;
        await movePickup(tx, stop.nidretiro, ['PLANIFICADO'], 'RETIRADO');
        await driver.settlePickupStop(tx, id, {
          sestado: 'RETIRADO',
          at: when,
          nidusuario: principal.nidusuario,
          nbultosretirados: body.nbultos,
          snombreentrega: body.snombre,
          srutentrega: body.srut ? normalizeRut(body.srut) : null,
          shashfirma,
          shashfoto,
          stipofoto: photo?.mime ?? null,
        });
        await recordPickupEvents(tx, 'RETIRADO', [
          {
            nidretiro: stop.nidretiro,
            sreferencia: String(id),
            jdatos: {
              nidhojaruta: stop.nidhojaruta,
              nbultos: body.nbultos,
              snombre: body.snombre,
              dfhoretiro: when.toISOString(),
            },
          },
        ]);
        return resultOf({ ...stop, sestadoretiro: 'RETIRADO' }, 'RETIRADO');
      });
    },

    async notPickedUp(principal: Principal, id: number, body: FailedBody): Promise<RepartoPickupResult> {
      const when = new Date(body.dfhovisita);
      notInTheFuture(when, 'dfhovisita');
      const photo = body.b64foto ? await readPhoto(body.b64foto) : null;
      return db.transaction(async (tx) => {
        const stop = await driversStop(tx, principal, id);
        if (stop.sestado !== 'PENDIENTE') {
          const same =
            stop.sestado === 'NO_RETIRADO' &&
            stop.smotivo === body.smotivo &&
            stop.dfhoresultado?.getTime() === when.getTime();
          if (same) return resultOf(stop, 'NO_RETIRADO');
          throw conflict(m.stopAlreadyDone(OUTCOME_NAMES[stop.sestado]));
        }
        assertOpen(stop);
        const shashfoto = photo ? await files.put(photo.bytes) : null;
        // Asked for again: the planner puts it on another route (its failed visits counted).
        await movePickup(tx, stop.nidretiro, ['PLANIFICADO'], 'SOLICITADO');
        await driver.settlePickupStop(tx, id, {
          sestado: 'NO_RETIRADO',
          at: when,
          nidusuario: principal.nidusuario,
          smotivo: body.smotivo,
          sobservacion: body.sobservacion || undefined,
          shashfoto,
          stipofoto: photo?.mime ?? null,
        });
        // The client reads the reason, not the driver's note; 'Otro' says nothing, so it is left out.
        const sdesmotivo = body.smotivo === 'OTRO' ? undefined : PICKUP_FAILED_REASONS[body.smotivo];
        await recordPickupEvents(tx, 'RETIRO_FALLIDO', [
          {
            nidretiro: stop.nidretiro,
            sreferencia: String(id),
            jdatos: { nidhojaruta: stop.nidhojaruta, smotivo: body.smotivo, sdesmotivo },
          },
        ]);
        return resultOf({ ...stop, sestadoretiro: 'SOLICITADO' }, 'NO_RETIRADO');
      });
    },
  };
}

export type DriverPickupService = ReturnType<typeof createDriverPickupService>;
