import { pickupMessages as m, PICKUP_STATE_LABELS, type PickupState } from '@carga/domain';
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { isCustomer, type Principal, worksAt } from '../../core/principal.ts';
import { appendEvents, unitEvents } from '../../core/ra/events.repo.ts';
import type { Tx } from '../../db/client.ts';
import { pickupStops, pickups, units } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { recordPickupEvents } from '../notifications/pickup-events.ts';

// Issue 35, the first mile's end: the pickup request becomes the RA in the wizard at the office. Step 1
// links it (`retiro.nidra`); the wizard's finish makes it RECIBIDO and starts the units' custody trail at
// the door; voiding the RA frees it again.

/** The states a request is made into an RA from: picked up by a driver, or brought to the counter. */
const RECEIVABLE: readonly PickupState[] = ['RETIRADO', 'SOLICITADO'];
const RECEPTION_MENU = 'ORIG-INGRESO';

/**
 * Step 1 with a request: checks the caller may receive it at this office and that it waits for its RA,
 * before the RA is inserted; the row stays locked until `linkPickup`.
 */
export async function checkPickupForRa(
  tx: Tx,
  principal: Principal,
  input: { nidretiro: number; scodoficinaorigen: string; nidremitente: number | null },
) {
  if (isCustomer(principal) || !principal.menus.includes(RECEPTION_MENU)) throw forbidden();
  const [row] = await tx
    .select({
      sestado: pickups.sestado,
      scodoficina: pickups.scodoficina,
      nidcliente: pickups.nidcliente,
      nidra: pickups.nidra,
    })
    .from(pickups)
    .where(eq(pickups.nidretiro, input.nidretiro))
    .for('update');
  if (!row) throw notFound(m.pickupNotFound);
  if (!worksAt(principal, row.scodoficina)) throw forbidden(m.officeForbidden);
  if (row.scodoficina !== input.scodoficinaorigen) throw forbidden(m.pickupOtherOffice);
  if (row.nidra !== null) throw conflict(m.pickupHasRa(row.nidra));
  if (!RECEIVABLE.includes(row.sestado))
    throw conflict(m.pickupNotReceivable(PICKUP_STATE_LABELS[row.sestado]));
  if (input.nidremitente !== row.nidcliente) throw badRequest(m.pickupOtherSender, 'rutRemitente');
}

/** Links the request to its new RA; a second RA for the same request is refused (the row count). */
export async function linkPickup(tx: Tx, nidretiro: number, nidra: number) {
  const linked = await tx
    .update(pickups)
    .set({ nidra })
    .where(and(eq(pickups.nidretiro, nidretiro), isNull(pickups.nidra)))
    .returning({ nidretiro: pickups.nidretiro });
  if (linked.length === 0) {
    const [other] = await tx
      .select({ nidra: pickups.nidra })
      .from(pickups)
      .where(eq(pickups.nidretiro, nidretiro));
    throw conflict(m.pickupHasRa(other?.nidra ?? 0));
  }
}

/** The driver's pickup at the door: when and by whom the packages were taken. */
export interface PickupVisit {
  dfhoresultado: Date;
  nidusuario: number;
}

/**
 * The driver's pickup, as the routes record it (`hoja_ruta_retiro`, the stop RETIRADO with its time and
 * driver): the latest one, should the request have been visited on more than one route.
 */
export async function pickupVisit(tx: Tx, nidretiro: number): Promise<PickupVisit | null> {
  const [row] = await tx
    .select({ dfhoresultado: pickupStops.dfhoresultado, nidusuario: pickupStops.nidusuario })
    .from(pickupStops)
    .where(
      and(
        eq(pickupStops.nidretiro, nidretiro),
        eq(pickupStops.sestado, 'RETIRADO'),
        isNotNull(pickupStops.dfhoresultado),
        isNotNull(pickupStops.nidusuario),
      ),
    )
    .orderBy(desc(pickupStops.dfhoresultado))
    .limit(1);
  return row?.dfhoresultado && row.nidusuario !== null
    ? { dfhoresultado: new Date(row.dfhoresultado), nidusuario: row.nidusuario }
    : null;
}

/**
 * The wizard's finish (finish.ts), after the units are made: each RA's request becomes RECIBIDO, and the
 * units of one a driver picked up start their trail with 'Retirado en domicilio' at the door's time. Again
 * on a second finish: its units were made anew, so their first event is written again.
 */
export async function receivePickups(tx: Tx, nidras: number[]) {
  if (nidras.length === 0) return;
  const linked = await tx
    .select({ nidretiro: pickups.nidretiro, nidra: pickups.nidra, scodoficina: pickups.scodoficina })
    .from(pickups)
    .where(inArray(pickups.nidra, nidras));
  if (linked.length === 0) return;
  await tx
    .update(pickups)
    .set({ sestado: 'RECIBIDO' })
    .where(and(inArray(pickups.nidra, nidras), inArray(pickups.sestado, [...RECEIVABLE])));
  // The client's systems link the request to its RA (webhooks only: the RA's RECIBIDA notice tells people).
  await recordPickupEvents(
    tx,
    'RETIRO_RECIBIDO',
    linked.map((request) => ({
      nidretiro: request.nidretiro,
      sreferencia: String(request.nidra),
      jdatos: { nidra: request.nidra },
    })),
  );
  for (const request of linked) {
    const visit = await pickupVisit(tx, request.nidretiro);
    if (!visit || request.nidra === null) continue;
    const made = await tx.select().from(units).where(eq(units.nidra, request.nidra));
    const events = unitEvents(
      made,
      'RECOGIDA',
      (unit) => `${unit} retirado en domicilio (solicitud de retiro N° ${request.nidretiro})`,
      { scodlugar: request.scodoficina, nidusuario: visit.nidusuario },
    ).map((event) => ({ ...event, dfecha: visit.dfhoresultado }));
    await appendEvents(tx, events);
  }
}

/**
 * 'Anular RA': the request it was made from is freed, to be received again — back to picked up when a
 * driver took it, else asked for (a request not finished yet keeps its state).
 */
export async function freePickup(tx: Tx, nidra: number) {
  const [request] = await tx
    .select({ nidretiro: pickups.nidretiro, sestado: pickups.sestado })
    .from(pickups)
    .where(eq(pickups.nidra, nidra))
    .for('update');
  if (!request) return;
  let sestado = request.sestado;
  if (sestado === 'RECIBIDO')
    sestado = (await pickupVisit(tx, request.nidretiro)) ? 'RETIRADO' : 'SOLICITADO';
  await tx.update(pickups).set({ nidra: null, sestado }).where(eq(pickups.nidretiro, request.nidretiro));
}
