import { WEBHOOK_PAGE_SIZE, type WebhookDeliveryItem, type WebhookItem } from '@carga/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pageWindow, totalPages } from '../../db/paginate.ts';
import { cargoEvents, clients, webhookDeliveries, webhooks } from '../../db/schema.ts';
import { countOf } from '../../db/sql-helpers.ts';

// The endpoints of business clients and their delivery log, for the configuration screens.

const byState = (state: string) =>
  sql<number>`count(*) filter (where ${webhookDeliveries.sestado} = ${state})`.mapWith(Number);

function webhookRows(db: Db | Tx) {
  const tally = db
    .select({
      nidwebhook: webhookDeliveries.nidwebhook,
      npendientes: byState('PENDIENTE').as('npendientes'),
      nenviando: byState('ENVIANDO').as('nenviando'),
      nentregados: byState('ENTREGADO').as('nentregados'),
      nfallidos: byState('FALLIDO').as('nfallidos'),
    })
    .from(webhookDeliveries)
    .groupBy(webhookDeliveries.nidwebhook)
    .as('tally');
  const zero = (column: SQL.Aliased<number>) => sql<number>`coalesce(${column}, 0)`.mapWith(Number);
  return db
    .select({
      nidwebhook: webhooks.nidwebhook,
      nidcliente: webhooks.nidcliente,
      srutcliente: clients.srutcliente,
      snombrecliente: clients.snombrecliente,
      surl: webhooks.surl,
      sindactivo: webhooks.sindactivo,
      dfeccreacion: webhooks.dfeccreacion,
      npendientes: zero(tally.npendientes),
      nenviando: zero(tally.nenviando),
      nentregados: zero(tally.nentregados),
      nfallidos: zero(tally.nfallidos),
    })
    .from(webhooks)
    .innerJoin(clients, eq(clients.nidcliente, webhooks.nidcliente))
    .leftJoin(tally, eq(tally.nidwebhook, webhooks.nidwebhook));
}

type WebhookRow = Awaited<ReturnType<ReturnType<typeof webhookRows>['execute']>>[number];
const toItem = (row: WebhookRow): WebhookItem => ({ ...row, dfeccreacion: row.dfeccreacion.toISOString() });

export async function pageWebhooks(db: Db | Tx, filters: { nidcliente?: number }, page: number) {
  const where = filters.nidcliente ? eq(webhooks.nidcliente, filters.nidcliente) : undefined;
  const { limit, offset } = pageWindow(page, WEBHOOK_PAGE_SIZE);
  const [rows, totals] = await Promise.all([
    webhookRows(db)
      .where(where)
      .orderBy(sql`${clients.snombrecliente} collate "und-x-icu"`, webhooks.nidwebhook)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(webhooks).where(where),
  ]);
  return { list: rows.map(toItem), totalPaginas: totalPages(countOf(totals), WEBHOOK_PAGE_SIZE) };
}

export async function findWebhook(db: Db | Tx, nidwebhook: number): Promise<WebhookItem | undefined> {
  const [row] = await webhookRows(db).where(eq(webhooks.nidwebhook, nidwebhook));
  return row && toItem(row);
}

export async function clientExists(db: Db | Tx, nidcliente: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.nidcliente })
    .from(clients)
    .where(eq(clients.nidcliente, nidcliente));
  return row !== undefined;
}

export async function insertWebhook(
  db: Db | Tx,
  row: { nidcliente: number; surl: string; ssecreto: string; nidusuario: number },
): Promise<number> {
  const [created] = await db.insert(webhooks).values(row).returning({ id: webhooks.nidwebhook });
  if (!created) throw new Error('insert webhook answered no row');
  return created.id;
}

export async function updateWebhook(
  db: Db | Tx,
  nidwebhook: number,
  row: { surl?: string; sindactivo?: string; ssecreto?: string },
): Promise<number> {
  // A new URL is another receiver: the failures and the pause of the old one do not carry over.
  const fresh = row.surl
    ? {
        nfallosseguidos: sql<number>`case when ${webhooks.surl} = ${row.surl} then ${webhooks.nfallosseguidos} else 0 end`,
        dfecpausa: sql<Date | null>`case when ${webhooks.surl} = ${row.surl} then ${webhooks.dfecpausa} end`,
      }
    : {};
  const updated = await db
    .update(webhooks)
    .set({ ...row, ...fresh })
    .where(eq(webhooks.nidwebhook, nidwebhook))
    .returning({ id: webhooks.nidwebhook });
  return updated.length;
}

/** The endpoint and its delivery log (the deliveries cascade). */
export async function deleteWebhook(db: Db | Tx, nidwebhook: number): Promise<number> {
  const deleted = await db
    .delete(webhooks)
    .where(eq(webhooks.nidwebhook, nidwebhook))
    .returning({ id: webhooks.nidwebhook });
  return deleted.length;
}

/** A webhook's deliveries, newest first. */
export async function pageDeliveries(
  db: Db | Tx,
  nidwebhook: number,
  estado: string | undefined,
  page: number,
): Promise<{ list: WebhookDeliveryItem[]; totalPaginas: number }> {
  const where = and(
    eq(webhookDeliveries.nidwebhook, nidwebhook),
    estado ? eq(webhookDeliveries.sestado, estado) : undefined,
  );
  const { limit, offset } = pageWindow(page, WEBHOOK_PAGE_SIZE);
  const [rows, totals] = await Promise.all([
    db
      .select({
        nidentrega: webhookDeliveries.nidentrega,
        nidwebhook: webhookDeliveries.nidwebhook,
        nidevento: webhookDeliveries.nidevento,
        sevento: cargoEvents.sevento,
        nidra: cargoEvents.nidra,
        nidretiro: cargoEvents.nidretiro,
        sestado: webhookDeliveries.sestado,
        nintentos: webhookDeliveries.nintentos,
        nultimoestado: webhookDeliveries.nultimoestado,
        serror: webhookDeliveries.serror,
        dfecproximo: webhookDeliveries.dfecproximo,
        dfecultimo: webhookDeliveries.dfecultimo,
        dfeccreacion: webhookDeliveries.dfeccreacion,
      })
      .from(webhookDeliveries)
      .innerJoin(cargoEvents, eq(cargoEvents.nidevento, webhookDeliveries.nidevento))
      .where(where)
      .orderBy(desc(webhookDeliveries.nidentrega))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return {
    list: rows.map((row) => ({
      ...row,
      dfecproximo: row.dfecproximo.toISOString(),
      dfecultimo: row.dfecultimo?.toISOString() ?? null,
      dfeccreacion: row.dfeccreacion.toISOString(),
    })),
    totalPaginas: totalPages(countOf(totals), WEBHOOK_PAGE_SIZE),
  };
}

/**
 * 'Reenviar': the delivery is due again now, whatever its state, with a fresh retry schedule (its
 * attempts count from zero); the last answer and error stay until the next attempt replaces them.
 */
export async function resendDelivery(db: Db | Tx, nidentrega: number, now: Date): Promise<number> {
  const updated = await db
    .update(webhookDeliveries)
    .set({ sestado: 'PENDIENTE', nintentos: 0, dfecproximo: now })
    .where(eq(webhookDeliveries.nidentrega, nidentrega))
    .returning({ id: webhookDeliveries.nidentrega, nidwebhook: webhookDeliveries.nidwebhook });
  // Someone asks for it now: a paused receiver is tried now too. Its failures in a row still count, so
  // one more failure pauses it again, longer.
  const [row] = updated;
  if (row) await db.update(webhooks).set({ dfecpausa: null }).where(eq(webhooks.nidwebhook, row.nidwebhook));
  return updated.length;
}
