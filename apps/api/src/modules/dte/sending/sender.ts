import { dteSendingMessages as m } from '@carga/domain';
import type { Db } from '../../../db/client.ts';
import type { SecretBox } from '../credentials/secret-box.ts';
import * as repo from '../dte.repo.ts';
import { createStamper } from '../stamp.ts';
import * as batches from './batch.repo.ts';
import { createBoletaClient } from './sii-boleta-client.ts';
import {
  createSiiClient,
  type SiiChannel,
  SiiRefusal,
  type SiiSettings,
  SiiUnreachable,
} from './sii-client.ts';

// Issue 34: the sender of batches to the SII, run in the background when SII_AMBIENTE is set. A batch is
// due when its `dfecproximo` has come (set when it is made or 'Enviar' is asked, then by each step); a
// turn claims the due batches for a lease (batch.repo.ts claimDueBatches: `for update skip locked`, so
// servers and turns never take one twice) and takes one step of each:
//
// - CREADO: authenticate (the token is cached), upload (EnvioDTE: the DTE upload; EnvioBOLETA: the boleta
//   REST service), keep the track id → ENVIADO, first query in 30 s;
// - ENVIADO: ask its state; a verdict (ACEPTADO, REPAROS, RECHAZADO) is written with the SII's words on
//   the batch and on its documents (`sestadosii`); still in process: asked again after as long as it has
//   waited so far (30 s, 30 s, 1 min, 2 min … at most 1 h), for at most 7 days;
// - the SII unreachable (network, timeout, HTTP error, system blocked): tried again with backoff
//   (30 s × 2^(n−1), at most 1 h) up to `maxAttempts`, then ERROR; a refusal (the SII answered no): the
//   upload's refusal of the file is RECHAZADO, an authentication or query refusal is ERROR.
//
// ERROR waits for a person: 'Enviar al SII' (batch.service.ts send) puts it back.

export interface SenderOptions {
  secrets: SecretBox;
  settings: SiiSettings;
  now?: () => Date;
  fetch?: typeof fetch;
  /** Unreachable attempts before ERROR (default 6). */
  maxAttempts?: number;
  /** How long a claimed batch belongs to this turn (default 5 min): longer than one step may take. */
  leaseMs?: number;
  timeoutMs?: number;
}

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const MAX_WAIT_MS = 7 * 24 * HOUR;
const backoffMs = (attempt: number) => Math.min(30 * SECOND * 2 ** (attempt - 1), HOUR);
const pollDelayMs = (waited: number) => Math.min(Math.max(waited, 30 * SECOND), HOUR);

export function createSiiSender(db: Db, options: SenderOptions) {
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? 6;
  const leaseMs = options.leaseMs ?? 5 * 60 * SECOND;
  const stamper = createStamper({ secrets: options.secrets, now });
  /** One client of each service per certificate (a new upload replaces it), so that its token is reused. */
  let current: {
    key: string;
    clients: { DTE: SiiChannel; BOLETA: SiiChannel };
    rutEmisor: string;
    rutEnvia: string;
  } | null = null;

  async function session() {
    const certificate = await repo.findCertificate(db);
    const key = `${certificate?.dfeccarga.toISOString()}`;
    if (current?.key === key) return current;
    const signer = await db.transaction((tx) => stamper.signer(tx));
    const clientOptions = {
      settings: options.settings,
      firma: signer.firma,
      now,
      ...(options.fetch && { fetch: options.fetch }),
      ...(options.timeoutMs && { timeoutMs: options.timeoutMs }),
    };
    current = {
      key,
      clients: { DTE: createSiiClient(clientOptions), BOLETA: createBoletaClient(clientOptions) },
      rutEmisor: signer.emisor.rut,
      rutEnvia: certificate?.srut ?? signer.emisor.rut,
    };
    return current;
  }

  async function finish(nidenvio: number, sestado: string, sglosa: string) {
    await db.transaction(async (tx) => {
      await batches.updateBatch(tx, nidenvio, {
        sestado,
        sglosa: sglosa.slice(0, 500),
        dfecestado: now(),
        dfecproximo: null,
      });
      if (sestado !== 'ERROR') await batches.setDocumentsState(tx, nidenvio, sestado);
    });
  }

  /** One step of one batch (see above). */
  async function step(nidenvio: number) {
    const batch = await batches.findBatch(db, nidenvio);
    if (!batch || (batch.sestado !== 'CREADO' && batch.sestado !== 'ENVIADO')) return;
    try {
      const { clients, rutEmisor, rutEnvia } = await session();
      const client = batch.stipo === 'BOLETA' ? clients.BOLETA : clients.DTE;
      if (batch.sestado === 'CREADO') {
        const trackId = await client.upload({
          rutSender: rutEnvia,
          rutCompany: rutEmisor,
          name: `${batch.stipo === 'BOLETA' ? 'envio-boletas' : 'envio-dte'}-${batch.nidenvio}.xml`,
          bytes: Buffer.from(batch.sxml, 'latin1'),
        });
        await batches.updateBatch(db, nidenvio, {
          sestado: 'ENVIADO',
          strackid: trackId,
          sglosa: null,
          nintentos: 0,
          dfecenvio: now(),
          dfecestado: now(),
          dfecproximo: new Date(now().getTime() + pollDelayMs(0)),
        });
        return;
      }
      const state = await client.status(rutEmisor, batch.strackid ?? '');
      if (state.final) return finish(nidenvio, state.resultado, state.glosa);
      const waited = now().getTime() - (batch.dfecenvio ?? now()).getTime();
      if (waited > MAX_WAIT_MS)
        return finish(
          nidenvio,
          'ERROR',
          `${state.glosa || state.estado}: el SII no terminó de revisarlo en 7 días`,
        );
      await batches.updateBatch(db, nidenvio, {
        sglosa: state.glosa || state.estado,
        nintentos: 0,
        dfecestado: now(),
        dfecproximo: new Date(now().getTime() + pollDelayMs(waited)),
      });
    } catch (error) {
      if (error instanceof SiiRefusal)
        return finish(nidenvio, error.step === 'upload' ? 'RECHAZADO' : 'ERROR', error.message);
      const message = error instanceof Error ? error.message : String(error);
      const glosa = error instanceof SiiUnreachable ? message : m.network(message);
      const attempts = batch.nintentos + 1;
      if (attempts >= maxAttempts) {
        await batches.updateBatch(db, nidenvio, { nintentos: attempts });
        return finish(nidenvio, 'ERROR', glosa);
      }
      await batches.updateBatch(db, nidenvio, {
        nintentos: attempts,
        sglosa: glosa.slice(0, 500),
        dfecproximo: new Date(now().getTime() + backoffMs(attempts)),
      });
    }
  }

  return {
    step,
    /** Takes one step of every batch due now; answers how many it took. */
    async drain() {
      let handled = 0;
      for (;;) {
        const due = await batches.claimDueBatches(db, now(), leaseMs);
        if (due.length === 0) return handled;
        for (const nidenvio of due) await step(nidenvio);
        handled += due.length;
      }
    },
  };
}

export type SiiSender = ReturnType<typeof createSiiSender>;
