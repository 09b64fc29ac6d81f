import { placeLabel } from '@carga/domain';

type Option = { value: string; label: string };

/** A parameter combo's rows (code and long description) as a select's options. */
export const paramOptions = (
  list: ReadonlyArray<{ scodparametro01: string; sdeslargo01: string }> | undefined,
): Option[] => (list ?? []).map((o) => ({ value: o.scodparametro01, label: o.sdeslargo01 }));

/** The warehouses of a filter combo, 'name (code)' as everywhere. */
export const warehouseOptions = (
  list: ReadonlyArray<{ scodbodega: string; snombodega: string }> | undefined,
): Option[] =>
  (list ?? []).map((b) => ({ value: b.scodbodega, label: placeLabel(b.snombodega, b.scodbodega) }));
