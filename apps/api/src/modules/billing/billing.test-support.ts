import { expect } from 'vitest';
import { clientIdsByRut, insertRa, userIdOf } from '../../../test/factories.ts';
import type { Call } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { raPrices, type receptions } from '../../db/schema.ts';
import { createStaffUser } from '../customer/customer.test-support.ts';

// Test data of the billing tests (never imported by the app): finished RAs with a condition and a price.

/** Los Andes: the demo's cuenta corriente client; Ferretería Magallanes: none. */
export const CTACTE_RUT = '77123456-9';
export const PLAIN_RUT = '96512340-7';

/** The staff users the billing tests need besides the demo ones. */
export async function createBillingUsers(db: Db) {
  await createStaffUser(db, 'sin.caja', ['ORIG-INGRESO']);
  // Cashier of a place that is on no test RA's route.
  await createStaffUser(db, 'caja.otra', ['FIN-CAJA'], { oficinas: ['OFIVAL'] });
  await createStaffUser(db, 'caja.scl2', ['FIN-CAJA'], { oficinas: ['OFISCL'] });
}

/**
 * A finished RA (OFISCL → OFIPUQ) with its condition and, unless `price` is null, a tariff price; its
 * payer is `payerRut`'s client. Cuenta corriente debts are written by the caller (syncDebt) when needed.
 */
export async function insertChargeableRa(
  db: Db,
  options: {
    condition?: 'PAGADO' | 'PORPAGAR' | 'CTACTE' | null;
    price?: number | null;
    state?: typeof receptions.$inferInsert.scodestado;
    payerRut?: string;
    received?: Date;
  } = {},
) {
  const ids = await clientIdsByRut(db);
  const nidra = await insertRa(db, {
    scodestado: options.state ?? 'BORIG',
    scondicionpago: options.condition === undefined ? 'PAGADO' : options.condition,
    nidpagador: ids[options.payerRut ?? PLAIN_RUT],
    ...(options.received && { dfecrecepcion: options.received }),
  });
  const price = options.price === undefined ? 12_500 : options.price;
  await db.insert(raPrices).values({
    nidra,
    scodmotivo: price === null ? 'NOTARIFA' : 'TARIFA',
    ...(price !== null && { ntotal: price }),
    ncantidadbultos: 2,
    npesokg: 40,
    nvolumenm3: 0.5,
    npesovolumetrico: 125,
    nidusuario: await userIdOf(db, 'admin'),
  });
  return nidra;
}

/** Opens the caller's caja at `place` with `float`; answers its id. */
export async function openCaja(call: Call, token: string, place = 'OFISCL', float = 10_000) {
  const response = await call('POST', '/api/Billing/Caja', {
    token,
    body: { scodlugar: place, nmontoinicial: float },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().nidcaja as number;
}

export const cashPayment = (nidcaja: number, nmonto: number, nmontorecibido = nmonto) => ({
  nidcaja,
  scodmediopago: 'EFECTIVO',
  nmonto,
  nmontorecibido,
});
