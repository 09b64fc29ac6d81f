import type { DteType } from '@carga/domain';
import { eq, sql } from 'drizzle-orm';
import { clientIdsByRut } from '../../../test/factories.ts';
import type { Call } from '../../../test/test-app.ts';
import type { Db, Tx } from '../../db/client.ts';
import { clientAddresses, clients, dteDocuments } from '../../db/schema.ts';
import {
  buildTestCaf,
  buildTestCertificate,
  TEST_CERTIFICATE_PASSWORD,
  TEST_EMISOR,
} from './credentials/test-credentials.ts';
import * as repo from './dte.repo.ts';
import { type TakenFolio, takeFolio } from './folio.repo.ts';

// Factories of the DTE's tests (issue 34): CAF rows written straight to the table (the folio tests need
// ranges, not the upload's checks), and a folio taken in a transaction of its own.

export async function insertCafRange(db: Db, tipo: DteType, desde: number, hasta: number) {
  return db.transaction((tx) =>
    repo.insertCaf(tx, {
      ntipodte: tipo,
      srutemisor: TEST_EMISOR.srutemisor,
      nfoliodesde: desde,
      nfoliohasta: hasta,
      nsiguiente: desde,
      dfechaautorizacion: '2026-01-01',
      nidk: 100,
      scafxml: '<CAF version="1.0"/>',
      sclaveprivadacifrada: 'not used by the folio tests',
      sindprueba: 'S',
    }),
  );
}

/** One document's transaction that only takes its folio (and runs `then` before committing). */
export function takeOne(db: Db, tipo: DteType, then?: (tx: Tx, taken: TakenFolio) => Promise<void>) {
  return db.transaction(async (tx) => {
    const taken = await takeFolio(tx, tipo);
    await then?.(tx, taken);
    return taken;
  });
}

/** 1, 2, …, n. */
export const consecutive = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

/** The emisor, the test certificate and test CAFs of 33 and 39 (folios 1–20), through the API as an admin would. */
export async function configureTestDte(call: Call, adminToken: string, types: DteType[] = [33, 39]) {
  const ok = async (response: ReturnType<Call>) => {
    const answered = await response;
    if (answered.statusCode !== 200) throw new Error(`${answered.statusCode} ${answered.body}`);
  };
  await ok(call('PUT', '/api/Dte/Emisor', { token: adminToken, body: TEST_EMISOR }));
  await ok(
    call('POST', '/api/Dte/Certificado', {
      token: adminToken,
      body: { sarchivo: buildTestCertificate().toString('base64'), sclave: TEST_CERTIFICATE_PASSWORD },
    }),
  );
  for (const tipo of types)
    await ok(
      call('POST', '/api/Dte/Caf', {
        token: adminToken,
        body: { sxml: buildTestCaf({ tipo, desde: 1, hasta: 20 }) },
      }),
    );
}

/** The client of `rut` asks for facturas (its RUT to invoice) and has a billing address with comuna. */
export async function asksForFacturas(db: Db, rut: string) {
  const nidcliente = (await clientIdsByRut(db))[rut]!;
  await db
    .update(clients)
    .set({ sindfacturacion: 'S', srutfacturacion: rut })
    .where(eq(clients.nidcliente, nidcliente));
  await db.insert(clientAddresses).values({
    nidcliente,
    scalle: 'Av. Colón',
    snumeracion: '1234',
    scodcomuna: '12101',
    sindfacturacion: 'S',
  });
  return nidcliente;
}

/**
 * A test fixture's edit of an issued document (a boleta made to stand for a factura of many RAs, a test
 * document marked as real), past the ledger's guard `dte_documento_inmutable`, which refuses it otherwise.
 */
export function editIssuedDocument(db: Db, nid: number, values: Partial<typeof dteDocuments.$inferInsert>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`alter table dte_documento disable trigger dte_documento_inmutable`);
    await tx.update(dteDocuments).set(values).where(eq(dteDocuments.nid, nid));
    await tx.execute(sql`alter table dte_documento enable trigger dte_documento_inmutable`);
  });
}
