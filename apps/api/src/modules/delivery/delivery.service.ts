import type { DeliveryResponse, DeliveryResult, RaListItem, z } from '@carga/domain';
import {
  DELIVERABLE_STATES,
  type deliveryQuery,
  type deliveryRequest,
  formatDayTime,
  messages,
} from '@carga/domain';
import { assertPaidForDelivery } from '../../core/billing/ra-flow.repo.ts';
import { type Principal, worksAt } from '../../core/principal.ts';
import { raCounts } from '../../core/ra/arrival.repo.ts';
import * as repo from '../../core/ra/delivery.repo.ts';
import { assertNotOnRoute } from '../../core/ra/door-route.repo.ts';
import { recordHistory } from '../../core/ra/ra.repo.ts';
import { lockRa, transitionRa } from '../../core/ra/ra-transition.repo.ts';
import { ensureUnits } from '../../core/ra/units.repo.ts';
import { parameterGroups as g, parameterDescription } from '../../core/reference/parameters.repo.ts';
import { placeName } from '../../core/reference/place-names.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden } from '../../errors.ts';
import type { FileStore } from '../../files/file-store.ts';
import { deliverUnits } from '../custody/delivery-units.ts';
import { recordCargoEvent } from '../notifications/events.ts';
import { pageRas, type RaFilters } from '../shipment/lists.repo.ts';
import { readPhoto, storePhoto } from '../shipment/photos.ts';
import { readSignature, storeSignature } from './signature.ts';

type Query = z.output<typeof deliveryQuery>;
type Request = z.output<typeof deliveryRequest>;

/** Clocks of phones and servers differ a little: a hand-over 'now' may arrive a minute ahead. */
const CLOCK_SKEW_MS = 2 * 60 * 1000;

/** Entregar's filters (the list and its export): RAs at or delivered from one of the caller's warehouses. */
export function deliveryRaFilters(principal: Principal, query: Omit<Query, 'Page'>): RaFilters {
  if (!worksAt(principal, query.codigoBodega)) throw forbidden(messages.raNotAtWarehouse);
  return {
    destinationWarehouse: query.codigoBodega,
    states: [query.estado],
    nidra: query.idRA ? Number(query.idRA) : undefined,
    recipient: query.destinatario,
    paymentCondition: query.condicionPago,
  };
}

type DeliveryRa = Omit<RaListItem, 'dfecrecepcion' | 'sdesviadespacho' | 'sviadespacho'>;

/** The RAs as Entregar shows them: counts received, missing and damaged, the cargo, the hand-over. */
export async function describeDeliveries(db: Db, raList: DeliveryRa[]): Promise<DeliveryResponse['list']> {
  const nidras = raList.map((ra) => ra.nidra);
  const cards = await repo.deliveryCardsOf(db, nidras);
  return raList.map((ra) => {
    const card = cards.get(ra.nidra);
    const c = card?.conteo;
    return {
      nidra: ra.nidra,
      scodestado: ra.scodestado,
      sdesestado: ra.sdesestado,
      scodoficinaorigen: ra.scodoficinaorigen,
      scodbodegaorigen: ra.scodbodegaorigen,
      scodbodegadestino: ra.scodbodegadestino,
      srutremitente: ra.srutremitente,
      snomremitente: ra.snomremitente,
      srutdestinatario: ra.srutdestinatario,
      snomdestinatario: ra.snomdestinatario,
      scondicionpago: ra.scondicionpago,
      sdescondicionpago: ra.sdescondicionpago,
      scodestadopago: ra.scodestadopago,
      sdesestadopago: ra.sdesestadopago,
      sdescripcioncarga: card?.sdescripcioncarga ?? '',
      ncantidadbultos: ra.ncantidadbultos,
      npesobrutokg: ra.npesobrutokg,
      nvolumenm3: ra.nvolumenm3,
      dfhorecepcion: card?.dfhorecepcion ?? null,
      ncantidaddespachada: c?.ncantidaddespachada ?? 0,
      ncantidadrecibida: c?.ncantidadrecibida ?? 0,
      ncantidadfaltante: c?.ncantidadfaltante ?? 0,
      ncantidaddanada: c?.ncantidaddanada ?? 0,
      ncantidadentregada: card?.ncantidadentregada ?? 0,
      entrega: card?.entrega ?? null,
      nadeudado: card?.nadeudado ?? 0,
    };
  });
}

