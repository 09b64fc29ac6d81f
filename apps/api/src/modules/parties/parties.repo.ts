import type { ClientSummary } from '@carga/domain';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { findClientById } from '../../core/reference/clients.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { cities, clientAddresses, clients, regions } from '../../db/schema.ts';
import { likeEscape } from '../../db/sql-helpers.ts';

const SEARCH_LIMIT = 20;

/** Active clients whose RUT starts with, or whose names contain, the typed text. */
export async function searchClients(
  db: Db | Tx,
  by: { rut?: string; nombre?: string },
): Promise<ClientSummary[]> {
  const filter = by.rut
    ? ilike(clients.srutcliente, `${likeEscape(by.rut)}%`)
    : or(
        ilike(clients.snombrecorto, `%${likeEscape(by.nombre ?? '')}%`),
        ilike(clients.snombrecliente, `%${likeEscape(by.nombre ?? '')}%`),
      );
  const rows = await db
    .select({
      nidcliente: clients.nidcliente,
      srutcliente: clients.srutcliente,
      snombrecliente: clients.snombrecliente,
      snombrecorto: clients.snombrecorto,
    })
    .from(clients)
    .where(and(eq(clients.sindactivo, 'S'), filter))
    .orderBy(sql`${clients.snombrecorto} collate "und-x-icu"`)
    .limit(SEARCH_LIMIT);
  return attachAddresses(db, rows);
}

async function attachAddresses(
  db: Db | Tx,
  rows: Array<Omit<ClientSummary, 'direcciones'>>,
): Promise<ClientSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.nidcliente);
  const addresses = await db
    .select({
      nidcliente: clientAddresses.nidcliente,
      scalle: clientAddresses.scalle,
      snumeracion: clientAddresses.snumeracion,
      srestodireccion: clientAddresses.srestodireccion,
      scodcomuna: clientAddresses.scodcomuna,
      sdescomuna: cities.snomciudad,
      scodregion: cities.scodregion,
      sdesregion: regions.snomregion,
      scodpostal: clientAddresses.scodpostal,
    })
    .from(clientAddresses)
    .leftJoin(cities, eq(cities.scodciudad, clientAddresses.scodcomuna))
    .leftJoin(regions, eq(regions.scodregion, cities.scodregion))
    .where(and(sql`${clientAddresses.nidcliente} in ${ids}`, eq(clientAddresses.sindactivo, 'S')))
    .orderBy(asc(clientAddresses.niddireccion));
  return rows.map((row) => ({
    ...row,
    direcciones: addresses.filter((a) => a.nidcliente === row.nidcliente).map(({ nidcliente: _, ...a }) => a),
  }));
}

export async function getClientSummary(db: Db | Tx, nidcliente: number): Promise<ClientSummary | undefined> {
  const client = await findClientById(db, nidcliente);
  if (!client) return undefined;
  const [summary] = await attachAddresses(db, [
    {
      nidcliente: client.nidcliente,
      srutcliente: client.srutcliente,
      snombrecliente: client.snombrecliente,
      snombrecorto: client.snombrecorto,
    },
  ]);
  return summary;
}

export async function insertClientWithAddresses(
  tx: Tx,
  client: typeof clients.$inferInsert,
  addresses: Array<Omit<typeof clientAddresses.$inferInsert, 'nidcliente'>>,
) {
  const [created] = await tx.insert(clients).values(client).returning({ nidcliente: clients.nidcliente });
  await tx
    .insert(clientAddresses)
    .values(addresses.map((address) => ({ ...address, nidcliente: created!.nidcliente })));
  return created!.nidcliente;
}

export async function findCommune(db: Db | Tx, scodciudad: string) {
  const [row] = await db.select().from(cities).where(eq(cities.scodciudad, scodciudad));
  return row;
}
