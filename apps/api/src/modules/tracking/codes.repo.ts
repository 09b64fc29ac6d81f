import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { trackingCodes } from '../../db/schema.ts';

// The statements on the RAs' tracking codes (codes.ts makes them and decides when).

/** The codes the RAs `nidras` have, by RA. */
export async function trackingCodesOf(tx: Db | Tx, nidras: number[]): Promise<Map<number, string>> {
  return new Map(
    (
      await tx
        .select({ nidra: trackingCodes.nidra, scodigo: trackingCodes.scodigo })
        .from(trackingCodes)
        .where(inArray(trackingCodes.nidra, nidras))
    ).map((row) => [row.nidra, row.scodigo]),
  );
}

/** Stores new codes; an RA that has one already keeps it (`on conflict do nothing`). */
export async function insertTrackingCodes(tx: Db | Tx, rows: { nidra: number; scodigo: string }[]) {
  await tx.insert(trackingCodes).values(rows).onConflictDoNothing({ target: trackingCodes.nidra });
}

export async function trackingCodeOf(db: Db | Tx, nidra: number): Promise<string | null> {
  const [row] = await db
    .select({ scodigo: trackingCodes.scodigo })
    .from(trackingCodes)
    .where(eq(trackingCodes.nidra, nidra));
  return row?.scodigo ?? null;
}
