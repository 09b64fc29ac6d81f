import { eq, getTableColumns, sql } from 'drizzle-orm';
import { describeCode, parameterGroups as g } from '../../core/reference/parameters.repo.ts';
import type { Db } from '../../db/client.ts';
import { runPrepared, slot } from '../../db/prepared.ts';
import {
  arrivalDifferences,
  deliveries,
  loadingLists as l,
  loadingListRas as lr,
  offices,
  receptions as r,
} from '../../db/schema.ts';
import { listItemColumns, toRaListItem } from './lists.repo.ts';

/**
 * Whether the RA travels on any load list, and on one whose seal differed: one walk of lista_carga_ra's
 * index on the RA (a subquery each was a plan each to make on every raw run).
 */
const journey = (db: Db) =>
  sql<boolean[] | null>`(${db
    .select({
      flags: sql`array[true, coalesce(bool_or(${l.sindincidenciasello} = 'S'), false)]`,
    })
    .from(lr)
    .innerJoin(l, eq(l.nidlistacarga, lr.nidlistacarga))
    .where(eq(lr.nidra, r.nidra))
    .groupBy(lr.nidra)})`;

/**
 * The RA detail's head in one statement: the RA's row (for the access check), its list item, the
 * descriptions and office name it shows, and which parts of its journey exist at all, so that the detail
 * reads lists, differences, seal incidents and the hand-over only for an RA that has them. It was five
 * statements and four more for an RA never loaded (issue 31: the detail ran under 500 a second raw).
 */
export async function findRaDetailHead(db: Db, nidra: number) {
  const [row] = await runPrepared(db, 'ra-detalle', { nidra }, () =>
    db
      .select({
        ra: getTableColumns(r),
        item: listItemColumns,
        // Described as every code is (describeCode): the code itself where its group has no text.
        sdestipocarga: describeCode(g.cargoType, r.scodtipocarga),
        sdesestadocarga: describeCode(g.cargoState, r.scodestadocarga),
        snomoficinaorigen: sql<
          string | null
        >`(select ${offices.snomoficina} from ${offices} where ${offices.scodoficina} = ${r.scodoficinaorigen})`,
        journey: journey(db),
        // The lines kept while they differ on a received list (migration 0015): what differencesOfRa reads.
        diferencias: sql<boolean>`coalesce((${db
          .select({ yes: sql`true` })
          .from(arrivalDifferences)
          .where(eq(arrivalDifferences.nidra, r.nidra))} limit 1), false)`,
        entregada: sql<boolean>`coalesce((${db
          .select({ yes: sql`true` })
          .from(deliveries)
          .where(eq(deliveries.nidra, r.nidra))}), false)`,
      })
      .from(r)
      .where(eq(r.nidra, slot('nidra'))),
  );
  if (!row) return undefined;
  const { journey: flags, ...rest } = row;
  const [enLista = false, incidenciaSello = false] = flags ?? [];
  return { ...rest, item: toRaListItem(row.item), enLista, incidenciaSello };
}
