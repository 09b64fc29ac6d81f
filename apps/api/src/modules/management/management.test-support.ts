import { eq, sql } from 'drizzle-orm';
import { insertRa } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { deliveries, loadingListPackages, loadingLists, operationCosts, users } from '../../db/schema.ts';
import { hashPassword } from '../../password.ts';
import { SIGNED } from '../delivery/signature.test-support.ts';
import {
  insertLoadingList,
  insertOperation,
  insertWarehouseRa,
} from '../loading-list/loading-list.test-support.ts';

// The small data set of the 'Gestión' tests (March–April 2024, before anything the demo holds), written
// straight into the tables with the dates the expected figures are computed from by hand.

const at = (iso: string) => new Date(iso);

/** A manager of one warehouse only (menu GEST-BODEGA), to test the scope. */
export async function createWarehouseManager(db: Db) {
  await db.insert(users).values({
    susuario: 'gestion.scl',
    snombre: 'Gestión Santiago',
    spasswordhash: await hashPassword('demo-2026'),
    bodegas: ['BDSCL'],
    menus: ['GEST-BODEGA'],
  });
}

/**
 * Intake (Chile is UTC−3 in March 2024): 4 March — A (2 u, 40 kg, 0,5 m³) and G (23:30 in Chile, 02:30Z
 * on the 5th: 1 u, 1 kg, 0,01 m³) at OFISCL; 5 March — C at OFIPUQ (1 u, 5,5 kg, 0,1 m³); 11 March — F
 * by AER at OFISCL (4 u, 8 kg, 0,2 m³). Not counted: D in the wizard, E voided, B voided afterwards.
 */
export async function seedIntake(db: Db) {
  const ra = (overrides: Parameters<typeof insertRa>[1]) =>
    insertRa(db, { sviadespacho: 'TER', ...overrides });
  const a = await ra({ dfecrecepcion: at('2024-03-04T13:00:00Z'), scodestado: 'BORIG' });
  const b = await ra({
    dfecrecepcion: at('2024-03-04T15:00:00Z'),
    ncantidadbultos: 3,
    npesobrutokg: 10,
    nvolumenm3: 0.25,
  });
  await ra({
    dfecrecepcion: at('2024-03-05T12:00:00Z'),
    scodoficinaorigen: 'OFIPUQ',
    scodbodegaorigen: 'BDPUQ',
    scodoficinadestino: 'OFISCL',
    scodbodegadestino: 'BDSCL',
    scodestado: 'BORIG',
    ncantidadbultos: 1,
    npesobrutokg: 5.5,
    nvolumenm3: 0.1,
  });
  await ra({ dfecrecepcion: at('2024-03-04T14:00:00Z'), scodestado: 'ENCREA' });
  await ra({ dfecrecepcion: at('2024-03-04T14:00:00Z'), scodestado: 'ANULA' });
  await ra({
    dfecrecepcion: at('2024-03-11T12:00:00Z'),
    sviadespacho: 'AER',
    scodestado: 'BORIG',
    ncantidadbultos: 4,
    npesobrutokg: 8,
    nvolumenm3: 0.2,
  });
  await ra({
    dfecrecepcion: at('2024-03-05T02:30:00Z'),
    scodestado: 'BORIG',
    ncantidadbultos: 1,
    npesobrutokg: 1,
    nvolumenm3: 0.01,
  });
  await db.execute(sql`update recepcion set scodestado = 'ANULA' where nidra = ${b}`);
  return { a };
}

async function moveList(db: Db, id: number, values: Partial<typeof loadingLists.$inferInsert>) {
  await db.update(loadingLists).set(values).where(eq(loadingLists.nidlistacarga, id));
}

const setState = (db: Db, ras: number[], state: string) =>
  db.execute(sql`update recepcion set scodestado = ${state} where nidra in ${sql.raw(`(${ras.join(',')})`)}`);

/**
 * Lead times and differences, OFISCL → OFIPUQ by TER, three units of each RA on the lists:
 *  P1 received 1 Mar 12:00Z, L1 left 2 Mar 12:00 (24 h), arrived 4 Mar 12:00 (72 h), delivered 5 Mar
 *  18:00 (102 h); P2 received 1 Mar 12:00, on L1 (24 h, 72 h), not delivered; P3 received 3 Mar 12:00,
 *  L2 left 3 Mar 22:30 (10 h), arrived 6 Mar 12:00 (72 h), delivered 10 Mar 12:00 (168 h); P4 received
 *  2 Mar 12:00, on L2 (34,5 h → 34, 96 h), delivered 7 Mar 00:00 (108 h).
 * At arrival P1's line counted 2 received, 1 damaged; P2's 3; P3's 3; P4's not counted.
 */
