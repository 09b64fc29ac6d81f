import { describe, expect, it } from 'vitest';
import { useTwoPools } from '../../../test/two-pools.ts';
import type { Database } from '../../db/client.ts';
import { consecutive, insertCafRange, takeOne } from './dte.test-support.ts';

// Issue 34 on PostgreSQL: two servers' connection pools on one database take folios of one type at once.
// The ranges' row locks order them: 2 × 15 takers get 30 distinct consecutive folios, across the end of
// one range into the next, none skipped.
describe.skipIf(!process.env.TEST_DATABASE_URL)('folios taken on two pools at once', () => {
  const databases = useTwoPools({ seedDemo: false });

  it('never gives a folio twice nor skips one', async () => {
    const [a, b] = databases as [Database, Database];
    await insertCafRange(a.db, 39, 1, 7);
    await insertCafRange(a.db, 39, 8, 100);
    const takers = Array.from({ length: 30 }, (_, i) => takeOne((i % 2 === 0 ? a : b).db, 39));
    const folios = (await Promise.all(takers)).map((t) => t.nfolio).sort((x, y) => x - y);
    expect(folios).toEqual(consecutive(1, 30));
    expect((await takeOne(b.db, 39)).nfolio).toBe(31);
  });
});
