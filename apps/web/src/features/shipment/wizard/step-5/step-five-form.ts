import {
  messages,
  PACKAGE_DECIMALS,
  type PackageFormInput,
  type PackageLine,
  packageInput,
} from '@carga/domain';
import { zodResolver } from '../../../../ui/zod-resolver.ts';
import { decimalNumberError, toNumber, typedFromNumber, wholeNumberError } from '../numbers.ts';

export const NUMBER_FIELDS = ['ncantidadbultos', 'npesobultokg', 'nlargocm', 'nanchocm', 'naltocm'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

export type PackageValues = Record<NumberField, string> & { scodtipobulto: string; sreferencia: string };

export const emptyPackage = (): PackageValues => ({
  scodtipobulto: '',
  ncantidadbultos: '',
  npesobultokg: '',
  naltocm: '',
  nlargocm: '',
  nanchocm: '',
  sreferencia: '',
});

export const packageFromLine = (line: PackageLine): PackageValues => ({
  scodtipobulto: line.scodtipobulto,
  ncantidadbultos: String(line.ncantidadbultos),
  npesobultokg: typedFromNumber(line.npesobultokg),
  naltocm: typedFromNumber(line.naltocm),
  nlargocm: typedFromNumber(line.nlargocm),
  nanchocm: typedFromNumber(line.nanchocm),
  sreferencia: line.sreferencia,
});

export const packagePayload = (v: PackageValues): PackageFormInput =>
  ({
    scodtipobulto: v.scodtipobulto,
    ncantidadbultos: toNumber(v.ncantidadbultos),
    npesobultokg: toNumber(v.npesobultokg),
    naltocm: toNumber(v.naltocm),
    nlargocm: toNumber(v.nlargocm),
    nanchocm: toNumber(v.nanchocm),
    sreferencia: v.sreferencia.trim(),
  }) as PackageFormInput;

const resolve = zodResolver(packageInput);

/** The message for one number of the form, or null: units are whole, kg and cm keep their decimals. */
const numberError = (field: NumberField, typed: string): string | null =>
  field === 'ncantidadbultos' ? wholeNumberError(typed) : decimalNumberError(typed, PACKAGE_DECIMALS[field]);

/**
 * Every number read as people type it ('Sólo se admiten números'): whole units, kg and cm with the
 * decimal comma or point ('12,5', issue 29); empty is not zero.
 */
export function validatePackage(v: PackageValues): Record<string, string> {
  const errors = resolve(packagePayload(v));
  for (const field of NUMBER_FIELDS) {
    const message = v[field].trim() ? numberError(field, v[field]) : messages.required;
    if (message) errors[field] = message;
  }
  return errors;
}