// 'Destino / Entregar' (spec 1 menu DEST-ENTREGAR): the destination warehouse hands the cargo over.
export function createDeliveryService(db: Db, files: FileStore) {
  return {
    /** RAs at (BDEST) or delivered from (ENTRE) a warehouse the caller works at, newest first. */
    async list(principal: Principal, query: Query): Promise<DeliveryResponse> {
      const { raList, totalPaginas } = await pageRas(db, deliveryRaFilters(principal, query), query.Page);
      return { list: await describeDeliveries(db, raList), totalPaginas };
    },

    /**
     * Hands an RA over: who took it, when, their signature and an optional photo (both kept with the RA's
     * files). BDEST → ENTRE,
     * once: the RA row is locked and the move is conditional on BDEST. Units scanned for the delivery are the
     * ones handed over; with others still waiting (confirmed) the delivery is partial and the RA stays.
     */
    async deliver(principal: Principal, nidra: number, body: Request): Promise<DeliveryResult> {
      const when = new Date(body.dfhoentrega);
      if (when.getTime() > Date.now() + CLOCK_SKEW_MS)
        throw badRequest(messages.deliveryDateFuture, 'dfhoentrega');
      const photo = body.b64foto ? await readPhoto(body.b64foto) : null;
      const signature = await readSignature(body.b64firma);
      const result = await db.transaction(async (tx) => {
        const ra = await lockRa(tx, nidra);
        if (!ra.scodbodegadestino || !worksAt(principal, ra.scodbodegadestino))
          throw forbidden(messages.raNotAtWarehouse);
        if (!(DELIVERABLE_STATES as readonly string[]).includes(ra.scodestado))
          throw conflict(messages.raNotDeliverable);
        // An RA planned for the door is the route's (issue 35).
        await assertNotOnRoute(tx, nidra);
        // POR PAGAR is paid before the first hand-over (issue 33), checked under the RA's lock.
        await assertPaidForDelivery(tx, nidra);
        const arrived = (await raCounts(tx, [nidra], { receivedOnly: true })).get(nidra)?.dfhorecepcion;
        if (arrived && when.getTime() < new Date(arrived).getTime() - CLOCK_SKEW_MS)
          throw badRequest(messages.deliveryDateBeforeArrival, 'dfhoentrega');
        // Every check has passed: only now are the signature's and the photo's bytes stored.
        const signed = await storeSignature(tx, files, signature, {
          nidra,
          snombreadjunto: `Firma entrega RA ${nidra}: ${body.snombreretira}`,
          nidusuario: principal.nidusuario,
        });
        const attachment = photo
          ? await storePhoto(tx, files, photo, {
              nidra,
              snombreadjunto: body.snombrefoto || `Entrega RA ${nidra}`,
              nidusuario: principal.nidusuario,
            })
          : null;
        await ensureUnits(tx, nidra);
        const place = ra.scodbodegadestino;
        const units = await deliverUnits(tx, principal, nidra, place, body, body.sconfirmaparcial === 'S');
        const handedOver = `a ${body.snombreretira} (${body.srutretira}) el ${formatDayTime(when)}, con firma${attachment ? ' y foto' : ''}`;
        if (units.pending > 0) {
          // The RA stays at the warehouse until its last unit is handed over; its history says who took what.
          await recordHistory(tx, {
            nidra,
            nidusuario: principal.nidusuario,
            saccion: 'ENTREGA',
            sdetalle: `Entrega parcial en ${await placeName(tx, place)} ${handedOver}: ${units.handed.length} bultos entregados, ${units.pending} quedan en bodega`,
          });
          return { to: ra.scodestado, units, partial: true };
        }
        await repo.insertDelivery(tx, {
          nidra,
          scodbodega: place,
          snombreretira: body.snombreretira,
          srutretira: body.srutretira,
          dfhoentrega: when,
          nidadjunto: attachment?.nidadjunto ?? null,
          nidadjuntofirma: signed.nidadjunto,
          nidusuario: principal.nidusuario,
        });
        const to = await transitionRa(
          tx,
          principal,
          ra,
          'ENTRE',
          'ENTREGA',
          `Entregado en ${await placeName(tx, place)} ${handedOver}`,
        );
        // The final hand-over (not a partial one): the sender and recipient hear of it (issue 16).
        await recordCargoEvent(tx, { nidra, sevento: 'ENTREGADA' });
        return { to, units, partial: false };
      });
      return {
        nidra,
        scodestado: result.to,
        sdesestado: (await parameterDescription(db, g.raState, result.to)) ?? result.to,
        ncantidadentregada: result.units.delivered,
        ncantidadpendiente: result.units.pending,
        entrega: result.partial ? null : await repo.deliveryOf(db, nidra),
      };
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
