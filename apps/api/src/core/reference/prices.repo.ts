import { and, asc, desc, eq, getTableColumns, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  clients,
  loadingListPackages,
  loadingLists,
  raPrices,
  receptions,
  tariffs,
  tariffVersions,
  users,
} from '../../db/schema.ts';
import { inIds, one } from '../../db/sql-helpers.ts';

// The stored price of each RA and the tariff versions that price them (issue 12).

/** The RA has no stored price from a tariff: 'Sin tarifa', or finished before prices were stored. */
export const withoutTariffPrice = sql`not exists (select 1 from ${raPrices} where ${raPrices.nidra} = ${receptions.nidra} and ${raPrices.scodmotivo} = 'TARIFA')`;

export type StoredPrice = typeof raPrices.$inferSelect;
export type PriceValues = Omit<typeof raPrices.$inferInsert, 'nidra' | 'dfecprecio'>;
export type TariffVersionRow = typeof tariffVersions.$inferSelect;

/** The stored price of an RA with the tariff key, client and version date that priced it. */
export async function findStoredPrice(db: Db | Tx, nidra: number) {
  return (await findStoredPrices(db, [nidra])).get(nidra);
}

/** The same for several RAs in one statement (an RA without a stored price is absent). */
export async function findStoredPrices(db: Db | Tx, nidras: number[]) {
  const rows = await db
    .select({
      price: raPrices,
      tariff: {
        nidcliente: tariffs.nidcliente,
        scodoficinaorigen: tariffs.scodoficinaorigen,
        scodoficinadestino: tariffs.scodoficinadestino,
        svia: tariffs.svia,
        scodmodalidad: tariffs.scodmodalidad,
        scodtipocarga: tariffs.scodtipocarga,
        srutcliente: clients.srutcliente,
        snombrecorto: clients.snombrecorto,
      },
      dvigenciadesde: tariffVersions.dvigenciadesde,
    })
    .from(raPrices)
    .leftJoin(tariffs, eq(tariffs.nidtarifa, raPrices.nidtarifa))
    .leftJoin(clients, eq(clients.nidcliente, tariffs.nidcliente))
    .leftJoin(tariffVersions, eq(tariffVersions.nidversion, raPrices.nidversion))
    .where(inIds(raPrices.nidra, nidras));
  return new Map(rows.map((row) => [row.price.nidra, row]));
}

/** Writes the RA's price (the first, or a re-pricing that replaces it). */
export async function storePrice(tx: Tx, nidra: number, values: PriceValues) {
  await storePrices(tx, [{ nidra, values }]);
}

/**
 * The prices of several RAs: one insert per set of columns given, each replacing exactly those columns
 * of a price already stored (as storing them one by one would).
 */
export async function storePrices(tx: Tx, items: Array<{ nidra: number; values: PriceValues }>) {
  const columns = getTableColumns(raPrices);
  const bySet = new Map<string, Array<typeof raPrices.$inferInsert>>();
  const dfecprecio = new Date();
  for (const { nidra, values } of items) {
    const row = { ...values, dfecprecio };
    const keys = Object.keys(row)
      .filter((key) => row[key as keyof typeof row] !== undefined)
      .sort()
      .join(',');
    bySet.set(keys, [...(bySet.get(keys) ?? []), { nidra, ...row }]);
  }
  for (const [keys, rows] of bySet) {
    const set = Object.fromEntries(
      keys.split(',').map((key) => [key, sql.raw(`excluded."${columns[key as keyof typeof columns].name}"`)]),
    );
    await tx.insert(raPrices).values(rows).onConflictDoUpdate({ target: raPrices.nidra, set });
  }
}

/** The stored totals and reasons of some RAs (an RA without a stored price is absent). */
export async function storedTotals(db: Db | Tx, nidras: number[]) {
  if (nidras.length === 0)
    return new Map<number, Pick<StoredPrice, 'ntotal' | 'scodmotivo' | 'sdesmotivo' | 'ncantidadbultos'>>();
  const rows = await db
    .select({
      nidra: raPrices.nidra,
      ntotal: raPrices.ntotal,
      scodmotivo: raPrices.scodmotivo,
      sdesmotivo: raPrices.sdesmotivo,
      ncantidadbultos: raPrices.ncantidadbultos,
    })
    .from(raPrices)
    .where(inIds(raPrices.nidra, nidras));
  return new Map(rows.map(({ nidra, ...price }) => [nidra, price]));
}

