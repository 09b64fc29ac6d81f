import { dteMessages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { voidedFolios } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { consecutive, insertCafRange, takeOne } from './dte.test-support.ts';
import { voidFolio } from './folio.repo.ts';

// Issue 34, the folios: taken in the document's transaction under the ranges' lock, never twice, never
// skipped; a rolled-back transaction never took its folio, a voided one is never given again.
describe.each(drivers)('folios on %s', (driver) => {
  const ctx = useTestApp(driver, { admin: 'admin' });

  it('gives 20 takers at once 20 distinct consecutive folios, across two ranges of the type', async () => {
    await insertCafRange(ctx.db, 33, 1, 8);
    await insertCafRange(ctx.db, 33, 9, 40);
    const taken = await Promise.all(Array.from({ length: 20 }, () => takeOne(ctx.db, 33)));
    expect(taken.map((t) => t.nfolio).sort((a, b) => a - b)).toEqual(consecutive(1, 20));
    // Folios 1–8 from the first range, 9–20 from the second.
    const byRange = new Map<number, number[]>();
    for (const t of taken) byRange.set(t.nidcaf, [...(byRange.get(t.nidcaf) ?? []), t.nfolio]);
    expect([...byRange.values()].map((f) => f.length).sort((a, b) => a - b)).toEqual([8, 12]);
  });

  it("reuses a rolled-back transaction's folio (it never committed) but never a voided one", async () => {
    await insertCafRange(ctx.db, 34, 1, 50);
    expect((await takeOne(ctx.db, 34)).nfolio).toBe(1);
    const rolledBack = takeOne(ctx.db, 34, async (_tx, taken) => {
      expect(taken.nfolio).toBe(2);
      throw new Error('the document failed before commit');
    });
    await expect(rolledBack).rejects.toThrow('the document failed before commit');
    // Nothing of that transaction exists: folio 2 is still the next one.
    const second = await takeOne(ctx.db, 34, (tx, taken) =>
      voidFolio(tx, 34, taken.nfolio, 'El SII rechazó el documento'),
    );
    expect(second.nfolio).toBe(2);
    expect((await takeOne(ctx.db, 34)).nfolio).toBe(3);
    const ledger = await ctx.db.select().from(voidedFolios).where(eq(voidedFolios.ntipodte, 34));
    expect(ledger).toMatchObject([{ nfolio: 2, smotivo: 'El SII rechazó el documento' }]);
  });

  it('refuses to void a folio twice, or one not yet given', async () => {
    const again = ctx.db.transaction((tx) => voidFolio(tx, 34, 2, 'otra vez'));
    await expect(again).rejects.toMatchObject({
      statusCode: 409,
      message: dteMessages.folioAlreadyVoid(34, 2),
    });
    const ahead = ctx.db.transaction((tx) => voidFolio(tx, 34, 10, 'aún no usado'));
    await expect(ahead).rejects.toMatchObject({
      statusCode: 409,
      message: dteMessages.folioNotTaken(34, 10),
    });
  });

  it("answers 409 'No quedan folios para el tipo 39; cargue un CAF' when the type's ranges are used up", async () => {
    const none = takeOne(ctx.db, 39);
    await expect(none).rejects.toBeInstanceOf(AppError);
    await expect(none).rejects.toMatchObject({ statusCode: 409, message: dteMessages.foliosExhausted(39) });
    await insertCafRange(ctx.db, 39, 1, 2);
    expect((await takeOne(ctx.db, 39)).nfolio).toBe(1);
    expect((await takeOne(ctx.db, 39)).nfolio).toBe(2);
    await expect(takeOne(ctx.db, 39)).rejects.toMatchObject({ message: dteMessages.foliosExhausted(39) });
  });

  it('lists what is left per type and warns under 10 %', async () => {
    await insertCafRange(ctx.db, 61, 1, 20);
    for (let i = 0; i < 19; i++) await takeOne(ctx.db, 61);
    const list = await ctx.call('GET', '/api/Dte/Caf', { token: ctx.tokens.admin });
    expect(list.statusCode).toBe(200);
    const tipos = list.json().tipos as Array<{
      ntipodte: number;
      nfoliosdisponibles: number;
      saviso: string | null;
    }>;
    expect(tipos.find((t) => t.ntipodte === 61)).toMatchObject({
      nfoliosdisponibles: 1,
      saviso: dteMessages.foliosLow(61, 1),
    });
    expect(tipos.find((t) => t.ntipodte === 33)).toMatchObject({ nfoliosdisponibles: 20, saviso: null });
    expect(tipos.find((t) => t.ntipodte === 39)).toMatchObject({
      nfoliosdisponibles: 0,
      saviso: dteMessages.foliosExhausted(39),
    });
  });
});
