import type { operationForm } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { clientIdsByRut, createReadyRa, userIdOf } from '../../../test/factories.ts';
import { bearer, type useTestApp, withDefaults } from '../../../test/test-app.ts';
import { receptions } from '../../db/schema.ts';

// Test data of this module's tests (never imported by the app).

export const operationPayload = (
  overrides: Partial<z.input<typeof operationForm>> = {},
): z.input<typeof operationForm> => ({
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

// Not typed from the contract: costForm is a preprocess (it takes either name of the assignment), so its
// input type is unknown.
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

/** Load lists written straight into the tables: the load-list module's factory. */
export { insertLoadingList } from '../loading-list/loading-list.test-support.ts';

/** The part of a `useTestApp` suite this needs, signed in as bodega.scl under `scl`. */
type Suite = Pick<ReturnType<typeof useTestApp>, 'db' | 'call'> & { tokens: { scl: string } };

/**
 * What both operation test files start from: `call` on /api/Operation as bodega.scl, and the ids of
 * bodega.scl and of the demo clients by RUT, read once the suite's app is up.
 */
export function operationApi(ctx: Suite) {
  const ids = { sclId: 0, clientId: {} as Record<string, number> };
  beforeAll(async () => {
    ids.sclId = await userIdOf(ctx.db, 'bodega.scl');
    Object.assign(ids.clientId, await clientIdsByRut(ctx.db));
  });
  const call = withDefaults(ctx.call, '/api/Operation', () => ctx.tokens.scl);
  return { ids, call };
}

/**
 * An RA at the origin warehouse BDSCL bound for BDPUQ: 3 boxes of 12 kg, 30×50×40 cm, billed to Los Andes.
 * Finished in the office (its price is stored then), then moved to the warehouse.
 */
export async function pricedWarehouseRa(
  ctx: Pick<ReturnType<typeof useTestApp>, 'db' | 'app'>,
  officeToken: string,
  cargoType = 'GENERAL',
) {
  const id = await createReadyRa(ctx.app, officeToken, { cargoType });
  const finished = await ctx.app.inject({
    method: 'POST',
    url: `/api/Shipment/Attachment/FinishAndPrint/${id}/ENPREP`,
    headers: bearer(officeToken),
  });
  expect(finished.statusCode).toBe(200);
  await ctx.db.update(receptions).set({ scodestado: 'BORIG' }).where(eq(receptions.nidra, id));
  return id;
}
