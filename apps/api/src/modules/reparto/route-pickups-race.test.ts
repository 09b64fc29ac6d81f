import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertRa, userIdOf } from '../../../test/factories.ts';
import { useTwoPools } from '../../../test/two-pools.ts';
import type { Principal } from '../../core/principal.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createRepartoService, describeRoute } from './reparto.service.ts';
import { createRoutePickupService } from './route-pickups.service.ts';
import { insertPickupRequest } from './route-pickups.test-support.ts';

// Issue 35 on PostgreSQL: two planners on two servers put the same pickup requests on two routes at once.
// The requests' row locks make the second wait and find the first's stops: each request ends on one open
// route at most, the loser gets a Spanish 409 and nothing of its change is written
// (hoja_ruta_retiro_vigente_idx is the backstop).
describe.skipIf(!process.env.TEST_DATABASE_URL)('pickups planned on two pools at once', () => {
  const databases = useTwoPools({ seedDemo: true });
  const DAY = '2026-12-10';

  it('puts each request on one route, whoever comes first', async () => {
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
    const nidconductor = await userIdOf(a.db, 'conductor.puq');
    const newRoute = async () => {
      const nidra = await insertRa(a.db, { scodestado: 'BDEST', sindentregalocal: 'S' });
      const route = await createRepartoService(a.db).create(principal, {
        scodbodega: 'BDPUQ',
        dfecha: DAY,
        nidconductor,
        spatente: 'GHKL23',
        ncapacidadkg: 0,
        ncapacidadm3: 0,
        nidras: [nidra],
      });
      return route.nidhojaruta;
    };
    for (let round = 0; round < 5; round++) {
      const routes = [await newRoute(), await newRoute()];
      const ids: number[] = [];
      for (let i = 0; i < 6; i++) ids.push(await insertPickupRequest(a.db, DAY));
      // Overlapping in opposite orders: the locks are taken in id order, so neither waits for the other forever.
      const plans = [ids.slice(0, 4), ids.slice(2).reverse()];
      const outcomes = await Promise.allSettled(
        [a, b].map((database, i) =>
          createRoutePickupService(database.db, describeRoute).setPickups(
            principal,
            routes[i] as number,
            plans[i] as number[],
          ),
        ),
      );
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]).toBeInstanceOf(AppError);
      expect((lost[0] as AppError).statusCode).toBe(409);
      expect((lost[0] as AppError).message).toMatch(/ya está en la hoja de ruta N° \d+|al mismo tiempo/);
      // The loser's route holds none of its requests; the winner's all of its own, PLANIFICADO.
      const loser = routes[outcomes.findIndex((o) => o.status === 'rejected')] as number;
      const { rows } = (await a.db.execute(
        sql`select count(*)::int as n from hoja_ruta_retiro where nidhojaruta = ${loser}`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(Number(rows[0]?.n)).toBe(0);
      const { rows: states } = (await a.db.execute(
        sql`select count(*)::int as n from retiro where nidretiro = any(${`{${ids.join(',')}}`}::int[])
             and sestado = 'PLANIFICADO'`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(Number(states[0]?.n)).toBe(4);
    }
    const { rows } = (await a.db.execute(
      sql`select nidretiro from hoja_ruta_retiro where sindvigente = 'S' group by nidretiro having count(*) > 1`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toEqual([]);
  });
});
