import type { PickupState } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { clientIdsByRut, userIdOf } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { pickupStops, pickups } from '../../db/schema.ts';
import { type RouteSetup, routeOnTheRoad } from './reparto.test-support.ts';

// Test data of the pickup-on-route tests (never imported by the app): requests of a day, a route planned
// at BDPUQ with them, and the van's departure.

const LOS_ANDES = '77123456-9';

/** A pickup request of `day` (SOLICITADO unless told), at OFISCL, of the demo's client Los Andes. */
export async function insertPickupRequest(
  db: Db,
  day: string,
  overrides: Partial<typeof pickups.$inferInsert> = {},
) {
  const clients = await clientIdsByRut(db);
  const [row] = await db
    .insert(pickups)
    .values({
      nidcliente: clients[LOS_ANDES] ?? Object.values(clients)[0] ?? 0,
      scodoficina: 'OFISCL',
      sdireccion: 'Av. Vicuña Mackenna 3200',
      scodcomuna: '13120',
      scontacto: 'Pedro Rojas',
      stelefono: '+56 9 8765 4321',
      dfecha: day,
      shoradesde: '09:00',
      shorahasta: '13:00',
      nbultos: 3,
      npesokg: 45.5,
      sdescripcion: 'Cajas de repuestos',
      sorigen: 'OFICINA',
      nidusuario: await userIdOf(db, 'admin'),
      ...overrides,
    })
    .returning({ nidretiro: pickups.nidretiro });
  if (!row) throw new Error('retiro not inserted');
  return row.nidretiro;
}

export async function pickupStateOf(db: Db, nidretiro: number): Promise<PickupState | undefined> {
  const [row] = await db
    .select({ sestado: pickups.sestado })
    .from(pickups)
    .where(eq(pickups.nidretiro, nidretiro));
  return row?.sestado;
}

export const pickupStopsOf = (db: Db, nidretiro: number) =>
  db
    .select()
    .from(pickupStops)
    .where(eq(pickupStops.nidretiro, nidretiro))
    .orderBy(pickupStops.nidparadaretiro);

/**
 * A route of one door RA at BDPUQ on `s.day` with the requests `nidretiros` as its pickups; on the road
 * (left without loading, confirmed) unless `leave` is false.
 */
export async function routeWithPickups(s: RouteSetup, nidretiros: number[], leave = true) {
  const route = await routeOnTheRoad(s, 1, { leave: false });
  const set = await s.call('PUT', `/api/Reparto/HojaRuta/${route.id}/Retiros`, {
    token: s.planner,
    body: { nidretiros },
  });
  expect(set.statusCode, set.body).toBe(200);
  if (leave) {
    const left = await s.call('POST', `/api/Reparto/HojaRuta/${route.id}/Salida`, {
      token: s.planner,
      body: { sconfirmafaltantes: 'S' },
    });
    expect(left.statusCode, left.body).toBe(200);
  }
  const retiros = set.json().retiros as Array<{ nidparadaretiro: number; nidretiro: number }>;
  return { id: route.id, retiros };
}
