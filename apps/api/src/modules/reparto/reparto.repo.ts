import type { RepartoCandidate, StopState } from '@carga/domain';
import { type SQL, sql } from 'drizzle-orm';
import { amountDueSql } from '../../core/billing/payment-state.ts';
import type { Db, Tx } from '../../db/client.ts';
import { rawStatement, runPrepared, slot } from '../../db/prepared.ts';
import { deliveryRoutes } from '../../db/schema.ts';
import { idArray, one } from '../../db/sql-helpers.ts';

// Issue 35: the statements of 'Reparto' — the RAs waiting for a door delivery, the hojas de ruta and their
// stops. An RA `r` is described as the planner and the driver see it: the recipient, the phone, the address
// (the recipient client's active delivery address, else its first active one), the cargo and what is due.

/**
 * A statement written with slots (`slot('id')`), prepared once per connection (db/prepared.ts): planning
 * these joins cost the server more than running them (the bench's route of 60 stops: 5.7 ms to plan, 4 to
 * run).
 */
export const prepared = async <T>(
  db: Db | Tx,
  name: string,
  values: Record<string, unknown>,
  query: SQL,
  options: { planWithValues?: boolean } = {},
) => (await runPrepared(db, `reparto-${name}`, values, () => rawStatement<T>(db, query), options)).rows;

/**
 * Planned for its values each time: the generic plan of the lists by warehouse walked every RA waiting
 * there through the lateral joins before the anti-join (150 ms against 9 ms at a million RAs).
 */
const byValue = { planWithValues: true };

/**
 * What the driver collects at the door: what a POR PAGAR RA still owes (as Entregar reads it). A cuenta
 * corriente RA is billed later and a PAGADO one was paid: nothing at the door, and no subquery run for them.
 */
const dueAtDoor = sql`case when r.scondicionpago = 'PORPAGAR' then ${amountDueSql(sql`r`)} else 0 end`;

const describedRa = sql`
  r.nidra, r.snomdestinatario,
  trim(coalesce(c.sprefijotelefono, '') || ' ' || coalesce(c.stelefono, '')) as stelefono,
  coalesce(trim(d.scalle || ' ' || d.snumeracion || ' ' || d.srestodireccion), '') as sdireccion,
  coalesce(d.scodcomuna, '') as scodcomuna, coalesce(ci.snomciudad, '') as snomcomuna,
  r.ncantidadbultos, r.npesobrutokg, r.nvolumenm3, ${dueAtDoor} as nacobrar,
  (select count(*)::int from hoja_ruta_parada f where f.nidra = r.nidra and f.sestado = 'NO_ENTREGADO')
    as nvisitasfallidas`;

const describedJoins = sql`
  left join cliente c on c.nidcliente = r.niddestinatario
  left join lateral (
    select a.scalle, a.snumeracion, a.srestodireccion, a.scodcomuna from direccion a
     where a.nidcliente = r.niddestinatario and a.sindactivo = 'S'
     order by (a.sindentrega = 'S') desc, a.niddireccion limit 1
  ) d on true
  left join ciudad ci on ci.scodciudad = d.scodcomuna`;

type RaRow = Omit<
  RepartoCandidate,
  'ncantidadbultos' | 'npesobrutokg' | 'nvolumenm3' | 'nacobrar' | 'nvisitasfallidas'
> & {
  nvisitasfallidas: number | string;
  ncantidadbultos: number | string;
  npesobrutokg: number | string;
  nvolumenm3: number | string;
  nacobrar: number | string;
};

const described = <T extends RaRow>(row: T) => ({
  ...row,
  ncantidadbultos: Number(row.ncantidadbultos),
  npesobrutokg: Number(row.npesobrutokg),
  nvolumenm3: Number(row.nvolumenm3),
  nacobrar: Number(row.nacobrar),
  nvisitasfallidas: Number(row.nvisitasfallidas),
});

