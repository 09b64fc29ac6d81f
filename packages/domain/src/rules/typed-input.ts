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
