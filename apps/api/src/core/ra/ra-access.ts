import { isWizardEditable, messages } from '@carga/domain';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { type Principal, worksAt } from '../principal.ts';
import { findReception, type ReceptionRow, updateReception } from './ra.repo.ts';

/** Only staff of the RA's origin office (admin works at every office) may read or change it at origin. */
export function assertOriginStaff(principal: Principal, ra: ReceptionRow) {
  if (!worksAt(principal, ra.scodoficinaorigen)) throw forbidden(messages.raWrongOffice);
}

export async function loadOriginRa(db: Db | Tx, principal: Principal, nidra: number, forUpdate = false) {
  const ra = await findReception(db, nidra, { forUpdate });
  if (!ra) throw notFound(messages.raNotFound);
  assertOriginStaff(principal, ra);
  return ra;
}

/**
 * Runs a wizard edit: locks the RA row, checks office and state (ENCREA or ENPREP only, 409 otherwise),
 * and stamps the modification date, all in one transaction.
 */
export function editRa<T>(
  db: Db,
  principal: Principal,
  nidra: number,
  change: (tx: Tx, ra: ReceptionRow) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    const ra = await loadOriginRa(tx, principal, nidra, true);
    if (!isWizardEditable(ra.scodestado)) throw conflict(messages.raNotEditable);
    const result = await change(tx, ra);
    await updateReception(tx, nidra, {});
    return result;
  });
}

/** A customer's own cargo: where their RUT is the sender, the recipient or the billing party. */
export const isCustomerRa = (principal: Principal, ra: ReceptionRow) =>
  principal.rut !== null && [ra.srutremitente, ra.srutdestinatario, ra.srutfacturar].includes(principal.rut);

/** The offices and warehouses an RA goes through. */
export const routeOf = (ra: ReceptionRow) =>
  [ra.scodoficinaorigen, ra.scodoficinadestino, ra.scodbodegaorigen, ra.scodbodegadestino].filter(
    (code): code is string => Boolean(code),
  );

/**
 * Reading an RA (detail, receipt, files): staff of any office or warehouse on its route; a customer only
 * their own cargo, and anything else is 'not found' to them, so they learn nothing of other RAs.
 */
export async function loadReadableRa(db: Db | Tx, principal: Principal, nidra: number) {
  return assertReadable(principal, await findReception(db, nidra));
}

/** `loadReadableRa`'s check on a row read otherwise (the RA detail reads it with its head). */
export function assertReadable(principal: Principal, ra: ReceptionRow | undefined): ReceptionRow {
  if (principal.rut !== null) {
    if (!ra || !isCustomerRa(principal, ra)) throw notFound(messages.raNotFound);
    return ra;
  }
  if (!ra) throw notFound(messages.raNotFound);
  if (!routeOf(ra).some((code) => worksAt(principal, code))) throw forbidden(messages.raWrongOffice);
  return ra;
}
