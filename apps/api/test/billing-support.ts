import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { cajas, clients, company, payments, raPrices } from '../src/db/schema.ts';
import { userIdOf } from './factories.ts';
import { present } from './present.ts';

// Test data of issue 33's money (never imported by the app): the company's 'Cobro en Carga', a client's
// cuenta corriente, an RA's tariff price and a payment written straight into the tables, for the tests of
// the RA's flow while the caja's endpoints live on another branch.

/** 'Cobro en Carga' on ('S') or off ('N'). */
export async function setCollection(db: Db, sindcobro: 'S' | 'N') {
  await db
    .insert(company)
    .values({ nidempresa: 1, sindcobro })
    .onConflictDoUpdate({ target: company.nidempresa, set: { sindcobro } });
}

/** A client's cuenta corriente ('S' with a limit) or none ('N'). */
export async function setCtacte(db: Db, nidcliente: number, sindctacte: 'S' | 'N', nlimitecredito = 0) {
  await db.update(clients).set({ sindctacte, nlimitecredito }).where(eq(clients.nidcliente, nidcliente));
}

/** The RA priced by a tariff at `ntotal` pesos (the stored price an RA is charged). */
export async function priceRaAt(db: Db, nidra: number, ntotal: number) {
  const nidusuario = await userIdOf(db, 'admin');
  await db
    .insert(raPrices)
    .values({
      nidra,
      scodmotivo: 'TARIFA',
      ntotal,
      ncantidadbultos: 1,
      npesokg: 1,
      nvolumenm3: 0.01,
      npesovolumetrico: 1,
      nidusuario,
    })
    .onConflictDoUpdate({ target: raPrices.nidra, set: { scodmotivo: 'TARIFA', ntotal } });
}

/** The open caja of a user at a place: the one they have, or a new one with no float. */
async function openCaja(db: Db, susuario: string, scodlugar: string) {
  const nidusuario = await userIdOf(db, susuario);
  const [open] = await db
    .select({ nidcaja: cajas.nidcaja })
    .from(cajas)
    .where(and(eq(cajas.nidusuario, nidusuario), eq(cajas.sestado, 'ABIERTA')));
  if (open) return { nidcaja: open.nidcaja, nidusuario };
  const [row] = await db
    .insert(cajas)
    .values({ nidusuario, scodlugar, nmontoinicial: 0 })
    .returning({ nidcaja: cajas.nidcaja });
  return { nidcaja: present(row, 'opened caja').nidcaja, nidusuario };
}

/** A cash payment of the RA in the caja of `susuario` at `scodlugar`: its live PAGO row. */
export async function payRa(
  db: Db,
  nidra: number,
  nmonto: number,
  susuario = 'bodega.puq',
  scodlugar = 'BDPUQ',
) {
  const caja = await openCaja(db, susuario, scodlugar);
  const [row] = await db
    .insert(payments)
    .values({
      ...caja,
      stipo: 'PAGO',
      nidra,
      nmonto,
      scodmediopago: 'EFECTIVO',
      nmontorecibido: nmonto,
      nvuelto: 0,
    })
    .returning({ nidpago: payments.nidpago });
  return present(row, 'payment').nidpago;
}

/** The payment reversed: marked, and its ANULACION movement written. */
export async function reversePayment(db: Db, nidpago: number, smotivo = 'Error de digitación') {
  const [paid] = await db.select().from(payments).where(eq(payments.nidpago, nidpago));
  const payment = present(paid, 'payment to reverse');
  await db.update(payments).set({ sindanulado: 'S' }).where(eq(payments.nidpago, nidpago));
  await db.insert(payments).values({
    nidcaja: payment.nidcaja,
    nidusuario: payment.nidusuario,
    stipo: 'ANULACION',
    nidra: payment.nidra,
    nmonto: -payment.nmonto,
    scodmediopago: payment.scodmediopago,
    nidpagoorigen: nidpago,
    smotivo,
  });
}
