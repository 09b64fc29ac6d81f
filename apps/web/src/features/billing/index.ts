// What other features use of 'Caja' and 'Cobrar' (issue 33).
export { useCurrentCaja, usePay, useRaPayment } from './api.ts';
export { PaymentDialog, type PaymentTarget } from './PaymentDialog.tsx';
