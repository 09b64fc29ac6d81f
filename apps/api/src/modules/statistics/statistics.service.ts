import {
  IN_TRANSIT_STATES,
  isWarehouseCode,
  messages,
  PENDING_DELIVERY_STATES,
  PENDING_DISPATCH_STATES,
  PENDING_RECEPTION_STATES,
} from '@carga/domain';
import { and, count, gte, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { receptions as r } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import { type Principal, worksAt } from '../../plugins/auth.ts';
import { countOfficeDifferenceRas, pageOfficeDifferences } from '../destination/arrival.repo.ts';

/** Midnight in Chile, whatever the server's time zone. */
const startOfChileDay = sql`(date_trunc('day', now() at time zone 'America/Santiago') at time zone 'America/Santiago')`;

async function countWhere(db: Db, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(r).where(where);
  return Number(row.n);
}

const inStates = (states: readonly string[]) =>
  states.length ? inArray(r.scodestado, [...states]) : sql`false`;

/** The codes a figure covers: the one asked for (if it is the caller's), or all of the caller's. */
function scopeCodes(principal: Principal, code: string | undefined) {
  if (code) {
    if (!worksAt(principal, code)) throw forbidden(messages.officeNotAllowed);
    return isWarehouseCode(code) ? { offices: [], warehouses: [code] } : { offices: [code], warehouses: [] };
  }
  return { offices: principal.oficinas, warehouses: principal.bodegas };
}

const anyOf = (column: AnyPgColumn, codes: string[]) => (codes.length ? inArray(column, codes) : undefined);

export function createStatisticsService(db: Db) {
  /** Cargo that entered today: received at an office, or arrived at an origin warehouse. */
  const enteredToday = (offices: string[], warehouses: string[]) =>
    or(
      offices.length
        ? and(
            inArray(r.scodoficinaorigen, offices),
            gte(r.dfecrecepcion, startOfChileDay),
            ne(r.scodestado, 'ANULA'),
          )
        : undefined,
      warehouses.length
        ? and(inArray(r.scodbodegaorigen, warehouses), gte(r.dfecingresobodega, startOfChileDay))
        : undefined,
    ) ?? sql`false`;

  return {
    async main(principal: Principal, code: string | undefined) {
      const { offices, warehouses } = scopeCodes(principal, code);
      const origin =
        or(anyOf(r.scodoficinaorigen, offices), anyOf(r.scodbodegaorigen, warehouses)) ?? sql`false`;
      const destination =
        or(anyOf(r.scodoficinadestino, offices), anyOf(r.scodbodegadestino, warehouses)) ?? sql`false`;
      const [ingresosDelDia, pendientesDeDespacho, cargasEnTransito, cargasPendientesDeEntrega] =
        await Promise.all([
          countWhere(db, enteredToday(offices, warehouses)),
          countWhere(db, and(origin, inStates(PENDING_DISPATCH_STATES))),
          countWhere(db, and(or(origin, destination), inStates(IN_TRANSIT_STATES))),
          countWhere(db, and(destination, inStates(PENDING_DELIVERY_STATES))),
        ]);
      return { ingresosDelDia, pendientesDeDespacho, cargasEnTransito, cargasPendientesDeEntrega };
    },

    async origin(principal: Principal, office: string | undefined) {
      const { offices } = scopeCodes(principal, office);
      const [ingresosDelDia, recepcionesPendientes, diferenciasEnDestino] = await Promise.all([
        countWhere(db, enteredToday(offices, [])),
        countWhere(
          db,
          and(anyOf(r.scodoficinaorigen, offices) ?? sql`false`, inStates(PENDING_RECEPTION_STATES)),
        ),
        countOfficeDifferenceRas(db, offices),
      ]);
      return { ingresosDelDia, recepcionesPendientes, diferenciasEnDestino };
    },

    /** What arrived short or damaged of the office's RAs: the origin learns of it, nothing is fixed silently. */
    async differences(principal: Principal, office: string | undefined, page: number) {
      const { offices } = scopeCodes(principal, office);
      return pageOfficeDifferences(db, offices, page);
    },

    async warehouse(principal: Principal, warehouse: string | undefined) {
      const { warehouses } = scopeCodes(principal, warehouse);
      const [npendientedespacho, ningresoseneldia] = await Promise.all([
        countWhere(
          db,
          and(anyOf(r.scodbodegaorigen, warehouses) ?? sql`false`, inStates(PENDING_DISPATCH_STATES)),
        ),
        countWhere(db, enteredToday([], warehouses)),
      ]);
      return { npendientedespacho, ningresoseneldia };
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
