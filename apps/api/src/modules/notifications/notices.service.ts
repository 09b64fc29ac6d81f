import { readFile } from 'node:fs/promises';
import type { noticeListQuery } from '@carga/domain';
import { messages, type NoticeListResponse, type NoticeRetryResponse, type z } from '@carga/domain';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import { requeueOutboxJob } from '../outbox/boss.ts';
import type { Mailer } from './mailer.ts';
import { findNotice, pageNotices, requeueFailedNotice } from './notices.repo.ts';

type Query = z.output<typeof noticeListQuery>;

// 'Avisos enviados' (issue 16): the outbox of e-mail notices as the administrator reads it. Who may call is
// decided by the routes' menu guard (the users' and places' administration menu).
export function createNoticesService(db: Db, mailer: Mailer) {
  return {
    list(query: Query): Promise<NoticeListResponse> {
      return pageNotices(
        db,
        {
          estado: query.estado,
          nidra: query.nidra ? Number(query.nidra) : undefined,
          nidretiro: query.nidretiro ? Number(query.nidretiro) : undefined,
        },
        query.Page,
      );
    },

    /** The .eml written in the embedded mode, as bytes. */
    async eml(id: number): Promise<{ name: string; bytes: Buffer }> {
      const notice = await findNotice(db, id);
      if (!notice) throw notFound(messages.noticeNotFound);
      const file = notice.sarchivo ? mailer.emlPath(notice.sarchivo) : null;
      if (!file || !notice.sarchivo) throw notFound(messages.noticeNoFile);
      try {
        return { name: notice.sarchivo, bytes: await readFile(file) };
      } catch {
        throw notFound(messages.noticeNoFile);
      }
    },

    /**
     * 'Reintentar': only a FALLIDA notice goes back to the queue (conditional update: twice is one
     * retry), with its pg-boss job on PostgreSQL in the same transaction.
     */
    async retry(id: number): Promise<NoticeRetryResponse> {
      const requeued = await db.transaction(async (tx) => {
        const row = await requeueFailedNotice(tx, id);
        if (row) await requeueOutboxJob(tx, 'aviso', id);
        return row;
      });
      if (requeued) return requeued;
      if (!(await findNotice(db, id))) throw notFound(messages.noticeNotFound);
      throw conflict(messages.noticeNotFailed);
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
