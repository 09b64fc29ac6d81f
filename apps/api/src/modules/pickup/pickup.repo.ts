import { PICKUP_STATE_LABELS, type Pickup, type PickupOrigin, type PickupState } from '@carga/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cities, clients, offices, pickupStops, pickups, regions, users } from '../../db/schema.ts';

// Issue 35, the first mile: the statements of the pickup requests (solicitudes de retiro).

/** A client, to check it exists and is active. */
export async function findClient(db: Db | Tx, nidcliente: number) {
  const [row] = await db
    .select({ nidcliente: clients.nidcliente, sindactivo: clients.sindactivo })
    .from(clients)
    .where(eq(clients.nidcliente, nidcliente));
  return row;
}

/** The client a customer signed in as (by its RUT). */
export async function findClientByRut(db: Db | Tx, rut: string) {
  const [row] = await db
    .select({ nidcliente: clients.nidcliente, sindactivo: clients.sindactivo })
    .from(clients)
    .where(eq(clients.srutcliente, rut));
  return row;
}

export async function isActiveOffice(db: Db | Tx, scodoficina: string) {
  const [row] = await db
    .select({ code: offices.scodoficina })
    .from(offices)
    .where(and(eq(offices.scodoficina, scodoficina), eq(offices.sindactivo, 'S')));
  return row !== undefined;
}

export async function comunaExists(db: Db | Tx, scodcomuna: string) {
  const [row] = await db
    .select({ code: cities.scodciudad })
    .from(cities)
    .where(eq(cities.scodciudad, scodcomuna));
  return row !== undefined;
}

/** Every comuna with its region, by name as Spanish sorts it. */
export function listComunas(db: Db | Tx) {
  return db
    .select({ scodcomuna: cities.scodciudad, snomcomuna: cities.snomciudad, snomregion: regions.snomregion })
    .from(cities)
    .innerJoin(regions, eq(regions.scodregion, cities.scodregion))
    .orderBy(sql`${cities.snomciudad} collate "und-x-icu"`);
}

export type NewPickup = typeof pickups.$inferInsert & { sorigen: PickupOrigin };

export async function insertPickup(db: Db | Tx, values: NewPickup) {
  const [row] = await db.insert(pickups).values(values).returning({ nidretiro: pickups.nidretiro });
  if (!row) throw new Error('retiro not inserted');
  return row.nidretiro;
}

const described = {
  nidretiro: pickups.nidretiro,
  nidcliente: pickups.nidcliente,
  srutcliente: clients.srutcliente,
  snombrecliente: clients.snombrecliente,
  scodoficina: pickups.scodoficina,
  snomoficina: offices.snomoficina,
  sdireccion: pickups.sdireccion,
  scodcomuna: pickups.scodcomuna,
  snomcomuna: cities.snomciudad,
  scontacto: pickups.scontacto,
  stelefono: pickups.stelefono,
  dfecha: pickups.dfecha,
  shoradesde: pickups.shoradesde,
  shorahasta: pickups.shorahasta,
  nbultos: pickups.nbultos,
  npesokg: pickups.npesokg,
  sdescripcion: pickups.sdescripcion,
  sestado: pickups.sestado,
  sorigen: pickups.sorigen,
  snombreusuario: users.snombre,
  dfhocreacion: pickups.dfhocreacion,
  smotivoanulacion: pickups.smotivoanulacion,
  nidra: pickups.nidra,
};

const selectDescribed = (db: Db | Tx) =>
  db
    .select(described)
    .from(pickups)
    .innerJoin(clients, eq(clients.nidcliente, pickups.nidcliente))
    .innerJoin(offices, eq(offices.scodoficina, pickups.scodoficina))
    .innerJoin(cities, eq(cities.scodciudad, pickups.scodcomuna))
    .innerJoin(users, eq(users.nidusuario, pickups.nidusuario));

type Row = Awaited<ReturnType<typeof selectDescribed>>[number];

/** A request as the screens show it. */
export function pickupOut(row: Row): Pickup {
  return {
    ...row,
    npesokg: Number(row.npesokg),
    sdesestado: PICKUP_STATE_LABELS[row.sestado],
    dfhocreacion: new Date(row.dfhocreacion).toISOString(),
  };
}

export async function findPickup(db: Db | Tx, nidretiro: number): Promise<Pickup | undefined> {
  const [row] = await selectDescribed(db).where(eq(pickups.nidretiro, nidretiro));
  return row && pickupOut(row);
}

/** The request's state and owner, its row locked for the change that follows. */
export async function lockPickup(tx: Tx, nidretiro: number) {
  const [row] = await tx
    .select({
      sestado: pickups.sestado,
      scodoficina: pickups.scodoficina,
      nidcliente: pickups.nidcliente,
      nidra: pickups.nidra,
    })
    .from(pickups)
    .where(eq(pickups.nidretiro, nidretiro))
    .for('update');
  return row;
}

/** Moves a request from one of `from` to `to` (with the reason of an annulment); false when it was not. */
export async function movePickup(
  tx: Tx,
  nidretiro: number,
  from: readonly PickupState[],
  to: PickupState,
  smotivoanulacion?: string,
) {
  const rows = await tx
    .update(pickups)
    .set({ sestado: to, ...(smotivoanulacion !== undefined && { smotivoanulacion }) })
    .where(and(eq(pickups.nidretiro, nidretiro), inArray(pickups.sestado, [...from])))
    .returning({ nidretiro: pickups.nidretiro });
  return rows.length > 0;
}

export interface PickupFilter {
  scodoficina?: string;
  nidcliente?: number;
  dfecha?: string;
  sestado?: PickupState;
}

/** One page of requests: the day's by their window, the latest days first. */
export async function listPickups(
  db: Db | Tx,
  filter: PickupFilter,
  page: { limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (filter.scodoficina) conditions.push(eq(pickups.scodoficina, filter.scodoficina));
  if (filter.nidcliente !== undefined) conditions.push(eq(pickups.nidcliente, filter.nidcliente));
  if (filter.dfecha) conditions.push(eq(pickups.dfecha, filter.dfecha));
  if (filter.sestado) conditions.push(eq(pickups.sestado, filter.sestado));
  const where = and(...conditions);
  const rows = await selectDescribed(db)
    .where(where)
    .orderBy(desc(pickups.dfecha), asc(pickups.shoradesde), asc(pickups.nidretiro))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(pickups).where(where);
  return { rows: rows.map((row) => pickupOut(row)), total: Number(total?.n ?? 0) };
}

/** The route holding a request on a pending stop, if any (Anular refuses a planned request). */
export async function routeHolding(db: Db | Tx, nidretiro: number) {
  const [row] = await db
    .select({ nidhojaruta: pickupStops.nidhojaruta })
    .from(pickupStops)
    .where(and(eq(pickupStops.nidretiro, nidretiro), eq(pickupStops.sindvigente, 'S')));
  return row?.nidhojaruta ?? null;
}
