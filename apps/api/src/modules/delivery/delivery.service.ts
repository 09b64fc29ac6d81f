import type { DeliveryResponse, DeliveryResult, z } from '@carga/domain';
import {
  DELIVERABLE_STATES,
  type deliveryQuery,
  type deliveryRequest,
  formatDayTime,
  messages,
} from '@carga/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden } from '../../errors.ts';
import type { FileStore } from '../../files/file-store.ts';
import { type Principal, worksAt } from '../../plugins/auth.ts';
import { raCounts } from '../destination/arrival.repo.ts';
import { parameterGroups as g, parameterDescription } from '../lookups/parameters.repo.ts';
import { placeName } from '../lookups/place-names.ts';
import { insertAttachment } from '../shipment/attachments.repo.ts';
import { readUpload } from '../shipment/attachments.service.ts';
import { pageRas } from '../shipment/lists.repo.ts';
import { lockRa, transitionRa } from '../shipment/ra-transition.repo.ts';
import * as repo from './delivery.repo.ts';

type Query = z.output<typeof deliveryQuery>;
type Request = z.output<typeof deliveryRequest>;

const PHOTO_TYPES = new Set(['image/png', 'image/jpeg']);
/** Clocks of phones and servers differ a little: a hand-over 'now' may arrive a minute ahead. */
const CLOCK_SKEW_MS = 2 * 60 * 1000;

// 'Destino / Entregar' (spec 1 menu DEST-ENTREGAR): the destination warehouse hands the cargo over.
export function createDeliveryService(db: Db, files: FileStore) {
  return {
    /** RAs at (BDEST) or delivered from (ENTRE) a warehouse the caller works at, newest first. */
    async list(principal: Principal, query: Query): Promise<DeliveryResponse> {
      if (!worksAt(principal, query.codigoBodega)) throw forbidden(messages.raNotAtWarehouse);
      const { raList, totalPaginas } = await pageRas(
        db,
        {
          destinationWarehouse: query.codigoBodega,
          states: [query.estado],
          nidra: query.idRA ? Number(query.idRA) : undefined,
          recipient: query.destinatario,
        },
        query.Page,
      );
      const ids = raList.map((ra) => ra.nidra);
      const [counts, records, descriptions] = await Promise.all([
        raCounts(db, ids, { receivedOnly: true }),
        repo.deliveriesOf(db, ids),
        repo.descriptionsOf(db, ids),
      ]);
      return {
        list: raList.map((ra) => {
          const c = counts.get(ra.nidra);
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
            sdescripcioncarga: descriptions.get(ra.nidra) ?? '',
            ncantidadbultos: ra.ncantidadbultos,
            npesobrutokg: ra.npesobrutokg,
            nvolumenm3: ra.nvolumenm3,
            dfhorecepcion: c?.dfhorecepcion ?? null,
            ncantidaddespachada: c?.ncantidaddespachada ?? 0,
            ncantidadrecibida: c?.ncantidadrecibida ?? 0,
            ncantidadfaltante: c?.ncantidadfaltante ?? 0,
            ncantidaddanada: c?.ncantidaddanada ?? 0,
            entrega: records.get(ra.nidra) ?? null,
          };
        }),
        totalPaginas,
      };
    },

    /**
     * Hands an RA over: who took it, when, and an optional photo (kept with the RA's files). BDEST → ENTRE,
     * once: the RA row is locked and the move is conditional on BDEST.
     */
    async deliver(principal: Principal, nidra: number, body: Request): Promise<DeliveryResult> {
      const when = new Date(body.dfhoentrega);
      if (when.getTime() > Date.now() + CLOCK_SKEW_MS)
        throw badRequest(messages.deliveryDateFuture, 'dfhoentrega');
      const photo = body.b64foto
        ? await readUpload(body.b64foto, PHOTO_TYPES, messages.deliveryPhotoNotImage, 'b64foto')
        : null;
      const result = await db.transaction(async (tx) => {
        const ra = await lockRa(tx, nidra);
        if (!ra.scodbodegadestino || !worksAt(principal, ra.scodbodegadestino))
          throw forbidden(messages.raNotAtWarehouse);
        if (!(DELIVERABLE_STATES as readonly string[]).includes(ra.scodestado))
          throw conflict(messages.raNotDeliverable);
        const arrived = (await raCounts(tx, [nidra], { receivedOnly: true })).get(nidra)?.dfhorecepcion;
        if (arrived && when.getTime() < new Date(arrived).getTime() - CLOCK_SKEW_MS)
          throw badRequest(messages.deliveryDateBeforeArrival, 'dfhoentrega');
        // Every check has passed: only now are the photo's bytes stored (the sweep takes them back if
        // the transaction fails after this).
        const attachment = photo
          ? await insertAttachment(tx, {
              nidra,
              snombreadjunto: body.snombrefoto || `Entrega RA ${nidra}`,
              mime: photo.mime,
              hash: await files.put(photo.bytes),
              size: photo.bytes.length,
              nidusuario: principal.nidusuario,
            })
          : null;
        await repo.insertDelivery(tx, {
          nidra,
          scodbodega: ra.scodbodegadestino,
          snombreretira: body.snombreretira,
          srutretira: body.srutretira,
          dfhoentrega: when,
          nidadjunto: attachment?.nidadjunto ?? null,
          nidusuario: principal.nidusuario,
        });
        const to = await transitionRa(
          tx,
          principal,
          ra,
          'ENTRE',
          'ENTREGA',
          `Entregado en ${await placeName(tx, ra.scodbodegadestino)} a ${body.snombreretira} (${body.srutretira}) el ${formatDayTime(when)}${attachment ? ', con foto' : ''}`,
        );
        return { nidra, scodestado: to, sdesestado: (await parameterDescription(tx, g.raState, to)) ?? to };
      });
      const entrega = await repo.deliveryOf(db, nidra);
      return { ...result, entrega: entrega! };
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