export async function seedJourneys(db: Db) {
  const ra = async (received: string) =>
    (await insertWarehouseRa(db, undefined, { dfecrecepcion: at(received), sviadespacho: 'TER' })).nidra;
  const p1 = await ra('2024-03-01T12:00:00Z');
  const p2 = await ra('2024-03-01T12:00:00Z');
  const p3 = await ra('2024-03-03T12:00:00Z');
  const p4 = await ra('2024-03-02T12:00:00Z');
  const operation = await insertOperation(db, { dfhocreacion: at('2024-03-01T12:00:00Z') });
  const l1 = await insertLoadingList(db, operation, [
    { nidra: p1, units: 3 },
    { nidra: p2, units: 3 },
  ]);
  const l2 = await insertLoadingList(db, operation, [
    { nidra: p3, units: 3 },
    { nidra: p4, units: 3 },
  ]);
  await setState(db, [p1, p2, p3, p4], 'ENLIS');
  await moveList(db, l1, { scodestadolista: 'DESPA', dfhodespacho: at('2024-03-02T12:00:00Z') });
  await moveList(db, l2, { scodestadolista: 'DESPA', dfhodespacho: at('2024-03-03T22:30:00Z') });
  await setState(db, [p1, p2, p3, p4], 'ENTRA');
  const count = async (list: number, nidra: number, received: number | null, damaged: number | null) =>
    db
      .update(loadingListPackages)
      .set({ ncantidadrecibida: received, ncantidaddanada: damaged })
      .where(sql`${loadingListPackages.nidlistacarga} = ${list} and ${loadingListPackages.nidra} = ${nidra}`);
  await count(l1, p1, 2, 1);
  await count(l1, p2, 3, 0);
  await count(l2, p3, 3, 0);
  await moveList(db, l1, { scodestadolista: 'RECEP', dfhorecepcion: at('2024-03-04T12:00:00Z') });
  await moveList(db, l2, { scodestadolista: 'RECEP', dfhorecepcion: at('2024-03-06T12:00:00Z') });
  await setState(db, [p1, p2, p3, p4], 'BDEST');
  const [admin] = await db.select({ id: users.nidusuario }).from(users).where(eq(users.susuario, 'admin'));
  const deliver = async (nidra: number, when: string) => {
    await db.insert(deliveries).values({
      nidra,
      scodbodega: 'BDPUQ',
      ...SIGNED,
      snombreretira: 'Pedro Vargas',
      srutretira: '12345678-5',
      dfhoentrega: at(when),
      nidusuario: admin!.id,
    });
    await setState(db, [nidra], 'ENTRE');
  };
  await deliver(p1, '2024-03-05T18:00:00Z');
  await deliver(p3, '2024-03-10T12:00:00Z');
  await deliver(p4, '2024-03-07T00:00:00Z');
  return { p1, p2, p3, p4, l1, l2, operation };
}

/**
 * Operations of BDSCL: the journeys' (1 Mar: a cost of 30 000 selling 50 000 and one of 12 000), O2 (20
 * Mar: a cost of 5 000 selling 4 000), O3 (2 Apr: 1 000); by AER O4 (5 Mar: 700); from BDPUQ O5 (5 Mar).
 */
export async function seedSales(db: Db, journeysOperation: number) {
  const [admin] = await db.select({ id: users.nidusuario }).from(users).where(eq(users.susuario, 'admin'));
  const cost = (nidoperacion: number, nmontocosto: number, nmontoventa?: number) =>
    db.insert(operationCosts).values({
      nidoperacion,
      scodtipocosto: 'FLETE',
      nmontocosto,
      nidusuario: admin!.id,
      ...(nmontoventa === undefined ? {} : { sindinvolucraventa: 'S', nmontoventa }),
    });
  const o2 = await insertOperation(db, { dfhocreacion: at('2024-03-20T12:00:00Z') });
  const o3 = await insertOperation(db, { dfhocreacion: at('2024-04-02T12:00:00Z') });
  const o4 = await insertOperation(db, { dfhocreacion: at('2024-03-05T12:00:00Z'), scodigovia: 'AER' });
  const o5 = await insertOperation(db, {
    dfhocreacion: at('2024-03-05T12:00:00Z'),
    scodbodegaorigen: 'BDPUQ',
    scodbodegadestino: 'BDSCL',
  });
  await cost(journeysOperation, 30_000, 50_000);
  await cost(journeysOperation, 12_000);
  await cost(o2, 5_000, 4_000);
  await cost(o3, 1_000);
  await cost(o4, 700);
  await cost(o5, 999);
  return { o2, o3, o4, o5 };
}
