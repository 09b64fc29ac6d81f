import {
  type PaymentCondition,
  type ReceptionConditionsResponse,
  type ReceptionConditionsUpdate,
  receptionConditionsUpdate,
} from '@carga/domain';
import { zodResolver } from '../../../../ui/zod-resolver.ts';

export type Billing = 'DESTI' | 'REMIT' | 'OTRO';
type Ra = ReceptionConditionsResponse['ra'];

export interface StepTwoValues {
  sfacturar: Billing;
  nidpagador: number | null;
  srutfacturar: string;
  tracking: boolean;
  sidtrackingext: string;
  sindretirolocal: boolean;
  sindentregalocal: boolean;
  sindenviodirecto: boolean;
  scodoficinaorigen: string;
  scodbodegaorigen: string;
  scodbodegadestino: string;
  scodoficinadestino: string;
  /** Issue 33: PAGADO, PORPAGAR or CTACTE. */
  scondicionpago: PaymentCondition;
}

/** Step 2's body: the conditions and, since issue 33, the RA's condition of payment. */
export type StepTwoPayload = ReceptionConditionsUpdate & { scondicionpago: PaymentCondition };

/** Spec 1 section 4: the route between Santiago and Punta Arenas, both ways. */
const ROUTE_DEFAULTS: Record<string, { origin: string; destination: string; office: string }> = {
  OFISCL: { origin: 'BDSCL', destination: 'BDPUQ', office: 'OFIPUQ' },
  OFIPUQ: { origin: 'BDPUQ', destination: 'BDSCL', office: 'OFISCL' },
};

export const routeDefaults = (office: string) => ROUTE_DEFAULTS[office];

export const asBilling = (value: string | null): Billing =>
  value === 'REMIT' || value === 'OTRO' ? value : 'DESTI';

/** The billed party of DESTI and REMIT comes from step 1. */
export function billedParty(ra: Ra, billing: Billing): { id: number | null; rut: string } | null {
  if (billing === 'DESTI') return { id: ra.niddestinatario, rut: ra.srutdestinatario };
  if (billing === 'REMIT') return { id: ra.nidremitente, rut: ra.srutremitente };
  return null;
}

export function stepTwoFromResponse(ra: Ra, scondicionpago: PaymentCondition): StepTwoValues {
  const billing = asBilling(ra.sfacturar);
  const party = billedParty(ra, billing);
  const defaults = routeDefaults(ra.scodoficinaorigen);
  return {
    sfacturar: billing,
    nidpagador: party ? party.id : ra.nidpagador,
    srutfacturar: party ? party.rut : (ra.srutfacturar ?? ''),
    tracking: !!ra.sidtrackingext,
    sidtrackingext: ra.sidtrackingext ?? '',
    sindretirolocal: ra.sindretirolocal === 'S',
    sindentregalocal: ra.sindentregalocal === 'S',
    sindenviodirecto: ra.sindenviodirecto === 'S',
    scodoficinaorigen: ra.scodoficinaorigen,
    scodbodegaorigen: ra.scodbodegaorigen ?? defaults?.origin ?? '',
    scodbodegadestino: ra.scodbodegadestino ?? defaults?.destination ?? '',
    scodoficinadestino: ra.scodoficinadestino ?? defaults?.office ?? '',
    scondicionpago,
  };
}

const flag = (on: boolean) => (on ? 'S' : 'N');

export function stepTwoPayload(v: StepTwoValues): StepTwoPayload {
  return {
    sfacturar: v.sfacturar,
    nidpagador: v.nidpagador,
    srutfacturar: v.srutfacturar.trim(),
    // Sent empty when the external tracking is off.
    sidtrackingext: v.tracking ? v.sidtrackingext.trim() : '',
    sindretirolocal: flag(v.sindretirolocal),
    sindentregalocal: flag(v.sindentregalocal),
    sindenviodirecto: flag(v.sindenviodirecto),
    scodoficinaorigen: v.scodoficinaorigen,
    scodbodegaorigen: v.scodbodegaorigen,
    scodbodegadestino: v.scodbodegadestino,
    scodoficinadestino: v.scodoficinadestino,
    scondicionpago: v.scondicionpago,
  };
}

const resolve = zodResolver(receptionConditionsUpdate);
export const validateStepTwo = (values: StepTwoValues) => resolve(stepTwoPayload(values));
