import type { TariffDetail, TariffKey, TariffListItem } from '@carga/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { pageWindow, totalPages } from '../../db/paginate.ts';
import { clients, offices, parameters, tariffs } from '../../db/schema.ts';
import { countOf, one } from '../../db/sql-helpers.ts';
import { clientConditions, representativeTariff } from './conditions.repo.ts';
import { parameterGroups as g } from './parameters.repo.ts';

const t = tariffs;

export interface TariffFilters {
  rut?: string;
  nombre?: string;
  originOffice?: string;
  destinationOffice?: string;
  via?: string;
}

const keyCondition = (key: TariffKey) =>
  and(
    eq(t.nidcliente, key.nidcliente),
    eq(t.scodoficinaorigen, key.scodoficinaorigen),
    eq(t.scodoficinadestino, key.scodoficinadestino),
    eq(t.svia, key.svia),
    eq(t.scodmodalidad, key.scodmodalidad),
    eq(t.scodtipocarga, key.scodtipocarga),
  );

const origin = alias(offices, 'oficina_origen');
const destination = alias(offices, 'oficina_destino');
const via = alias(parameters, 'param_via');
const modality = alias(parameters, 'param_modalidad');
const cargoType = alias(parameters, 'param_tipocarga');

/** The tariffs a filter matches, one per key (its active tariff, or the one changed last). */
export const tariffWhere = (f: TariffFilters) =>
  and(
    representativeTariff as SQL,
    ...clientConditions(f),
    f.originOffice ? eq(t.scodoficinaorigen, f.originOffice) : undefined,
    f.destinationOffice ? eq(t.scodoficinadestino, f.destinationOffice) : undefined,
    f.via ? eq(t.svia, f.via) : undefined,
  );

/** The list's order (client's short name in Spanish order, then the key): also the export's keyset. */
export const tariffOrder = [
  sql`${clients.snombrecorto} collate "und-x-icu"`,
  t.nidcliente,
  t.scodoficinaorigen,
  t.scodoficinadestino,
  t.svia,
  t.scodmodalidad,
  t.scodtipocarga,
] as const;

/** The tariffs matching `where` in the list's order, described as the list shows them. */
export const selectTariffs = (db: Db | Tx, where: SQL | undefined) =>
  db
    .select({
      nidcliente: t.nidcliente,
      srutcliente: clients.srutcliente,
      snombrecliente: clients.snombrecliente,
      snombrecorto: clients.snombrecorto,
      scodoficinaorigen: t.scodoficinaorigen,
      snomoficinaorigen: sql<string>`coalesce(${origin.snomoficina}, ${t.scodoficinaorigen})`,
      scodoficinadestino: t.scodoficinadestino,
      snomoficinadestino: sql<string>`coalesce(${destination.snomoficina}, ${t.scodoficinadestino})`,
      svia: t.svia,
      sdesvia: sql<string>`coalesce(${via.sdeslargo01}, ${t.svia})`,
      scodmodalidad: t.scodmodalidad,
      sdesmodalidad: sql<string>`coalesce(${modality.sdeslargo01}, ${t.scodmodalidad})`,
      scodtipocarga: t.scodtipocarga,
      sdestipocarga: sql<string>`coalesce(${cargoType.sdeslargo01}, ${t.scodtipocarga})`,
      sindvigente: t.sindvigente,
    })
    .from(t)
    .innerJoin(clients, eq(clients.nidcliente, t.nidcliente))
    .leftJoin(origin, eq(origin.scodoficina, t.scodoficinaorigen))
    .leftJoin(destination, eq(destination.scodoficina, t.scodoficinadestino))
    .leftJoin(via, and(eq(via.sgrupo, g.via), eq(via.scodparametro01, t.svia)))
    .leftJoin(modality, and(eq(modality.sgrupo, g.modality), eq(modality.scodparametro01, t.scodmodalidad)))
    .leftJoin(
      cargoType,
      and(eq(cargoType.sgrupo, g.cargoType), eq(cargoType.scodparametro01, t.scodtipocarga)),
    )
    .where(where)
    .orderBy(...tariffOrder);

/** One page of tariffs, one row per key (its active tariff, or the one changed last), by client and route. */
export async function pageTariffs(db: Db | Tx, f: TariffFilters, page: number, pageSize: number) {
  const where = tariffWhere(f);
  const { limit, offset } = pageWindow(page, pageSize);
  const [list, totals] = await Promise.all([
    selectTariffs(db, where).limit(limit).offset(offset),
    db.select({ n: count() }).from(t).innerJoin(clients, eq(clients.nidcliente, t.nidcliente)).where(where),
  ]);
  return { list: list as TariffListItem[], totalPaginas: totalPages(countOf(totals), pageSize) };
}

const detailColumns = {
  nidtarifa: t.nidtarifa,
  nidcliente: t.nidcliente,
  srutcliente: clients.srutcliente,
  snombrecliente: clients.snombrecliente,
  snombrecorto: clients.snombrecorto,
  scodoficinaorigen: t.scodoficinaorigen,
  scodoficinadestino: t.scodoficinadestino,
  svia: t.svia,
  scodmodalidad: t.scodmodalidad,
  scodtipocarga: t.scodtipocarga,
  nvalortarifakg: t.nvalortarifakg,
  nvalortarifam3: t.nvalortarifam3,
  nvalorpesovolum: t.nvalorpesovolum,
  nvalorcantidad: t.nvalorcantidad,
  nvalorcantinterno: t.nvalorcantinterno,
  nporcentajeseguro: t.nporcentajeseguro,
  nporcentajecargaimo: t.nporcentajecargaimo,
  ntarifaminima: t.ntarifaminima,
  sindvigente: t.sindvigente,
  nidusuario: t.nidusuario,
};

export type TariffRow = TariffDetail & { nidtarifa: number };

/** The tariff of a key: the active one, else the one changed last (as `representativeTariff`). */
export async function findTariff(
  db: Db | Tx,
  key: TariffKey,
  options: { activeOnly?: boolean; forUpdate?: boolean } = {},
): Promise<TariffRow | undefined> {
  const query = db
    .select(detailColumns)
    .from(t)
    .innerJoin(clients, eq(clients.nidcliente, t.nidcliente))
    .where(and(keyCondition(key), options.activeOnly ? eq(t.sindvigente, 'S') : undefined))
    .orderBy(desc(sql`${t.sindvigente} = 'S'`), desc(t.dfecmodificacion), desc(t.nidtarifa))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: t }) : await query;
  return row;
}

export type TariffValues = Omit<typeof tariffs.$inferInsert, 'nidtarifa' | 'dfecmodificacion'>;

export async function insertTariff(db: Db | Tx, values: TariffValues) {
  const rows = await db.insert(t).values(values).returning({ nidtarifa: t.nidtarifa });
  return one(rows, 'insertTariff').nidtarifa;
}

export async function updateTariff(db: Db | Tx, nidtarifa: number, values: Partial<TariffValues>) {
  await db
    .update(t)
    .set({ ...values, dfecmodificacion: new Date() })
    .where(eq(t.nidtarifa, nidtarifa));
}

/** Whether a key already has an active tariff other than this one. */
export async function otherActiveTariff(db: Db | Tx, key: TariffKey, exceptNidtarifa = 0) {
  const rows = await db
    .select({ n: count() })
    .from(t)
    .where(and(keyCondition(key), eq(t.sindvigente, 'S'), sql`${t.nidtarifa} <> ${exceptNidtarifa}`));
  return countOf(rows) > 0;
}
