import { LIMITS } from '../rules/limits.ts';
import { messages } from '../rules/messages.ts';
import { isPlate, normalizePlate, type PlateKind } from '../rules/plates.ts';
import {
  bodyId,
  costSaleSummary,
  flag,
  listCodeParam,
  pagedResponse,
  pageQuery,
  parameterOption,
  pathId,
  requiredText,
  warehouseCode,
  warehouseListQuery,
} from './common.ts';
import { packageLine } from './shipment-wizard.ts';
import * as z from './zod.ts';

// Load lists (spec 2 sections 2, 3, 5 and 7). Field names are the spec's.

/** Rows per page of the load lists and of a list's RA cards. */
export const LOADING_LIST_PAGE_SIZE = 10;

/** A list code as users see it: 'LC' and the list's number, zero-padded to 6 digits. */
export const loadingListCode = (nidlistacarga: number) => `LC${String(nidlistacarga).padStart(6, '0')}`;

const id = pathId(messages.notFound);
const listCode = listCodeParam;

export const loadingListQuery = warehouseListQuery('codigoBodegaOrigen', 'codigoBodegaDestino');

export const loadingListItem = z.object({
  nidoperacion: z.number(),
  scodlistacarga: z.string(),
  scodbodegaorigen: z.string(),
  scodbodegadestino: z.string(),
  snombodegaorigen: z.string(),
  snombodegadestino: z.string(),
  scodviadespacho: z.string(),
  sdesviadespacho: z.string(),
  dfhocreacion: z.string(),
  scodestadolista: z.string(),
  sdesestadolista: z.string(),
  ncantidadra: z.number(),
  nvolumeningresadom3: z.number(),
});
export type LoadingListItem = z.infer<typeof loadingListItem>;

export const loadingListResponse = pagedResponse('loadingList', loadingListItem);
export type LoadingListResponse = z.infer<typeof loadingListResponse>;

export const warehouseOption = z.object({ scodbodega: z.string(), snombodega: z.string() });

export const loadingListFilters = z.object({
  bodegaList: z.array(warehouseOption),
  medioEnvioList: z.array(parameterOption),
  estadoList: z.array(parameterOption),
});
export type LoadingListFilters = z.infer<typeof loadingListFilters>;

export const availableOperationsQuery = z.object({ codigoBodegaOrigen: warehouseCode });

export const availableOperation = z.object({
  nidoperacion: z.number(),
  sdescripcion: z.string(),
  scodbodegadestino: z.string(),
  snombodegadestino: z.string(),
  sdestipoequipo: z.string(),
  sdesmodalidadenvio: z.string(),
  snombrecorto: z.string(),
});
export type AvailableOperation = z.infer<typeof availableOperation>;

export const createLoadingListRequest = z.object({
  nidoperacion: bodyId(messages.chooseOperation),
});

export const loadingListParams = z.object({ code: listCode });
export const loadingListRaParams = z.object({ code: listCode, ra: id });
export const loadingListRemoveParams = z.object({ code: listCode, operation: id, ra: id });

export const loadingListSummary = costSaleSummary;
export type LoadingListSummary = z.infer<typeof loadingListSummary>;

export const loadingListDetail = loadingListItem.extend({
  sdesbodegaorigen: z.string(),
  sdesbodegadestino: z.string(),
  sdescripcionoperacion: z.string(),
  sdestipoequipo: z.string(),
  sdesmodalidadenvio: z.string(),
  spatentecamion: z.string().nullable(),
  spatenteacoplado: z.string().nullable(),
  snombreconductor: z.string().nullable(),
  spreftelefonoconductor: z.string().nullable(),
  nnumtelefonoconductor: z.string().nullable(),
  dfhocierre: z.string().nullable(),
});
export type LoadingListDetail = z.infer<typeof loadingListDetail>;

export const loadingListDetailResponse = z.object({
  loadingListDetail,
  resumen: loadingListSummary,
});
export type LoadingListDetailResponse = z.infer<typeof loadingListDetailResponse>;

export const pageOnlyQuery = z.object({ Page: pageQuery });

export const loadingListRaCard = z.object({
  nidra: z.number(),
  snomremitente: z.string(),
  snomdestinatario: z.string(),
  sdescripcioncarga: z.string(),
  dfhoingreso: z.string(),
  /** Units of the RA on no list yet, and their weight and volume. */
  ncantidadbultosdispo: z.number(),
  npesodisponible: z.number(),
  nvolumendisponible: z.number(),
  /** Units of the RA on this list, and their weight and volume. */
  ncantidadingresada: z.number(),
  npesoingresado: z.number(),
  nvolumeningresado: z.number(),
  sobservaciones: z.string(),
  /** 'S' when the RA has no price from a tariff: the list marks it 'Sin tarifa'. */
  sindsintarifa: flag,
});
export type LoadingListRaCard = z.infer<typeof loadingListRaCard>;

