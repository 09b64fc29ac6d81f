import type { PickupState, PickupStopState, RepartoPickupCandidate, RepartoPickupStop } from '@carga/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { slot } from '../../db/prepared.ts';
import { pickupStops, pickups } from '../../db/schema.ts';
import { idArray } from '../../db/sql-helpers.ts';
import { prepared } from './reparto.repo.ts';

// Issue 35, the first mile on the road: the statements of the pickups planned on hojas de ruta
// (hoja_ruta_retiro). A request `t` is described as the planner and the driver see it.

const rows = async <T>(db: Db | Tx, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const describedPickup = sql`
  t.nidretiro, c.snombrecliente as snomcliente, t.scontacto, t.stelefono, t.sdireccion, t.scodcomuna,
  coalesce(ci.snomciudad, '') as snomcomuna, t.shoradesde, t.shorahasta, t.nbultos,
  t.npesokg::float8 as npesokg, t.sdescripcion, t.scodoficina,
  (select count(*)::int from hoja_ruta_retiro f where f.nidretiro = t.nidretiro and f.sestado = 'NO_RETIRADO')
    as nvisitasfallidas`;

const describedJoins = sql`
  join cliente c on c.nidcliente = t.nidcliente
  left join ciudad ci on ci.scodciudad = t.scodcomuna`;

type CandidateRow = Omit<RepartoPickupCandidate, 'nbultos' | 'npesokg' | 'nvisitasfallidas'> & {
  nbultos: number | string;
  npesokg: number | string;
  nvisitasfallidas: number | string;
};

const described = <T extends CandidateRow>(row: T) => ({
  ...row,
  nidretiro: Number(row.nidretiro),
  nbultos: Number(row.nbultos),
  npesokg: Number(row.npesokg),
  nvisitasfallidas: Number(row.nvisitasfallidas),
});

/** The requests asked for on `day` (any office), by comuna, window and number; at most 500. */
export async function candidates(db: Db, day: string): Promise<RepartoPickupCandidate[]> {
  const found = await rows<CandidateRow>(
    db,
    sql`select ${describedPickup} from retiro t ${describedJoins}
         where t.dfecha = ${day}::date and t.sestado = 'SOLICITADO' and t.nidra is null
         order by ci.snomciudad collate "und-x-icu", t.shoradesde, t.nidretiro limit 500`,
  );
  return found.map(described);
}

/** The pickups of a route in visiting order, each request described. */
export async function pickupsOf(db: Db | Tx, id: number): Promise<RepartoPickupStop[]> {
  const found = await prepared<
    CandidateRow & {
      nidparadaretiro: number;
      norden: number;
      sestado: PickupStopState;
      smotivo: string | null;
      nbultosretirados: number | string | null;
    }
  >(
    db,
    // Read with every route (its read, print, the driver's screen): prepared, built once.
    'retiros-de-hoja',
    { id },
    sql`select s.nidparadaretiro, s.norden, s.sestado, s.smotivo, s.nbultosretirados, ${describedPickup}
          from hoja_ruta_retiro s join retiro t on t.nidretiro = s.nidretiro ${describedJoins}
         where s.nidhojaruta = ${slot('id')} order by s.norden, s.nidparadaretiro`,
  );
  return found.map((row) => ({
    ...described(row),
    nidparadaretiro: Number(row.nidparadaretiro),
    norden: Number(row.norden),
    nbultosretirados: row.nbultosretirados === null ? null : Number(row.nbultosretirados),
  }));
}

export interface Plannable {
  nidretiro: number;
  sestado: PickupState;
  dfecha: string;
  /** The RA it was made into at the office (in the wizard or finished). */
  nidra: number | null;
  /** The route whose pending stop holds it, if any. */
  route: number | null;
}

/**
 * Of `ids`, each request's state, day and the route holding it, read after their rows are locked (in id
 * order, `for no key update`): a second statement, so a planner who waited sees what the first committed.
 */
export async function lockPlannable(tx: Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, Plannable>();
  await tx.execute(sql`select nidretiro from retiro where nidretiro = any(${idArray(ids)}::int[])
                        order by nidretiro for no key update`);
  const found = await rows<Plannable>(
    tx,
    sql`select t.nidretiro, t.sestado, to_char(t.dfecha, 'YYYY-MM-DD') as dfecha, t.nidra,
          (select s.nidhojaruta from hoja_ruta_retiro s where s.nidretiro = t.nidretiro and s.sindvigente = 'S')
            as route
        from retiro t where t.nidretiro = any(${idArray(ids)}::int[])`,
  );
  return new Map(
    found.map((row) => [
      Number(row.nidretiro),
      {
        ...row,
        nidretiro: Number(row.nidretiro),
        nidra: row.nidra === null ? null : Number(row.nidra),
        route: row.route === null ? null : Number(row.route),
      },
    ]),
  );
}

/** The requests on the route's pickup stops (all pending while it may change). */
export async function requestsOnRoute(tx: Tx, id: number) {
  const found = await tx
    .select({ nidretiro: pickupStops.nidretiro })
    .from(pickupStops)
    .where(eq(pickupStops.nidhojaruta, id));
  return found.map((row) => row.nidretiro);
}

/**
 * The route's pickups, again, in this order: its pending stops replaced; the requests taken off asked for
 * again (SOLICITADO), those added planned (PLANIFICADO).
 */
export async function replacePickups(tx: Tx, id: number, ids: number[], before: number[]) {
  await tx.delete(pickupStops).where(eq(pickupStops.nidhojaruta, id));
  const removed = before.filter((n) => !ids.includes(n));
  const added = ids.filter((n) => !before.includes(n));
  if (removed.length > 0)
    await tx
      .update(pickups)
      .set({ sestado: 'SOLICITADO' })
      .where(and(inArray(pickups.nidretiro, removed), eq(pickups.sestado, 'PLANIFICADO')));
  if (added.length > 0)
    await tx
      .update(pickups)
      .set({ sestado: 'PLANIFICADO' })
      .where(and(inArray(pickups.nidretiro, added), eq(pickups.sestado, 'SOLICITADO')));
  if (ids.length > 0)
    await tx
      .insert(pickupStops)
      .values(ids.map((nidretiro, i) => ({ nidhojaruta: id, nidretiro, norden: i + 1 })));
  return { added };
}

/** The pickups still pending on a route (at its close). */
export function pendingOf(tx: Tx, id: number) {
  return tx
    .select({ nidparadaretiro: pickupStops.nidparadaretiro, nidretiro: pickupStops.nidretiro })
    .from(pickupStops)
    .where(and(eq(pickupStops.nidhojaruta, id), eq(pickupStops.sestado, 'PENDIENTE')))
    .orderBy(pickupStops.norden);
}

/**
 * At the route's close: its pending pickups as not visited (NO_RETIRADO, OTRO), every stop let go
 * (`sindvigente` N), and their requests asked for again; answers the stops that were pending.
 */
export async function releaseAtClose(tx: Tx, id: number, nidusuario: number, note: string, at: Date) {
  const pending = await pendingOf(tx, id);
  if (pending.length > 0) {
    await tx
      .update(pickupStops)
      .set({ sestado: 'NO_RETIRADO', smotivo: 'OTRO', sobservacion: note, dfhoresultado: at, nidusuario })
      .where(
        inArray(
          pickupStops.nidparadaretiro,
          pending.map((p) => p.nidparadaretiro),
        ),
      );
    await tx
      .update(pickups)
      .set({ sestado: 'SOLICITADO' })
      .where(
        and(
          inArray(
            pickups.nidretiro,
            pending.map((p) => p.nidretiro),
          ),
          eq(pickups.sestado, 'PLANIFICADO'),
        ),
      );
  }
  await tx
    .update(pickupStops)
    .set({ sindvigente: 'N' })
    .where(and(eq(pickupStops.nidhojaruta, id), eq(pickupStops.sindvigente, 'S')));
  return pending;
}

/** The number of pickups of each route of `ids` (the day's list). */
export async function countsOf(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const found = await rows<{ nidhojaruta: number; n: number | string }>(
    db,
    sql`select nidhojaruta, count(*)::int as n from hoja_ruta_retiro
         where nidhojaruta = any(${idArray(ids)}::int[]) group by nidhojaruta`,
  );
  return new Map(found.map((row) => [Number(row.nidhojaruta), Number(row.n)]));
}
