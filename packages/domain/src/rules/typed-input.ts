// What people type, brought to the form the spec stores and sends. Only unambiguous input is rewritten:
// anything else is left as typed for the form's validation to refuse with the spec's message.

/** A phone prefix typed as '+56' is the spec's '56': the plus and spaces go, the digits stay. */
export function phonePrefixFromTyped(value: string): string {
  return value.replace(/[\s+]/g, '');
}

/** Whole pesos written with Chilean thousands dots: '1.250.000', '$ 12.500'. */
const CLP_WITH_SEPARATORS = /^\d{1,3}(\.\d{3})+$/;

/**
 * An amount in CLP typed with thousands separators ('1.250.000', '$1.250.000') as the whole number the
 * spec sends ('1250000'). Dots elsewhere ('1250.5') are not separators: left for the form to refuse,
 * never silently turned into another amount.
 */
export function clpFromTyped(value: string): string {
  const compact = value.replace(/[\s$]/g, '');
  return CLP_WITH_SEPARATORS.test(compact) ? compact.replaceAll('.', '') : compact;
}

// Numbers as Chileans type them (issue 29). The rule, the same in the browser and in the contract:
//  - a comma or a point before the decimals: '12,5', '12.5', '12,50' and '0,288' are what they say;
//  - but one separator before exactly three digits, after a whole part that is not 0, is refused as
//    ambiguous rather than guessed: '12.500' is 12500 to a Chilean and 12.5 to whoever types the English
//    way, and '1,500' is 1.5 to the one and 1500 to the other; the message offers both readings;
//  - thousands separators are points in groups of three, unambiguous only as more than one group or with
//    a decimal comma after them: '1.250.000' and '1.250,5';
//  - whole pesos (CLP) have no decimals, so there a single point before three digits is the thousands
//    separator: '1.500' is 1500 (clpFromTyped above), and any comma is refused (wholeNumber, clp).

/** What a typed number is: its value, or why it is none. */
export type TypedNumber =
  | { kind: 'number'; value: number }
  | { kind: 'ambiguous'; thousands: string; decimal: string }
  | { kind: 'none' };

const PLAIN = /^-?\d+$/;
const ONE_SEPARATOR = /^(-?\d+)([.,])(\d+)$/;
const GROUPED = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/;

/** A quantity typed with a decimal comma or point, or Chilean thousands points (see the rule above). */
export function numberFromTyped(typed: string): TypedNumber {
  const text = typed.replace(/\s/g, '');
  if (PLAIN.test(text)) return { kind: 'number', value: Number(text) };
  const one = ONE_SEPARATOR.exec(text);
  if (one) {
    const [, whole, , decimals] = one as unknown as [string, string, string, string];
    if (decimals.length === 3 && !/^-?0$/.test(whole)) {
      const decimal = `${whole},${decimals.replace(/0+$/, '')}`.replace(/,$/, '');
      return { kind: 'ambiguous', thousands: `${whole}${decimals}`, decimal };
    }
    return { kind: 'number', value: Number(`${whole}.${decimals}`) };
  }
  if (GROUPED.test(text))
    return { kind: 'number', value: Number(text.replaceAll('.', '').replace(',', '.')) };
  return { kind: 'none' };
}
