import { type FinishTarget, isWizardEditable, messages, SIN_TARIFA } from '@carga/domain';
import { syncDebt } from '../../core/billing/debt.repo.ts';
import type { Principal } from '../../core/principal.ts';
import { findReceptionsForUpdate, type ReceptionRow, withPackages } from '../../core/ra/ra.repo.ts';
import { assertOriginStaff } from '../../core/ra/ra-access.ts';
import { transitionRas } from '../../core/ra/ra-transition.repo.ts';
import { rebuildUnits } from '../../core/ra/units.repo.ts';
import { parameterGroups as g, parameterDescription } from '../../core/reference/parameters.repo.ts';
import type { Tx } from '../../db/client.ts';
import { type AppError, conflict, notFound } from '../../errors.ts';
import { recordCargoEvents } from '../notifications/events.ts';
import { receivePickups } from '../pickup/pickup-ra.ts';
import { storeRaPrices } from '../pricing/pricing.service.ts';
import { ensureTrackingCodes } from '../tracking/codes.ts';

/** An error of one RA of several: `nidra` names it (the import tells the user the file's group). */
export type RaError = AppError & { nidra?: number };
const ofRa = (error: AppError, nidra: number): RaError => Object.assign(error, { nidra });

/** What finishing asks of an RA the wizard may still change, its packages apart (see finishRas). */
function assertFinishable(principal: Principal, ra: ReceptionRow, target: FinishTarget) {
  assertOriginStaff(principal, ra);
  // Finishing is the wizard's last step: only an RA the wizard may still change (the table allows
  // ENLIS → BORIG too, but that move belongs to the warehouse flow).
  if (!isWizardEditable(ra.scodestado)) throw conflict(messages.raNotEditable);
  if (!ra.scodbodegaorigen || !ra.scodbodegadestino || !ra.scodoficinadestino) {
    throw conflict(messages.finishNeedsConditions);
  }
  if (!ra.scodtipocarga) throw conflict(messages.finishNeedsCargoType);
  if (target === 'BORIG' && ra.scodtipocarga === SIN_TARIFA) throw conflict(messages.sinTarifaToWarehouse);
}

/**
 * The wizard's finish ('Permanecer en oficina' → ENPREP, 'Enviar a bodega' → BORIG) of one RA typed in
 * the wizard or of every RA of an import, in the caller's transaction and in a few statements whatever
 * their number: the RAs locked and checked, moved with their history, their packages made units, their
 * tracking codes, their prices frozen and, at the warehouse, their RECIBIDA events. Any RA that may not
 * finish fails them all (the error names it in `nidra`).
 */
export async function finishRas(tx: Tx, principal: Principal, nidras: number[], target: FinishTarget) {
  const found = await findReceptionsForUpdate(tx, nidras);
  const ras = found.map((ra, i) => {
    const nidra = nidras[i] as number;
    if (!ra) throw ofRa(notFound(messages.raNotFound), nidra);
    try {
      assertFinishable(principal, ra, target);
    } catch (error) {
      throw ofRa(error as AppError, nidra);
    }
    return ra;
  });
  const physical = ras.filter((ra) => ra.stiporecepcion === 'FISIC').map((ra) => ra.nidra);
  const packed = await withPackages(tx, physical);
  const empty = physical.find((nidra) => !packed.has(nidra));
  if (empty !== undefined) throw ofRa(conflict(messages.finishNeedsPackages), empty);

  await transitionRas(
    tx,
    principal,
    ras,
    target,
    'FINALIZAR',
    target === 'BORIG' ? 'Ingreso finalizado: enviado a bodega' : 'Ingreso finalizado: permanece en oficina',
    target === 'BORIG' ? { dfecingresobodega: new Date() } : {},
  );
  // Its packages become units, numbered as their labels (again on a second finish: they may have changed).
  await rebuildUnits(tx, nidras);
  // An RA made from a pickup request: the request is received, its units' trail starts at the door (issue 35).
  await receivePickups(tx, nidras);
  // The customer's tracking code, printed on the receipt and labels (issue 16); kept on a second finish.
  await ensureTrackingCodes(tx, nidras);
  // The price is frozen here, by the tariff version of its reception day (issue 12).
  await storeRaPrices(
    tx,
    principal,
    ras.map((ra) => ({ ...ra, scodestado: target })),
    'FINALIZAR',
  );
  // A cuenta corriente RA now owes its price to its payer (issue 33); the others owe nothing there.
  for (const ra of ras) if (ra.scondicionpago === 'CTACTE') await syncDebt(tx, ra.nidra);
  // Received at the origin warehouse: the sender and recipient hear of it (issue 16).
  if (target === 'BORIG') {
    await recordCargoEvents(tx, { sevento: 'RECIBIDA', ras: nidras.map((nidra) => ({ nidra })) });
  }
  const sdesestado = (await parameterDescription(tx, g.raState, target)) ?? target;
  return nidras.map((nidra) => ({ nidra, scodestado: target, sdesestado }));
}
