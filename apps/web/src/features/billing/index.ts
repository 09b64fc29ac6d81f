// What other features use of 'Caja' and 'Cobrar' (issue 33).
export { useCurrentCaja, usePay, useRaPayment } from './api.ts';
export { canCharge } from './charge-rules.ts';
export { PaymentDialog, type PaymentTarget } from './PaymentDialog.tsx';
export { PaymentSection } from './PaymentSection.tsx';
export { PaymentStateBadge } from './PaymentStateBadge.tsx';
export { RaPaymentSummary } from './RaPaymentSummary.tsx';
