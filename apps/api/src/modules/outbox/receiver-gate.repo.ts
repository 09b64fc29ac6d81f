import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import type { OutboxJob, OutboxReceivers, OutboxTable } from './outbox-types.ts';

// Rows that go to outside receivers (webhooks, issue 30): one receiver that never answers must not hold
// the others. A row is claimed only when its receiver is not paused and has fewer than `limit` rows under
// way (`ENVIANDO` with a live lease, on any server: counted in the table); the others stay `PENDIENTE`,
// holding no worker, and are looked at again later (the in-process drainer's next turn; on pg-boss, a job
// of their own at their next chance).

/**
 * Each receiver's rows under way now (`ENVIANDO` with a live lease), as `b (rcv, busy)`: read once per
 * claim through the (sestado, dfecproximo) index, not once per row through a receiver's whole history.
 */
const underWay = (table: OutboxTable, receivers: OutboxReceivers, when: SQL) => sql`
  (select f.${sql.identifier(receivers.column)} as rcv, count(*) as busy
     from ${sql.identifier(table.name)} f
    where f.sestado = 'ENVIANDO' and f.dfecproximo > ${when}
    group by f.${sql.identifier(receivers.column)}) b`;

/**
 * The keys of the rows matching `due` (on alias `o`) that may be claimed at `when`: their receiver is
 * not paused, and, in the order they are due, no more of them than the receiver's free places.
 */
export function claimableRows(table: OutboxTable, receivers: OutboxReceivers, due: SQL, when: SQL): SQL {
  const key = sql.identifier(table.id);
  const column = sql.identifier(receivers.column);
  return sql`
    select c.id from (
      select o.${key} as id, o.${column} as rcv,
             row_number() over (partition by o.${column} order by o.dfecproximo, o.${key}) as n
        from ${sql.identifier(table.name)} o
       where ${due} and coalesce(${receivers.pausedUntil}, '-infinity'::timestamptz) <= ${when}
    ) c
    left join ${underWay(table, receivers, when)} on b.rcv = c.rcv
    where c.n <= ${receivers.limit} - coalesce(b.busy, 0)`;
}

/**
 * Locks, to the end of the transaction, the receivers of rows `ids` (a bigint[] literal), in one order:
 * claims on several servers of one receiver's rows take turns.
 */
export function lockReceiversOf(table: OutboxTable, receivers: OutboxReceivers, ids: string): SQL {
  const column = sql.identifier(receivers.column);
  return sql`
    select pg_advisory_xact_lock(hashtext(${table.name}), r.rcv::int)::text as locked
      from (select distinct o.${column} as rcv from ${sql.identifier(table.name)} o
             where o.${sql.identifier(table.id)} = any(${ids}::bigint[]) order by 1) r`;
}

/**
 * Of rows `ids` (a bigint[] literal), those waiting (`PENDIENTE`) and their next chance: the latest of
 * when they are due, when their receiver's pause ends, and `busyUntil` while their receiver is at its limit.
 */
export async function nextChanceOf(
  db: Db,
  table: OutboxTable,
  receivers: OutboxReceivers,
  ids: string,
  at: Date,
  busyUntil: Date,
): Promise<{ id: number; next: Date }[]> {
  const when = sql`${at.toISOString()}::timestamptz`;
  const { rows } = (await db.execute(sql`
    select c.id, greatest(c.dfecproximo, c.paused,
                          case when coalesce(b.busy, 0) >= ${receivers.limit}
                               then ${busyUntil.toISOString()}::timestamptz end) as next
      from (select o.${sql.identifier(table.id)} as id, o.${sql.identifier(receivers.column)} as rcv,
                   o.dfecproximo, ${receivers.pausedUntil} as paused
              from ${sql.identifier(table.name)} o
             where o.${sql.identifier(table.id)} = any(${ids}::bigint[]) and o.sestado = 'PENDIENTE') c
      left join ${underWay(table, receivers, when)} on b.rcv = c.rcv`)) as unknown as {
    rows: { id: number | string; next: string | Date }[];
  };
  return rows.map((row) => ({ id: Number(row.id), next: new Date(row.next) }));
}

/**
 * A receiver's row is done: its waiting rows that are due (their jobs put off while it was at its
 * limit) are started now, as many as its limit, instead of at their next look (pg-boss).
 */
export async function wakeReceiverJobs(
  pool: pg.Pool | pg.ClientBase,
  queue: string,
  job: OutboxJob,
  id: number,
  at: Date,
) {
  const { table, receivers } = job;
  if (!receivers) return;
  await pool.query(
    `update pgboss.job set start_after = now()
      where name = $1 and state = 'created' and start_after > now()
        and singleton_key in (
            select o.${table.id}::text from ${table.name} o
             where o.${receivers.column} = (select ${receivers.column} from ${table.name} where ${table.id} = $2)
               and o.sestado = 'PENDIENTE' and o.dfecproximo <= $3::timestamptz
             order by o.dfecproximo limit $4)`,
    [queue, id, at.toISOString(), receivers.limit],
  );
}