/** What makes an RA `r` plannable at `warehouse`: waiting there (BDEST) for a delivery at the door. */
const waitingForDoor = (warehouse: unknown) =>
  sql`r.scodbodegadestino = ${warehouse} and r.scodestado = 'BDEST' and r.sindentregalocal = 'S'`;

/** The RAs a planner may add at `warehouse` (not on a route yet), by comuna and number; at most 500. */
export async function candidates(db: Db, warehouse: string) {
  const found = await prepared<RaRow>(
    db,
    'candidatas',
    { warehouse },
    sql`select ${describedRa} from recepcion r ${describedJoins}
     where ${waitingForDoor(slot('warehouse'))}
       and not exists (select 1 from hoja_ruta_parada p where p.nidra = r.nidra and p.sindvigente = 'S')
     order by snomcomuna, r.nidra limit 500`,
    byValue,
  );
  return found.map(described);
}

/**
 * Of `nidras`, each with why it may not be planned at `warehouse`: 'absent', 'notDoor', 'notWaiting', or
 * the route whose pending stop holds it. Read under the RAs' locks (`for no key update`, in id order).
 */
export async function plannability(tx: Tx, warehouse: string, nidras: number[]) {
  const found = await prepared<{ nidra: number; door: boolean; waiting: boolean; route: number | null }>(
    tx,
    'planificables',
    { warehouse, nidras: idArray(nidras) },
    sql`select r.nidra, r.sindentregalocal = 'S' as door,
          (r.scodbodegadestino = ${slot('warehouse')} and r.scodestado = 'BDEST') as waiting,
          (select p.nidhojaruta from hoja_ruta_parada p where p.nidra = r.nidra and p.sindvigente = 'S') as route
        from (select * from recepcion where nidra = any(${slot('nidras')}::int[])
              order by nidra for no key update) r`,
  );
  return new Map(found.map((row) => [Number(row.nidra), row]));
}

/** The active users with the Conductor profile at `warehouse`. */
export async function drivers(db: Db | Tx, warehouse: string) {
  return prepared<{ nidusuario: number; snombre: string }>(
    db,
    'conductores',
    { warehouse },
    sql`select nidusuario, snombre from usuario
     where sindactivo = 'S' and 'CONDUCTOR' = any(menus) and ${slot('warehouse')}::text = any(bodegas)
     order by snombre, nidusuario`,
  );
}

export type RouteRow = typeof deliveryRoutes.$inferSelect & { snombreconductor: string };

/** A hoja de ruta with its driver's name; locked to the end of the transaction with `forUpdate`. */
export async function findRoute(db: Db | Tx, id: number, forUpdate = false) {
  const [row] = await prepared<RouteRow>(
    db,
    forUpdate ? 'hoja-bloqueada' : 'hoja',
    { id },
    sql`select h.nidhojaruta, h.scodbodega, to_char(h.dfecha, 'YYYY-MM-DD') as dfecha, h.nidconductor,
          h.spatente, h.ncapacidadkg::float8 as ncapacidadkg, h.ncapacidadm3::float8 as ncapacidadm3,
          h.sestado, h.nidusuario, h.dfhocreacion, h.dfhosalida, h.dfhocierre, u.snombre as snombreconductor
        from hoja_ruta h join usuario u on u.nidusuario = h.nidconductor
       where h.nidhojaruta = ${slot('id')} ${forUpdate ? sql`for update of h` : sql``}`,
  );
  return row;
}

/** The stops of a route in order, each RA described. */
export async function stopsOf(db: Db | Tx, id: number) {
  const found = await prepared<
    RaRow & {
      nidparada: number;
      norden: number;
      sestado: StopState;
      smotivo: string | null;
      ncargados: number | string;
      ncobrado: number | string;
    }
  >(
    db,
    'paradas',
    { id },
    sql`select p.nidparada, p.norden, p.sestado, p.smotivo, ${describedRa},
          (select count(*)::int from unidad u where u.nidra = r.nidra and u.sestado = 'EN_REPARTO') as ncargados,
          coalesce((select g.nmonto from pago g where g.nidpago = p.nidpago and g.sindanulado = 'N'), 0)
            as ncobrado
        from hoja_ruta_parada p join recepcion r on r.nidra = p.nidra ${describedJoins}
       where p.nidhojaruta = ${slot('id')} order by p.norden, p.nidparada`,
  );
  return found.map((stop) => ({
    ...described(stop),
    ncargados: Number(stop.ncargados),
    ncobrado: Number(stop.ncobrado),
  }));
}

