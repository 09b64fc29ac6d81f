import {
  EVENT_NAMES,
  NOTICE_PAGE_SIZE,
  NOTICE_STATE_NAMES,
  type NoticeItem,
  type NoticeState,
} from '@carga/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pageWindow, totalPages } from '../../db/paginate.ts';
import { cargoEvents, notices, receptions } from '../../db/schema.ts';
import { countOf } from '../../db/sql-helpers.ts';

const eventName = (code: string) => EVENT_NAMES[code as keyof typeof EVENT_NAMES] ?? code;

/** What the e-mail job needs of one notice: the row, its event and where the RA goes. */
export async function noticeToSend(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      notice: notices,
      sevento: cargoEvents.sevento,
      sreferencia: cargoEvents.sreferencia,
      jdatos: cargoEvents.jdatos,
      scodoficinaorigen: receptions.scodoficinaorigen,
      scodbodegadestino: receptions.scodbodegadestino,
    })
    .from(notices)
    .innerJoin(cargoEvents, eq(cargoEvents.nidevento, notices.nidevento))
    .leftJoin(receptions, eq(receptions.nidra, notices.nidra))
    .where(eq(notices.nidnotificacion, id));
  return row ?? null;
}

/** The notice's Message-ID, fixed the first time it is asked for: every later attempt reuses it. */
export async function fixMessageId(db: Db | Tx, id: number, candidate: string): Promise<string> {
  const [row] = await db
    .update(notices)
    .set({ smessageid: sql`coalesce(${notices.smessageid}, ${candidate})` })
    .where(eq(notices.nidnotificacion, id))
    .returning({ smessageid: notices.smessageid });
  return row?.smessageid ?? candidate;
}

export async function setNoticeFile(db: Db | Tx, id: number, sarchivo: string) {
  await db.update(notices).set({ sarchivo }).where(eq(notices.nidnotificacion, id));
}

/**
 * A line in the RA's history ('Bitácora') about a notice. The history names a user: the one whose change
 * caused the event (the RA's last history line written up to the event, in the same transaction), or
 * the RA's creator when it has none.
 */
export async function recordNoticeHistory(tx: Tx, id: number, sent: boolean, error?: string) {
  const [row] = await tx
    .select({ nidra: notices.nidra, semail: notices.semail, sevento: cargoEvents.sevento })
    .from(notices)
    .innerJoin(cargoEvents, eq(cargoEvents.nidevento, notices.nidevento))
    .where(eq(notices.nidnotificacion, id));
  if (!row || row.nidra === null) return; // a pickup request's notice: no RA history yet
  const what = eventName(row.sevento);
  const detail = sent
    ? `Aviso enviado a ${row.semail}: ${what}`
    : `Aviso no enviado a ${row.semail}: ${what} (${error ?? 'error'})`;
  await tx.execute(sql`
    insert into bitacora_ra (nidra, nidusuario, saccion, sdetalle)
    select ${row.nidra}, coalesce(b.nidusuario, r.nidusuariocreacion),
           ${sent ? 'AVISO_ENVIADO' : 'AVISO_FALLIDO'}, ${detail.slice(0, 500)}
      from notificacion n
      join evento_carga e on e.nidevento = n.nidevento
      join recepcion r on r.nidra = n.nidra
      left join lateral (select nidusuario from bitacora_ra
                          where nidra = n.nidra and dfecha <= e.dfecha
                          order by nidbitacora desc limit 1) b on true
     where n.nidnotificacion = ${id}`);
}

export async function markNoticeSentAt(tx: Tx, id: number) {
  await tx.update(notices).set({ dfecenvio: sql`now()` }).where(eq(notices.nidnotificacion, id));
}

export interface NoticeFilters {
  estado?: NoticeState;
  nidra?: number;
  nidretiro?: number;
}

export async function pageNotices(db: Db | Tx, filters: NoticeFilters, page: number) {
  const conditions: Array<SQL | undefined> = [
    filters.estado ? eq(notices.sestado, filters.estado) : undefined,
    filters.nidra ? eq(notices.nidra, filters.nidra) : undefined,
    filters.nidretiro ? eq(notices.nidretiro, filters.nidretiro) : undefined,
  ];
  const where = and(...conditions);
  const { limit, offset } = pageWindow(page, NOTICE_PAGE_SIZE);
  const [rows, totals] = await Promise.all([
    db
      .select({ notice: notices, sevento: cargoEvents.sevento })
      .from(notices)
      .innerJoin(cargoEvents, eq(cargoEvents.nidevento, notices.nidevento))
      .where(where)
      .orderBy(desc(notices.nidnotificacion))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(notices).where(where),
  ]);
  return {
    avisoList: rows.map(({ notice, sevento }) => toItem(notice, sevento)),
    totalPaginas: totalPages(countOf(totals), NOTICE_PAGE_SIZE),
  };
}

function toItem(notice: typeof notices.$inferSelect, sevento: string): NoticeItem {
  return {
    nidnotificacion: notice.nidnotificacion,
    nidra: notice.nidra,
    nidretiro: notice.nidretiro,
    sevento,
    sdesevento: eventName(sevento),
    semail: notice.semail,
    srol: notice.srol,
    sasunto: notice.sasunto,
    sestado: notice.sestado,
    sdesestado: NOTICE_STATE_NAMES[notice.sestado as NoticeState] ?? notice.sestado,
    nintentos: notice.nintentos,
    serror: notice.serror,
    bconarchivo: notice.sarchivo !== null,
    dfeccreacion: notice.dfeccreacion.toISOString(),
    dfecenvio: notice.dfecenvio?.toISOString() ?? null,
  };
}

export async function findNotice(db: Db | Tx, id: number) {
  const [row] = await db.select().from(notices).where(eq(notices.nidnotificacion, id));
  return row ?? null;
}

/** 'Reintentar': a failed notice goes back to the queue, due now, with its attempts counted afresh. */
export async function requeueFailedNotice(db: Db | Tx, id: number) {
  const [row] = await db
    .update(notices)
    .set({ sestado: 'PENDIENTE', nintentos: 0, dfecproximo: sql`now()` })
    .where(and(eq(notices.nidnotificacion, id), eq(notices.sestado, 'FALLIDA')))
    .returning({ nidnotificacion: notices.nidnotificacion, sestado: notices.sestado });
  return row ?? null;
}
