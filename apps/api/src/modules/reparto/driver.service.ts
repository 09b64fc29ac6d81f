import {
  billingMessages,
  chileToday,
  type DoorPayment,
  FAILED_VISIT_REASONS,
  formatDayTime,
  repartoMessages as m,
  messages,
  type RepartoRoute,
  type RepartoStopResult,
  type repartoDeliveryRequest,
  type repartoFailedVisitRequest,
  scanTexts,
  type z,
} from '@carga/domain';
import { assertPaidForDelivery } from '../../core/billing/ra-flow.repo.ts';
import type { Principal } from '../../core/principal.ts';
import * as deliveries from '../../core/ra/delivery.repo.ts';
import { appendEvents, unitEvents } from '../../core/ra/events.repo.ts';
import { type ReceptionRow, recordHistory } from '../../core/ra/ra.repo.ts';
import { lockRa, transitionRa } from '../../core/ra/ra-transition.repo.ts';
import { setUnitsState } from '../../core/ra/units.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { FileStore } from '../../files/file-store.ts';
import { collectDue, driverCaja } from '../billing/collect.ts';
import { readSignature, storeSignature } from '../delivery/signature.ts';
import { recordCargoEvent } from '../notifications/events.ts';
import { readPhoto, storePhoto } from '../shipment/photos.ts';
import * as driver from './driver.repo.ts';
import * as repo from './reparto.repo.ts';

// Issue 35, the driver's phone (menu CONDUCTOR): the day's routes, and at each stop either 'Entregado' —
// the units in the van handed over, who took them (name, RUT, signature, photo) — or 'No entregado' with its
// reason. Only the route's own driver, only while it is EN_RUTA. The stop's row is locked: two phones on
// one stop, one wins; the same outcome sent again (a phone that lost the answer and retries) answers as the
// first did.

type DeliveryBody = z.output<typeof repartoDeliveryRequest>;
type FailedBody = z.output<typeof repartoFailedVisitRequest>;

/** Clocks of phones and servers differ a little: a hand-over 'now' may arrive a minute ahead. */
const CLOCK_SKEW_MS = 2 * 60 * 1000;

const OUTCOME_NAMES = { ENTREGADO: 'entregada', NO_ENTREGADO: 'no entregada' } as const;

async function driversStop(tx: Tx, principal: Principal, id: number) {
  const stop = await driver.lockStop(tx, id);
  if (!stop) throw notFound(m.stopNotFound);
  if (stop.nidconductor !== principal.nidusuario) throw forbidden(m.notYourRoute);
  return stop;
}

/** The amount due of the stop's RA (locked by the caller), taken at the door into the driver's caja. */
async function collectAtDoor(
  tx: Tx,
  principal: Principal,
  warehouse: string,
  ra: ReceptionRow,
  cobro: DoorPayment,
) {
  const caja = await driverCaja(tx, principal, warehouse);
  return collectDue(tx, principal, caja, ra, cobro);
}

function notInTheFuture(when: Date, field: string) {
  if (when.getTime() > Date.now() + CLOCK_SKEW_MS) throw badRequest(messages.deliveryDateFuture, field);
}

