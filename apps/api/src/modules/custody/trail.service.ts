import type { UnitsResponse } from '@carga/domain';
import { type Principal, worksAt } from '../../core/principal.ts';
import { unitTrails } from '../../core/ra/events.repo.ts';
import { loadReadableRa, routeOf } from '../../core/ra/ra-access.ts';
import type { Db } from '../../db/client.ts';

/** Each unit of an RA with its trail: for staff on its route and for the customer whose cargo it is. */
export function createTrailService(db: Db) {
  return {
    async units(principal: Principal, nidra: number): Promise<UnitsResponse> {
      const ra = await loadReadableRa(db, principal, nidra);
      const unidadList = await unitTrails(db, {
        nidra: ra.nidra,
        route: routeOf(ra),
        seesDevice: (place) => principal.rut === null && worksAt(principal, place),
      });
      if (principal.rut === null) return { unidadList };
      // A customer reads where, when and by which role (`srol`), not which staff member's account scanned
      // (nor from which device): the names are left out of the answer, not only hidden by the screen.
      return {
        unidadList: unidadList.map((unit) => ({
          ...unit,
          eventoList: unit.eventoList.map((event) => ({ ...event, susuario: '', sdispositivo: '' })),
        })),
      };
    },
  };
}

export type TrailService = ReturnType<typeof createTrailService>;
