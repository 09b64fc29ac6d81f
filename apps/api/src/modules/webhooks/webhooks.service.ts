import type {
  WebhookDeliveryListResponse,
  WebhookItem,
  WebhookListResponse,
  WebhookWithSecret,
  webhookCreate,
  webhookDeliveryQuery,
  webhookListQuery,
  webhookUpdate,
  z,
} from '@carga/domain';
import { messages } from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { requeueOutboxJob } from '../outbox/boss.ts';
import { newWebhookSecret } from './signature.ts';
import { resolveWebhookTarget, type UrlPolicy } from './url-guard.ts';
import * as repo from './webhooks.repo.ts';

// The configuration of webhooks: who may is the route's menu code (USERS_MENU); here, the URL rules and
// the secret, which leaves the server only in the answer of a creation or a rotation.

export function createWebhooksService(db: Db, policy: UrlPolicy, clock: () => Date = () => new Date()) {
  async function detail(nidwebhook: number): Promise<WebhookItem> {
    const found = await repo.findWebhook(db, nidwebhook);
    if (!found) throw notFound(messages.webhookNotFound);
    return found;
  }

  /** The URL rules (https, no private addresses, the name resolved now): 400 with the reason. */
  async function checkUrl(surl: string) {
    const target = await resolveWebhookTarget(surl, policy);
    if (!target.ok) throw badRequest(target.message, 'surl');
  }

  return {
    list: (query: z.output<typeof webhookListQuery>): Promise<WebhookListResponse> =>
      repo.pageWebhooks(db, query, query.Page),

    get: detail,

    async create(principal: Principal, body: z.output<typeof webhookCreate>): Promise<WebhookWithSecret> {
      if (!(await repo.clientExists(db, body.nidcliente)))
        throw new AppError(400, messages.clientNotFound, [
          { field: 'nidcliente', message: messages.clientNotFound },
        ]);
      await checkUrl(body.surl);
      const ssecreto = newWebhookSecret();
      const id = await repo.insertWebhook(db, { ...body, ssecreto, nidusuario: principal.nidusuario });
      return { ...(await detail(id)), ssecreto };
    },

    /** URL and active flag; an inactive endpoint's pending deliveries wait until it is active again. */
    async update(nidwebhook: number, body: z.output<typeof webhookUpdate>): Promise<WebhookItem> {
      await detail(nidwebhook);
      await checkUrl(body.surl);
      await repo.updateWebhook(db, nidwebhook, body);
      return detail(nidwebhook);
    },

    /** A new secret at once: the next attempt signs with it; the old one stops verifying. */
    async rotateSecret(nidwebhook: number): Promise<WebhookWithSecret> {
      const ssecreto = newWebhookSecret();
      if ((await repo.updateWebhook(db, nidwebhook, { ssecreto })) === 0)
        throw notFound(messages.webhookNotFound);
      return { ...(await detail(nidwebhook)), ssecreto };
    },

    async remove(nidwebhook: number): Promise<{ nidwebhook: number }> {
      if ((await repo.deleteWebhook(db, nidwebhook)) === 0) throw notFound(messages.webhookNotFound);
      return { nidwebhook };
    },

    async deliveries(
      nidwebhook: number,
      query: z.output<typeof webhookDeliveryQuery>,
    ): Promise<WebhookDeliveryListResponse> {
      await detail(nidwebhook);
      return repo.pageDeliveries(db, nidwebhook, query.estado || undefined, query.Page);
    },

    async resend(nidentrega: number): Promise<{ nidentrega: number; sestado: string }> {
      // With its pg-boss job on PostgreSQL in the same transaction (one waiting job per delivery).
      const resent = await db.transaction(async (tx) => {
        const count = await repo.resendDelivery(tx, nidentrega, clock());
        if (count > 0) await requeueOutboxJob(tx, 'webhook', nidentrega);
        return count;
      });
      if (resent === 0) throw notFound(messages.webhookDeliveryNotFound);
      return { nidentrega, sestado: 'PENDIENTE' };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
