import type { UnitsResponse } from '@carga/domain';
import type { Db } from '../../db/client.ts';
import type { Principal } from '../../plugins/auth.ts';
import { loadReadableRa } from '../shipment/ra-access.ts';
import { unitTrails } from './events.repo.ts';

/** Each unit of an RA with its trail: for staff on its route and for the customer whose cargo it is. */
export function createTrailService(db: Db) {
  return {
    async units(principal: Principal, nidra: number): Promise<UnitsResponse> {
      const ra = await loadReadableRa(db, principal, nidra);
      return { unidadList: await unitTrails(db, ra.nidra) };
    },
  };
}

export type TrailService = ReturnType<typeof createTrailService>;
