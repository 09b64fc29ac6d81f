import { chileToday, DTE_TYPES } from '@carga/domain';
import type { Db } from '../../db/client.ts';
import { readCaf } from './credentials/caf.ts';
import { readCertificate } from './credentials/certificate.ts';
import type { SecretBox } from './credentials/secret-box.ts';
import { trustedCafKeys } from './credentials/sii-keys.ts';
import {
  buildTestCaf,
  buildTestCertificate,
  TEST_CERTIFICATE_PASSWORD,
  TEST_EMISOR,
} from './credentials/test-credentials.ts';
import * as repo from './dte.repo.ts';

// The demo's DTE configuration (issue 34): a test emisor, the test certificate and test CAFs of every type,
// all marked sindprueba='S'. Documents made with them print 'DOCUMENTO DE PRUEBA — SIN VALIDEZ TRIBUTARIA'
// and are never sent to the SII. Built from the committed test keys: no key is generated at start-up.

/** The demo's ranges: 100 folios of each factura/nota type, 500 boletas. */
const DEMO_RANGES = { 33: 100, 34: 100, 39: 500, 61: 100 } as const;

/** Folio ranges of some types instead of the demo's (the bench takes fresh ones after what was used). */
export type DteDemoRanges = Partial<Record<(typeof DTE_TYPES)[number], { desde: number; hasta: number }>>;

export async function seedDteDemo(db: Db, secrets: SecretBox, ranges?: DteDemoRanges) {
  const today = chileToday();
  const bytes = buildTestCertificate();
  const info = readCertificate(bytes, TEST_CERTIFICATE_PASSWORD);
  const keys = trustedCafKeys();
  await db.transaction(async (tx) => {
    await repo.saveIssuer(tx, { ...TEST_EMISOR, sindprueba: 'S' });
    await repo.saveCertificate(tx, {
      ...info,
      sarchivocifrado: secrets.seal(bytes),
      sclavecifrada: secrets.seal(TEST_CERTIFICATE_PASSWORD),
      sindprueba: 'S',
    });
    for (const tipo of DTE_TYPES) {
      const range = ranges ? ranges[tipo] : { desde: 1, hasta: DEMO_RANGES[tipo] };
      if (!range) continue;
      const caf = readCaf(
        buildTestCaf({ tipo, desde: range.desde, hasta: range.hasta, fecha: today }),
        keys,
        today,
      );
      await repo.insertCaf(tx, {
        ntipodte: tipo,
        srutemisor: TEST_EMISOR.srutemisor,
        nfoliodesde: caf.nfoliodesde,
        nfoliohasta: caf.nfoliohasta,
        nsiguiente: caf.nfoliodesde,
        dfechaautorizacion: caf.dfechaautorizacion,
        nidk: caf.nidk,
        scafxml: caf.scafxml,
        sclaveprivadacifrada: secrets.seal(caf.sclaveprivada),
        sindprueba: 'S',
      });
    }
  });
}
