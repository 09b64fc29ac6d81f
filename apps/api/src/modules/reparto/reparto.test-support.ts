import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { userIdOf } from '../../../test/factories.ts';
import { flowClient } from '../../../test/flows.ts';
import type { Call, TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { receptions } from '../../db/schema.ts';
import { scanKey, unitsOf } from '../custody/custody.test-support.ts';
import { insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';

// Test data of the reparto tests (never imported by the app): a route of door RAs at BDPUQ.

export interface RouteSetup {
  db: Db;
  call: Call;
  flow: Awaited<ReturnType<typeof flowClient>>;
  /** The planner's token (DEST-REPARTO at BDPUQ). */
  planner: string;
  nidconductor: number;
  day: string;
}

/** The route tests' setup at BDPUQ: the planner signed in as `tokens.puq`, Juan Soto driving, on `day`. */
export async function puqRouteSetup(
  ctx: { app: TestApp; db: Db; call: Call; tokens: { puq: string } },
  day: string,
): Promise<RouteSetup> {
  return {
    db: ctx.db,
    call: ctx.call,
    flow: await flowClient(ctx.app, ctx.db),
    planner: ctx.tokens.puq,
    nidconductor: await userIdOf(ctx.db, 'conductor.puq'),
    day,
  };
}

/**
 * `count` RAs received at BDPUQ for the door, planned on one route (`prepare` runs on each RA first), and
 * unless `leave` is false, loaded whole and on the road.
 */
export async function routeOnTheRoad(
  s: RouteSetup,
  count: number,
  { leave = true, prepare }: { leave?: boolean; prepare?: (nidra: number) => Promise<unknown> } = {},
) {
  const as = (method: 'POST', url: string, body: object) => s.call(method, url, { token: s.planner, body });
  const ras: number[] = [];
  for (let i = 0; i < count; i++) ras.push((await insertWarehouseRa(s.db)).nidra);
  await s.flow.receivedList(ras);
  for (const nidra of ras) {
    await s.db.update(receptions).set({ sindentregalocal: 'S' }).where(eq(receptions.nidra, nidra));
    await prepare?.(nidra);
  }
  const planned = await as('POST', '/api/Reparto/HojaRuta', {
    scodbodega: 'BDPUQ',
    dfecha: s.day,
    nidconductor: s.nidconductor,
    spatente: 'GHKL23',
    nidras: ras,
  });
  expect(planned.statusCode, planned.body).toBe(200);
  const route = planned.json();
  if (leave) {
    for (const nidra of ras)
      for (const unit of await unitsOf(s.db, nidra))
        await as('POST', `/api/Scan/Reparto/${route.nidhojaruta}`, {
          scodigo: unit.scodigo,
          sclave: scanKey(),
        });
    const left = await as('POST', `/api/Reparto/HojaRuta/${route.nidhojaruta}/Salida`, {});
    expect(left.statusCode, left.body).toBe(200);
  }
  return {
    id: route.nidhojaruta as number,
    stops: route.paradas as Array<{ nidparada: number; nidra: number }>,
  };
}
