import { LIMITS } from '../rules/limits.ts';
import { messages } from '../rules/messages.ts';
import { OPERATION_STATES } from '../rules/ra-states.ts';
import {
  bodyId,
  costSaleSummary,
  flag,
  idFilter,
  optionalCode,
  pagedResponse,
  pageQuery,
  parameterOption,
  pathId,
  requiredCode,
  wholeNumber,
} from './common.ts';
import { storage } from './lookups.ts';
import * as z from './zod.ts';

// Warehouse operations with their costs and sales (spec 2 sections 2, 3, 4, 5 and 7). Field names are
// the spec's.

/** Operations per page, newest first. */
export const OPERATION_PAGE_SIZE = 10;
/** Modalities whose cargo is consolidated: no full-load client (spec 2 section 9). */
export const MODALITIES_WITHOUT_CLIENT = ['LCL', 'ESP'] as const;
export const needsFullLoadClient = (modality: string | null | undefined) =>
  !!modality && !(MODALITIES_WITHOUT_CLIENT as readonly string[]).includes(modality);

/** Largest cost or sale amount, whole CLP. */
export const MAX_OPERATION_AMOUNT = 99_999_999_999;

const amount = wholeNumber({
  max: MAX_OPERATION_AMOUNT,
  maxMessage: messages.operationAmountTooHigh,
  clp: true,
});

export const operationIdParams = z.object({ id: pathId(messages.operationNotFound) });
export const operationCostParams = z.object({
  operationId: pathId(messages.operationNotFound),
  costId: pathId(messages.costNotFound),
});
export const costIdParams = z.object({ id: pathId(messages.costNotFound) });

// ---- The list ---------------------------------------------------------------------------------------

export const operationListQuery = z.object({
  codigoBodegaOrigen: optionalCode,
  /** 'Código operación': digits only. */
  id: idFilter,
  codigoBodegaDestino: optionalCode,
  codigoViaDespacho: optionalCode,
  estado: z.union([z.enum(OPERATION_STATES), z.literal('')], { error: messages.validation }).optional(),
  Page: pageQuery,
});

export const operationItem = z.object({
  nidoperacion: z.number(),
  sdescripcion: z.string(),
  /** ABIERTA or CERRADA. */
  sdesestado: z.string(),
  /** The vía's description; `scodigovia` its code. */
  svia: z.string(),
  scodigovia: z.string(),
  nidusuario: z.number(),
  dfhocreacion: z.string(),
  /** The provider of the first cost, or ''. */
  snomproveedor: z.string(),
  scodtipoequipo: z.string(),
  sdesunidadtransportadora: z.string(),
  ncostooperacion: z.number(),
  nventaoperacion: z.number(),
  smodalidadenvio: z.string(),
  scodmodalidadenvio: z.string(),
  scodbodegaorigen: z.string(),
  scodbodegadestino: z.string(),
  snombodegadestino: z.string(),
  /** 0 when the operation has no full-load client. */
  nidclientecargafull: z.number(),
  srutclientecargafull: z.string(),
  srutclientefull: z.string(),
  snombrecorto: z.string(),
  totalRegistros: z.number(),
});
export type OperationItem = z.infer<typeof operationItem>;

export const operationListResponse = pagedResponse('operacionList', operationItem);
export type OperationListResponse = z.infer<typeof operationListResponse>;

export const operationFiltersQuery = z.object({ codigoBodegaOrigen: optionalCode });
export const operationFilters = z.object({
  bodegaList: z.array(storage),
  medioEnvioList: z.array(parameterOption),
  estadoList: z.array(parameterOption),
});
export type OperationFilters = z.infer<typeof operationFilters>;

export const equipmentOption = parameterOption.extend({
  /** The vía the equipment travels by. */
  scodparametro02: z.string(),
});
export type EquipmentOption = z.infer<typeof equipmentOption>;

export const operationDetailFilters = z.object({
  tipoEquipoList: z.array(equipmentOption),
  bodegaList: z.array(storage),
  medioEnvioList: z.array(parameterOption),
  modalidadEnvioList: z.array(parameterOption),
});
export type OperationDetailFilters = z.infer<typeof operationDetailFilters>;

// ---- Step 1: the operation ---------------------------------------------------------------------------

export const operationForm = z
  .object({
    sdescripcion: z
      .string({ error: messages.descriptionRequired })
      .trim()
      .max(LIMITS.operationDescription, messages.operationDescriptionTooLong)
      .default(''),
    scodbodegaorigen: requiredCode(messages.warehouseRequired, messages.unknownCode),
    scodbodegadestino: requiredCode(messages.warehouseRequired, messages.unknownCode),
    scodigovia: requiredCode(messages.viaRequired, messages.unknownCode),
    scodtipoequipo: requiredCode(messages.equipmentRequired, messages.unknownCode),
    scodmodalidadenvio: requiredCode(messages.modalityRequired, messages.unknownCode).default('LCL'),
    /** 0 or null when the modality has no full-load client. */
    nidclientecargafull: bodyId(undefined, { zero: true }).nullable().default(0),
    srutclientefull: z.string().trim().max(LIMITS.rut).default(''),
  })
  .superRefine((form, ctx) => {
    if (form.scodbodegaorigen && form.scodbodegaorigen === form.scodbodegadestino) {
      ctx.addIssue({ code: 'custom', path: ['scodbodegadestino'], message: messages.sameWarehouses });
    }
    if (needsFullLoadClient(form.scodmodalidadenvio) && !form.nidclientecargafull) {
      ctx.addIssue({
        code: 'custom',
        path: ['nidclientecargafull'],
        message: messages.fullLoadClientRequired,
      });
    }
  });
