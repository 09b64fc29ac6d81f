import { LIMITS, type Pickup } from '@carga/domain';
import { formatMeasure } from '../../ui/format.ts';
import { typedFromNumber } from '../shipment/wizard/numbers.ts';
import { emptyStepOne, type StepOneValues } from '../shipment/wizard/step-1/step-one-form.ts';
import { emptyPackage, type PackageValues } from '../shipment/wizard/step-5/step-five-form.ts';

// Issue 35: a pickup request made into an RA at the office ('Ingresar RA' → the wizard, `?retiro=N`).

/** The states a request is made into an RA from: picked up by a driver, or brought to the counter. */
export const canReceiveAsRa = (p: Pickup) =>
  (p.sestado === 'SOLICITADO' || p.sestado === 'RETIRADO') && p.nidra === null;

/** The wizard's step 1 opened for a request. */
export const wizardPathForPickup = (nidretiro: number) => `/pasos/paso-1?retiro=${nidretiro}`;

/** The request of `?retiro=N`: a positive whole number, else none. */
export function pickupIdFromSearch(search: URLSearchParams): number | null {
  const raw = search.get('retiro');
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** 'Retiro N° 12 — Comercial Austral, Av. Vicuña Mackenna 3200, La Florida'. */
export const pickupHeading = (p: Pickup) =>
  `Retiro N° ${p.nidretiro} — ${p.snombrecliente}, ${p.sdireccion}, ${p.snomcomuna}`;

/** What was declared, as the wizard's later steps will ask it. */
export const pickupDeclared = (p: Pickup) =>
  `${p.nbultos} ${p.nbultos === 1 ? 'bulto' : 'bultos'}${p.npesokg > 0 ? `, ${formatMeasure(p.npesokg)} kg` : ''}${p.sdescripcion ? `: ${p.sdescripcion}` : ''}`;

/** Step 1 filled from the request: its client is the RA's sender (the server checks it is). */
export const stepOneFromPickup = (p: Pickup): StepOneValues => ({
  ...emptyStepOne(),
  idRemitente: p.nidcliente,
  rutRemitente: p.srutcliente,
  nomRemitente: p.snombrecliente.slice(0, LIMITS.personName),
});

/** Step 5's first line from what was declared: the packages and each one's share of the kg. */
export const packageFromPickup = (p: Pickup): PackageValues => ({
  ...emptyPackage(),
  ncantidadbultos: String(p.nbultos),
  npesobultokg: p.npesokg > 0 ? typedFromNumber(Math.round((p.npesokg / p.nbultos) * 100) / 100) : '',
});
