import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { idArray } from '../../db/sql-helpers.ts';
import type { OutboxJob, OutboxTable } from './outbox-types.ts';
import { claimableRows, lockReceiversOf } from './receiver-gate.repo.ts';

// The statements on an outbox table's rows (worker.ts `outboxRows` decides when each runs): claim, lease,
// and the marks of one attempt. Each mark is conditional on the attempt claimed, and answers whether it
// found the row still this worker's.

/**
 * Marks rows `ENVIANDO`, counts the attempt and sets `dfecproximo` to `lease`. Without `ids`, up to `max`
 * due rows (`PENDIENTE`, or `ENVIANDO` whose lease ran out) with `for update skip locked`; with `ids`,
 * those of them that are `ENVIANDO` or `PENDIENTE` and due at `at`.
 */
export async function claimRows(
  db: Db,
  job: OutboxJob,
  at: Date,
  lease: Date,
  ids: number[] | undefined,
  max: number,
) {
  const { name, id: key } = job.table;
  const when = sql`${at.toISOString()}::timestamptz`;
  const due = ids
    ? sql`o.${sql.identifier(key)} = any(${idArray(ids)}::bigint[])
              and (o.sestado = 'ENVIANDO' or (o.sestado = 'PENDIENTE' and o.dfecproximo <= ${when}))`
    : sql`o.sestado in ('PENDIENTE', 'ENVIANDO') and o.dfecproximo <= ${when}`;
  // With receivers, only the rows their receiver may take now (not paused, within its limit).
  const candidates = job.receivers
    ? claimableRows(job.table, job.receivers, due, when)
    : sql`select o.${sql.identifier(key)} from ${sql.identifier(name)} o where ${due}`;
  const statement = sql`
      update ${sql.identifier(name)} set sestado = 'ENVIANDO', nintentos = nintentos + 1,
             dfecproximo = ${lease.toISOString()}::timestamptz
       where ${sql.identifier(key)} in (
             select ${sql.identifier(key)} from ${sql.identifier(name)}
              where ${sql.identifier(key)} in (${candidates})
              order by dfecproximo limit ${ids ? ids.length : max}
              for update skip locked)
      returning ${sql.identifier(key)} as id, nintentos`;
  type Claimed = { rows: { id: number | string; nintentos: number }[] };
  // pg-boss's workers (several servers) claim by ids at once: the receivers' rows are locked first, so
  // two of them never both see a free place in one receiver's limit.
  const { rows } = (job.receivers && ids
    ? await db.transaction(async (tx) => {
        await tx.execute(lockReceiversOf(job.table, job.receivers!, idArray(ids)));
        return tx.execute(statement);
      })
    : await db.execute(statement)) as unknown as Claimed;
  return rows.map((row) => ({ id: Number(row.id), attempt: Number(row.nintentos) }));
}

/** Moves a claimed row's lease to `lease`; false when the row is no longer this attempt's. */
export async function renewRowLease(db: Db, table: OutboxTable, id: number, attempt: number, lease: Date) {
  const { name, id: key } = table;
  const { rows } = (await db.execute(sql`
      update ${sql.identifier(name)} set dfecproximo = ${lease.toISOString()}::timestamptz
       where ${sql.identifier(key)} = ${id} and sestado = 'ENVIANDO' and nintentos = ${attempt}
      returning 1 as ok`)) as unknown as { rows: unknown[] };
  return rows.length > 0;
}

/** Marks the row of this attempt sent. */
export async function markRowSent(tx: Tx, table: OutboxTable, id: number, attempt: number) {
  const { name, id: key } = table;
  const { rows } = (await tx.execute(sql`
        update ${sql.identifier(name)} set sestado = ${table.sent}, serror = null
         where ${sql.identifier(key)} = ${id} and sestado = 'ENVIANDO' and nintentos = ${attempt}
        returning 1 as ok`)) as unknown as {
    rows: unknown[];
  };
  return rows.length > 0;
}

/** Marks the row of this attempt failed for good (`final`), or waiting again until `next`. */
export async function markRowFailed(
  tx: Tx,
  table: OutboxTable,
  id: number,
  attempt: number,
  failure: { final: boolean; message: string; next: Date },
) {
  const { name, id: key } = table;
  const { final, message, next } = failure;
  const { rows } = (await tx.execute(sql`
        update ${sql.identifier(name)}
           set sestado = ${final ? table.failed : 'PENDIENTE'}, serror = ${message},
               dfecproximo = ${next.toISOString()}::timestamptz
         where ${sql.identifier(key)} = ${id} and sestado = 'ENVIANDO' and nintentos = ${attempt}
        returning 1 as ok`)) as unknown as {
    rows: unknown[];
  };
  return rows.length > 0;
}
