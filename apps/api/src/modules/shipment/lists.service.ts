import type { PreparationFilters, ReceptionsFilters } from '@carga/domain';
import {
  type customerListQuery,
  IMAGE_CAPTURE_STATES,
  type imageCaptureQuery,
  isWarehouseCode,
  messages,
  PENDING_RECEPTION_STATES,
  type preparationQuery,
  type receptionsQuery,
  type z,
} from '@carga/domain';
import { type Principal, worksAt } from '../../core/principal.ts';
import { deliveriesOf } from '../../core/ra/delivery.repo.ts';
import { parameterGroups as g, listParameters } from '../../core/reference/parameters.repo.ts';
import type { Db } from '../../db/client.ts';
import { extend } from '../../db/row-mapper.ts';
import { forbidden } from '../../errors.ts';
import { listOffices, listWarehouses } from '../lookups/lookups.repo.ts';
import { pageRas, type RaFilters, summarizeByState } from './lists.repo.ts';

const staffScope = (p: Principal) => ({ offices: p.oficinas, warehouses: p.bodegas });

/** A code the caller asked to filter by must be one of theirs. */
function ownCode(principal: Principal, code: string | undefined) {
  if (code && !worksAt(principal, code)) throw forbidden(messages.officeNotAllowed);
  return code;
}

const raNumber = (text: string | undefined) => (text ? Number(text) : undefined);

type ListQuery<T extends z.ZodType> = Omit<z.output<T>, 'Page'>;

/** Recepciones' and Consulta RA's filters (the list and its export). */
export function receptionsRaFilters(principal: Principal, q: ListQuery<typeof receptionsQuery>): RaFilters {
  const origin = ownCode(principal, q.codigoOrigen);
  return {
    scope: staffScope(principal),
    originOffice: origin && !isWarehouseCode(origin) ? origin : undefined,
    originWarehouse: origin && isWarehouseCode(origin) ? origin : undefined,
    destinationWarehouse: q.codigoBodegadestino,
    states: q.codigoEstado ? [q.codigoEstado] : undefined,
    nidra: raNumber(q.idRA),
    sender: q.idRemitente,
    recipient: q.idDestinatario,
    documentType: q.codigoTipoDocumento,
    documentId: q.idDocumento,
    via: q.viaDespacho,
    unpriced: q.sinTarifa === 'S',
    paymentCondition: q.condicionPago,
  };
}

/** Preparación's filters: the office's RAs in creation or preparation. */
export function preparationRaFilters(principal: Principal, q: ListQuery<typeof preparationQuery>): RaFilters {
  return {
    scope: { offices: principal.oficinas, warehouses: [] },
    originOffice: ownCode(principal, q.codigoOficinaOrigen),
    states: q.codigoEstado ? [q.codigoEstado] : PENDING_RECEPTION_STATES,
    via: q.viaDespacho,
    nidra: raNumber(q.idRA),
  };
}

/** 'Mis cargas' filters: only RAs where the customer's RUT is the sender, the recipient or the billing party. */
export function customerRaFilters(principal: Principal, q: ListQuery<typeof customerListQuery>): RaFilters {
  if (!principal.rut) throw forbidden();
  return {
    customerRut: principal.rut,
    nidra: raNumber(q.id),
    originOffice: q.codigoOficinaOrigen,
    states: q.codigoEstadoRa ? [q.codigoEstadoRa] : undefined,
    documentType: q.codigoTipoDocumento,
    documentId: q.idDocumento,
    paymentCondition: q.condicionPago,
  };
}

export function createListsService(db: Db) {
  return {
    /** RAs still at origin whose cargo may be photographed. */
    imageCapture(principal: Principal, q: z.output<typeof imageCaptureQuery>) {
      const office = ownCode(principal, q.codigoOficinaOrigen);
      return pageRas(
        db,
        {
          scope: { offices: principal.oficinas, warehouses: [] },
          originOffice: office,
          states: IMAGE_CAPTURE_STATES,
          nidra: raNumber(q.idRA),
          sender: q.idRemitente,
          recipient: q.idDestinatario,
        },
        q.Page,
      );
    },

    async receptionsFilters(principal: Principal): Promise<ReceptionsFilters> {
      const [oficinaList, bodegaList, estadoList, tipoDocumentoList, medioEnvioList] = await Promise.all([
        listOffices(db),
        listWarehouses(db),
        listParameters(db, g.raState),
        listParameters(db, g.documentType),
        listParameters(db, g.via),
      ]);
      return {
        oficinaList: oficinaList.filter((o) => principal.oficinas.includes(o.scodoficina)),
        bodegaList,
        estadoList,
        tipoDocumentoList,
        medioEnvioList,
      };
    },

    /** Recepciones (offices) and Consulta RA (warehouses): every RA on the caller's offices and warehouses. */
    receptions(principal: Principal, q: z.output<typeof receptionsQuery>) {
      return pageRas(db, receptionsRaFilters(principal, q), q.Page);
    },

    async preparationFilters(principal: Principal, office: string | undefined): Promise<PreparationFilters> {
      const code = ownCode(principal, office);
      const [resumenList, bodegaList, medioEnvioList] = await Promise.all([
        summarizeByState(db, {
          scope: { offices: principal.oficinas, warehouses: [] },
          originOffice: code,
          states: PENDING_RECEPTION_STATES,
        }),
        listWarehouses(db),
        listParameters(db, g.via),
      ]);
      return { resumenList, bodegaList, medioEnvioList };
    },

    /** RAs of the office still in creation or preparation, to resume in the wizard. */
    preparation(principal: Principal, q: z.output<typeof preparationQuery>) {
      return pageRas(db, preparationRaFilters(principal, q), q.Page);
    },

    /** 'Mis cargas': only RAs where the customer's RUT is the sender, the recipient or the billing party. */
    async customerList(principal: Principal, q: z.output<typeof customerListQuery>) {
      const { raList, totalPaginas } = await pageRas(db, customerRaFilters(principal, q), q.Page);
      const delivered = await deliveriesOf(
        db,
        raList.filter((ra) => ra.scodestado === 'ENTRE').map((ra) => ra.nidra),
      );
      const list = raList.map((ra) =>
        extend(ra, { dfhoentrega: delivered.get(ra.nidra)?.dfhoentrega ?? null }),
      );
      return { list, totalPaginas };
    },

    async customerFilters() {
      const [oficinaList, estadoList, tipoDocumentoList] = await Promise.all([
        listOffices(db),
        listParameters(db, g.raState),
        listParameters(db, g.documentType),
      ]);
      return { oficinaList, estadoList, tipoDocumentoList };
    },
  };
}

export type ListsService = ReturnType<typeof createListsService>;
