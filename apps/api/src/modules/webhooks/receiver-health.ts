import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

// One slow or broken receiver must not hold the others' deliveries (issue 30): each receiver (a registered
// endpoint, `webhook` row) gets at most `limit` deliveries under way at once, and one that fails
// `failuresBeforePause` attempts in a row is paused: its deliveries wait (not claimed, no worker taken)
// until `webhook.dfecpausa`, a wait that doubles with every further failure up to `maxPauseMs`. One
// success clears it. The count and the pause live in the database, so every server sharing it sees them.

export interface ReceiverPolicy {
  /** Deliveries of one receiver under way at once, at most (default 2; counted in the table). */
  limit: number;
  /** Failed attempts in a row before the receiver is paused (default 3). */
  failuresBeforePause: number;
  /** The first pause (default 1 min); each further failure doubles it. */
  firstPauseMs: number;
  /** The longest pause (default 1 h). */
  maxPauseMs: number;
}

export const DEFAULT_RECEIVER_POLICY: ReceiverPolicy = {
  limit: 2,
  failuresBeforePause: 3,
  firstPauseMs: 60_000,
  maxPauseMs: 60 * 60_000,
};

/** The pause after `failures` failed attempts in a row: none below the threshold, then doubling to the cap. */
export function receiverPauseMs(failures: number, policy: ReceiverPolicy = DEFAULT_RECEIVER_POLICY): number {
  if (failures < policy.failuresBeforePause) return 0;
  const doublings = Math.min(failures - policy.failuresBeforePause, 30);
  return Math.min(policy.firstPauseMs * 2 ** doublings, policy.maxPauseMs);
}

/** Until when the receiver of outbox row `o` (webhook_entrega) is paused, for the outbox's claim. */
export const receiverPausedUntil = sql`(select w.dfecpausa from webhook w where w.nidwebhook = o.nidwebhook)`;

/** An answered 2xx: the receiver is healthy again. */
export async function noteReceiverSuccess(db: Db | Tx, nidentrega: number) {
  await db.execute(sql`
    update webhook set nfallosseguidos = 0, dfecpausa = null
     where nidwebhook = (select nidwebhook from webhook_entrega where nidentrega = ${nidentrega})
       and (nfallosseguidos <> 0 or dfecpausa is not null)`);
}

/**
 * A failed attempt of delivery `nidentrega`: one more failure in a row (one atomic statement, so parallel
 * attempts all count), and from the threshold on the receiver's pause; its waiting deliveries are due no
 * earlier than the pause's end, so the delivery log shows when they will really go. Answers the pause's end.
 */
export async function noteReceiverFailure(
  db: Db | Tx,
  nidentrega: number,
  at: Date,
  policy: ReceiverPolicy = DEFAULT_RECEIVER_POLICY,
): Promise<Date | null> {
  const { rows } = (await db.execute(sql`
    update webhook set nfallosseguidos = nfallosseguidos + 1
     where nidwebhook = (select nidwebhook from webhook_entrega where nidentrega = ${nidentrega})
    returning nidwebhook, nfallosseguidos`)) as unknown as {
    rows: { nidwebhook: number | string; nfallosseguidos: number | string }[];
  };
  const [row] = rows;
  if (!row) return null;
  const pauseMs = receiverPauseMs(Number(row.nfallosseguidos), policy);
  if (pauseMs === 0) return null;
  const until = new Date(at.getTime() + pauseMs).toISOString();
  // The latest of parallel failures' pauses wins; the waiting deliveries move with it.
  await db.execute(sql`
    update webhook set dfecpausa = greatest(coalesce(dfecpausa, ${until}::timestamptz), ${until}::timestamptz)
     where nidwebhook = ${Number(row.nidwebhook)}`);
  await db.execute(sql`
    update webhook_entrega set dfecproximo = ${until}::timestamptz
     where nidwebhook = ${Number(row.nidwebhook)} and sestado = 'PENDIENTE' and dfecproximo < ${until}::timestamptz`);
  return new Date(until);
}
