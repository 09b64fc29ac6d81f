import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loadingListPackages, loadingListRas, loadingLists, packages, users } from '../../db/schema.ts';

// Test data of this module's tests (never imported by the app).

export const operationPayload = (overrides: Record<string, unknown> = {}) => ({
  sdescripcion: 'Camión semanal a Punta Arenas',
  scodbodegaorigen: 'BDSCL',
  scodbodegadestino: 'BDPUQ',
  scodigovia: 'TER',
  scodtipoequipo: 'CAMION',
  scodmodalidadenvio: 'LCL',
  nidclientecargafull: 0,
  srutclientefull: '',
  ...overrides,
});

export const costPayload = (nidoperacion: number, overrides: Record<string, unknown> = {}) => ({
  nidoperacion,
  scodtipocosto: 'FLETE',
  nmontocosto: '100000',
  nidproveedor: null,
  snumfactura: '4521',
  dfhofactura: '2026-01-15',
  scodtipoasignacion: 'OPE',
  nidra: null,
  sindinvolucraventa: 'N',
  nmontoventa: '',
  ...overrides,
});

let listNumber = 0;

/**
 * A load list of the operation carrying these RAs (units of their package lines), written straight
 * into the tables: the load-list API is another module's.
 */
export async function insertLoadingList(
  db: Db,
  nidoperacion: number,
  loads: Array<{ nidra: number; units: number }>,
) {
  const [admin] = await db.select({ id: users.nidusuario }).from(users).where(eq(users.susuario, 'admin'));
  listNumber += 1;
  const [list] = await db
    .insert(loadingLists)
    .values({
      scodlistacarga: `LCT${process.pid}${String(listNumber).padStart(4, '0')}`,
      nidoperacion,
      nidusuario: admin.id,
    })
    .returning({ id: loadingLists.nidlistacarga });
  for (const { nidra, units } of loads) {
    await db.insert(loadingListRas).values({ nidlistacarga: list.id, nidra });
    const [item] = await db
      .select({ niditem: packages.niditem })
      .from(packages)
      .where(eq(packages.nidra, nidra));
    await db
      .insert(loadingListPackages)
      .values({ nidlistacarga: list.id, niditem: item.niditem, nidra, ncantidadingresada: units });
  }
  return list.id;
}
