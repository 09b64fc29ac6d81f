import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertRa, userIdOf } from '../../../test/factories.ts';
import { useTwoPools } from '../../../test/two-pools.ts';
import type { Principal } from '../../core/principal.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createRepartoService } from './reparto.service.ts';

// Issue 35 on PostgreSQL: two servers' pools plan overlapping hojas de ruta at once. The RAs' row locks make
// the second planner wait and find the first's stops: every RA ends on one pending stop at most, and the
// loser learns which route holds it (hoja_ruta_parada_vigente_idx is the backstop).
describe.skipIf(!process.env.TEST_DATABASE_URL)('reparto planning on two pools at once', () => {
  const databases = useTwoPools({ seedDemo: true });

  it('plans each RA on one route, whoever comes first', async () => {
    const [a, b] = databases as [Database, Database];
    const principal: Principal = {
      nidusuario: await userIdOf(a.db, 'bodega.puq'),
      sidsesion: 'race',
      susuario: 'bodega.puq',
      nombre: 'Bodega Punta Arenas',
      rut: null,
      oficinas: [],
      bodegas: ['BDPUQ'],
      menus: ['DEST-REPARTO'],
    };
    const driver = await userIdOf(a.db, 'conductor.puq');
    const route = (nidras: number[]) => ({
      scodbodega: 'BDPUQ',
      dfecha: '2026-12-02',
      nidconductor: driver,
      spatente: 'GHKL23',
      ncapacidadkg: 0,
      ncapacidadm3: 0,
      nidras,
    });
    for (let round = 0; round < 5; round++) {
      const ras: number[] = [];
      for (let i = 0; i < 8; i++)
        ras.push(await insertRa(a.db, { scodestado: 'BDEST', sindentregalocal: 'S' }));
      // Overlapping in opposite orders: the locks are taken in id order, so neither waits for the other forever.
      const plans = [ras.slice(0, 5), ras.slice(3).reverse()];
      const outcomes = await Promise.allSettled(
        [a, b].map((database, i) => createRepartoService(database.db).create(principal, route(plans[i]!))),
      );
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]).toBeInstanceOf(AppError);
      expect((lost[0] as AppError).statusCode).toBe(409);
      expect((lost[0] as AppError).message).toMatch(/ya está en la hoja de ruta N° \d+/);
    }
    const { rows } = (await a.db.execute(
      sql`select nidra, count(*)::int as n from hoja_ruta_parada where sindvigente = 'S' group by nidra having count(*) > 1`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toEqual([]);
  });
});
