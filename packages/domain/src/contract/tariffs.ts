import { chileToday } from '../rules/chile-time.ts';
import { LIMITS } from '../rules/limits.ts';
import { messages } from '../rules/messages.ts';
import {
  bodyId,
  flag,
  optionalCode,
  pagedResponse,
  pageQuery,
  parameterOption,
  pathId,
  requiredCode,
  wholeNumber,
} from './common.ts';
import { nameFilter, requiredRutField, rutFilter } from './customer.ts';
import { office } from './lookups.ts';
import * as z from './zod.ts';

// What the company charges each client per route (spec 2 section 3), and the versions of those values
// (issue 12). Field names are the spec's.

// ---- Tariffs ----------------------------------------------------------------------------------------

/** Highest value of a tariff amount, CLP. */
export const MAX_TARIFF_VALUE = 999_999_999;

const amount = wholeNumber({
  max: MAX_TARIFF_VALUE,
  maxMessage: messages.tariffValueTooHigh,
  clp: true,
}).default(0);

/** A percentage from 0 to 100 with up to 2 decimals; typed as '12,5' or '12.5'. */
export const percentSchema = z
  .preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      return /^\d{1,3}([.,]\d{1,2})?$/.test(text) ? Number(text.replace(',', '.')) : value;
    },
    z
      .number({ error: messages.percentFormat })
      .min(0, messages.percentFormat)
      .max(100, messages.percentFormat),
  )
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, messages.percentFormat)
  .default(0);

export const tariffListQuery = z.object({
  rut: rutFilter,
  nombre: nameFilter,
  /** Office codes: the screen's 'Oficina origen' and 'Oficina destino'. */
  codigoBodegaOrigen: optionalCode,
  codigoBodegaDestino: optionalCode,
  via: optionalCode,
  Page: pageQuery,
});

/** What identifies a tariff: client, offices, via, modality and cargo type. */
export const tariffKey = z.object({
  nidcliente: z.number(),
  scodoficinaorigen: z.string(),
  scodoficinadestino: z.string(),
  svia: z.string(),
  scodmodalidad: z.string(),
  scodtipocarga: z.string(),
});
export type TariffKey = z.infer<typeof tariffKey>;

export const tariffKeyParams = z.object({
  id: pathId(messages.clientNotFound),
  origin: z.string().max(LIMITS.placeCode),
  destination: z.string().max(LIMITS.placeCode),
  via: z.string().max(LIMITS.code),
  modality: z.string().max(LIMITS.code),
  cargoType: z.string().max(LIMITS.code),
});

export const tariffListItem = tariffKey.extend({
  srutcliente: z.string(),
  snombrecliente: z.string(),
  snombrecorto: z.string(),
  snomoficinaorigen: z.string(),
  snomoficinadestino: z.string(),
  sdesvia: z.string(),
  sdesmodalidad: z.string(),
  sdestipocarga: z.string(),
  sindvigente: z.string(),
});
export type TariffListItem = z.infer<typeof tariffListItem>;

export const tariffListResponse = pagedResponse('list', tariffListItem);
export type TariffListResponse = z.infer<typeof tariffListResponse>;

export const tariffFilters = z.object({
  oficinaList: z.array(office),
  viaList: z.array(parameterOption),
  modalidadEnvioList: z.array(parameterOption),
  /** Every cargo type but SINTARIFA, which has no tariff. */
  tipoCargaList: z.array(parameterOption),
});
export type TariffFilters = z.infer<typeof tariffFilters>;

export const tariffValues = {
  nvalortarifakg: amount,
  nvalortarifam3: amount,
  nvalorpesovolum: amount,
  nvalorcantidad: amount,
  nvalorcantinterno: amount,
  nporcentajeseguro: percentSchema,
  nporcentajecargaimo: percentSchema,
  ntarifaminima: amount,
};

const tariffFields = z.object({
  srutcliente: requiredRutField,
  scodoficinaorigen: requiredCode(messages.officeRequired),
  scodoficinadestino: requiredCode(messages.officeRequired),
  svia: requiredCode(messages.viaRequired),
  scodmodalidad: requiredCode(messages.modalityRequired),
  scodtipocarga: requiredCode(messages.tariffTypeRequired),
  ...tariffValues,
  sindvigente: flag.default('S'),
});

const sameOffices = (v: { scodoficinaorigen: string; scodoficinadestino: string }, ctx: z.RefinementCtx) => {
  if (v.scodoficinaorigen && v.scodoficinaorigen === v.scodoficinadestino) {
    ctx.addIssue({
      code: 'custom',
      path: ['scodoficinadestino'],
      message: messages.sameOfficeAndDestination,
    });
  }
};

/** The first day of a tariff version: yyyy-MM-dd, today or later in Chile. */
const validFromDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.validFromInvalid)
  .refine((day) => day >= chileToday(), messages.validFromPast);

/** POST /api/Customer/Tarifa: the whole tariff; srutcliente names the client. */
export const tariffForm = tariffFields.superRefine(sameOffices);
export type TariffForm = z.input<typeof tariffForm>;

/** PUT /api/Customer/Tarifa: the same plus nidcliente; the key finds the tariff and does not change. */
export const tariffUpdate = tariffFields
  .extend({
    nidcliente: bodyId(messages.clientNotFound),
    /** Changed values make a new version valid from this day (today when absent); never before today. */
    dvigenciadesde: validFromDay.optional(),
  })
  .superRefine(sameOffices);
export type TariffUpdate = z.input<typeof tariffUpdate>;

/** A tariff's eight values as stored and answered (numbers). */
const storedTariffValues = {
  nvalortarifakg: z.number(),
  nvalortarifam3: z.number(),
  nvalorpesovolum: z.number(),
  nvalorcantidad: z.number(),
  nvalorcantinterno: z.number(),
  nporcentajeseguro: z.number(),
  nporcentajecargaimo: z.number(),
  ntarifaminima: z.number(),
};

export const tariffDetail = tariffKey.extend({
  srutcliente: z.string(),
  snombrecliente: z.string(),
  snombrecorto: z.string(),
  ...storedTariffValues,
  sindvigente: z.string(),
  nidusuario: z.number(),
});
export type TariffDetail = z.infer<typeof tariffDetail>;

/** One version of a tariff's values, valid from a day until the next version's. */
export const tariffVersion = z.object({
  nidversion: z.number(),
  dvigenciadesde: z.string(),
  ...storedTariffValues,
  /** Who created it and when. */
  snombreusuario: z.string(),
  dfeccreacion: z.string(),
  /** 'S' for the version that applies today. */
  sindactual: flag,
});
export type TariffVersion = z.infer<typeof tariffVersion>;

/** The detail: the spec's tarifaClienteDto plus the versions, newest first (issue 12). */
export const tariffDetailResponse = z.object({
  tarifaClienteDto: tariffDetail,
  versionList: z.array(tariffVersion),
});
export type TariffDetailResponse = z.infer<typeof tariffDetailResponse>;

export const tariffCreated = z.object({ nidcliente: z.number(), snombrecorto: z.string() });
export type TariffCreated = z.infer<typeof tariffCreated>;
