import { displayPlate, LOADABLE_STATES, loadingListCode, round5 } from '@carga/domain';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { describeCode, parameterGroups as g } from '../../core/reference/parameters.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { runPrepared, slot } from '../../db/prepared.ts';
import {
  clients,
  loadingListPackages,
  loadingListRas,
  loadingLists,
  operationCosts,
  operations,
  receptions,
} from '../../db/schema.ts';
import { one } from '../../db/sql-helpers.ts';
import { available, type LineAvailability, packageLines } from './list-packages.repo.ts';
import {
  destination,
  type ListSearch,
  listItem,
  pageLists,
  pageRasOnList,
  searchFilter,
} from './list-query.repo.ts';

const l = loadingLists;
const o = operations;
const lb = loadingListPackages;

/** One page of a warehouse's load lists, newest first. */
export async function pageLoadingLists(
  db: Db | Tx,
  f: ListSearch & { originWarehouse: string },
  page: number,
) {
  const { rows, totalPaginas } = await pageLists(db, searchFilter('listas', f), page);
  return { loadingList: rows.map(listItem), totalPaginas };
}

export async function findLoadingList(db: Db | Tx, code: string, options: { forUpdate?: boolean } = {}) {
  const lock = options.forUpdate === true;
  const [row] = await runPrepared(
    db,
    `lista-carga${lock ? '|bloqueo' : ''}`,
    { code: code.toUpperCase() },
    () => {
      const query = db
        .select({ list: l, operation: o })
        .from(l)
        .innerJoin(o, eq(o.nidoperacion, l.nidoperacion))
        .where(eq(l.scodlistacarga, slot('code')));
      return lock ? query.for('update', { of: l }) : query;
    },
  );
  return row;
}

export type LoadingListRow = NonNullable<Awaited<ReturnType<typeof findLoadingList>>>;

/** Open operations of a warehouse, newest first, described for the 'Nueva lista' screen. */
export async function listOpenOperations(db: Db | Tx, warehouse: string) {
  return db
    .select({
      nidoperacion: o.nidoperacion,
      sdescripcion: o.sdescripcion,
      scodbodegadestino: o.scodbodegadestino,
      snombodegadestino: destination.snombodega,
      sdestipoequipo: describeCode(g.equipmentType, sql`${o.scodtipoequipo}`),
      sdesmodalidadenvio: describeCode(g.modality, sql`${o.scodmodalidadenvio}`),
      snombrecorto: sql<string>`coalesce(${clients.snombrecorto}, '')`,
    })
    .from(o)
    .innerJoin(destination, eq(destination.scodbodega, o.scodbodegadestino))
    .leftJoin(clients, eq(clients.nidcliente, o.nidclientecargafull))
    .where(and(eq(o.scodbodegaorigen, warehouse), eq(o.sestado, 'ABIERTA')))
    .orderBy(desc(o.nidoperacion));
}

export async function findOperation(db: Db | Tx, nidoperacion: number, options: { forShare?: boolean } = {}) {
  const query = db.select().from(o).where(eq(o.nidoperacion, nidoperacion));
  const [row] = options.forShare ? await query.for('share') : await query;
  return row;
}

