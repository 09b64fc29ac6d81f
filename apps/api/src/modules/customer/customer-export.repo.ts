import { and, eq, type SQL, sql } from 'drizzle-orm';
import { selectClients } from '../../core/reference/clients.repo.ts';
import { selectTariffs } from '../../core/reference/tariffs.repo.ts';
import type { Db } from '../../db/client.ts';
import { clients, tariffs } from '../../db/schema.ts';
import { countForExport } from '../../reports/xlsx/export-route.ts';

// The statements of 'Exportar' of Cliente/Proveedor and Tarifas (customer-export.routes.ts): each list's
// order (by name in Spanish order); the keyset is that order's tuple, compared as a row.

export type ClientRow = Awaited<ReturnType<typeof selectClients>>[number];
export type TariffRow = Awaited<ReturnType<typeof selectTariffs>>[number];

const collated = (value: string) => sql`${value} collate "und-x-icu"`;

/** The clients of `where` after the row `after` in the list's order (name in Spanish order, id). */
export const clientExportBatch =
  (db: Db, where: SQL | undefined) => (after: ClientRow | undefined, limit: number) =>
    selectClients(
      db,
      and(
        where,
        after
          ? sql`(${clients.snombrecliente} collate "und-x-icu", ${clients.nidcliente}) > (${collated(after.snombrecliente)}, ${after.nidcliente})`
          : undefined,
      ),
    ).limit(limit);

/** The tariffs of `where` after the row `after` in the list's order (short name, then the key). */
export const tariffExportBatch =
  (db: Db, where: SQL | undefined) => (after: TariffRow | undefined, limit: number) => {
    const t = tariffs;
    return selectTariffs(
      db,
      and(
        where,
        after
          ? sql`(${clients.snombrecorto} collate "und-x-icu", ${t.nidcliente}, ${t.scodoficinaorigen}, ${t.scodoficinadestino}, ${t.svia}, ${t.scodmodalidad}, ${t.scodtipocarga}) > (${collated(after.snombrecorto)}, ${after.nidcliente}, ${after.scodoficinaorigen}, ${after.scodoficinadestino}, ${after.svia}, ${after.scodmodalidad}, ${after.scodtipocarga})`
          : undefined,
      ),
    ).limit(limit);
  };

/** The clients `where` matches, counted up to one past the export cap. */
export const countClientsForExport = (db: Db, where: SQL | undefined) =>
  countForExport(db, db.select({ one: sql`1` }).from(clients).where(where));

/** The tariffs `where` matches, counted up to one past the export cap. */
export const countTariffsForExport = (db: Db, where: SQL | undefined) =>
  countForExport(
    db,
    db
      .select({ one: sql`1` })
      .from(tariffs)
      .innerJoin(clients, eq(clients.nidcliente, tariffs.nidcliente))
      .where(where),
  );
