import { LIMITS } from '../rules/limits.ts';
import { messages } from '../rules/messages.ts';
import { paymentCondition } from './billing.ts';
import { idFilter, optionalCode, pagedResponse, pageQuery, parameterOption, pathId } from './common.ts';
import { deliveryRecord } from './delivery.ts';
import { office as officeLookup, storage as storageLookup } from './lookups.ts';
import { raListItem } from './ra-list-item.ts';
import { attachmentSummary, packageLine } from './shipment-wizard.ts';
import * as z from './zod.ts';

// RA lists, detail, actions and statistics (spec 1 sections 2, 3, 4, 7).

/** Rows per page of every RA list. */
export const RA_PAGE_SIZE = 10;

const optionalDigits = z
  .string()
  .trim()
  .regex(/^\d{0,12}$/, messages.onlyNumbers)
  .optional();
/** A person filter: numeric text is a RUT, anything else a name (spec 1 section 2). */
const personFilter = z.string().trim().max(LIMITS.nameSearch).optional();

export const raListResponse = pagedResponse('raList', raListItem);
export type RaListResponse = z.infer<typeof raListResponse>;

export const imageCaptureQuery = z.object({
  codigoOficinaOrigen: optionalCode,
  idRA: idFilter,
  idRemitente: personFilter,
  idDestinatario: personFilter,
  Page: pageQuery,
});

export const receptionsQuery = z.object({
  codigoOrigen: optionalCode,
  idRA: idFilter,
  idRemitente: personFilter,
  idDestinatario: personFilter,
  codigoEstado: optionalCode,
  codigoBodegadestino: optionalCode,
  codigoTipoDocumento: optionalCode,
  idDocumento: optionalDigits,
  viaDespacho: optionalCode,
  /** 'S': only RAs without a price from a tariff (the warehouse dashboard's 'Sin tarifa' link, issue 12). */
  sinTarifa: z.enum(['S']).optional(),
  /** Only RAs of this payment condition (issue 33). */
  condicionPago: paymentCondition.optional(),
  Page: pageQuery,
});

// The filters name offices and warehouses without their sindactivo.
const office = officeLookup.omit({ sindactivo: true });
const storage = storageLookup.omit({ sindactivo: true });

export const receptionsFilters = z.object({
  oficinaList: z.array(office),
  bodegaList: z.array(storage),
  estadoList: z.array(parameterOption),
  tipoDocumentoList: z.array(parameterOption),
  medioEnvioList: z.array(parameterOption),
});
export type ReceptionsFilters = z.infer<typeof receptionsFilters>;

export const preparationSummaryRow = z.object({
  estado: z.string(),
  cantidad: z.number(),
  pesoKg: z.number(),
  volumenM3: z.number(),
});
export const preparationFilters = z.object({
  resumenList: z.array(preparationSummaryRow),
  bodegaList: z.array(storage),
  medioEnvioList: z.array(parameterOption),
});
export type PreparationFilters = z.infer<typeof preparationFilters>;

export const preparationQuery = z.object({
  codigoOficinaOrigen: optionalCode,
  codigoEstado: z.enum(['ENCREA', 'ENPREP']).optional(),
  viaDespacho: optionalCode,
  idRA: idFilter,
  Page: pageQuery,
});

export const RA_ACTIONS = ['ANULAR', 'ENVIAROFI'] as const;
export const raActionParams = z.object({
  id: pathId(messages.raNotFound),
  action: z.enum(RA_ACTIONS, { error: messages.invalidTransition }),
});
export const raActionResponse = z.object({
  nidra: z.number(),
  scodestado: z.string(),
  sdesestado: z.string(),
});

export const loadListLink = z.object({
  nidoperacion: z.number(),
  scodlistacarga: z.string(),
  snombreconductor: z.string().nullable(),
  spatentecamion: z.string().nullable(),
  spatenteacoplado: z.string().nullable(),
  spreftelefonoconductor: z.string().nullable(),
  nnumtelefonoconductor: z.string().nullable(),
});

export const raDetail = raListItem.extend({
  snomoficinaorigen: z.string(),
  srutfacturar: z.string().nullable(),
  sfacturar: z.string().nullable(),
  snomagente: z.string(),
  srutagente: z.string(),
  stiporecepcion: z.string(),
  smodalidadenvio: z.string(),
  sotraviadespacho: z.string(),
  sidtrackingext: z.string().nullable(),
  scodtipocarga: z.string().nullable(),
  sdestipocarga: z.string().nullable(),
  sdescripcioncarga: z.string(),
  scondicioncarga: z.string(),
  scondicionadicional: z.string(),
  scodestadocarga: z.string(),
  /** The cargo state's name ('Normal' for NORMAL): people read names (issue 29). */
  sdesestadocarga: z.string(),
});

/** A package line that arrived short or damaged at the destination: shown, never silently fixed. */
export const raDifference = z.object({
  nidra: z.number(),
  scodlistacarga: z.string(),
  niditem: z.number(),
  sdestipobulto: z.string(),
  ncantidaddespachada: z.number(),
  ncantidadrecibida: z.number(),
  ncantidadfaltante: z.number(),
  ncantidaddanada: z.number(),
  smotivodiferencia: z.string(),
  scodbodegadestino: z.string(),
  dfhorecepcion: z.string().nullable(),
});
export type RaDifference = z.infer<typeof raDifference>;

