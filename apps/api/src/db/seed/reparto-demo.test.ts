import { afterAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../core/principal.ts';
import { createRepartoService } from '../../modules/reparto/reparto.service.ts';
import { openDatabase } from '../client.ts';
import { prepareDatabase } from '../prepare.ts';

// The demo's door deliveries (issue 35): a first start shows 'Destino / Reparto' with RAs to plan.
describe('demo door deliveries', async () => {
  const database = await openDatabase({});
  afterAll(() => database.close());

  it('leaves four RAs at BDPUQ to plan, one of them to collect at the door', async () => {
    await prepareDatabase(database, { seedDemo: true, seedDemoMoney: true });
    const principal = { bodegas: ['BDPUQ'], oficinas: [] } as unknown as Principal;
    const { list } = await createRepartoService(database.db).candidates(principal, 'BDPUQ');
    expect(list).toHaveLength(4);
    expect(new Set(list.map((c) => c.snomcomuna.toLowerCase()))).toEqual(new Set(['punta arenas']));
    expect(list.every((c) => c.sdireccion !== '')).toBe(true);
    expect(list.filter((c) => c.nacobrar > 0).map((c) => c.nacobrar)).toEqual([24500]);
  });
});