export type OperationForm = z.input<typeof operationForm>;

export const operationSaved = z.object({ nidoperacion: z.number(), sdesestado: z.string() });
export type OperationSaved = z.infer<typeof operationSaved>;

// ---- Costs -------------------------------------------------------------------------------------------

export const COST_ASSIGNMENTS = ['OPE', 'RA'] as const;

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.invoiceDateFormat)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), messages.invoiceDateFormat);

/**
 * A cost of the operation. The assignment arrives as `scodtipoasignacion` or as the spec's other name
 * `stipoasignacioncosto`; an RA assignment needs `nidra`, a cost that 'involucra venta' its sale amount.
 */
export const costForm = z
  .preprocess(
    (value) => {
      if (!value || typeof value !== 'object') return value;
      const body = value as Record<string, unknown>;
      return { ...body, scodtipoasignacion: body.scodtipoasignacion ?? body.stipoasignacioncosto };
    },
    z.object({
      nidoperacion: bodyId(messages.operationNotFound),
      scodtipocosto: requiredCode(messages.costTypeRequired, messages.unknownCode),
      nmontocosto: amount,
      nidproveedor: bodyId(undefined, { zero: true }).nullable().default(null),
      snumfactura: z
        .string()
        .trim()
        .regex(/^\d*$/, messages.onlyNumbers)
        .max(LIMITS.documentNumber, messages.invoiceNumberTooLong)
        .default(''),
      /** yyyy-MM-dd; today in Chile when empty. */
      dfhofactura: z.preprocess((v) => (v === '' || v === undefined ? null : v), isoDate.nullable()),
      scodtipoasignacion: z.enum(COST_ASSIGNMENTS, { error: messages.costAssignmentRequired }).default('OPE'),
      nidra: bodyId(undefined, { zero: true }).nullable().default(null),
      sindinvolucraventa: flag.default('N'),
      nmontoventa: z.preprocess((v) => (v === '' || v === undefined ? null : v), amount.nullable()),
    }),
  )
  .superRefine((form, ctx) => {
    if (form.scodtipoasignacion === 'RA' && !form.nidra) {
      ctx.addIssue({ code: 'custom', path: ['nidra'], message: messages.costRaRequired });
    }
    if (form.sindinvolucraventa === 'S' && form.nmontoventa === null) {
      ctx.addIssue({ code: 'custom', path: ['nmontoventa'], message: messages.saleAmountRequired });
    }
  });
export type CostForm = z.input<typeof costForm>;

export const costItem = z.object({
  nidcosto: z.number(),
  nidoperacion: z.number(),
  scodtipocosto: z.string(),
  sdestipocosto: z.string(),
  nmontocosto: z.number(),
  nidproveedor: z.number().nullable(),
  snomproveedor: z.string(),
  snumfactura: z.string(),
  dfhofactura: z.string().nullable(),
  scodtipoasignacion: z.string(),
  stipoasignacioncosto: z.string(),
  sdestipoasignacion: z.string(),
  nidra: z.number().nullable(),
  sindinvolucraventa: z.string(),
  nmontoventa: z.number().nullable(),
  nidusuario: z.number(),
});
export type CostItem = z.infer<typeof costItem>;

/** The operation's totals: cargo loaded on its lists, sales, costs and what is left. */
export const operationSummary = costSaleSummary;
export type OperationSummary = z.infer<typeof operationSummary>;

const summaryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', ''])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '');
export const summaryQuery = z.object({ getSummary: summaryFlag });

export const costListResponse = z.object({
  costoList: z.array(costItem),
  resumen: operationSummary.optional(),
});
export type CostListResponse = z.infer<typeof costListResponse>;

export const costFilters = z.object({
  tipoCostoList: z.array(parameterOption),
  tipoAsignacionCostoList: z.array(parameterOption),
});
export type CostFilters = z.infer<typeof costFilters>;

export const costSaved = z.object({ nidcosto: z.number(), nidoperacion: z.number() });

// ---- Sales -------------------------------------------------------------------------------------------

/** TARIFA: priced by its tariff; SINTARIFA: cargo without tariff; NOTARIFA: no tariff applies (see sdesmotivo). */
export const SALE_REASONS = ['TARIFA', 'SINTARIFA', 'NOTARIFA'] as const;

export const saleLine = z.object({
  nidra: z.number(),
  scodmotivo: z.enum(SALE_REASONS),
  /** Why the RA is not priced by tariff; '' when it is. */
  sdesmotivo: z.string(),
  ncantidadingresada: z.number(),
  npesoingresado: z.number(),
  nvolumeningresado: z.number(),
  snomdestinatario: z.string(),
  /** The tariff price plus the sales of the costs assigned to the RA. */
  nvalormovimiento: z.number(),
  nvalortarifa: z.number(),
  nventacostos: z.number(),
});
export type SaleLine = z.infer<typeof saleLine>;

export const saleListResponse = z.object({
  ventaList: z.array(saleLine),
  resumen: operationSummary.optional(),
});
export type SaleListResponse = z.infer<typeof saleListResponse>;