export const loadingListRaResponse = pagedResponse('list', loadingListRaCard);
export type LoadingListRaResponse = z.infer<typeof loadingListRaResponse>;

export const availableRaQuery = z.object({
  operacionId: bodyId(messages.operationNotFound),
  raId: bodyId(undefined, { zero: true }).default(0),
  clienteId: bodyId(undefined, { zero: true }).default(0),
});

export const availableRa = z.object({
  nidra: z.number(),
  snomremitente: z.string(),
  snomdestinatario: z.string(),
  sdescripcioncarga: z.string(),
  dfhoingreso: z.string(),
  scodestado: z.string(),
  ncantidadbultos: z.number(),
  ncantidadbultosdispo: z.number(),
  npesodisponible: z.number(),
  nvolumendisponible: z.number(),
});
export type AvailableRa = z.infer<typeof availableRa>;
export const availableRaResponse = z.array(availableRa);

export const addRasRequest = z.object({
  operacionId: bodyId(messages.operationNotFound),
  raList: z.array(bodyId(messages.raNotFound)).min(1, messages.raListRequired).max(LIMITS.rasPerAddition),
});

export const raCommentRequest = z.object({
  sobservaciones: z.string().trim().max(LIMITS.sobservaciones, messages.observationTooLong),
});

/** A package line of an RA on a list: the RA's line (its type and units on the RA)… */
export const listPackageLine = packageLine.pick({
  niditem: true,
  scodtipobulto: true,
  sdestipobulto: true,
  ncantidadbultos: true,
});
/** …and the measures of one package of it, as the RA's line gives them. */
export const listPackageMeasures = packageLine.pick({
  npesobultokg: true,
  nlargocm: true,
  nanchocm: true,
  naltocm: true,
  nvolumenbultom3: true,
  npesovolumbulto: true,
});

export const listPackage = z.object({
  ...listPackageLine.shape,
  /** Units of the line on this list. */
  ncantidadingresada: z.number(),
  /** Units of the line on no list yet. */
  ncantidadbultosdispo: z.number(),
  ncantidadrecibida: z.number().nullable(),
  ...listPackageMeasures.shape,
});

/** Totals of the units on a list (load list and Recibir alike). */
export const listPackageTotals = z.object({
  ntotalbultos: z.number(),
  nvolumentotalm3: z.number(),
  ndensidadtotal: z.number(),
  npesovolumtotal: z.number(),
  npesototalkg: z.number(),
});

export const listPackagesResponse = listPackageTotals.extend({ bultoList: z.array(listPackage) });
export type ListPackagesResponse = z.infer<typeof listPackagesResponse>;

export const listPackagesUpdate = z
  .array(
    z.object({
      niditem: bodyId(messages.packageNotOnRa),
      ncantidadbultos: z.coerce
        .number({ error: messages.onlyNumbers })
        .int(messages.onlyNumbers)
        .min(0, messages.onlyNumbers)
        .max(LIMITS.packageUnits, messages.quantityOverAvailable),
    }),
  )
  .min(1, messages.validation);

const requiredDigits = (message: string, max: number, maxMessage: string) =>
  requiredText(message, max, maxMessage).regex(/^\d+$/, messages.onlyNumbers);

/** A plate as typed ('gh-kl-23'), kept as the product spells it ('GHKL23') when it has a Chilean format. */
const plate = (kind: PlateKind, required: string, format: string) =>
  z
    .string({ error: required })
    .transform(normalizePlate)
    .superRefine((value, ctx) => {
      if (isPlate(value, kind)) return;
      const message = !value ? required : value.length > LIMITS.plate ? messages.plateTooLong : format;
      ctx.addIssue({ code: 'custom', message });
    });

export const closeLoadingListRequest = z.object({
  spatentecamion: plate('truck', messages.truckPlateRequired, messages.truckPlateFormat),
  spatenteacoplado: plate('trailer', messages.trailerPlateRequired, messages.trailerPlateFormat),
  snombreconductor: requiredText(messages.driverNameRequired, LIMITS.personName, messages.nameTooLong),
  spreftelefonoconductor: requiredDigits(
    messages.phonePrefixRequired,
    LIMITS.phonePrefix,
    messages.phonePrefixTooLong,
  ),
  /** An n-field: a JSON number is taken as well as digits in a string, and stored as its digits. */
  nnumtelefonoconductor: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    requiredDigits(messages.mobileRequired, LIMITS.phoneNumber, messages.mobileTooLong),
  ),
  /** 'S' confirms closing a list that carries RAs without tariff (issue 12); without it such a close is a 409. */
  sconfirmasintarifa: flag.optional(),
  /** 'S' confirms closing a list that carries unpaid PAGADO RAs (issue 33); without it such a close is a 409. */
  sconfirmapendientepago: flag.optional(),
});
export type CloseLoadingListRequest = z.infer<typeof closeLoadingListRequest>;

export const loadingListStateResponse = z.object({
  scodlistacarga: z.string(),
  scodestadolista: z.string(),
});
