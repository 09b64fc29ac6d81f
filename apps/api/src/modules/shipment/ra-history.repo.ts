import type { RaHistoryEntry } from '@carga/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { raHistory, users } from '../../db/schema.ts';

/** The RA's history (the 'Bitácora' tab), oldest first, with who made each change. */
export async function listRaHistory(db: Db | Tx, nidra: number): Promise<RaHistoryEntry[]> {
  const rows = await db
    .select({ entry: raHistory, susuario: users.susuario, snombreusuario: users.snombre })
    .from(raHistory)
    .innerJoin(users, eq(users.nidusuario, raHistory.nidusuario))
    .where(eq(raHistory.nidra, nidra))
    .orderBy(asc(raHistory.nidbitacora));
  return rows.map(({ entry, susuario, snombreusuario }) => ({
    nidbitacora: entry.nidbitacora,
    dfecha: entry.dfecha.toISOString(),
    susuario,
    snombreusuario,
    saccion: entry.saccion,
    sdetalle: entry.sdetalle,
    sestadoanterior: entry.sestadoanterior,
    sestadonuevo: entry.sestadonuevo,
  }));
}
