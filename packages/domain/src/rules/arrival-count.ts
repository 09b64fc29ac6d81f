import { messages } from './messages.ts';

// What arrived of one package line at the destination (spec 2, 'Entrega de carga'): the contract, the API
// and the web's 'Editar RA' check it with this one rule and these messages.

export interface ArrivalCount {
  /** Units that arrived. */
  ncantidadbultos: number;
  /** Units among them that arrived damaged. */
  ncantidaddanada: number;
  smotivodiferencia: string;
}

/** The Spanish message of each field of the count that breaks the rule. */
export type ArrivalCountErrors = Partial<Record<keyof ArrivalCount, string>>;

/**
 * A line differs when units are missing or damaged, and then it needs a reason. Without `dispatched`
 * (the contract alone does not know it) only damaged units count as a difference.
 */
export const arrivalDiffers = (count: ArrivalCount, dispatched = count.ncantidadbultos) =>
  count.ncantidadbultos < dispatched || count.ncantidaddanada > 0;

/**
 * Arrived ≤ dispatched, damaged ≤ arrived, and a reason for any difference. Errors come in the fields'
 * order (arrived, damaged, reason): the first is the one an answer with a single message gives.
 */
export function arrivalCountErrors(count: ArrivalCount, dispatched?: number): ArrivalCountErrors {
  const errors: ArrivalCountErrors = {};
  if (dispatched !== undefined && count.ncantidadbultos > dispatched)
    errors.ncantidadbultos = messages.receivedOverDispatched;
  if (count.ncantidaddanada > count.ncantidadbultos) errors.ncantidaddanada = messages.damagedOverReceived;
  if (arrivalDiffers(count, dispatched) && count.smotivodiferencia.trim() === '')
    errors.smotivodiferencia = messages.differenceReasonRequired;
  return errors;
}

/** The first broken part of the rule as [field, message], or null when the count is right. */
export function firstArrivalCountError(
  count: ArrivalCount,
  dispatched?: number,
): [keyof ArrivalCount, string] | null {
  const [first] = Object.entries(arrivalCountErrors(count, dispatched)) as Array<
    [keyof ArrivalCount, string]
  >;
  return first ?? null;
}
