import { eq } from 'drizzle-orm';
import { clientIdsByRut } from '../../../test/factories.ts';
import { syncDebt } from '../../core/billing/debt.repo.ts';
import type { Db } from '../../db/client.ts';
import { clientAddresses, clients, raDebts, receptions } from '../../db/schema.ts';
import { insertChargeableRa } from '../billing/billing.test-support.ts';

// Test data of cuenta corriente invoicing (issue 34; never imported by the app): a client ready to be
// invoiced and its finished, priced CTACTE RAs with their debts.

/** Comercial Austral: the 'cliente' account's client. */
export const AUSTRAL_RUT = '76086428-5';

/** Gives the client a giro, a billing address with comuna and the invoicing settings. */
export async function makeInvoiceable(
  db: Db,
  rut: string,
  settings: {
    sfacturactacte?: 'PERIODO' | 'RA';
    sdetallefactura?: 'RA' | 'RESUMEN';
    sgiro?: string | null;
  } = {},
) {
  const nidcliente = (await clientIdsByRut(db))[rut]!;
  await db
    .update(clients)
    .set({
      sindctacte: 'S',
      sfacturactacte: settings.sfacturactacte ?? 'PERIODO',
      sdetallefactura: settings.sdetallefactura ?? 'RA',
      sgiro: settings.sgiro === undefined ? 'Comercio al por mayor' : settings.sgiro,
    })
    .where(eq(clients.nidcliente, nidcliente));
  const [address] = await db.select().from(clientAddresses).where(eq(clientAddresses.nidcliente, nidcliente));
  if (!address?.scodcomuna)
    await db.insert(clientAddresses).values({
      nidcliente,
      scalle: 'Av. Colón',
      snumeracion: '1234',
      scodcomuna: '12101',
      sindfacturacion: 'S',
    });
  return nidcliente;
}

/** A finished CTACTE RA of the payer `rut`, received on `day` (noon in Chile), with its debt. */
export async function ctacteRa(db: Db, rut: string, day: string, price = 10_000) {
  const nidra = await insertChargeableRa(db, {
    condition: 'CTACTE',
    payerRut: rut,
    price,
    received: new Date(`${day}T16:00:00Z`),
  });
  await syncDebt(db, nidra);
  return nidra;
}

/** Voids a CTACTE RA that abonos had partly paid: its debt stays, settled at what was paid. */
export async function voidPartlyPaid(db: Db, nidra: number) {
  await db.update(raDebts).set({ nabonado: 1_000 }).where(eq(raDebts.nidra, nidra));
  await db.update(receptions).set({ scodestado: 'ANULA' }).where(eq(receptions.nidra, nidra));
  await syncDebt(db, nidra);
}