/** A load list that carried the RA and arrived with another seal than the one it left with (issue 14). */
export const sealIncident = z.object({
  scodlistacarga: z.string(),
  sselloseguridad: z.string().nullable(),
  ssellollegada: z.string(),
  dfhosellollegada: z.string(),
  scodbodegadestino: z.string(),
});
export type SealIncident = z.infer<typeof sealIncident>;

/** A repack recorded in step 3 (reempaque), with its type's description. */
export const raRepack = z.object({
  scodigo: z.string(),
  sdesreempaque: z.string(),
  ncantidad: z.number(),
});
export type RaRepack = z.infer<typeof raRepack>;

export const raDetailResponse = z.object({
  ra: raDetail,
  listaCargaList: z.array(loadListLink),
  diferenciaList: z.array(raDifference),
  /** Staff only: the RA's lists whose seal at the destination differed from the dispatched one. */
  incidenciaSelloList: z.array(sealIncident),
  entrega: deliveryRecord.nullable(),
  adjuntoList: z.array(attachmentSummary),
  bultoList: z.array(packageLine),
  /** The repacking of step 3; empty when the cargo needs none. */
  reempaqueList: z.array(raRepack),
  documentoList: z.array(
    z.object({
      niddocumento: z.number(),
      scodtipodocumento: z.string(),
      sdestipodocumento: z.string(),
      sidentificadordocumento: z.string(),
      dfecdocumento: z.string(),
      nvalordocumento: z.number().nullable(),
    }),
  ),
  resumenBultos: z.object({
    ntotalbultos: z.number(),
    nvolumentotalm3: z.number(),
    npesototalkg: z.number(),
    npesovolumetricototal: z.number(),
    ndensidadtotal: z.number(),
  }),
});
export type RaDetailResponse = z.infer<typeof raDetailResponse>;

export const raHistoryEntry = z.object({
  nidbitacora: z.number(),
  dfecha: z.string(),
  susuario: z.string(),
  snombreusuario: z.string(),
  saccion: z.string(),
  sdetalle: z.string(),
  sestadoanterior: z.string().nullable(),
  sestadonuevo: z.string().nullable(),
  // The same, for people: the action's label and the states' descriptions.
  sdesaccion: z.string(),
  sdesestadoanterior: z.string().nullable(),
  sdesestadonuevo: z.string().nullable(),
});
export type RaHistoryEntry = z.infer<typeof raHistoryEntry>;

export const customerListQuery = z.object({
  id: idFilter,
  codigoOficinaOrigen: optionalCode,
  codigoEstadoRa: optionalCode,
  codigoTipoDocumento: optionalCode,
  idDocumento: optionalDigits,
  /** Only RAs of this payment condition (issue 33). */
  condicionPago: paymentCondition.optional(),
  Page: pageQuery,
});
/** 'Mis cargas' rows also say when the cargo was delivered. */
export const customerListItem = raListItem.extend({ dfhoentrega: z.string().nullable() });
export type CustomerListItem = z.infer<typeof customerListItem>;
export const customerListResponse = pagedResponse('list', customerListItem);
export const customerFilters = z.object({
  oficinaList: z.array(office),
  estadoList: z.array(parameterOption),
  tipoDocumentoList: z.array(parameterOption),
});

export const mainStatistics = z.object({
  ingresosDelDia: z.number(),
  pendientesDeDespacho: z.number(),
  cargasEnTransito: z.number(),
  cargasPendientesDeEntrega: z.number(),
});
export const originStatistics = z.object({
  ingresosDelDia: z.number(),
  recepcionesPendientes: z.number(),
  /** RAs of the office that arrived at their destination short or damaged. */
  diferenciasEnDestino: z.number(),
  /** Lists carrying RAs of the office whose seal at the destination differed, in the last 30 days. */
  sellosDistintos: z.number(),
});
/** An RA of the office on a list whose seal differed at the destination (the origin dashboard). */
export const officeSealIncident = sealIncident.extend({ nidra: z.number() });
export type OfficeSealIncident = z.infer<typeof officeSealIncident>;
export const sealIncidentsResponse = pagedResponse('list', officeSealIncident);
export type SealIncidentsResponse = z.infer<typeof sealIncidentsResponse>;
/** The origin office's view of what arrived short or damaged (newest reception first). */
export const differencesQuery = z.object({ codigoOficinaOrigen: optionalCode, Page: pageQuery });
export const differencesResponse = pagedResponse('list', raDifference);
export type DifferencesResponse = z.infer<typeof differencesResponse>;
export const warehouseStatistics = z.object({
  npendientedespacho: z.number(),
  ningresoseneldia: z.number(),
  /** RAs waiting at the warehouse without a price from a tariff (issue 12). */
  nsintarifa: z.number(),
});
export const statisticsScopeQuery = z.object({ codigo: optionalCode });
