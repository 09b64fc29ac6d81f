import { IMPORT_REPEAT_HOURS, importMessages as im } from '@carga/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { raImports } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';

/**
 * Claims a file for this transaction by the hash of its bytes. Another transaction holding the same file
 * makes this one wait for its end; a file imported within IMPORT_REPEAT_HOURS is refused (409) naming the
 * RAs it created, an older one is claimed again.
 */
export async function claimImport(tx: Tx, shash: string, nidusuario: number) {
  const [claimed] = await tx
    .insert(raImports)
    .values({ shash, nidusuario, nidras: [] })
    .onConflictDoUpdate({
      target: raImports.shash,
      set: { nidusuario, dfecha: sql`now()`, nidras: [] },
      setWhere: sql`${raImports.dfecha} < now() - make_interval(hours => ${IMPORT_REPEAT_HOURS})`,
    })
    .returning({ shash: raImports.shash });
  if (claimed) return;
  const [earlier] = await tx
    .select({ nidras: raImports.nidras })
    .from(raImports)
    .where(eq(raImports.shash, shash));
  throw conflict(im.alreadyImported(earlier?.nidras ?? []));
}

/** What the claimed file created, for the next submit of it to name. */
export async function recordImport(tx: Tx, shash: string, nidras: number[]) {
  await tx.update(raImports).set({ nidras }).where(eq(raImports.shash, shash));
}
