import type {
  OperationDetailFilters,
  OperationFilters,
  OperationListResponse,
  OperationSaved,
} from '@carga/domain';
import {
  messages,
  needsFullLoadClient,
  normalizeRut,
  OPERATION_PAGE_SIZE,
  type operationForm,
  type operationListQuery,
  type z,
} from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import { findClientById } from '../../core/reference/clients.repo.ts';
import {
  parameterGroups as g,
  listParameters,
  parameterExists,
} from '../../core/reference/parameters.repo.ts';
import { findPlace, warehouseTable } from '../../core/reference/places.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { extend } from '../../db/row-mapper.ts';
import { badRequest, conflict } from '../../errors.ts';
import { listWarehouses } from '../lookups/lookups.repo.ts';
import { assertOriginWarehouse, loadOperation } from './access.ts';
import * as repo from './operations.repo.ts';

type OperationForm = z.output<typeof operationForm>;

/** Checks the form against the reference data and answers the values to store. */
async function operationValues(tx: Tx, principal: Principal, form: OperationForm) {
  assertOriginWarehouse(principal, form.scodbodegaorigen);
  const destination = await findPlace(tx, warehouseTable, form.scodbodegadestino);
  if (destination?.active !== 'S') {
    throw badRequest(messages.warehouseUnknown, 'scodbodegadestino');
  }
  if (!(await parameterExists(tx, g.via, form.scodigovia)))
    throw badRequest(messages.unknownCode, 'scodigovia');
  const equipment = await repo.findEquipment(tx, form.scodtipoequipo);
  if (!equipment) throw badRequest(messages.unknownCode, 'scodtipoequipo');
  if (equipment.via !== form.scodigovia) throw badRequest(messages.equipmentNotForVia, 'scodtipoequipo');
  if (!(await parameterExists(tx, g.modality, form.scodmodalidadenvio))) {
    throw badRequest(messages.unknownCode, 'scodmodalidadenvio');
  }
  let nidclientecargafull: number | null = null;
  let srutclientefull = '';
  if (needsFullLoadClient(form.scodmodalidadenvio)) {
    const client = await findClientById(tx, form.nidclientecargafull ?? 0);
    if (!client) throw badRequest(messages.clientNotFound, 'nidclientecargafull');
    if (form.srutclientefull && normalizeRut(form.srutclientefull) !== client.srutcliente) {
      throw badRequest(messages.clientRutMismatch, 'srutclientefull');
    }
    nidclientecargafull = client.nidcliente;
    srutclientefull = client.srutcliente;
  }
  return {
    sdescripcion: form.sdescripcion,
    scodbodegaorigen: form.scodbodegaorigen,
    scodbodegadestino: form.scodbodegadestino,
    scodigovia: form.scodigovia,
    scodtipoequipo: form.scodtipoequipo,
    scodmodalidadenvio: form.scodmodalidadenvio,
    nidclientecargafull,
    srutclientefull,
  };
}

/** Operaciones' filters (the list and its export): the origin warehouse asked for, or all of the caller's. */
export function operationFiltersOf(
  principal: Principal,
  q: Omit<z.output<typeof operationListQuery>, 'Page'>,
): repo.OperationFilters {
  if (q.codigoBodegaOrigen) assertOriginWarehouse(principal, q.codigoBodegaOrigen);
  return {
    originWarehouses: q.codigoBodegaOrigen ? [q.codigoBodegaOrigen] : principal.bodegas,
    nidoperacion: q.id ? Number(q.id) : undefined,
    destinationWarehouse: q.codigoBodegaDestino,
    via: q.codigoViaDespacho,
    state: q.estado || undefined,
  };
}

/**
 * The operations with their sale totals: the kept one, or, where it is not kept yet or a change is
 * pending, computed and kept if nobody holds the operation, else computed on the fly (`saleNow`; issue
 * 31: a reader never waits on a scan nor on another reader).
 */
export async function withSales<T extends { nidoperacion: number } & repo.StoredSale>(db: Db, list: T[]) {
  const pending = list.filter((item) => item.nventa === null || item.ventapendiente);
  // The pending ones together: one transaction and four statements for all of them (issue 31).
  const fresh = await repo.salesNow(
    db,
    pending.map((item) => item.nidoperacion),
  );
  return list.map((item) => {
    const { nventa, ventapendiente } = item;
    const nventaoperacion = nventa !== null && !ventapendiente ? nventa : (fresh.get(item.nidoperacion) ?? 0);
    return extend(item, { nventaoperacion }) as unknown as Omit<T, 'nventa' | 'ventapendiente'> & {
      nventaoperacion: number;
    };
  });
}

export function createOperationsService(db: Db) {
  return {
    /** The caller's operations: of the origin warehouse asked for (one of theirs), or of all of theirs. */
    async list(principal: Principal, q: z.output<typeof operationListQuery>): Promise<OperationListResponse> {
      const page = await repo.pageOperations(
        db,
        operationFiltersOf(principal, q),
        q.Page,
        OPERATION_PAGE_SIZE,
      );
      return { operacionList: await withSales(db, page.list), totalPaginas: page.totalPaginas };
    },

    async filters(principal: Principal, origin: string | undefined): Promise<OperationFilters> {
      if (origin) assertOriginWarehouse(principal, origin);
      const [bodegaList, medioEnvioList, estadoList] = await Promise.all([
        listWarehouses(db),
        listParameters(db, g.via),
        listParameters(db, g.operationState),
      ]);
      return { bodegaList: bodegaList.filter((w) => w.scodbodega !== origin), medioEnvioList, estadoList };
    },

    async detailFilters(): Promise<OperationDetailFilters> {
      const [tipoEquipoList, bodegaList, medioEnvioList, modalidadEnvioList] = await Promise.all([
        repo.listEquipment(db),
        listWarehouses(db),
        listParameters(db, g.via),
        listParameters(db, g.modality),
      ]);
      return { tipoEquipoList, bodegaList, medioEnvioList, modalidadEnvioList };
    },

    async create(principal: Principal, form: OperationForm): Promise<OperationSaved> {
      return db.transaction(async (tx) => {
        const values = await operationValues(tx, principal, form);
        const nidoperacion = await repo.insertOperation(tx, { ...values, nidusuario: principal.nidusuario });
        return { nidoperacion, sdesestado: 'ABIERTA' };
      });
    },

    /** Step 1 again: only an open operation, by staff of its origin warehouse (and of the new one). */
    async update(principal: Principal, nidoperacion: number, form: OperationForm): Promise<OperationSaved> {
      return db.transaction(async (tx) => {
        await loadOperation(tx, principal, nidoperacion, { forUpdate: true, open: true });
        const values = await operationValues(tx, principal, form);
        await repo.updateOperation(tx, nidoperacion, values);
        return { nidoperacion, sdesestado: 'ABIERTA' };
      });
    },

    async close(principal: Principal, nidoperacion: number): Promise<OperationSaved> {
      return db.transaction(async (tx) => {
        const operation = await loadOperation(tx, principal, nidoperacion, { forUpdate: true });
        if (operation.sestado !== 'ABIERTA') throw conflict(messages.operationAlreadyClosed);
        await repo.updateOperation(tx, nidoperacion, { sestado: 'CERRADA', dfhocierre: new Date() });
        return { nidoperacion, sdesestado: 'CERRADA' };
      });
    },
  };
}

export type OperationsService = ReturnType<typeof createOperationsService>;
