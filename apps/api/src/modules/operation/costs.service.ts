import type { CostFilters, CostListResponse, SaleListResponse } from '@carga/domain';
import { chileToday, type costForm, LOADABLE_STATES, messages, type z } from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import { findClientById } from '../../core/reference/clients.repo.ts';
import {
  parameterGroups as g,
  listParameters,
  parameterExists,
} from '../../core/reference/parameters.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { loadOperation } from './access.ts';
import * as repo from './costs.repo.ts';
import type { OperationRow } from './operations.repo.ts';
import { computeSales } from './sales.ts';

type CostForm = z.output<typeof costForm>;

/**
 * An RA cost must name an RA the operation carries: one on its load lists; before any list exists,
 * an RA waiting at its origin warehouse for its destination.
 */
async function assertRaOfOperation(tx: Tx, operation: OperationRow, nidra: number) {
  const belongs = (await repo.countOperationLists(tx, operation.nidoperacion))
    ? await repo.isRaOnOperation(tx, operation.nidoperacion, nidra)
    : await repo.isRaOnRoute(
        tx,
        nidra,
        operation.scodbodegaorigen,
        operation.scodbodegadestino,
        LOADABLE_STATES,
      );
  if (!belongs) throw badRequest(messages.costRaNotInOperation, 'nidra');
}

async function costValues(tx: Tx, principal: Principal, operation: OperationRow, form: CostForm) {
  if (!(await parameterExists(tx, g.costType, form.scodtipocosto))) {
    throw badRequest(messages.unknownCode, 'scodtipocosto');
  }
  const nidproveedor = form.nidproveedor || null;
  if (nidproveedor && !(await findClientById(tx, nidproveedor))) {
    throw badRequest(messages.clientNotFound, 'nidproveedor');
  }
  const dfhofactura = form.dfhofactura ?? chileToday();
  if (dfhofactura > chileToday()) throw badRequest(messages.invoiceDateFuture, 'dfhofactura');
  const nidra = form.scodtipoasignacion === 'RA' ? form.nidra : null;
  if (nidra) await assertRaOfOperation(tx, operation, nidra);
  return {
    nidoperacion: operation.nidoperacion,
    scodtipocosto: form.scodtipocosto,
    nmontocosto: form.nmontocosto,
    nidproveedor,
    snumfactura: form.snumfactura,
    dfhofactura,
    scodtipoasignacion: form.scodtipoasignacion,
    nidra,
    sindinvolucraventa: form.sindinvolucraventa,
    nmontoventa: form.sindinvolucraventa === 'S' ? form.nmontoventa : null,
    nidusuario: principal.nidusuario,
  };
}

export function createCostsService(db: Db) {
  return {
    async list(principal: Principal, nidoperacion: number, withSummary: boolean): Promise<CostListResponse> {
      await loadOperation(db, principal, nidoperacion);
      if (!withSummary) return { costoList: await repo.listCosts(db, nidoperacion) };
      const { costoList, resumen } = await computeSales(db, nidoperacion);
      return { costoList, resumen };
    },

    async sales(principal: Principal, nidoperacion: number, withSummary: boolean): Promise<SaleListResponse> {
      await loadOperation(db, principal, nidoperacion);
      const { ventaList, resumen } = await computeSales(db, nidoperacion);
      return withSummary ? { ventaList, resumen } : { ventaList };
    },

    async filters(principal: Principal, nidoperacion: number): Promise<CostFilters> {
      await loadOperation(db, principal, nidoperacion);
      const [tipoCostoList, tipoAsignacionCostoList] = await Promise.all([
        listParameters(db, g.costType),
        listParameters(db, g.costAssignment),
      ]);
      return { tipoCostoList, tipoAsignacionCostoList };
    },

    async create(principal: Principal, form: CostForm) {
      return db.transaction(async (tx) => {
        const operation = await loadOperation(tx, principal, form.nidoperacion, {
          forUpdate: true,
          open: true,
        });
        const nidcosto = await repo.insertCost(tx, await costValues(tx, principal, operation, form));
        return { nidcosto, nidoperacion: operation.nidoperacion };
      });
    },

    async update(principal: Principal, nidcosto: number, form: CostForm) {
      return db.transaction(async (tx) => {
        const cost = await repo.findCost(tx, nidcosto);
        if (!cost || cost.nidoperacion !== form.nidoperacion) throw notFound(messages.costNotFound);
        const operation = await loadOperation(tx, principal, cost.nidoperacion, {
          forUpdate: true,
          open: true,
        });
        await repo.updateCost(tx, nidcosto, await costValues(tx, principal, operation, form));
        return { nidcosto, nidoperacion: operation.nidoperacion };
      });
    },

    async remove(principal: Principal, nidoperacion: number, nidcosto: number) {
      return db.transaction(async (tx) => {
        await loadOperation(tx, principal, nidoperacion, { forUpdate: true, open: true });
        const cost = await repo.findCost(tx, nidcosto);
        if (!cost || cost.nidoperacion !== nidoperacion) throw notFound(messages.costNotFound);
        await repo.deleteCost(tx, nidcosto);
        return { nidcosto, nidoperacion };
      });
    },
  };
}

export type CostsService = ReturnType<typeof createCostsService>;
