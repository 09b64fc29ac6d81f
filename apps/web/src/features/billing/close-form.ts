import { billingMessages, type CajaCloseRequest, type CajaDetail, type PaymentMethod } from '@carga/domain';
import { typedPesos } from './payment-form.ts';

// 'Cerrar caja': what the person counts per method, the difference against what the system expects, shown
// live, and the reason asked for as soon as any method differs.

export interface CloseValues {
  /** What was counted, as typed, per method code; '' until typed (nothing is prefilled). */
  contado: Record<string, string>;
  smotivodiferencia: string;
}

export const initialCloseValues = (caja: CajaDetail): CloseValues => ({
  contado: Object.fromEntries(caja.totales.map((t) => [t.scodmediopago, ''])),
  smotivodiferencia: '',
});

/** Counted less expected for one method, or null while its count is not a whole number of pesos. */
export function methodDifference(expected: number, typed: string): number | null {
  const counted = typedPesos(typed);
  return counted === null ? null : counted - expected;
}

export const hasDifference = (caja: CajaDetail, values: CloseValues) =>
  caja.totales.some((t) => {
    const difference = methodDifference(t.nesperado, values.contado[t.scodmediopago] ?? '');
    return difference !== null && difference !== 0;
  });

export function validateClose(caja: CajaDetail, values: CloseValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const t of caja.totales) {
    if (typedPesos(values.contado[t.scodmediopago] ?? '') === null)
      errors[`contado.${t.scodmediopago}`] = 'Ingrese lo contado, en pesos enteros';
  }
  if (hasDifference(caja, values) && !values.smotivodiferencia.trim())
    errors.smotivodiferencia = billingMessages.differenceReasonRequired;
  return errors;
}

export const toCloseBody = (caja: CajaDetail, values: CloseValues): CajaCloseRequest => ({
  contado: caja.totales.map((t) => ({
    scodmediopago: t.scodmediopago as PaymentMethod,
    ncontado: typedPesos(values.contado[t.scodmediopago] ?? '') ?? 0,
  })),
  smotivodiferencia: values.smotivodiferencia.trim(),
});
