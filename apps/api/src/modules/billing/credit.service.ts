import {
  type AbonoRequest,
  billingMessages,
  type ClientCreditUpdate,
  formatPesos,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import { recordHistories } from '../../core/ra/ra.repo.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import * as cajaRepo from './caja.repo.ts';
import { lockOwnOpenCaja } from './caja.service.ts';
import * as repo from './credit.repo.ts';
import { readSettings, writeSettings } from './ra-payment.repo.ts';

// Cuenta corriente (issue 33): a client's terms and balance, and the abonos that pay its RAs.

export function createCreditService(db: Db) {
  async function credit(nidcliente: number) {
    const found = await repo.clientCredit(db, nidcliente);
    if (!found) throw notFound(billingMessages.clientNotFound);
    return found;
  }

  return {
    credit,
    settings: () => readSettings(db),
    async updateSettings(sindcobro: 'S' | 'N') {
      await writeSettings(db, sindcobro);
      return readSettings(db);
    },

    async updateCredit(nidcliente: number, body: ClientCreditUpdate) {
      const values = {
        sindctacte: body.sindctacte,
        nlimitecredito: Number(body.nlimitecredito),
        ndiaspago: Number(body.ndiaspago),
        // Issue 34: how its cuenta corriente is invoiced; each left as it is when not sent.
        ...(body.sfacturactacte && { sfacturactacte: body.sfacturactacte }),
        ...(body.sdetallefactura && { sdetallefactura: body.sdetallefactura }),
        ...(body.sgiro !== undefined && { sgiro: body.sgiro || null }),
      };
      if (!(await repo.updateClientCredit(db, nidcliente, values)))
        throw notFound(billingMessages.clientNotFound);
      return credit(nidcliente);
    },

    /**
     * Money from a cuenta corriente client into the caller's open caja, applied to the RAs named or to
     * the oldest debts first; never more than what they owe. The debts are locked, so two abonos at once
     * cannot apply past what is owed.
     */
    async abono(principal: Principal, body: AbonoRequest) {
      const nidcliente = Number(body.nidcliente);
      const amount = Number(body.nmonto);
      const named = [...new Set((body.nidras ?? []).map(Number))];
      const nidpago = await db.transaction(async (tx) => {
        const caja = await lockOwnOpenCaja(tx, principal, Number(body.nidcaja));
        if (!(await repo.clientCredit(tx, nidcliente))) throw notFound(billingMessages.clientNotFound);
        const debts = await repo.lockOwedDebts(tx, nidcliente, named);
        if (named.length > 0) {
          const owed = new Set(debts.map((d) => d.nidra));
          const missing = named.filter((id) => !owed.has(id));
          if (missing.length > 0) throw conflict(billingMessages.abonoRaNotOwed(missing.join(', ')));
        }
        if (debts.length === 0) throw conflict(billingMessages.abonoNothingDue);
        const total = debts.reduce((sum, d) => sum + (d.nmonto - d.nabonado), 0);
        if (amount > total) throw conflict(billingMessages.abonoTooMuch(formatPesos(total)));
        const method = body.scodmediopago as PaymentMethod;
        const pago = await cajaRepo.insertPayment(tx, {
          nidcaja: caja.nidcaja,
          stipo: 'ABONO',
          nidcliente,
          nmonto: amount,
          scodmediopago: method,
          sreferencia: method === 'EFECTIVO' ? '' : (body.sreferencia ?? ''),
          nidusuario: principal.nidusuario,
        });
        let left = amount;
        const applied: Array<{ nidra: number; nmonto: number }> = [];
        for (const d of debts) {
          if (left === 0) break;
          const part = Math.min(left, d.nmonto - d.nabonado);
          applied.push({ nidra: d.nidra, nmonto: part });
          left -= part;
        }
        await repo.applyAbono(tx, pago.nidpago, applied);
        await recordHistories(
          tx,
          applied.map((a) => ({
            nidra: a.nidra,
            nidusuario: principal.nidusuario,
            saccion: 'PAGO',
            sdetalle: `Abono ${pago.nidpago} en ${PAYMENT_METHOD_LABELS[method]}: ${formatPesos(a.nmonto)} aplicado (caja ${caja.nidcaja})`,
          })),
        );
        return pago.nidpago;
      });
      return (await cajaRepo.movementById(db, nidpago))!;
    },
  };
}

export type CreditService = ReturnType<typeof createCreditService>;