/** The id is drawn first so that the code ('LC' + id) is written with the row, in one insert. */
export async function insertLoadingList(tx: Tx, nidoperacion: number, nidusuario: number) {
  const { rows } = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('lista_carga', 'nidlistacarga'))::int as id`,
  )) as unknown as { rows: Array<{ id: number | string }> };
  const id = Number(one(rows, 'nextval').id);
  const scodlistacarga = loadingListCode(id);
  await tx.insert(l).values({ nidlistacarga: id, scodlistacarga, nidoperacion, nidusuario });
  return scodlistacarga;
}

export async function addRaToList(tx: Tx, nidlistacarga: number, nidra: number) {
  await tx.insert(loadingListRas).values({ nidlistacarga, nidra }).onConflictDoNothing();
}

export async function removeRaFromList(tx: Tx, nidlistacarga: number, nidra: number) {
  await tx.delete(lb).where(and(eq(lb.nidlistacarga, nidlistacarga), eq(lb.nidra, nidra)));
  const removed = await tx
    .delete(loadingListRas)
    .where(and(eq(loadingListRas.nidlistacarga, nidlistacarga), eq(loadingListRas.nidra, nidra)))
    .returning({ nidra: loadingListRas.nidra });
  return removed.length > 0;
}

export async function isOnList(db: Db | Tx, nidlistacarga: number, nidra: number) {
  const [row] = await db
    .select({ nidra: loadingListRas.nidra })
    .from(loadingListRas)
    .where(and(eq(loadingListRas.nidlistacarga, nidlistacarga), eq(loadingListRas.nidra, nidra)));
  return !!row;
}

export async function isOnAnyList(db: Db | Tx, nidra: number) {
  const [row] = await db
    .select({ nidra: loadingListRas.nidra })
    .from(loadingListRas)
    .where(eq(loadingListRas.nidra, nidra))
    .limit(1);
  return !!row;
}

export async function setRaComment(tx: Tx, nidlistacarga: number, nidra: number, sobservaciones: string) {
  const changed = await tx
    .update(loadingListRas)
    .set({ sobservaciones })
    .where(and(eq(loadingListRas.nidlistacarga, nidlistacarga), eq(loadingListRas.nidra, nidra)))
    .returning({ nidra: loadingListRas.nidra });
  return changed.length > 0;
}

// ---- RAs of a list ------------------------------------------------------------------------------------

/** One page of the RAs on a list (oldest added first), with what is on it and what is still free. */
export async function pageListRas(db: Db | Tx, nidlistacarga: number, page: number) {
  const { rows, totalPaginas } = await pageRasOnList(
    db,
    nidlistacarga,
    page,
    {
      dfhoingreso: loadingListRas.dfhoingreso,
      sobservaciones: loadingListRas.sobservaciones,
    },
    [asc(loadingListRas.dfhoingreso), asc(loadingListRas.nidra)],
  );
  const lines = await packageLines(
    db,
    rows.map((r) => r.nidra),
    nidlistacarga,
  );
  const list = rows.map((row) => {
    const own = lines.filter((line) => line.nidra === row.nidra);
    const sum = (units: (line: LineAvailability) => number, per: (line: LineAvailability) => number) =>
      round5(own.reduce((total, line) => total + units(line) * per(line), 0));
    return {
      ...row,
      dfhoingreso: row.dfhoingreso.toISOString(),
      ncantidadbultosdispo: sum(available, () => 1),
      npesodisponible: sum(available, (line) => line.npesobultokg),
      nvolumendisponible: sum(available, (line) => line.nvolumenbultom3),
      ncantidadingresada: sum(
        (line) => line.onThisList,
        () => 1,
      ),
      npesoingresado: sum(
        (line) => line.onThisList,
        (line) => line.npesobultokg,
      ),
      nvolumeningresado: sum(
        (line) => line.onThisList,
        (line) => line.nvolumenbultom3,
      ),
    };
  });
  return { list, totalPaginas };
}

/** Every RA id on a list. */
export async function listRaIds(db: Db | Tx, nidlistacarga: number) {
  const rows = await db
    .select({ nidra: loadingListRas.nidra })
    .from(loadingListRas)
    .where(eq(loadingListRas.nidlistacarga, nidlistacarga))
    .orderBy(asc(loadingListRas.nidra));
  return rows.map((r) => r.nidra);
}

/** RAs that could join a list of this operation: loadable, on its route, newest first (up to 50). */
export async function findCandidateRas(
  db: Db | Tx,
  operation: { scodbodegaorigen: string; scodbodegadestino: string },
  filters: { nidra: number; nidcliente: number },
) {
  const r = receptions;
  return db
    .select({
      nidra: r.nidra,
      snomremitente: r.snomremitente,
      snomdestinatario: r.snomdestinatario,
      sdescripcioncarga: r.sdescripcioncarga,
      dfhoingreso: sql<Date>`coalesce(${r.dfecingresobodega}, ${r.dfecrecepcion})`,
      scodestado: r.scodestado,
      ncantidadbultos: r.ncantidadbultos,
    })
    .from(r)
    .where(
      and(
        eq(r.scodbodegaorigen, operation.scodbodegaorigen),
        eq(r.scodbodegadestino, operation.scodbodegadestino),
        inArray(r.scodestado, [...LOADABLE_STATES]),
        filters.nidra ? eq(r.nidra, filters.nidra) : undefined,
        filters.nidcliente
          ? or(
              eq(r.nidremitente, filters.nidcliente),
              eq(r.niddestinatario, filters.nidcliente),
              eq(r.nidpagador, filters.nidcliente),
            )
          : undefined,
      ),
    )
    .orderBy(desc(r.nidra))
    .limit(50);
}

/** Costs of the operation that belong to a list: those of the whole operation and those of its RAs. */
export async function listCost(db: Db | Tx, nidoperacion: number, nidras: number[]) {
  const c = operationCosts;
  const rows = await db
    .select({ total: sql<number>`coalesce(sum(${c.nmontocosto}), 0)::float8` })
    .from(c)
    .where(
      and(
        eq(c.nidoperacion, nidoperacion),
        or(sql`${c.scodtipoasignacion} <> 'RA'`, nidras.length ? inArray(c.nidra, nidras) : sql`false`),
      ),
    );
  return Number(one(rows, 'listCost').total);
}

/** The RA's load lists, for the RA detail. */
export function listsOfRa(db: Db | Tx, nidra: number) {
  return runPrepared(db, 'ra-listas', { nidra }, () =>
    db
      .select({
        nidoperacion: l.nidoperacion,
        scodlistacarga: l.scodlistacarga,
        snombreconductor: l.snombreconductor,
        spatentecamion: l.spatentecamion,
        spatenteacoplado: l.spatenteacoplado,
        spreftelefonoconductor: l.spreftelefonoconductor,
        nnumtelefonoconductor: l.nnumtelefonoconductor,
      })
      .from(loadingListRas)
      .innerJoin(l, eq(l.nidlistacarga, loadingListRas.nidlistacarga))
      .where(eq(loadingListRas.nidra, slot('nidra')))
      .orderBy(asc(l.nidlistacarga)),
  ).then((rows) =>
    // Plates saved before issue 29 were kept as typed ('gh-kl-23').
    rows.map((row) => ({
      ...row,
      spatentecamion: displayPlate(row.spatentecamion),
      spatenteacoplado: displayPlate(row.spatenteacoplado),
    })),
  );
}
