// Where the billing screens live (the screen table in app/screens/billing.ts uses the same paths).

/** 'Caja': the caller's own caja (open it, its movements, its close). */
export const CAJA_PATH = '/dashboard/caja';
/** 'Cajas': a supervisor's list of every caja, and one of them read-only. */
export const CAJAS_PATH = '/dashboard/cajas';
export const cajaDetailPath = (nidcaja: number) => `/detalle/caja/${nidcaja}`;
/** 'Cobro en Carga': the company's setting. */
export const BILLING_SETTINGS_PATH = '/dashboard/cobro-en-carga';
