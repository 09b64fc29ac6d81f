import { randomUUID } from 'node:crypto';
import { type CargoEventKind, formatPesos } from '@carga/domain';
import { deliveryOf } from '../../core/ra/delivery.repo.ts';
import { findPlace, officeTable, warehouseTable } from '../../core/reference/places.repo.ts';
import type { Db } from '../../db/client.ts';
import type { OutboxJob } from '../outbox/worker.ts';
import { ensureTrackingCode, trackingUrl } from '../tracking/codes.ts';
import { type Mailer, mailDomain } from './mailer.ts';
import { type Differences, type NoticeFacts, noticeBody } from './notice-texts.ts';
import {
  fixMessageId,
  markNoticeSentAt,
  noticeToSend,
  recordNoticeHistory,
  setNoticeFile,
} from './notices.repo.ts';
import { pickupNoticeBody } from './pickup-notice.ts';

// The outbox job of the e-mail notices: builds one notice's message from the database as it is now (the
// tracking link, the proof of delivery) and sends it with its fixed Message-ID.

export interface EmailJobConfig {
  mailer: Mailer;
  publicUrl: string;
  /**
   * The proof of delivery as PDF bytes, attached to the 'ENTREGADA' notice: the delivery area's, passed in
   * where the outboxes are composed (outboxes.ts), so that notices do not import the delivery area.
   */
  proofOfDelivery: (nidra: number) => Promise<Buffer>;
  /**
   * Issue 34: the files of a tax document (its PDF, a factura's XML), attached to the 'FACTURADA' notice;
   * null when it no longer exists. Passed in like `proofOfDelivery`.
   */
  taxDocument: (niddocumento: number) => Promise<Attachment[] | null>;
}

type Attachment = { filename: string; content: Buffer; contentType: string };

/** What a FACTURADA event keeps of its document (dte/issue.service.ts recordDocumentEvent). */
type DocumentFacts = { niddocumento?: number; sdocumento?: string; ntotal?: number };

export const NOTICE_TABLE = {
  name: 'notificacion',
  id: 'nidnotificacion',
  sent: 'ENVIADA',
  failed: 'FALLIDA',
};

async function officeName(db: Db, code: string | null) {
  if (!code) return '';
  return `Oficina ${(await findPlace(db, officeTable, code))?.name ?? code}`;
}

async function warehouseName(db: Db, code: string | null) {
  if (!code) return 'destino';
  return (await findPlace(db, warehouseTable, code))?.name ?? code;
}

type Found = NonNullable<Awaited<ReturnType<typeof noticeToSend>>>;

/** An RA's notice: its body (with the tracking link) and attachments. */
async function raMessage(db: Db, config: EmailJobConfig, found: Found, nidra: number) {
  const { notice, jdatos } = found;
  const kind = found.sevento as CargoEventKind;
  const code = await ensureTrackingCode(db, nidra);
  const facts: NoticeFacts = {
    nidra,
    sevento: kind,
    sasunto: notice.sasunto,
    trackingLink: trackingUrl(config.publicUrl, code),
    place:
      kind === 'RECIBIDA'
        ? await officeName(db, found.scodoficinaorigen)
        : (jdatos as { sdomicilio?: string }).sdomicilio
          ? `su domicilio (${(jdatos as { sdomicilio: string }).sdomicilio})`
          : await warehouseName(db, found.scodbodegadestino),
    visit:
      kind === 'VISITA_FALLIDA'
        ? { smotivo: String((jdatos as { sdesmotivo?: string }).sdesmotivo ?? '') }
        : null,
    differences: kind === 'LLEGADA' ? ((jdatos as { diferencias?: Differences }).diferencias ?? null) : null,
    delivery: kind === 'ENTREGADA' ? await deliveryOf(db, nidra) : null,
    payment:
      kind === 'PAGADA' ? { smonto: formatPesos(Number((jdatos as { nmonto?: number }).nmonto ?? 0)) } : null,
  };
  const document = kind === 'FACTURADA' ? (jdatos as DocumentFacts) : null;
  const documentFiles = document ? await config.taxDocument(Number(document.niddocumento)) : null;
  if (document)
    facts.document = {
      sdocumento: String(document.sdocumento ?? ''),
      stotal: formatPesos(Number(document.ntotal ?? 0)),
      sxml: (documentFiles ?? []).some((f) => f.contentType === 'application/xml'),
    };
  const attachments: Attachment[] =
    kind === 'ENTREGADA'
      ? [
          {
            filename: `comprobante-entrega-RA-${nidra}.pdf`,
            content: await config.proofOfDelivery(nidra),
            contentType: 'application/pdf',
          },
        ]
      : (documentFiles ?? []);
  return { ...noticeBody(facts), attachments };
}

export function createEmailJob(db: Db, config: EmailJobConfig): OutboxJob {
  const { mailer, publicUrl } = config;
  return {
    name: 'email',
    table: NOTICE_TABLE,
    async process(id) {
      const found = await noticeToSend(db, id);
      if (!found) return; // deleted with its RA: nothing to send
      const { notice } = found;
      const messageId = await fixMessageId(
        db,
        id,
        `<aviso-${id}-${randomUUID()}@${mailDomain(mailer.from)}>`,
      );
      // Issue 35: a pickup request's notice, before it has an RA.
      const message =
        notice.nidretiro !== null
          ? await pickupNoticeBody(db, notice.nidretiro, found, publicUrl)
          : notice.nidra !== null
            ? await raMessage(db, config, found, notice.nidra)
            : null;
      if (!message) return; // deleted with its request
      const { sarchivo } = await mailer.send(
        { to: notice.semail, subject: notice.sasunto, attachments: [], ...message, messageId },
        `aviso-${id}.eml`,
      );
      if (sarchivo) await setNoticeFile(db, id, sarchivo);
    },
    async onSent(tx, id) {
      await markNoticeSentAt(tx, id);
      await recordNoticeHistory(tx, id, true);
    },
    async onFailed(tx, id, error) {
      await recordNoticeHistory(tx, id, false, error);
    },
  };
}
