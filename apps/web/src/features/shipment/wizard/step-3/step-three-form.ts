import {
  type CargoDescriptionResponse,
  type CargoDescriptionUpdate,
  cargoDescriptionUpdate,
  messages,
} from '@carga/domain';
import { zodResolver } from '../../../../ui/zod-resolver.ts';
import { toNumber, wholeNumberError } from '../numbers.ts';

type Ra = CargoDescriptionResponse['ra'];

export const CARGO_FLAGS = [
  ['sindcargaimo', 'Carga IMO'],
  ['sindsobredimension', 'Sobredimensionada'],
  ['sindnoapilable', 'No apilable'],
  ['sindplana', 'Plana'],
  ['sindfragil', 'Frágil'],
] as const;
export type CargoFlag = (typeof CARGO_FLAGS)[number][0];

export interface RepackValue {
  on: boolean;
  cantidad: string;
}

export interface StepThreeValues extends Record<CargoFlag, boolean> {
  scodtipocarga: string;
  sdescripcioncarga: string;
  scondicioncarga: string;
  scondicionadicional: string;
  repack: Record<string, RepackValue>;
  sindreef: boolean;
  ntemperatura: string;
  scodestadocarga: string;
}

export function stepThreeFromResponse(data: CargoDescriptionResponse): StepThreeValues {
  const ra: Ra = data.ra;
  const repack: Record<string, RepackValue> = {};
  for (const type of data.tipoEmpaqueList) {
    const line = ra.reempaqueList.find((r) => r.scodigo === type.scodparametro01);
    repack[type.scodparametro01] = { on: !!line, cantidad: line ? String(line.ncantidad) : '' };
  }
  return {
    scodtipocarga: ra.scodtipocarga ?? '',
    sdescripcioncarga: ra.sdescripcioncarga,
    scondicioncarga: ra.scondicioncarga,
    scondicionadicional: ra.scondicionadicional,
    repack,
    sindcargaimo: ra.sindcargaimo === 'S',
    sindsobredimension: ra.sindsobredimension === 'S',
    sindnoapilable: ra.sindnoapilable === 'S',
    sindplana: ra.sindplana === 'S',
    sindfragil: ra.sindfragil === 'S',
    sindreef: ra.sindreef === 'S',
    ntemperatura: ra.ntemperatura === null ? '' : String(ra.ntemperatura),
    scodestadocarga: ra.scodestadocarga || 'NORMAL',
  };
}

const flag = (on: boolean) => (on ? 'S' : 'N');
const repacksOn = (v: StepThreeValues) => Object.entries(v.repack).filter(([, r]) => r.on);

export function stepThreePayload(v: StepThreeValues): CargoDescriptionUpdate {
  return {
    scodtipocarga: v.scodtipocarga,
    sdescripcioncarga: v.sdescripcioncarga,
    scondicioncarga: v.scondicioncarga,
    scondicionadicional: v.scondicionadicional,
    reempaqueList: repacksOn(v).map(([scodigo, r]) => ({ scodigo, ncantidad: toNumber(r.cantidad) })),
    sindcargaimo: flag(v.sindcargaimo),
    sindsobredimension: flag(v.sindsobredimension),
    sindnoapilable: flag(v.sindnoapilable),
    sindplana: flag(v.sindplana),
    sindfragil: flag(v.sindfragil),
    // Refrigeration off: temperature null and sindreef N.
    sindreef: flag(v.sindreef),
    ntemperatura: v.sindreef && v.ntemperatura.trim() ? toNumber(v.ntemperatura) : null,
    scodestadocarga: v.scodestadocarga,
  } as CargoDescriptionUpdate;
}

const resolve = zodResolver(cargoDescriptionUpdate);

/** The shared schema on the body, with its repack errors moved onto the repack rows. */
export function validateStepThree(v: StepThreeValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const on = repacksOn(v);
  for (const [key, message] of Object.entries(resolve(stepThreePayload(v)))) {
    const repack = /^reempaqueList\.(\d+)\.ncantidad$/.exec(key);
    if (repack) errors[`repack.${on[Number(repack[1])]?.[0]}.cantidad`] = message;
    else if (!key.startsWith('reempaqueList')) errors[key] = message;
  }
  for (const [code, r] of on) {
    const text = r.cantidad.trim();
    const message = !text ? messages.quantityMin : wholeNumberError(text);
    if (message) errors[`repack.${code}.cantidad`] = message;
  }
  if (v.sindreef) {
    const message = wholeNumberError(v.ntemperatura, { negative: true });
    if (message) errors.ntemperatura = message;
  }
  return errors;
}
