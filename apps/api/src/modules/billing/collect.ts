import {
  billingMessages,
  cashChange,
  type DoorPayment,
  formatPesos,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '@carga/domain';
import { sql } from 'drizzle-orm';
import type { Principal } from '../../core/principal.ts';
import { type ReceptionRow, recordHistory } from '../../core/ra/ra.repo.ts';
import type { Tx } from '../../db/client.ts';
import { type AppError, badRequest, conflict } from '../../errors.ts';
import { recordCargoEvent } from '../notifications/events.ts';
import * as cajaRepo from './caja.repo.ts';
import { lockOwnOpenCaja } from './caja.service.ts';
import * as money from './ra-payment.repo.ts';

// Taking an RA's whole amount due into a caja (issue 33), at the counter and at the door (issue 35).

/** Why an RA cannot be charged at a caja, or null when it can. */
function refusal(ra: ReceptionRow, m: money.RaMoney): AppError | null {
  if (ra.scodestado === 'ANULA') return conflict(billingMessages.voided);
  if (ra.scodestado === 'ENCREA') return conflict(billingMessages.notFinished);
  if (m.scondicionpago === 'CTACTE') return conflict(billingMessages.notChargedHere);
  if (m.scodestadopago === 'PAGADO') return conflict(billingMessages.alreadyPaid);
  if (m.scodestadopago === 'SINTARIFA') return conflict(billingMessages.notPriced);
  if (m.scodestadopago !== 'PENDIENTE') return conflict(billingMessages.notCollected);
  return null;
}

type Caja = Awaited<ReturnType<typeof lockOwnOpenCaja>>;

/**
 * The RA's amount due as one PAGO into `caja` (locked by the caller), with its history line and the cargo
 * event PAGADA. Exactly the amount due; cash at least that, the change computed. Two payments of one RA
 * race on pago_ra_vigente_idx: the caller answers the unique violation as 409 alreadyPaid.
 */
export async function collectDue(
  tx: Tx,
  principal: Principal,
  caja: Caja,
  ra: ReceptionRow,
  body: DoorPayment,
) {
  const nidra = ra.nidra;
  const m = (await money.raMoney(tx, nidra))!;
  const refused = refusal(ra, m);
  if (refused) throw refused;
  const amount = Number(body.nmonto);
  if (amount !== m.nadeudado) throw conflict(billingMessages.amountMismatch(formatPesos(m.nadeudado)));
  const method = body.scodmediopago as PaymentMethod;
  let received: number | null = null;
  let change: number | null = null;
  if (method === 'EFECTIVO') {
    received = body.nmontorecibido === undefined ? amount : Number(body.nmontorecibido);
    change = cashChange(amount, received);
    if (change === null)
      throw badRequest(billingMessages.receivedTooLittle(formatPesos(amount)), 'nmontorecibido');
  }
  const pago = await cajaRepo.insertPayment(tx, {
    nidcaja: caja.nidcaja,
    stipo: 'PAGO',
    nidra,
    nidcliente: ra.nidpagador,
    nmonto: amount,
    scodmediopago: method,
    sreferencia: method === 'EFECTIVO' ? '' : (body.sreferencia ?? ''),
    nmontorecibido: received,
    nvuelto: change,
    nidusuario: principal.nidusuario,
  });
  const cash = change ? `, vuelto ${formatPesos(change)}` : '';
  const ref = pago.sreferencia ? ` N° ${pago.sreferencia}` : '';
  await recordHistory(tx, {
    nidra,
    nidusuario: principal.nidusuario,
    saccion: 'PAGO',
    sdetalle: `${formatPesos(amount)} en ${PAYMENT_METHOD_LABELS[method]}${ref}${cash} (caja ${caja.nidcaja}, pago ${pago.nidpago})`,
  });
  await recordCargoEvent(tx, {
    nidra,
    sevento: 'PAGADA',
    sreferencia: String(pago.nidpago),
    jdatos: { nidpago: pago.nidpago, nmonto: amount, scodmediopago: method },
  });
  return pago;
}

/**
 * The driver's caja for collecting at the door, locked: the one open (wherever it was opened), or a new one
 * at the route's warehouse with no float — a driver need not open a caja before leaving (decisions.md).
 * Two phones opening it at once: the second waits on the one-open-caja index and then takes the first's.
 */
export async function driverCaja(tx: Tx, principal: Principal, scodlugar: string) {
  await tx.execute(sql`insert into caja (nidusuario, scodlugar, nmontoinicial)
    values (${principal.nidusuario}, ${scodlugar}, 0)
    on conflict (nidusuario) where sestado = 'ABIERTA' do nothing`);
  const open = await cajaRepo.findOpenCaja(tx, principal.nidusuario);
  if (!open) throw conflict(billingMessages.cajaNotOpen);
  return lockOwnOpenCaja(tx, principal, open.nidcaja);
}