export function createDriverService(
  db: Db,
  files: FileStore,
  describe: (on: Db, row: repo.RouteRow) => Promise<RepartoRoute>,
) {
  /** The answer of a stop settled now or before: the RA's state and its units. */
  async function resultOf(
    tx: Tx,
    stop: driver.LockedStop,
    sestado: RepartoStopResult['sestado'],
    smotivo: string | null,
  ) {
    const all = await driver.unitsOfRa(tx, stop.nidra);
    const state = await lockRa(tx, stop.nidra);
    return {
      nidparada: stop.nidparada,
      nidra: stop.nidra,
      sestado,
      smotivo,
      scodestado: state.scodestado,
      ncantidadentregada: all.filter((u) => u.sestado === 'ENTREGADA').length,
      ncantidadpendiente: all.filter((u) => u.sestado !== 'ENTREGADA' && u.sestado !== 'EN_REPARTO').length,
    } satisfies RepartoStopResult;
  }

  async function handOver(principal: Principal, id: number, body: DeliveryBody): Promise<RepartoStopResult> {
    const when = new Date(body.dfhoentrega);
    notInTheFuture(when, 'dfhoentrega');
    const photo = body.b64foto ? await readPhoto(body.b64foto) : null;
    const signature = await readSignature(body.b64firma);
    return db.transaction(async (tx) => {
      const stop = await driversStop(tx, principal, id);
      if (stop.sestado !== 'PENDIENTE') {
        // The phone retrying what it already sent (same moment): the first answer again.
        if (stop.sestado === 'ENTREGADO' && stop.dfhoresultado?.getTime() === when.getTime())
          return resultOf(tx, stop, 'ENTREGADO', null);
        throw conflict(m.stopAlreadyDone(OUTCOME_NAMES[stop.sestado]));
      }
      if (stop.sestadoruta !== 'EN_RUTA') throw conflict(m.routeNotOnTheRoad);
      const ra = await lockRa(tx, stop.nidra);
      if (ra.scodestado !== 'BDEST') throw conflict(messages.raNotDeliverable);
      // POR PAGAR is paid before the first hand-over (issue 33), at the door too: collected now, into the
      // driver's caja, or refused naming the amount.
      const pago = body.cobro ? await collectAtDoor(tx, principal, stop.scodbodega, ra, body.cobro) : null;
      await assertPaidForDelivery(tx, stop.nidra);
      const all = await driver.unitsOfRa(tx, stop.nidra);
      const inVan = all.filter((u) => u.sestado === 'EN_REPARTO');
      if (inVan.length === 0) throw conflict(m.stopNothingInVan(stop.nidra));
      const nidra = stop.nidra;
      const signed = await storeSignature(tx, files, signature, {
        nidra,
        snombreadjunto: `Firma entrega a domicilio RA ${nidra}: ${body.snombreretira}`,
        nidusuario: principal.nidusuario,
      });
      const attachment = photo
        ? await storePhoto(tx, files, photo, {
            nidra,
            snombreadjunto: body.snombrefoto || `Entrega a domicilio RA ${nidra}`,
            nidusuario: principal.nidusuario,
          })
        : null;
      await setUnitsState(
        tx,
        inVan.map((u) => u.nidunidad),
        'ENTREGADA',
      );
      await appendEvents(
        tx,
        unitEvents(
          inVan,
          'ENTREGADA',
          (name) => scanTexts.delivered(name, body.snombreretira, body.srutretira),
          { scodlugar: stop.scodbodega, nidusuario: principal.nidusuario },
          'MANUAL',
        ),
      );
      // This stop's address only (the whole route's stops were read for it: 60 described RAs a door).
      const stopRow = await repo.stopAddress(tx, stop.nidparada);
      const address = stopRow?.sdireccion
        ? `${stopRow.sdireccion}${stopRow.snomcomuna ? `, ${stopRow.snomcomuna}` : ''}`
        : 'domicilio';
      const handedOver = `a ${body.snombreretira} (${body.srutretira}) el ${formatDayTime(when)}, con firma${attachment ? ' y foto' : ''}, hoja de ruta N° ${stop.nidhojaruta}`;
      const left = all.length - inVan.length - all.filter((u) => u.sestado === 'ENTREGADA').length;
      if (left > 0) {
        await recordHistory(tx, {
          nidra,
          nidusuario: principal.nidusuario,
          saccion: 'ENTREGA',
          sdetalle: `Entrega parcial en domicilio (${address}) ${handedOver}: ${inVan.length} bultos entregados, ${left} quedan en bodega`,
        });
      } else {
        await deliveries.insertDelivery(tx, {
          nidra,
          scodbodega: stop.scodbodega,
          snombreretira: body.snombreretira,
          srutretira: body.srutretira,
          dfhoentrega: when,
          nidadjunto: attachment?.nidadjunto ?? null,
          nidadjuntofirma: signed.nidadjunto,
          nidusuario: principal.nidusuario,
        });
        await transitionRa(
          tx,
          principal,
          ra,
          'ENTRE',
          'ENTREGA',
          `Entregado en domicilio (${address}) ${handedOver}`,
        );
        await recordCargoEvent(tx, {
          nidra,
          sevento: 'ENTREGADA',
          jdatos: { nidhojaruta: stop.nidhojaruta, sdomicilio: address },
        });
      }
      await driver.settleStop(tx, id, {
        sestado: 'ENTREGADO',
        at: when,
        nidusuario: principal.nidusuario,
        nidpago: pago?.nidpago ?? null,
      });
      return resultOf(tx, stop, 'ENTREGADO', null);
    });
  }

  return {
    async myRoutes(principal: Principal, day?: string): Promise<{ list: RepartoRoute[] }> {
      const ids = await driver.routeIdsOfDriver(db, principal.nidusuario, day ?? chileToday());
      const list: RepartoRoute[] = [];
      for (const id of ids) {
        const row = await repo.findRoute(db, id);
        if (row) list.push(await describe(db, row));
      }
      return { list };
    },

    async deliver(principal: Principal, id: number, body: DeliveryBody): Promise<RepartoStopResult> {
      try {
        return await handOver(principal, id, body);
      } catch (error) {
        // Paid meanwhile at the counter (pago_ra_vigente_idx): nothing of the hand-over was written.
        if (isUniqueViolation(error)) throw conflict(billingMessages.alreadyPaid);
        throw error;
      }
    },

    async fail(principal: Principal, id: number, body: FailedBody): Promise<RepartoStopResult> {
      const when = new Date(body.dfhovisita);
      notInTheFuture(when, 'dfhovisita');
      const photo = body.b64foto ? await readPhoto(body.b64foto) : null;
      return db.transaction(async (tx) => {
        const stop = await driversStop(tx, principal, id);
        if (stop.sestado !== 'PENDIENTE') {
          if (
            stop.sestado === 'NO_ENTREGADO' &&
            stop.smotivo === body.smotivo &&
            stop.dfhoresultado?.getTime() === when.getTime()
          )
            return resultOf(tx, stop, 'NO_ENTREGADO', stop.smotivo);
          throw conflict(m.stopAlreadyDone(OUTCOME_NAMES[stop.sestado]));
        }
        if (stop.sestadoruta !== 'EN_RUTA') throw conflict(m.routeNotOnTheRoad);
        const reason = FAILED_VISIT_REASONS[body.smotivo];
        const said = body.sobservacion ? `${reason}: ${body.sobservacion}` : reason;
        const attachment = photo
          ? await storePhoto(tx, files, photo, {
              nidra: stop.nidra,
              snombreadjunto: `Visita sin éxito RA ${stop.nidra}: ${reason}`,
              nidusuario: principal.nidusuario,
            })
          : null;
        await recordHistory(tx, {
          nidra: stop.nidra,
          nidusuario: principal.nidusuario,
          saccion: 'REPARTO',
          sdetalle: `Visita sin éxito el ${formatDayTime(when)} (${said}), hoja de ruta N° ${stop.nidhojaruta}${attachment ? ', con foto' : ''}`,
        });
        await recordCargoEvent(tx, {
          nidra: stop.nidra,
          sevento: 'VISITA_FALLIDA',
          sreferencia: String(stop.nidparada),
          jdatos: { nidhojaruta: stop.nidhojaruta, smotivo: body.smotivo, sdesmotivo: said },
        });
        await driver.settleStop(tx, id, {
          sestado: 'NO_ENTREGADO',
          smotivo: body.smotivo,
          at: when,
          nidusuario: principal.nidusuario,
        });
        return resultOf(tx, stop, 'NO_ENTREGADO', body.smotivo);
      });
    },
  };
}

export type DriverService = ReturnType<typeof createDriverService>;
