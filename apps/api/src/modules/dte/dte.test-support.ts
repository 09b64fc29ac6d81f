import type { DteType } from '@carga/domain';
import type { Db, Tx } from '../../db/client.ts';
import { TEST_EMISOR } from './credentials/test-credentials.ts';
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
