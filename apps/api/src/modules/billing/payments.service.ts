import {
  billingMessages,
  formatPesos,
  messages,
  PAYMENT_CONDITION_LABELS,
  type PaymentCondition,
  type PaymentRequest,
} from '@carga/domain';
import { syncDebt } from '../../core/billing/debt.repo.ts';
import { type Principal, worksAt } from '../../core/principal.ts';
import { findReception, type ReceptionRow, recordHistory, updateReception } from '../../core/ra/ra.repo.ts';
import { isCustomerRa, loadReadableRa, routeOf } from '../../core/ra/ra-access.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import * as cajaRepo from './caja.repo.ts';
import { lockOwnOpenCaja } from './caja.service.ts';
import { collectDue } from './collect.ts';
import { reverseAbono } from './credit.repo.ts';
import * as money from './ra-payment.repo.ts';

/** Staff of a place on the RA's route (its origin office and warehouse, its destination). */
function assertRouteStaff(principal: Principal, ra: ReceptionRow) {
  if (!routeOf(ra).some((code) => worksAt(principal, code))) throw forbidden(messages.raWrongOffice);
}

async function loadStaffRa(db: Db | Tx, principal: Principal, nidra: number, forUpdate = false) {
  const ra = await findReception(db, nidra, { forUpdate });
  if (!ra) throw notFound(messages.raNotFound);
  assertRouteStaff(principal, ra);
  return ra;
}

// Payments of an RA (issue 33): PAGADO at the counter, POR PAGAR at delivery, the whole amount at once.

export function createPaymentsService(db: Db) {
  async function paymentOf(nidra: number, withMovements = true) {
    const m = await money.raMoney(db, nidra);
    if (!m) throw notFound(messages.raNotFound);
    return money.raPaymentOf(db, m, withMovements);
  }

  return {
    async read(principal: Principal, nidra: number) {
      // A customer reads their own cargo's state (Mis cargas), never the caja's movements.
      const ra = await loadReadableRa(db, principal, nidra);
      return paymentOf(nidra, !(principal.rut !== null && isCustomerRa(principal, ra)));
    },

    async setCondition(principal: Principal, nidra: number, condition: PaymentCondition) {
      await db.transaction(async (tx) => {
        const ra = await findReception(tx, nidra, { forUpdate: true });
        if (!ra) throw notFound(messages.raNotFound);
        if (!worksAt(principal, ra.scodoficinaorigen) && !worksAt(principal, ra.scodbodegaorigen ?? ''))
          throw forbidden(messages.raWrongOffice);
        const m = (await money.raMoney(tx, nidra))!;
        if (!money.isConditionChangeable(m)) throw conflict(billingMessages.conditionLocked);
        if (condition === 'CTACTE' && !(await money.payerHasCtaCte(tx, ra.nidpagador)))
          throw conflict(billingMessages.ctacteNotAllowed);
        if (ra.scondicionpago === condition) return;
        await updateReception(tx, nidra, { scondicionpago: condition });
        const before = ra.scondicionpago as PaymentCondition | null;
        await recordHistory(tx, {
          nidra,
          nidusuario: principal.nidusuario,
          saccion: 'CONDICION_PAGO',
          sdetalle: `${before ? PAYMENT_CONDITION_LABELS[before] : 'Sin condición'} → ${PAYMENT_CONDITION_LABELS[condition]}`,
        });
        await syncDebt(tx, nidra);
      });
      return paymentOf(nidra);
    },

    /**
     * The whole amount due into the caller's open caja. The caja row is locked first (a close waits or
     * wins); two payments of one RA race on pago_ra_vigente_idx and the loser answers 409 alreadyPaid.
     */
    async pay(principal: Principal, nidra: number, body: PaymentRequest) {
      try {
        await db.transaction(async (tx) => {
          const caja = await lockOwnOpenCaja(tx, principal, Number(body.nidcaja));
          const ra = await loadStaffRa(tx, principal, nidra);
          await collectDue(tx, principal, caja, ra, body);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(billingMessages.alreadyPaid);
        throw error;
      }
      return paymentOf(nidra);
    },

    /**
     * A reversing movement into the reverser's open caja; the original is marked, never deleted. A POR
     * PAGAR RA already delivered keeps its payment (decisions.md).
     */
    async reverse(principal: Principal, nidpago: number, smotivo: string) {
      let reversal = 0;
      try {
        reversal = await db.transaction(async (tx) => {
          const own = await cajaRepo.findOpenCaja(tx, principal.nidusuario);
          if (!own) throw conflict(billingMessages.cajaNotOpen);
          const caja = await lockOwnOpenCaja(tx, principal, own.nidcaja);
          const original = await cajaRepo.lockPayment(tx, nidpago);
          if (!original) throw notFound(billingMessages.paymentNotFound);
          if (original.stipo === 'ANULACION') throw conflict(billingMessages.notAReversal);
          if (original.sindanulado === 'S') throw conflict(billingMessages.paymentAlreadyReversed);
          let ra: ReceptionRow | undefined;
          if (original.nidra !== null) {
            ra = await loadStaffRa(tx, principal, original.nidra, true);
            if (ra.scondicionpago === 'PORPAGAR' && ra.scodestado === 'ENTRE')
              throw conflict(billingMessages.reverseDelivered);
          }
          const row = await cajaRepo.insertPayment(tx, {
            nidcaja: caja.nidcaja,
            stipo: 'ANULACION',
            nidra: original.nidra,
            nidcliente: original.nidcliente,
            nmonto: -original.nmonto,
            scodmediopago: original.scodmediopago,
            sreferencia: original.sreferencia,
            nidpagoorigen: original.nidpago,
            smotivo,
            nidusuario: principal.nidusuario,
          });
          await cajaRepo.markReversed(tx, original.nidpago);
          const applied = original.stipo === 'ABONO' ? await reverseAbono(tx, original.nidpago) : [];
          const ras = ra ? [ra.nidra] : applied;
          for (const id of ras)
            await recordHistory(tx, {
              nidra: id,
              nidusuario: principal.nidusuario,
              saccion: 'PAGO_ANULADO',
              sdetalle: `${original.stipo === 'ABONO' ? 'Abono' : 'Pago'} ${original.nidpago} de ${formatPesos(original.nmonto)} anulado: ${smotivo}`,
            });
          return row.nidpago;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(billingMessages.paymentAlreadyReversed);
        throw error;
      }
      return (await cajaRepo.movementById(db, reversal))!;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
