import { dteMessages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import type { Database, Db } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { folioReservations, voidedFolios } from '../../db/schema.ts';
import { consecutive, insertCafRange } from './dte.test-support.ts';
import { reserveFolio, settleReservation, voidLapsedReservations } from './folio.repo.ts';

// Issue 34 on PostgreSQL: a folio is reserved by a statement that commits on its own (the range's row is
// locked for that statement only), settled in the document's transaction, and a reservation whose
// transaction never commits becomes a void folio — never given twice, never lost without a trace.
describe.skipIf(!process.env.TEST_DATABASE_URL)('folio reservations on postgres', () => {
  let database: Database;
  let db: Db;
  let autonomous: Db;
  const later = () => new Date(Date.now() + 600_000);

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await prepareDatabase(database, { seedDemo: false });
    db = database.db;
    if (!database.autonomous) throw new Error('PostgreSQL opens its autonomous pool');
    autonomous = database.autonomous;
    await insertCafRange(db, 33, 1, 100);
  }, 60_000);
  afterAll(() => database.close());

  const reservations = () => db.select().from(folioReservations);

  it('20 documents at once: 20 distinct consecutive folios, each settled with its document', async () => {
    const folios = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const taken = await reserveFolio(autonomous, 33);
          await settleReservation(tx, 33, taken.nfolio);
          return taken.nfolio;
        }),
      ),
    );
    expect(folios.sort((a, b) => a - b)).toEqual(consecutive(1, 20));
    expect(await reservations()).toEqual([]);
  });

  it('a transaction that rolls back leaves its reservation, which the sweep voids; the folio is never given again', async () => {
    const failed = db.transaction(async (tx) => {
      const taken = await reserveFolio(autonomous, 33);
      await settleReservation(tx, 33, taken.nfolio);
      throw new Error(`el documento ${taken.nfolio} falló antes del commit`);
    });
    await expect(failed).rejects.toThrow('el documento 21 falló');
    expect((await reservations()).map((r) => r.nfolio)).toEqual([21]);
    // Not yet lapsed: the sweep leaves it.
    expect(await voidLapsedReservations(db, 120)).toBe(0);
    expect(await voidLapsedReservations(db, 120, later())).toBe(1);
    expect(await reservations()).toEqual([]);
    const [voided] = await db.select().from(voidedFolios).where(eq(voidedFolios.nfolio, 21));
    expect(voided?.smotivo).toContain('sin documento');
    expect((await reserveFolio(autonomous, 33)).nfolio).toBe(22);
    await voidLapsedReservations(db, 0, later());
  });

  it('a document whose reservation lapsed meanwhile is refused (409) and writes nothing', async () => {
    const taken = await reserveFolio(autonomous, 33);
    expect(await voidLapsedReservations(db, 0, later())).toBe(1);
    const late = db.transaction((tx) => settleReservation(tx, 33, taken.nfolio));
    await expect(late).rejects.toMatchObject({
      statusCode: 409,
      message: dteMessages.folioReservationLapsed(33, taken.nfolio),
    });
  });

  it('the sweep waits for a transaction settling its reservation, then finds nothing to void', async () => {
    let sweep: Promise<number> | undefined;
    const folio = await db.transaction(async (tx) => {
      const taken = await reserveFolio(autonomous, 33);
      await settleReservation(tx, 33, taken.nfolio);
      sweep = voidLapsedReservations(db, 0, later());
      // The sweep is blocked on the row this transaction deleted.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return taken.nfolio;
    });
    expect(await sweep).toBe(0);
    expect(await db.select().from(voidedFolios).where(eq(voidedFolios.nfolio, folio))).toEqual([]);
  });
});
