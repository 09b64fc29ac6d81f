import type { DeliveryRecord } from '@carga/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { deliveries, receptions, users } from '../../db/schema.ts';

const recordColumns = {
  nidra: deliveries.nidra,
  snombreretira: deliveries.snombreretira,
  srutretira: deliveries.srutretira,
  dfhoentrega: deliveries.dfhoentrega,
  nidadjunto: deliveries.nidadjunto,
  susuario: users.susuario,
};

/** The hand-overs of some RAs, by RA id. */
export async function deliveriesOf(db: Db | Tx, nidras: number[]) {
  if (nidras.length === 0) return new Map<number, DeliveryRecord>();
  const rows = await db
    .select(recordColumns)
    .from(deliveries)
    .innerJoin(users, eq(users.nidusuario, deliveries.nidusuario))
    .where(inArray(deliveries.nidra, nidras));
  return new Map(
    rows.map(({ nidra, dfhoentrega, ...row }) => [nidra, { ...row, dfhoentrega: dfhoentrega.toISOString() }]),
  );
}

export async function deliveryOf(db: Db | Tx, nidra: number) {
  return (await deliveriesOf(db, [nidra])).get(nidra) ?? null;
}

export async function insertDelivery(tx: Tx, values: typeof deliveries.$inferInsert) {
  await tx.insert(deliveries).values(values);
}

/** The cargo description of some RAs (the delivery cards), by RA id. */
export async function descriptionsOf(db: Db | Tx, nidras: number[]) {
  if (nidras.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ nidra: receptions.nidra, sdescripcioncarga: receptions.sdescripcioncarga })
    .from(receptions)
    .where(inArray(receptions.nidra, nidras));
  return new Map(rows.map((row) => [row.nidra, row.sdescripcioncarga]));
}
