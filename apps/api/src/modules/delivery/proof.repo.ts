import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { units } from '../../db/schema.ts';

/** How many units the RA has (0 for an RA finished before units existed). */
export async function unitCountOf(db: Db | Tx, nidra: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(units).where(eq(units.nidra, nidra));
  return Number(row?.n ?? 0);
}