/**
 * The version of a tariff that applies on a day: the latest one valid from that day or before; a day
 * before its first version takes the first (the terms agreed when the tariff was created).
 */
export async function versionOn(db: Db | Tx, nidtarifa: number, day: string) {
  const [valid] = await db
    .select()
    .from(tariffVersions)
    .where(and(eq(tariffVersions.nidtarifa, nidtarifa), lte(tariffVersions.dvigenciadesde, day)))
    .orderBy(desc(tariffVersions.dvigenciadesde), desc(tariffVersions.nidversion))
    .limit(1);
  if (valid) return valid;
  const [first] = await db
    .select()
    .from(tariffVersions)
    .where(eq(tariffVersions.nidtarifa, nidtarifa))
    .orderBy(asc(tariffVersions.dvigenciadesde), asc(tariffVersions.nidversion))
    .limit(1);
  return first;
}

/** Every version of a tariff, newest first, with who created it. */
export async function listVersions(db: Db | Tx, nidtarifa: number) {
  return db
    .select({ version: tariffVersions, snombreusuario: users.snombre })
    .from(tariffVersions)
    .innerJoin(users, eq(users.nidusuario, tariffVersions.nidusuario))
    .where(eq(tariffVersions.nidtarifa, nidtarifa))
    .orderBy(desc(tariffVersions.dvigenciadesde), desc(tariffVersions.nidversion));
}

export async function insertVersion(tx: Tx, values: Omit<typeof tariffVersions.$inferInsert, 'nidversion'>) {
  const rows = await tx
    .insert(tariffVersions)
    .values(values)
    .returning({ nidversion: tariffVersions.nidversion });
  return one(rows, 'insertVersion').nidversion;
}

/** Whether some unit of the RA is on a list that has left (dispatched or received): its price is final. */
export async function hasDispatchedUnits(db: Db | Tx, nidra: number) {
  const rows = await db
    .select({ id: loadingListPackages.nidlistacarga })
    .from(loadingListPackages)
    .innerJoin(loadingLists, eq(loadingLists.nidlistacarga, loadingListPackages.nidlistacarga))
    .where(
      and(
        eq(loadingListPackages.nidra, nidra),
        sql`${loadingListPackages.ncantidadingresada} > 0`,
        sql`${loadingLists.dfhodespacho} is not null`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The units of each RA on each list, in the order the price is split: the lists that left first (by
 * dispatch time), then the others by number.
 */
export async function unitsByList(db: Db | Tx, nidras: number[]) {
  if (nidras.length === 0) return [];
  const rows = await db
    .select({
      nidra: loadingListPackages.nidra,
      nidlistacarga: loadingListPackages.nidlistacarga,
      units: sql<number>`sum(${loadingListPackages.ncantidadingresada})::int`,
    })
    .from(loadingListPackages)
    .innerJoin(loadingLists, eq(loadingLists.nidlistacarga, loadingListPackages.nidlistacarga))
    .where(inIds(loadingListPackages.nidra, nidras))
    .groupBy(loadingListPackages.nidra, loadingListPackages.nidlistacarga, loadingLists.dfhodespacho)
    .orderBy(sql`${loadingLists.dfhodespacho} asc nulls last`, asc(loadingListPackages.nidlistacarga));
  return rows.map((r) => ({ ...r, units: Number(r.units) }));
}

/** Which of these RAs have no price from a tariff ('Sin tarifa', or no stored price at all). */
export async function unpricedRas(db: Db | Tx, nidras: number[]) {
  const prices = await storedTotals(db, nidras);
  return nidras.filter((nidra) => prices.get(nidra)?.scodmotivo !== 'TARIFA').sort((a, b) => a - b);
}
