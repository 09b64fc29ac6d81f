import { messages, type PackageFormInput, type PackageLine, packageInput } from '@carga/domain';
import { zodResolver } from '../../../../ui/zod-resolver.ts';
import { toNumber, wholeNumberError } from '../numbers.ts';

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
  npesobultokg: String(line.npesobultokg),
  naltocm: String(line.naltocm),
  nlargocm: String(line.nlargocm),
  nanchocm: String(line.nanchocm),
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

/**
 * Whole numbers in every measure ('Sólo se admiten números'), read as people type them: '12,5' is told
 * it is no whole number rather than no number (issue 29); empty is not zero.
 */
export function validatePackage(v: PackageValues): Record<string, string> {
  const errors = resolve(packagePayload(v));
  for (const field of NUMBER_FIELDS) {
    const message = v[field].trim() ? wholeNumberError(v[field]) : messages.required;
    if (message) errors[field] = message;
  }
  return errors;
}
