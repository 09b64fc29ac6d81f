import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import type { SecretBox } from '../src/modules/dte/credentials/secret-box.ts';
import { seedDteDemo } from '../src/modules/dte/dte-demo.ts';

type Rows<R> = { rows: R[] };

/**
 * The DTE benches' configuration, sealed with the run's own key: the demo's test emisor and certificate
 * saved again, every earlier range of `tipo` used up (a previous run's keys would not open), and a fresh
 * test range of `folios` after them. Answers its first folio.
 */
export async function freshDteRange(db: Db, secrets: SecretBox, tipo: 33 | 39, folios: number) {
  const { rows } = (await db.execute(
    sql`select coalesce(max(nfoliohasta), 0)::int as hasta from dte_caf where ntipodte = ${tipo}`,
  )) as unknown as Rows<{ hasta: number }>;
  await db.execute(sql`update dte_caf set nsiguiente = nfoliohasta + 1 where ntipodte = ${tipo}`);
  const desde = (rows[0]?.hasta ?? 0) + 1;
  await seedDteDemo(db, secrets, { [tipo]: { desde, hasta: desde + folios - 1 } });
  return desde;
}
