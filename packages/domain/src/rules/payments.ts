// How an RA is paid (issue 33): its condition, the methods a caja takes, its payment state, the age of
// what is owed. Server and browser decide these the same way.

/** PAGADO: the sender pays at the counter; PORPAGAR: the recipient pays at delivery; CTACTE: billed later. */
export const PAYMENT_CONDITIONS = ['PAGADO', 'PORPAGAR', 'CTACTE'] as const;
export type PaymentCondition = (typeof PAYMENT_CONDITIONS)[number];
export const PAYMENT_CONDITION_LABELS: Record<PaymentCondition, string> = {
  PAGADO: 'Pagado',
  PORPAGAR: 'Por pagar',
  CTACTE: 'Cuenta corriente',
};

export const PAYMENT_METHODS = ['EFECTIVO', 'TRANSFERENCIA', 'DEBITO', 'CREDITO', 'CHEQUE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  EFECTIVO: 'Efectivo',
  TRANSFERENCIA: 'Transferencia',
  DEBITO: 'Tarjeta de débito',
  CREDITO: 'Tarjeta de crédito',
  CHEQUE: 'Cheque',
};
/** What the person types as the payment's reference, per method (null: none is asked). */
export const PAYMENT_REFERENCE_LABELS: Record<PaymentMethod, string | null> = {
  EFECTIVO: null,
  TRANSFERENCIA: 'Número de transferencia',
  DEBITO: 'Número de comprobante',
  CREDITO: 'Número de comprobante',
  CHEQUE: 'Número de cheque',
};

/**
 * The RA's payment state, as lists and screens show it:
 * - PAGADO: what is due was received (a live payment, or abonos covering it for cuenta corriente);
 * - PENDIENTE: 'Pendiente de pago' (priced, not yet paid);
 * - SINTARIFA: it cannot be charged until it is priced (the 'Sin tarifa' warning names it);
 * - NOAPLICA: no condition (finished before issue 33) or 'Cobro en Carga' is off: never blocked.
 */
export const PAYMENT_STATES = ['PAGADO', 'PENDIENTE', 'SINTARIFA', 'NOAPLICA'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  PAGADO: 'Pagado',
  PENDIENTE: 'Pendiente de pago',
  SINTARIFA: 'Sin tarifa',
  NOAPLICA: 'No aplica',
};

/** A movement of a caja: a payment of an RA, its reversal, an abono of a cuenta corriente client. */
export const MOVEMENT_TYPES = ['PAGO', 'ANULACION', 'ABONO'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];
export const MOVEMENT_TYPE_LABELS: Record<MovementType, string> = {
  PAGO: 'Pago',
  ANULACION: 'Anulación',
  ABONO: 'Abono',
};

export const CAJA_STATES = ['ABIERTA', 'CERRADA'] as const;
export type CajaState = (typeof CAJA_STATES)[number];
export const CAJA_STATE_LABELS: Record<CajaState, string> = { ABIERTA: 'Abierta', CERRADA: 'Cerrada' };

/** A client's terms: with `sindctacte` 'S' its RAs are billed later, up to its credit limit. */
export interface PayerTerms {
  sindctacte: 'S' | 'N';
}

/**
 * The condition step 2 proposes: CTACTE when the one who pays has a cuenta corriente; otherwise the
 * recipient pays on delivery (DESTI) and the sender or a third party at the counter (REMIT, OTRO).
 */
export function proposeCondition(sfacturar: string | null, payer: PayerTerms | null): PaymentCondition {
  if (payer?.sindctacte === 'S') return 'CTACTE';
  return sfacturar === 'DESTI' ? 'PORPAGAR' : 'PAGADO';
}

/** The change given for cash: what was received less what is due; null when too little was received. */
export function cashChange(due: number, received: number): number | null {
  return received >= due ? received - due : null;
}

