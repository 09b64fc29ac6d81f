import { LIMITS } from '../rules/limits.ts';
import { messages } from '../rules/messages.ts';
import { rutError } from '../rules/rut.ts';
import { clpFromTyped, numberFromTyped } from '../rules/typed-input.ts';
import * as z from './zod.ts';

/** The one error body every failing call answers. */
export const errorResponse = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** A RUT in the spec's format whose módulo 11 check digit is right. */
export const rutSchema = z
  .string({ error: messages.rutFormat })
  .trim()
  .superRefine((value, ctx) => {
    const error = rutError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

/**
 * A text the user must give: absent or blank answers `message`; longer than `max`, `maxMessage` (Zod's
 * own message when none is given).
 */
export const requiredText = (message: string, max: number, maxMessage?: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxMessage);

/** A code the user must choose (office, warehouse, vía, modality…). */
export const requiredCode = (message: string, maxMessage?: string) =>
  requiredText(message, LIMITS.code, maxMessage);

/** A RUT the user must give: absent or blank answers `message`, then the RUT's own checks. */
export const requiredRut = (message: string = messages.rutRequired) =>
  z.string({ error: message }).trim().min(1, message).pipe(rutSchema);

export const digitsOnly = z.string().regex(/^\d*$/, messages.onlyNumbers);

/** Every id is a PostgreSQL integer: 1 to 2,147,483,647. */
const MAX_ID = LIMITS.maxInteger;

/**
 * An id in a path. One past the integer range names nothing that exists: it is refused here, before
 * the database, as not found (404, with the route's message); the error plugin reads the mark.
 */
export function pathId(message?: string, options: { zero?: boolean } = {}) {
  const id = z.coerce.number(message ? { error: message } : undefined).int(message);
  return (options.zero ? id.min(0, message) : id.positive(message))
    .refine((value) => value <= MAX_ID, { error: message ?? messages.notFound, params: { notFound: true } })
    .meta({ maximum: MAX_ID }); // the refinement's bound, for the OpenAPI document
}

/** An id in a body or a query: 0 when `zero` is allowed ('none'), refused with 400 past the range. */
export function bodyId(message?: string, options: { zero?: boolean } = {}) {
  const id = z.coerce.number(message ? { error: message } : undefined).int(message);
  return (options.zero ? id.min(0, message) : id.positive(message)).max(MAX_ID, message);
}

/** A flag of the spec: the letters S and N. */
export const flag = z.enum(['S', 'N']);

/** Page numbers start at 1 and, like ids, stay a PostgreSQL integer. */
export const pageQuery = z.coerce
  .number()
  .int()
  .min(1, messages.validation)
  .max(MAX_ID, messages.validation)
  .default(1);

export const parameterOption = z.object({ scodparametro01: z.string(), sdeslargo01: z.string() });
export type ParameterOption = z.infer<typeof parameterOption>;

/** How a number typed as text is read before it is checked (issue 29, numberFromTyped). */
function readTyped(clp = false) {
  return (value: unknown, ctx: z.RefinementCtx) => {
    if (typeof value !== 'string') return value;
    const text = clp ? clpFromTyped(value) : value;
    // Pesos have no decimals: '1,000' is never read as 1 nor guessed as 1000.
    if (clp && text.includes(',')) {
      ctx.addIssue({ code: 'custom', message: messages.wholeNumbersOnly });
      return value;
    }
    const typed = numberFromTyped(text);
    if (typed.kind === 'number') return typed.value;
    if (typed.kind === 'ambiguous') {
      ctx.addIssue({ code: 'custom', message: messages.ambiguousNumber(typed.thousands, typed.decimal) });
    }
    return value;
  };
}

/**
 * A whole number typed as digits ('Sólo se admiten números'): a number, or a string of digits
 * (a leading minus when negatives are allowed). A string is read as people type numbers (issue 29,
 * numberFromTyped): '12,5' is a number but not a whole one ('Sólo se admiten números enteros'), '12.500'
 * is refused as ambiguous, '1e3' and '' are no numbers.
 */
export function wholeNumber(options: {
  min?: number;
  max: number;
  negative?: boolean;
  minMessage?: string;
  maxMessage?: string;
  /** Whole pesos: '1.500' and '$1.250.000' are thousands (clpFromTyped), never ambiguous. */
  clp?: boolean;
}) {
  return z.preprocess(
    readTyped(options.clp),
    z
      .number({ error: messages.onlyNumbers })
      .int(messages.wholeNumbersOnly)
      .min(
        options.min ?? (options.negative ? -Number.MAX_SAFE_INTEGER : 0),
        options.minMessage ?? messages.onlyNumbers,
      )
      .max(options.max, options.maxMessage ?? messages.onlyNumbers),
  );
}

/** Whether `value` has no more than `decimals` decimals (a float's 12.35 × 100 is 1234.9999…). */
export function hasDecimalsAtMost(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * A quantity of 0 or more with up to `decimals` decimals (a package's kg and cm), read as people type
 * it: '12,5' and '12.5' are 12.5, '12.500' is ambiguous; more decimals than the column keeps are refused
 * rather than rounded, so what is stored is what was typed.
 */
export function decimalNumber(options: { max: number; decimals: number }) {
  return z.preprocess(
    readTyped(),
    z
      .number({ error: messages.onlyNumbers })
      .min(0, messages.onlyNumbers)
      .max(options.max, messages.onlyNumbers)
      .refine(
        (value) => hasDecimalsAtMost(value, options.decimals),
        messages.decimalsAtMost(options.decimals),
      ),
  );
}

/** An optional code filter of a list (office, warehouse, state, vía…). */
export const optionalCode = z.string().trim().max(LIMITS.code).optional();

/** A code filter of the warehouse screens, where '' and '0' mean 'any', as those screens send them. */
export const anyCodeFilter = z
  .string()
  .trim()
  .max(LIMITS.code)
  .optional()
  .transform((value) => (value && value !== '0' ? value : undefined));

/** The warehouse a warehouse screen works for: required, the caller's own. */
export const warehouseCode = z.string().trim().min(1, messages.validation).max(LIMITS.placeCode);

/** A load list's code in a path ('LC000123'). */
export const listCodeParam = z.string().trim().min(1).max(LIMITS.code);

/** The search boxes the load-list and Recibir screens share, besides the warehouse each works for. */
const listSearchFields = {
  codigoListaCarga: anyCodeFilter,
  codigoViaDespacho: anyCodeFilter,
  estado: anyCodeFilter,
  Page: pageQuery,
};

/**
 * The query of a warehouse's list screen (load lists, Recibir): the warehouse it works for (`own`), the
 * warehouse at the other end as a filter (`other`), and the shared search boxes.
 */
export function warehouseListQuery<Own extends string, Other extends string>(own: Own, other: Other) {
  const warehouses = { [own]: warehouseCode, [other]: anyCodeFilter } as Record<Own, typeof warehouseCode> &
    Record<Other, typeof anyCodeFilter>;
  return z.object({ ...warehouses, ...listSearchFields });
}

/** An id typed in a search box: digits only, few enough to stay within the integer an id is. */
export const idFilter = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{0,${LIMITS.idDigits}}$`), messages.onlyNumbers)
  .optional();

/** One page of a list: its rows under the key the spec gives them, and how many pages there are. */
export function pagedResponse<Key extends string, Row extends z.ZodType>(key: Key, row: Row) {
  const rows = { [key]: z.array(row) } as Record<Key, z.ZodArray<Row>>;
  return z.object({ ...rows, totalPaginas: z.number() });
}

/**
 * The 'resumen' of an operation, a load list and a dispatch (spec 2 section 3): the same seven figures.
 */
export const costSaleSummary = z.object({
  totalBultos: z.number(),
  totalVolumenM3: z.number(),
  totalPesoKg: z.number(),
  totalPesoVolumetrico: z.number(),
  totalVenta: z.number(),
  totalCosto: z.number(),
  profit: z.number(),
});

/**
 * A calendar day 'YYYY-MM-DD' that exists: an impossible one ('2026-02-30') rolls over in Date, so what does
 * not come back the same is refused with `message`.
 */
export const isoDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, message);
