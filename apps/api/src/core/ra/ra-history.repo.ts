import { historyActionLabel, type RaHistoryEntry } from '@carga/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { raHistory, users } from '../../db/schema.ts';
import { parameterGroups as g, listParameters } from '../reference/parameters.repo.ts';

/** The RA's history (the 'Bitácora' tab), oldest first, with who made each change, in words for people. */
export async function listRaHistory(db: Db | Tx, nidra: number): Promise<RaHistoryEntry[]> {
  const [rows, states] = await Promise.all([
    db
      .select({ entry: raHistory, susuario: users.susuario, snombreusuario: users.snombre })
      .from(raHistory)
      .innerJoin(users, eq(users.nidusuario, raHistory.nidusuario))
      .where(eq(raHistory.nidra, nidra))
      .orderBy(asc(raHistory.nidbitacora)),
    // Retired states too: an old entry keeps the name it had.
    listParameters(db, g.raState),
  ]);
  const stateNames = new Map(states.map((s) => [s.scodparametro01, s.sdeslargo01]));
  const state = (code: string | null) => (code === null ? null : (stateNames.get(code) ?? code));
  return rows.map(({ entry, susuario, snombreusuario }) => ({
    nidbitacora: entry.nidbitacora,
    dfecha: entry.dfecha.toISOString(),
    susuario,
    snombreusuario,
    saccion: entry.saccion,
    sdetalle: entry.sdetalle,
    sestadoanterior: entry.sestadoanterior,
    sestadonuevo: entry.sestadonuevo,
    sdesaccion: historyActionLabel(entry.saccion),
    sdesestadoanterior: state(entry.sestadoanterior),
    sdesestadonuevo: state(entry.sestadonuevo),
  }));
}
