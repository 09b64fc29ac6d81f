import type { closeLoadingListRequest } from '@carga/domain';
import { measurePackage } from '@carga/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { insertRa } from '../../../test/factories.ts';
import { present } from '../../../test/present.ts';
import type { Db } from '../../db/client.ts';
import {
  loadingListPackages,
  loadingListRas,
  loadingLists,
  operations,
  packages,
  receptions,
  users,
} from '../../db/schema.ts';

// Test data of this module's tests (never imported by the app).

/** The truck data that closes a load list ('Cerrar lista'). */
export const closePayload = (
  overrides: Partial<z.input<typeof closeLoadingListRequest>> = {},
): z.input<typeof closeLoadingListRequest> => ({
  spatentecamion: 'BCDF12',
  spatenteacoplado: 'JK3456',
  snombreconductor: 'Juan Soto',
  spreftelefonoconductor: '56',
  nnumtelefonoconductor: '912345678',
  // Most test RAs have no tariff: closing their lists is confirmed (issue 12); the pricing tests leave it out.
  sconfirmasintarifa: 'S',
  ...overrides,
});

async function adminId(db: Db) {
  const [admin] = await db.select({ id: users.nidusuario }).from(users).where(eq(users.susuario, 'admin'));
  return present(admin, 'admin user').id;
}

/** An operation row straight into the table: the operation API is another module's. */
export async function insertOperation(db: Db, overrides: Partial<typeof operations.$inferInsert> = {}) {
  const [row] = await db
    .insert(operations)
    .values({
      sdescripcion: 'Camión semanal a Punta Arenas',
      scodbodegaorigen: 'BDSCL',
      scodbodegadestino: 'BDPUQ',
      scodigovia: 'TER',
      scodtipoequipo: 'CAMION',
      scodmodalidadenvio: 'LCL',
      nidusuario: await adminId(db),
      ...overrides,
    })
    .returning({ nidoperacion: operations.nidoperacion });
  return present(row, 'inserted operation').nidoperacion;
}

export interface LineSpec {
  ncantidadbultos: number;
  npesobultokg: number;
  nlargocm: number;
  nanchocm: number;
  naltocm: number;
  scodtipobulto?: string;
}

/** 3 boxes of 12 kg, 50×40×30 cm (0,06 m³ each) and 2 pallets of 100 kg, 100×100×50 cm (0,5 m³ each). */
export const defaultLines: LineSpec[] = [
  { ncantidadbultos: 3, npesobultokg: 12, nlargocm: 50, nanchocm: 40, naltocm: 30, scodtipobulto: 'CAJA' },
  {
    ncantidadbultos: 2,
    npesobultokg: 100,
    nlargocm: 100,
    nanchocm: 100,
    naltocm: 50,
    scodtipobulto: 'PALLET',
  },
];

/** An RA in the origin warehouse (BORIG) with package lines. */
export async function insertWarehouseRa(
  db: Db,
  lines: LineSpec[] = defaultLines,
  overrides: Partial<typeof receptions.$inferInsert> = {},
) {
  const nidra = await insertRa(db, {
    scodestado: 'BORIG',
    sdescripcioncarga: 'Repuestos de maquinaria',
    ncantidadbultos: lines.reduce((total, line) => total + line.ncantidadbultos, 0),
    dfecingresobodega: new Date(),
    ...overrides,
  });
  const items: number[] = [];
  for (const line of lines) {
    const [row] = await db
      .insert(packages)
      .values({ nidra, scodtipobulto: line.scodtipobulto ?? 'CAJA', ...line, ...measurePackage(line) })
      .returning({ niditem: packages.niditem });
    items.push(present(row, 'inserted package').niditem);
  }
  // The RA's totals, as the wizard keeps them: what its price is computed from.
  const totals = lines.reduce(
    (sum, line) => {
      const measured = measurePackage(line);
      return {
        npesobrutokg: sum.npesobrutokg + measured.npesototalkg,
        nvolumenm3: sum.nvolumenm3 + measured.nvolumentotalm3,
        npesovolumetrico: sum.npesovolumetrico + measured.npesovolumtotal,
      };
    },
    { npesobrutokg: 0, nvolumenm3: 0, npesovolumetrico: 0 },
  );
  await db.update(receptions).set(totals).where(eq(receptions.nidra, nidra));
  return { nidra, items };
}

let listNumber = 0;

/**
 * A load list in creation written straight into the tables (when a test is not about the load-list API),
 * carrying these RAs: `units` of each RA's first package line. It builds the parents it is not given: an
 * operation BDSCL → BDPUQ, and one RA in the origin warehouse with all the units of its first line.
 */
export async function insertLoadingList(
  db: Db,
  nidoperacion?: number,
  loads?: Array<{ nidra: number; units: number }>,
) {
  const operation = nidoperacion ?? (await insertOperation(db));
  const carried = loads ?? [
    { nidra: (await insertWarehouseRa(db)).nidra, units: defaultLines[0]!.ncantidadbultos },
  ];
  listNumber += 1;
  const [list] = await db
    .insert(loadingLists)
    .values({
      scodlistacarga: `LCT${process.pid}${String(listNumber).padStart(4, '0')}`,
      nidoperacion: operation,
      nidusuario: await adminId(db),
    })
    .returning({ id: loadingLists.nidlistacarga });
  const id = list!.id;
  for (const { nidra, units } of carried) {
    await db.insert(loadingListRas).values({ nidlistacarga: id, nidra });
    const [item] = await db
      .select({ niditem: packages.niditem })
      .from(packages)
      .where(eq(packages.nidra, nidra))
      .orderBy(packages.niditem);
    await db
      .insert(loadingListPackages)
      .values({ nidlistacarga: id, niditem: item!.niditem, nidra, ncantidadingresada: units });
  }
  return id;
}
