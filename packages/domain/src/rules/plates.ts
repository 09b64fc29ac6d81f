// Chilean plates (placa patente única, PPU) as the close-list form takes them (issue 29): a driver reads
// 'GH·KL·23' off the truck and people type 'gh-kl-23', 'GH KL 23' or 'GHKL23'; the product keeps one
// spelling, upper case without separators, and refuses what is no plate at all.
//
// The formats a truck or a trailer carries (Registro Civil; Decreto 53 of Transportes as changed in 2025):
//   AB1234  two letters and four digits: vehicles registered before 2007, and the heavy trailers' JA–JP series
//   BCDF12  four letters without vowels and two digits: since 2007
//   BCDFG1  five letters without vowels and one digit: the series that follows when BCDF12's runs out
//   ABC123  three letters and three digits: light trailers in a municipal registry (trailers only)
// Motorcycle plates (AB123, BCD12, BCDF1) are refused: no truck or trailer bears one.

const VEHICLE_FORMATS = [/^[A-Z]{2}\d{4}$/, /^[B-DF-HJ-NP-TV-Z]{4}\d{2}$/, /^[B-DF-HJ-NP-TV-Z]{5}\d$/];
const LIGHT_TRAILER_FORMAT = /^[A-Z]{3}\d{3}$/;

/** Spaces, hyphens, dots and the plate's middle dot are how people separate its pairs: they go. */
const SEPARATORS = /[\s\-.·•_/]/g;

/** A plate as typed, in the one spelling the product keeps: 'gh-kl-23' → 'GHKL23'. */
export function normalizePlate(typed: string): string {
  return typed.replace(SEPARATORS, '').toUpperCase();
}

export type PlateKind = 'truck' | 'trailer';

/** Whether a plate, once normalised, has one of the formats its kind of vehicle carries. */
export function isPlate(typed: string, kind: PlateKind): boolean {
  const plate = normalizePlate(typed);
  return (
    VEHICLE_FORMATS.some((format) => format.test(plate)) ||
    (kind === 'trailer' && LIGHT_TRAILER_FORMAT.test(plate))
  );
}

/** A stored plate as the screens and reports show it: values saved before issue 29 were kept as typed. */
export function displayPlate<T extends string | null>(stored: T): T {
  return (stored === null ? null : normalizePlate(stored)) as T;
}
