import {
  DTE_BATCH_LIMIT,
  type DteBatch,
  type DteBatchKind,
  type DteBatchList,
  type DteBatchState,
  dteSendingMessages as m,
} from '@carga/domain';
import type { Principal } from '../../../core/principal.ts';
import type { Db } from '../../../db/client.ts';
import { badRequest, conflict, notFound } from '../../../errors.ts';
import type { SecretBox } from '../credentials/secret-box.ts';
import { buildEnvioDte, DteError, type DteFirmado, RUT_SII } from '../document/index.ts';
import type { DocumentRow } from '../document.repo.ts';
import * as repo from '../dte.repo.ts';
import { createStamper, type Printable } from '../stamp.ts';
import * as batches from './batch.repo.ts';
import type { SiiSettings } from './sii-client.ts';

// Issue 34: the documents go to the SII in batches. A batch gathers the documents of one class not yet in
// one (facturas and notas: an EnvioDTE; boletas: an EnvioBOLETA), signs the envelope with the company's
// certificate and stores it, in one transaction under the documents' row locks (two batches at once never
// share a document). It is downloadable for the SII's web upload; with SII_AMBIENTE the sender
// (sender.ts) sends it: EnvioDTE to the upload service, EnvioBOLETA to the boleta REST service. Test documents (the demo's credentials) are batched and downloaded, never sent.

export interface BatchOptions {
  secrets: SecretBox;
  /** Where batches are sent (SII_AMBIENTE, SII_URL); none: downloaded and uploaded at sii.cl by hand. */
  sii?: SiiSettings;
  now?: () => Date;
  /** Documents per envelope at most. */
  limit?: number;
}

type BatchListRow = Awaited<ReturnType<typeof batches.listBatches>>[number];

export function batchOut(row: BatchListRow): DteBatch {
  return {
    nidenvio: row.nidenvio,
    stipo: row.stipo as DteBatchKind,
    ndocumentos: row.ndocumentos,
    sambiente: row.sambiente,
    strackid: row.strackid,
    sestado: row.sestado as DteBatchState,
    sglosa: row.sglosa,
    nintentos: row.nintentos,
    sindprueba: row.sindprueba === 'S' ? 'S' : 'N',
    dfeccreacion: row.dfeccreacion.toISOString(),
    dfecenvio: row.dfecenvio?.toISOString() ?? null,
    dfecestado: row.dfecestado?.toISOString() ?? null,
  };
}

/** The stored document as the envelope takes it: the signed XML and what was built with it. */
export const signedOf = (row: DocumentRow): DteFirmado => ({
  ...(row.jimpresion as Printable),
  xml: row.sxml,
  bytes: Buffer.from(row.sxml, 'latin1'),
  ted: row.sted,
});

export function createBatchService(db: Db, options: BatchOptions) {
  const now = options.now ?? (() => new Date());
  const stamper = createStamper({ secrets: options.secrets, now });
  const limit = options.limit ?? DTE_BATCH_LIMIT;

  async function found(nidenvio: number) {
    const row = await batches.findBatch(db, nidenvio);
    if (!row) throw notFound(m.batchNotFound);
    return row;
  }

  return {
    async create(principal: Principal, kind: DteBatchKind): Promise<DteBatch> {
      const row = await db.transaction(async (tx) => {
        const documents = await batches.lockPendingDocuments(tx, kind, limit);
        if (documents.length === 0) throw conflict(m.nothingToSend);
        const signer = await stamper.signer(tx);
        const issuer = await repo.findIssuer(tx);
        const certificate = await repo.findCertificate(tx);
        let xml: string;
        try {
          xml = buildEnvioDte({
            documentos: documents.map(signedOf),
            emisor: signer.emisor,
            rutEnvia: certificate?.srut ?? signer.emisor.rut,
            rutReceptor: RUT_SII,
            fechaResolucion: issuer!.dfecharesolucion,
            numeroResolucion: issuer!.nnumeroresolucion,
            firma: signer.firma,
            timestamp: now(),
          });
        } catch (error) {
          if (error instanceof DteError) throw badRequest(error.message);
          throw error;
        }
        const prueba = signer.prueba || documents.some((d) => d.sindprueba === 'S');
        const glosa = prueba ? m.testNotSent : null;
        const sends = options.sii !== undefined && !prueba;
        return batches.insertBatch(
          tx,
          {
            stipo: kind,
            sxml: xml,
            ndocumentos: documents.length,
            sambiente: sends ? options.sii!.ambiente : null,
            sglosa: glosa,
            sindprueba: prueba ? 'S' : 'N',
            nidusuario: principal.nidusuario,
            dfecproximo: sends ? now() : null,
          },
          documents.map((d) => d.nid),
        );
      });
      return batchOut(row);
    },

    async list(): Promise<DteBatchList> {
      return {
        envios: (await batches.listBatches(db)).map(batchOut),
        sambiente: options.sii?.ambiente ?? null,
        npendientesdte: await batches.countPending(db, 'DTE'),
        npendientesboleta: await batches.countPending(db, 'BOLETA'),
      };
    },

    /** The signed envelope as the SII reads it: ISO-8859-1 bytes, as it was signed. */
    async xml(nidenvio: number) {
      const row = await found(nidenvio);
      const name = `${row.stipo === 'BOLETA' ? 'envio-boletas' : 'envio-dte'}-${row.nidenvio}.xml`;
      return { xml: Buffer.from(row.sxml, 'latin1'), name };
    },

    /**
     * 'Enviar al SII': a batch made before SII_AMBIENTE was set, or one that ended in ERROR, goes (again)
     * to the sender; one with a track id resumes asking for its state.
     */
    async send(nidenvio: number): Promise<DteBatch> {
      const row = await db.transaction(async (tx) => {
        const batch = await batches.findBatch(tx, nidenvio, { forUpdate: true });
        if (!batch) throw notFound(m.batchNotFound);
        if (batch.sindprueba === 'S') throw conflict(m.testNotSent);
        if (!options.sii) throw conflict(m.notConfigured);
        if (batch.sestado !== 'CREADO' && batch.sestado !== 'ERROR') throw conflict(m.notResendable);
        return batches.updateBatch(tx, nidenvio, {
          sambiente: options.sii.ambiente,
          sestado: batch.strackid ? 'ENVIADO' : 'CREADO',
          sglosa: null,
          nintentos: 0,
          dfecproximo: now(),
        });
      });
      return batchOut(row);
    },
  };
}

export type BatchService = ReturnType<typeof createBatchService>;
