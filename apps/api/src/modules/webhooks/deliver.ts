import type { Db } from '../../db/client.ts';
import type { OutboxJob, OutboxOptions } from '../outbox/worker.ts';
import {
  type DeliveryToSend,
  findDeliveryToSend,
  noteAttempt,
  type PickupOfEvent,
  recordFailureHistory,
} from './deliveries.repo.ts';
import { type HttpPost, pinnedPost } from './http-post.ts';
import {
  DEFAULT_RECEIVER_POLICY,
  noteReceiverFailure,
  noteReceiverSuccess,
  type ReceiverPolicy,
  receiverPausedUntil,
} from './receiver-health.ts';
import { RETRY_DELAYS_MS, RETRY_MAX_DELAY_MS } from './retry-schedule.ts';
import { signWebhook } from './signature.ts';
import { permittedAddress, resolveWebhookTarget, systemResolver, type UrlPolicy } from './url-guard.ts';

// The outbox job of the webhook deliveries (pg-boss on PostgreSQL, outbox/boss.ts, or the in-process
// drainer on PGlite, outbox/worker.ts, claims, leases, retries and marks the rows; `app.webhookOutbox`):
// one attempt checks the URL again (DNS may have changed since it was registered), POSTs the signed
// event to the checked address, and keeps the answer's status; a failure throws, and the worker schedules
// the next attempt by the webhook schedule (retry-schedule.ts) or marks it FALLIDO, when the RA's history
// says so in the same transaction. Deliveries go out in parallel (`workers`), at most `limit` per receiver,
// and a receiver that keeps failing is paused (receiver-health.ts): one receiver's trouble stays its own.

export interface DeliveryDeps extends UrlPolicy {
  post: HttpPost;
  /** Of the whole exchange (default 10 s). */
  timeoutMs?: number;
  /** Of the connection alone (default 3 s). */
  connectTimeoutMs?: number;
  /** Per receiver: deliveries at once, and when it is paused (receiver-health.ts). */
  receivers?: Partial<ReceiverPolicy>;
  /** Deliveries under way at once in this server, all receivers together (default 8). */
  workers?: number;
  /** Bytes of the answer read (default 64 KB); only a short excerpt of them is kept. */
  maxResponseBytes?: number;
}

export const USER_AGENT = 'Carga-Webhooks/1.0';
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_CONNECT_TIMEOUT_MS = 3_000;
export const DEFAULT_WEBHOOK_WORKERS = 8;
const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024;
/** Characters of the answer's body kept in the error. */
const ERROR_EXCERPT = 300;

export const WEBHOOK_TABLE = {
  name: 'webhook_entrega',
  id: 'nidentrega',
  sent: 'ENTREGADO',
  failed: 'FALLIDO',
};

/** The webhook schedule for the outbox worker: 1 min doubling to 6 h, 24 h in all, then FALLIDO. */
export const WEBHOOK_SCHEDULE: Pick<OutboxOptions, 'maxAttempts' | 'backoffMs'> = {
  maxAttempts: RETRY_DELAYS_MS.length + 1,
  backoffMs: (attempt) => RETRY_DELAYS_MS[attempt - 1] ?? RETRY_MAX_DELAY_MS,
};

/** The body POSTed for an event: its id, kind, date, the RA (no amounts) and the event's data. */
export function buildPayload(d: DeliveryToSend) {
  const head = { id: String(d.nidevento), fecha: d.dfecha.toISOString() };
  // Issue 35: a pickup request's event, named as it is ('RETIRO_PLANIFICADO', 'RETIRADO', …).
  if (d.retiro) return { ...head, evento: d.sevento, retiro: pickupPayload(d.retiro), datos: d.jdatos };
  return {
    ...head,
    evento: `RA_${d.sevento}`,
    ra: {
      nidra: d.nidra,
      estado: d.scodestado,
      oficinaorigen: d.scodoficinaorigen,
      oficinadestino: d.scodoficinadestino,
      bodegaorigen: d.scodbodegaorigen,
      bodegadestino: d.scodbodegadestino,
      remitente: { rut: d.srutremitente, nombre: d.snomremitente },
      destinatario: { rut: d.srutdestinatario, nombre: d.snomdestinatario },
      ncantidadbultos: d.ncantidadbultos,
      npesobrutokg: d.npesobrutokg,
      nvolumenm3: d.nvolumenm3,
    },
    datos: d.jdatos,
  };
}

