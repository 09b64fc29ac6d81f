import {
  billingMessages,
  type CajaCloseRequest,
  type CajaDetail,
  type CajaState,
  type PaymentMethod,
} from '@carga/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import { type Principal, worksAt } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { cajas } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import * as repo from './caja.repo.ts';

const PAGE_SIZE = 20;

/** The supervisor's menu: every caja of every place. */
export const isSupervisor = (p: Principal) => p.menus.includes('FIN-COBRANZA');

// The cash desk (issue 33): one open caja per person and place, closed once with what was counted.

export function createCajaService(db: Db) {
  async function summaryOf(nidcaja: number) {
    const { rows } = await repo.listCajas(db, eq(cajas.nidcaja, nidcaja), 1, 1);
    const row = rows[0];
    if (!row) throw notFound(billingMessages.cajaNotFound);
    return row;
  }

  async function detail(principal: Principal, nidcaja: number): Promise<CajaDetail> {
    const row = await summaryOf(nidcaja);
    if (row.summary.nidusuario !== principal.nidusuario && !isSupervisor(principal))
      throw forbidden(billingMessages.cajaNotYours);
    const caja = (await repo.findCaja(db, nidcaja))!;
    const [expected, counted, movimientos] = await Promise.all([
      repo.expectedTotals(db, caja),
      repo.closeRows(db, nidcaja),
      repo.cajaMovements(db, nidcaja),
    ]);
    const countedBy = new Map(counted.map((c) => [c.scodmediopago, c]));
    const closed = caja.sestado === 'CERRADA';
    return {
      ...row.summary,
      totales: expected.map((e) => {
        // A closed caja shows what was expected when it closed (its record), not a recomputation.
        const c = countedBy.get(e.scodmediopago);
        return {
          scodmediopago: e.scodmediopago,
          sdesmediopago: repo.methodLabel(e.scodmediopago),
          nesperado: c ? c.nesperado : e.nesperado,
          ncontado: closed ? (c?.ncontado ?? 0) : null,
          ndiferencia: closed ? (c?.ndiferencia ?? 0) : null,
        };
      }),
      movimientos,
      smotivodiferencia: row.smotivodiferencia,
      susuariocierre: row.susuariocierre,
    };
  }

  return {
    detail,

    async current(principal: Principal) {
      const caja = await repo.findOpenCaja(db, principal.nidusuario);
      return { caja: caja ? (await summaryOf(caja.nidcaja)).summary : null };
    },

    async list(principal: Principal, query: { estado?: CajaState; lugar?: string; Page: number }) {
      const filters: (SQL | undefined)[] = [
        query.estado ? eq(cajas.sestado, query.estado) : undefined,
        query.lugar ? eq(cajas.scodlugar, query.lugar) : undefined,
        isSupervisor(principal) ? undefined : eq(cajas.nidusuario, principal.nidusuario),
      ];
      const { rows, total } = await repo.listCajas(db, and(...filters), query.Page, PAGE_SIZE);
      return { list: rows.map((r) => r.summary), totalPaginas: Math.ceil(total / PAGE_SIZE) };
    },

    async open(principal: Principal, body: { scodlugar: string; nmontoinicial: number }) {
      if (!worksAt(principal, body.scodlugar)) throw forbidden(billingMessages.cajaPlaceNotYours);
      try {
        const caja = await db.transaction(async (tx) => {
          // Two tabs or two servers: the partial unique index lets one open; the other is answered below.
          if (await repo.findOpenCaja(tx, principal.nidusuario))
            throw conflict(billingMessages.cajaAlreadyOpen);
          return repo.insertCaja(tx, {
            nidusuario: principal.nidusuario,
            scodlugar: body.scodlugar,
            nmontoinicial: body.nmontoinicial,
          });
        });
        return (await summaryOf(caja.nidcaja)).summary;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(billingMessages.cajaAlreadyOpen);
        throw error;
      }
    },

    /**
     * Closes the caja: the row is locked first, so a payment in flight either committed before (and is
     * counted) or waits and then finds it closed (409). Every method is recorded, a missing count is 0.
     */
    async close(principal: Principal, nidcaja: number, body: CajaCloseRequest) {
      await db.transaction(async (tx) => {
        const caja = await repo.lockCaja(tx, nidcaja);
        if (!caja) throw notFound(billingMessages.cajaNotFound);
        if (caja.nidusuario !== principal.nidusuario && !isSupervisor(principal))
          throw forbidden(billingMessages.cajaNotYours);
        if (caja.sestado !== 'ABIERTA') throw conflict(billingMessages.cajaClosed);
        const given = new Map<string, number>();
        for (const c of body.contado) given.set(c.scodmediopago, Number(c.ncontado));
        const counted = (await repo.expectedTotals(tx, caja)).map((e) => ({
          ...e,
          ncontado: given.get(e.scodmediopago as PaymentMethod) ?? 0,
        }));
        const reason = (body.smotivodiferencia ?? '').trim();
        if (counted.some((c) => c.ncontado !== c.nesperado) && !reason)
          throw badRequest(billingMessages.differenceReasonRequired, 'smotivodiferencia');
        await repo.closeCaja(tx, caja, counted, principal.nidusuario, reason);
      });
      return detail(principal, nidcaja);
    },
  };
}

export type CajaService = ReturnType<typeof createCajaService>;

/** The caller's own open caja `nidcaja`, locked: 404, 403/409 someone else's, 409 closed. */
export async function lockOwnOpenCaja(
  tx: Parameters<typeof repo.lockCaja>[0],
  principal: Principal,
  nidcaja: number,
) {
  const caja = await repo.lockCaja(tx, nidcaja);
  if (!caja) throw notFound(billingMessages.cajaNotFound);
  if (caja.nidusuario !== principal.nidusuario) throw forbidden(billingMessages.cajaNotYours);
  if (caja.sestado !== 'ABIERTA') throw conflict(billingMessages.cajaClosed);
  return caja;
}