/** The ages of the receivables, in days since the RA was finished (its debt date). */
export const AGE_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];
export const AGE_BUCKET_LABELS: Record<AgeBucket, string> = {
  '0-30': '0–30 días',
  '31-60': '31–60 días',
  '61-90': '61–90 días',
  '90+': 'Más de 90 días',
};
export function ageBucket(days: number): AgeBucket {
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

/** Pesos as the screens and documents write them: '$12.500'. */
export const formatPesos = (amount: number): string =>
  `${amount < 0 ? '-' : ''}$${Math.abs(Math.round(amount)).toLocaleString('es-CL')}`;

export const billingMessages = {
  cajaRequired: 'Debe abrir una caja para registrar pagos',
  cajaAlreadyOpen: 'Ya tiene una caja abierta',
  cajaNotFound: 'La caja no existe',
  cajaClosed: 'La caja está cerrada',
  cajaNotYours: 'La caja pertenece a otro usuario',
  cajaPlaceNotYours: 'No trabaja en ese lugar',
  floatInvalid: 'El monto inicial debe ser un número entero de 0 o más',
  amountInvalid: 'El monto debe ser un número entero mayor que 0',
  amountMismatch: (due: string) => `El monto debe ser exactamente lo adeudado: ${due}`,
  receivedTooLittle: (due: string) => `El monto recibido no alcanza a cubrir ${due}`,
  referenceRequired: 'Ingrese el número de la transacción',
  methodInvalid: 'Medio de pago no válido',
  alreadyPaid: 'El RA ya está pagado',
  notPriced: 'El RA no tiene tarifa: no puede cobrarse hasta que se le asigne un precio',
  voided: 'El RA está anulado: no se puede cobrar',
  notChargedHere: 'Este RA se cobra en cuenta corriente, con un abono al cliente',
  conditionLocked: 'La condición de pago ya no puede cambiarse: el RA está pagado o salió de origen',
  conditionInvalid: 'Condición de pago no válida',
  ctacteNotAllowed: 'El pagador no tiene cuenta corriente',
  paymentNotFound: 'El pago no existe',
  paymentAlreadyReversed: 'El pago ya fue anulado',
  reasonRequired: 'Indique el motivo',
  reasonTooLong: 'El motivo no puede superar 200 caracteres',
  countInvalid: 'Ingrese lo contado de cada medio de pago, en pesos enteros de 0 o más',
  differenceReasonRequired: 'Hay diferencias: indique el motivo',
  closeInFlight: 'Hay un pago en curso en esta caja: intente cerrar nuevamente',
  /** 409 of a delivery of an unpaid POR PAGAR RA: names the amount due. */
  unpaidDelivery: (due: string) => `El RA es por pagar y tiene ${due} pendiente: cobre antes de entregar`,
  /** The confirmation of closing a load list carrying unpaid PAGADO RAs, naming them. */
  unpaidOnList: (ras: string) => `Hay RA pagados en origen pendientes de pago: ${ras}. ¿Desea cerrar igual?`,
  overCreditLimit: (balance: string, limit: string) =>
    `El pagador supera su límite de crédito: saldo ${balance}, límite ${limit}`,
  clientNotFound: 'El cliente no existe',
  creditLimitInvalid: 'El límite de crédito debe ser un número entero de 0 o más',
  paymentDaysInvalid: 'Los días de pago deben ser un número entero entre 0 y 365',
  abonoTooMuch: (due: string) => `El abono supera lo adeudado por los RA elegidos: ${due}`,
  abonoNothingDue: 'El cliente no tiene RA pendientes de pago',
  /** 409 of re-pricing an RA with a live payment. */
  repricePaid: 'El RA ya está pagado: anule el pago antes de recalcular',
  /** An abono naming RAs that are not owed by that client (another's, paid, not cuenta corriente). */
  abonoRaNotOwed: (ras: string) => `Estos RA no son deudas pendientes del cliente: ${ras}`,
  /** No condition (finished before issue 33) or 'Cobro en Carga' off: nothing is charged here. */
  notCollected: 'Este RA no se cobra en Carga',
  /** A POR PAGAR RA already handed over: its payment stays (decisions.md). */
  reverseDelivered: 'El RA por pagar ya fue entregado: su pago no puede anularse',
  notFinished: 'El RA aún no está finalizado: no se puede cobrar',
  notAReversal: 'Solo un pago o un abono pueden anularse',
  cajaNotOpen: 'No tiene una caja abierta',
} as const;