const pickupPayload = (t: PickupOfEvent) => ({
  nidretiro: t.nidretiro,
  estado: t.sestado,
  cliente: { rut: t.srutcliente, nombre: t.snombrecliente },
  oficina: t.scodoficina,
  direccion: t.sdireccion,
  comuna: t.scodcomuna,
  fecha: t.dfecha,
  horadesde: t.shoradesde,
  horahasta: t.shorahasta,
  nbultos: t.nbultos,
  npesokg: t.npesokg,
  nidra: t.nidra,
});

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > ERROR_EXCERPT ? `${flat.slice(0, ERROR_EXCERPT)}…` : flat;
};

const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'Conexión rechazada',
  ECONNRESET: 'La conexión se cortó',
  ENOTFOUND: 'No se encontró el servidor',
  ETIMEDOUT: 'Se agotó el tiempo de conexión',
  EHOSTUNREACH: 'Servidor inalcanzable',
};

/** A network error in Spanish where it is a common one, with its code. */
function describeError(error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return code && NETWORK_ERRORS[code] ? `${NETWORK_ERRORS[code]} (${code})` : message;
}

/** The webhook deliveries as an outbox job; `clock` signs and dates the attempts. */
export function createWebhookJob(
  db: Db,
  deps: DeliveryDeps,
  clock: () => Date = () => new Date(),
): OutboxJob {
  const policy = { ...DEFAULT_RECEIVER_POLICY, ...deps.receivers };
  return {
    name: 'webhook',
    table: WEBHOOK_TABLE,
    receivers: { column: 'nidwebhook', limit: policy.limit, pausedUntil: receiverPausedUntil },
    async process(id) {
      const delivery = await findDeliveryToSend(db, id);
      if (!delivery) return; // deleted with its endpoint or its RA: nothing to send
      const now = clock();
      await noteAttempt(db, id, null, now);
      // An endpoint switched off after the event: the attempt fails and waits by the schedule, so a
      // switch back on within the 24 h still delivers it.
      if (delivery.sindactivo !== 'S') throw new Error('El webhook no está vigente');
      const target = await resolveWebhookTarget(delivery.surl, deps);
      if (!target.ok) throw new Error(target.message);
      const payload = buildPayload(delivery);
      const body = JSON.stringify(payload);
      let answer: Awaited<ReturnType<HttpPost>>;
      try {
        answer = await deps.post({
          url: target.url,
          address: target.address,
          family: target.family,
          permits: permittedAddress(target.url.protocol),
          headers: {
            'content-type': 'application/json',
            'user-agent': USER_AGENT,
            'carga-evento': payload.evento,
            'carga-entrega': String(id),
            'carga-firma': signWebhook(delivery.ssecreto, Math.floor(now.getTime() / 1000), body),
          },
          body,
          timeoutMs: deps.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          connectTimeoutMs: deps.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
          maxResponseBytes: deps.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
        });
      } catch (failure) {
        await noteReceiverFailure(db, id, clock(), policy);
        throw new Error(excerpt(describeError(failure)));
      }
      await noteAttempt(db, id, answer.status, now);
      // No redirect is followed: a 3xx fails like any other answer outside 2xx.
      if (answer.status < 200 || answer.status >= 300) {
        await noteReceiverFailure(db, id, clock(), policy);
        throw new Error(excerpt(`HTTP ${answer.status}${answer.body ? `: ${answer.body}` : ''}`));
      }
      await noteReceiverSuccess(db, id);
    },
    onFailed: (tx, id, error) => recordFailureHistory(tx, id, error, clock()),
  };
}

/** The real network: the system's resolver and the pinned POST. */
export const networkDeliveryDeps = (allowHttpLocalhost: boolean): DeliveryDeps => ({
  allowHttpLocalhost,
  resolve: systemResolver,
  post: pinnedPost,
});