/** Where stop `id` delivers (its recipient's address as the stops read it), for the RA's history. */
export async function stopAddress(db: Db | Tx, id: number) {
  const [row] = await prepared<{ sdireccion: string; snomcomuna: string }>(
    db,
    'parada-direccion',
    { id },
    sql`select coalesce(trim(d.scalle || ' ' || d.snumeracion || ' ' || d.srestodireccion), '') as sdireccion,
          coalesce(ci.snomciudad, '') as snomcomuna
        from hoja_ruta_parada p join recepcion r on r.nidra = p.nidra ${describedJoins}
       where p.nidparada = ${slot('id')}`,
  );
  return row;
}

/** The hojas de ruta of a warehouse (of a day, or the latest 100), newest first, with their totals. */
export async function routesOf(db: Db, warehouse: string, day: string | undefined) {
  return prepared<
    RouteRow & { nparadas: number; nbultos: number; npesokg: number; nvolumenm3: number; nacobrar: number }
  >(
    db,
    day ? 'hojas-del-dia' : 'hojas',
    day ? { warehouse, day } : { warehouse },
    sql`select h.nidhojaruta, h.scodbodega, to_char(h.dfecha, 'YYYY-MM-DD') as dfecha, h.nidconductor,
          u.snombre as snombreconductor, h.spatente, h.ncapacidadkg::float8 as ncapacidadkg,
          h.ncapacidadm3::float8 as ncapacidadm3, h.sestado,
          t.nparadas, t.nbultos, t.npesokg, t.nvolumenm3, t.nacobrar
        from hoja_ruta h join usuario u on u.nidusuario = h.nidconductor
        cross join lateral (
          select count(*)::int as nparadas, coalesce(sum(r.ncantidadbultos), 0)::int as nbultos,
                 coalesce(sum(r.npesobrutokg), 0)::float8 as npesokg,
                 coalesce(sum(r.nvolumenm3), 0)::float8 as nvolumenm3,
                 coalesce(sum(${dueAtDoor}), 0)::float8 as nacobrar
            from hoja_ruta_parada p join recepcion r on r.nidra = p.nidra where p.nidhojaruta = h.nidhojaruta
        ) t
       where h.scodbodega = ${slot('warehouse')} ${day ? sql`and h.dfecha = ${slot('day')}::date` : sql``}
       order by h.dfecha desc, h.nidhojaruta desc limit 100`,
    byValue,
  );
}

/** A new route, answered as `findRoute` reads it (its driver's name given). */
export async function insertRoute(
  tx: Tx,
  values: typeof deliveryRoutes.$inferInsert,
  snombreconductor: string,
): Promise<RouteRow> {
  const inserted = await tx.insert(deliveryRoutes).values(values).returning();
  return { ...one(inserted, 'insertRoute'), snombreconductor };
}

/** The route's stops, again, in this order (a planned route's stops are all pending: they are replaced). */
export async function replaceStops(tx: Tx, id: number, nidras: number[], fresh = false) {
  if (!fresh)
    await prepared(
      tx,
      'paradas-borrar',
      { id },
      sql`delete from hoja_ruta_parada where nidhojaruta = ${slot('id')}`,
    );
  // One array for the stops (60 rows were 180 values Drizzle wrote into the statement each time).
  await prepared(
    tx,
    'paradas-insertar',
    { id, nidras: idArray(nidras) },
    sql`insert into hoja_ruta_parada (nidhojaruta, nidra, norden)
        select ${slot('id')}, t.nidra, t.norden from unnest(${slot('nidras')}::int[]) with ordinality t(nidra, norden)`,
  );
}
