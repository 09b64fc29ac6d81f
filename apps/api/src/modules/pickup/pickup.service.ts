import {
  canTransitionPickup,
  chileToday,
  pickupMessages as m,
  PICKUP_STATE_LABELS,
  PICKUP_STATES,
  type Pickup,
  type PickupListResponse,
  type PickupState,
  type pickupRequest,
  pickupRouteMessages,
  type z,
} from '@carga/domain';
import { isCustomer, type Principal, worksAt } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { pageWindow, totalPages } from '../../db/paginate.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { recordPickupEvents } from '../notifications/pickup-events.ts';
import * as repo from './pickup.repo.ts';

// Issue 35, the first mile: pickup requests. Office staff with ORIG-INGRESO take them for any client at an
// office they work at; a customer asks for its own client only (its RUT's), at any active office. Every
// check runs before anything is written.

const PAGE_SIZE = 20;
const RECEPTION_MENU = 'ORIG-INGRESO';

type PickupBody = z.output<typeof pickupRequest>;

/** The states a request is annulled from: by the office, and by its customer while not yet planned. */
const CANCELLABLE: readonly PickupState[] = PICKUP_STATES.filter((s) => canTransitionPickup(s, 'ANULADO'));
const CUSTOMER_CANCELLABLE: readonly PickupState[] = ['SOLICITADO'];

function mustReceive(principal: Principal) {
  if (!principal.menus.includes(RECEPTION_MENU)) throw forbidden();
}

function mustWorkAt(principal: Principal, office: string) {
  if (!worksAt(principal, office)) throw forbidden(m.officeForbidden);
}

export function createPickupService(db: Db) {
  /** The client a customer asks for: its RUT's, active. */
  async function customerClient(principal: Principal) {
    const own = await repo.findClientByRut(db, principal.rut as string);
    if (own?.sindactivo !== 'S') throw forbidden(m.customerWithoutClient);
    return own.nidcliente;
  }

  /** The request a caller may read: staff of its office, or the customer whose client it is (else 404). */
  async function readable(principal: Principal, id: number): Promise<Pickup> {
    const found = await repo.findPickup(db, id);
    if (isCustomer(principal)) {
      if (!found || found.nidcliente !== (await customerClient(principal))) throw notFound(m.pickupNotFound);
      return found;
    }
    mustReceive(principal);
    if (!found) throw notFound(m.pickupNotFound);
    mustWorkAt(principal, found.scodoficina);
    return found;
  }

  return {
    async create(principal: Principal, body: PickupBody): Promise<Pickup> {
      let nidcliente: number;
      if (isCustomer(principal)) {
        nidcliente = await customerClient(principal);
        if (body.nidcliente !== undefined && body.nidcliente !== nidcliente) throw forbidden(m.otherClient);
      } else {
        mustReceive(principal);
        if (body.nidcliente === undefined) throw badRequest(m.clientRequired, 'nidcliente');
        nidcliente = body.nidcliente;
      }
      if (!(await repo.isActiveOffice(db, body.scodoficina)))
        throw badRequest(m.officeNotFound, 'scodoficina');
      if (!isCustomer(principal)) mustWorkAt(principal, body.scodoficina);
      const client = await repo.findClient(db, nidcliente);
      if (client?.sindactivo !== 'S') throw badRequest(m.clientNotFound, 'nidcliente');
      if (!(await repo.comunaExists(db, body.scodcomuna))) throw badRequest(m.comunaNotFound, 'scodcomuna');
      // The contract checked them; a request that reached here through another door still may not.
      if (body.shorahasta <= body.shoradesde) throw badRequest(m.windowOrder, 'shorahasta');
      if (body.dfecha < chileToday()) throw badRequest(m.dayPast, 'dfecha');
      const nidretiro = await repo.insertPickup(db, {
        nidcliente,
        scodoficina: body.scodoficina,
        sdireccion: body.sdireccion,
        scodcomuna: body.scodcomuna,
        scontacto: body.scontacto,
        stelefono: body.stelefono,
        dfecha: body.dfecha,
        shoradesde: body.shoradesde,
        shorahasta: body.shorahasta,
        nbultos: body.nbultos,
        npesokg: body.npesokg,
        sdescripcion: body.sdescripcion,
        sorigen: isCustomer(principal) ? 'PORTAL' : 'OFICINA',
        nidusuario: principal.nidusuario,
      });
      return readable(principal, nidretiro);
    },

    async list(
      principal: Principal,
      q: { codigoOficina?: string; fecha?: string; estado?: PickupState | ''; Page: number },
    ): Promise<PickupListResponse> {
      const filter: repo.PickupFilter = {
        dfecha: q.fecha || undefined,
        sestado: q.estado || undefined,
        scodoficina: q.codigoOficina || undefined,
      };
      if (isCustomer(principal)) filter.nidcliente = await customerClient(principal);
      else {
        mustReceive(principal);
        if (!filter.scodoficina) throw badRequest(m.officeRequired, 'codigoOficina');
        mustWorkAt(principal, filter.scodoficina);
      }
      const { rows, total } = await repo.listPickups(db, filter, pageWindow(q.Page, PAGE_SIZE));
      return { list: rows, totalPaginas: totalPages(total, PAGE_SIZE) };
    },

    get: readable,

    async comunas() {
      return { list: await repo.listComunas(db) };
    },

    async cancel(principal: Principal, id: number, smotivo: string): Promise<Pickup> {
      const found = await readable(principal, id);
      const from = isCustomer(principal) ? CUSTOMER_CANCELLABLE : CANCELLABLE;
      await db.transaction(async (tx) => {
        const row = await repo.lockPickup(tx, id);
        if (!row) throw notFound(m.pickupNotFound);
        if (!CANCELLABLE.includes(row.sestado))
          throw conflict(m.notCancellable(PICKUP_STATE_LABELS[row.sestado]));
        if (!from.includes(row.sestado)) throw conflict(m.customerNotCancellable);
        // Made into an RA at the counter (still in the wizard): the RA is voided, which frees the request.
        if (row.nidra !== null) throw conflict(m.linkedToRa(row.nidra));
        // On a route (PLANIFICADO): the planner takes it off first, so no van goes for a void request.
        const route = row.sestado === 'PLANIFICADO' ? await repo.routeHolding(tx, id) : null;
        if (route !== null) throw conflict(pickupRouteMessages.pickupOnRouteNoCancel(route));
        await repo.movePickup(tx, id, from, 'ANULADO', smotivo);
        // The client's systems hear of every annulment; its e-mail, when the office annulled it.
        await recordPickupEvents(
          tx,
          'RETIRO_ANULADO',
          [{ nidretiro: id, jdatos: { smotivo, sdesmotivo: smotivo } }],
          !isCustomer(principal),
        );
      });
      return readable(principal, found.nidretiro);
    },
  };
}

export type PickupService = ReturnType<typeof createPickupService>;
