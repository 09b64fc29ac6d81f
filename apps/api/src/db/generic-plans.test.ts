import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../test/test-app.ts';
import type { Database } from './client.ts';
import { withGenericPlans } from './generic-plans.ts';

const planMode = async (db: Database['db']) =>
  ((await db.execute(sql`show plan_cache_mode`)) as unknown as { rows: Array<{ plan_cache_mode: string }> })
    .rows[0]?.plan_cache_mode;

describe.each(drivers)('a transaction with generic plans (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());

  it('plans generically inside, and leaves the pooled connection as it was after commit and rollback', async () => {
    const inside = await withGenericPlans(database.db, (tx) => planMode(tx as unknown as Database['db']));
    expect(inside).toBe('force_generic_plan');
    await expect(
      withGenericPlans(database.db, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    // Every connection of the pool: none keeps the setting.
    const after = await Promise.all(Array.from({ length: 12 }, () => planMode(database.db)));
    expect(new Set(after)).toEqual(new Set(['auto']));
  });
});
