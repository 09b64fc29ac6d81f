import {
  type ArrivalSeal,
  type OfficeSealIncident,
  RA_PAGE_SIZE,
  SEAL_INCIDENT_DAYS,
  type SealIncident,
} from '@carga/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pageWindow, totalPages } from '../../db/paginate.ts';
import { runPrepared, slot } from '../../db/prepared.ts';
import {
  loadingLists as l,
  loadingListRas as lr,
  operations as o,
  receptions as r,
  users,
} from '../../db/schema.ts';
import { type CountQuery, countOf } from '../../db/sql-helpers.ts';

// The seal the destination found on the truck (issue 14), and the lists where it differed from the one the
// list left with: on the list, on each RA it carried, and on the origin office's dashboard.

export interface ArrivalSealValues {
  ssellollegada: string;
  dfhosellollegada: Date;
  nidusuariosellollegada: number;
  sindincidenciasello: 'S' | 'N';
}

/** Records the seal found on a list still travelling (DESPA); false when it is not (the update is conditional). */
export async function saveArrivalSeal(tx: Tx, nidlistacarga: number, values: ArrivalSealValues) {
  const saved = await tx
    .update(l)
    .set(values)
    .where(and(eq(l.nidlistacarga, nidlistacarga), eq(l.scodestadolista, 'DESPA')))
    .returning({ n: l.nidlistacarga });
  return saved.length > 0;
}

/** The list's arrival seal, with who recorded it. */
export async function arrivalSealOf(db: Db | Tx, nidlistacarga: number): Promise<ArrivalSeal> {
  const [row] = await db
    .select({
      ssellollegada: l.ssellollegada,
      dfhosellollegada: l.dfhosellollegada,
      susuariosellollegada: users.susuario,
      sindincidenciasello: l.sindincidenciasello,
    })
    .from(l)
    .leftJoin(users, eq(users.nidusuario, l.nidusuariosellollegada))
    .where(eq(l.nidlistacarga, nidlistacarga));
  return {
    ssellollegada: row?.ssellollegada ?? null,
    dfhosellollegada: row?.dfhosellollegada ? row.dfhosellollegada.toISOString() : null,
    susuariosellollegada: row?.susuariosellollegada ?? null,
    sindincidenciasello: row?.sindincidenciasello === 'S' ? 'S' : 'N',
  };
}

const incidentColumns = {
  scodlistacarga: l.scodlistacarga,
  sselloseguridad: l.sselloseguridad,
  ssellollegada: sql<string>`coalesce(${l.ssellollegada}, '')`,
  dfhosellollegada: l.dfhosellollegada,
  scodbodegadestino: o.scodbodegadestino,
};

const toIncident = <T extends { dfhosellollegada: Date | null }>(row: T) => ({
  ...row,
  dfhosellollegada: row.dfhosellollegada ? row.dfhosellollegada.toISOString() : '',
});

/** The RA's lists whose seal differed at the destination (the RA detail), by the list's index on the RA. */
export async function sealIncidentsOfRa(db: Db | Tx, nidra: number): Promise<SealIncident[]> {
  const rows = await runPrepared(db, 'ra-incidencias-sello', { nidra }, () =>
    db
      .select(incidentColumns)
      .from(lr)
      .innerJoin(l, eq(l.nidlistacarga, lr.nidlistacarga))
      .innerJoin(o, eq(o.nidoperacion, l.nidoperacion))
      .where(and(eq(lr.nidra, slot('nidra')), eq(l.sindincidenciasello, 'S')))
      .orderBy(asc(l.nidlistacarga)),
  );
  return rows.map(toIncident);
}

/**
 * Lists with a seal incident recorded in the last SEAL_INCIDENT_DAYS days: a range of
 * `lista_carga_incidencia_sello_idx` (the few lists with an incident), never a walk over the RAs.
 */
const recentIncidents = () =>
  and(
    eq(l.sindincidenciasello, 'S'),
    // The limit is computed by PostgreSQL at each run: a date written here would be frozen in a prepared
    // statement (the origin dashboard's).
    sql`${l.dfhosellollegada} >= now() - make_interval(days => ${SEAL_INCIDENT_DAYS})`,
  ) as SQL;

const ofOffices = (offices: string[]) =>
  offices.length ? inArray(r.scodoficinaorigen, offices) : sql`false`;

/** How many recent lists with a seal incident carried RAs of these origin offices (the origin dashboard). */
export function officeSealIncidentsQuery(db: Db | Tx, offices: string[]): CountQuery {
  return db
    .select({ n: count() })
    .from(l)
    .where(
      and(
        recentIncidents(),
        sql`exists (select 1 from ${lr} join ${r} on ${r.nidra} = ${lr.nidra} where ${lr.nidlistacarga} = ${l.nidlistacarga} and ${ofOffices(offices)})`,
      ),
    );
}

/** The offices' RAs on those lists, latest seal first: one row an RA and list. */
export async function pageOfficeSealIncidents(db: Db | Tx, offices: string[], page: number) {
  const { limit, offset } = pageWindow(page, RA_PAGE_SIZE);
  const where = and(recentIncidents(), ofOffices(offices));
  // The lists come by the index, then their RAs by the keys of lista_carga_ra and recepcion.
  const [rows, totals] = await Promise.all([
    db
      .select({ nidra: lr.nidra, ...incidentColumns })
      .from(l)
      .innerJoin(lr, eq(lr.nidlistacarga, l.nidlistacarga))
      .innerJoin(r, eq(r.nidra, lr.nidra))
      .innerJoin(o, eq(o.nidoperacion, l.nidoperacion))
      .where(where)
      .orderBy(desc(l.dfhosellollegada), desc(lr.nidra))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(l)
      .innerJoin(lr, eq(lr.nidlistacarga, l.nidlistacarga))
      .innerJoin(r, eq(r.nidra, lr.nidra))
      .where(where),
  ]);
  return {
    list: rows.map((row): OfficeSealIncident => toIncident(row)),
    totalPaginas: totalPages(countOf(totals), RA_PAGE_SIZE),
  };
}
