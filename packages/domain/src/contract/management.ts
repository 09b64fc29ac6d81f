import { LIMITS } from '../rules/limits.ts';
import * as z from './zod.ts';

// 'Gestión' (menu GEST-BODEGA, issue 17): figures over a date range, an office or warehouse and a vía.

export const managementMessages = {
  fromInvalid: 'La fecha desde no es válida (AAAA-MM-DD)',
  toInvalid: 'La fecha hasta no es válida (AAAA-MM-DD)',
  rangeOrder: 'La fecha desde debe ser anterior o igual a la fecha hasta',
  rangeTooLong: 'El rango de fechas no puede superar 2 años',
  thresholdInvalid: 'El umbral debe ser un número entero de horas entre 1 y 10000',
  dailyTooLong: 'Por día, el rango no puede superar 92 días: elija por semana',
} as const;

/** The longest range shown per day; longer ones are shown per week (730 bars per office are not read). */
export const INTAKE_DAILY_MAX_DAYS = 92;

/** The longest range a chart covers: two years (731 days, a leap day included). */
export const MANAGEMENT_MAX_DAYS = 731;

/** The stages a lead time is measured to, from the RA's reception. */
export const LEAD_TIME_STAGES = ['DESPA', 'RECEP', 'ENTRE'] as const;
export type LeadTimeStage = (typeof LEAD_TIME_STAGES)[number];
/**
 * The grains the lead-time histograms are kept at (`gestion_plazo_periodo.sgrano`): month, quarter (trimestre)
 * and year (año). The database function that keeps them names these codes through placeholders (issue 31).
 */
export const LEAD_TIME_GRAINS = ['M', 'T', 'A'] as const;
export type LeadTimeGrain = (typeof LEAD_TIME_GRAINS)[number];

export const LEAD_TIME_STAGE_LABELS: Record<LeadTimeStage, string> = {
  DESPA: 'Recepción → despacho',
  RECEP: 'Recepción → llegada',
  ENTRE: 'Recepción → entrega',
};

const day = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      message,
    );

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

const rangeFields = {
  desde: day(managementMessages.fromInvalid),
  hasta: day(managementMessages.toInvalid),
  /** An office or warehouse of the caller's; none: all of theirs. */
  codigo: z.string().trim().max(LIMITS.code).optional(),
  codigoVia: z.string().trim().max(LIMITS.code).optional(),
};

function withRange<T extends z.ZodRawShape>(shape: T) {
  return z.object({ ...rangeFields, ...shape }).superRefine((q, ctx) => {
    const { desde, hasta } = q as { desde: string; hasta: string };
    const days = daysBetween(desde, hasta);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['hasta'], message: managementMessages.rangeOrder });
    else if (days >= MANAGEMENT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: managementMessages.rangeTooLong });
  });
}

export const managementQuery = withRange({});
export type ManagementQuery = z.output<typeof managementQuery>;

export const intakeQuery = withRange({ agrupar: z.enum(['dia', 'semana']).optional() }).superRefine(
  (q, ctx) => {
    if (q.agrupar === 'dia' && daysBetween(q.desde, q.hasta) >= INTAKE_DAILY_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['agrupar'], message: managementMessages.dailyTooLong });
  },
);
export type IntakeQuery = z.output<typeof intakeQuery>;

/** Per day up to INTAKE_DAILY_MAX_DAYS days, per week beyond, unless asked. */
export const intakeGrain = (q: { desde: string; hasta: string; agrupar?: 'dia' | 'semana' | undefined }) =>
  q.agrupar ?? (daysBetween(q.desde, q.hasta) < INTAKE_DAILY_MAX_DAYS ? 'dia' : 'semana');

export const leadTimeQuery = withRange({
  etapa: z.enum(LEAD_TIME_STAGES).default('ENTRE'),
  umbralHoras: z.coerce
    .number({ error: managementMessages.thresholdInvalid })
    .int(managementMessages.thresholdInvalid)
    .min(1, managementMessages.thresholdInvalid)
    .max(10_000, managementMessages.thresholdInvalid)
    .default(72),
});
export type LeadTimeQuery = z.output<typeof leadTimeQuery>;

export const intakeRow = z.object({
  /** The day, or the Monday of the week (YYYY-MM-DD). */
  periodo: z.string(),
  scodoficina: z.string(),
  ncantidadra: z.number(),
  ncantidadbultos: z.number(),
  npesokg: z.number(),
  nvolumenm3: z.number(),
});
export const intakeResponse = z.object({ agrupar: z.enum(['dia', 'semana']), filas: z.array(intakeRow) });
export type IntakeResponse = z.infer<typeof intakeResponse>;

const saleFigures = { nventa: z.number(), ncosto: z.number(), nmargen: z.number() };
/** The operations Ventas lists on screen: those of the largest sale (the export lists them all). */
export const SALES_LISTED_OPERATIONS = 100;

export const salesResponse = z.object({
  meses: z.array(z.object({ mes: z.string(), noperaciones: z.number(), ...saleFigures })),
  /** The operations of the range, largest sale first: at most SALES_LISTED_OPERATIONS (all in the export). */
  operaciones: z.array(
    z.object({
      nidoperacion: z.number(),
      sdescripcion: z.string(),
      scodbodegaorigen: z.string(),
      scodbodegadestino: z.string(),
      scodigovia: z.string(),
      dfhocreacion: z.string(),
      ...saleFigures,
    }),
  ),
});
export type SalesResponse = z.infer<typeof salesResponse>;

const route = { scodoficinaorigen: z.string(), scodoficinadestino: z.string() };
export const leadTimeResponse = z.object({
  rutas: z.array(
    z.object({ ...route, setapa: z.string(), ncantidad: z.number(), nmediana: z.number(), np90: z.number() }),
  ),
  /** The RAs of the stage asked for over the threshold, longest first (at most 100). */
  sobreUmbral: z.array(
    z.object({
      nidra: z.number(),
      ...route,
      setapa: z.string(),
      nhoras: z.number(),
      dfecrecepcion: z.string(),
    }),
  ),
});
export type LeadTimeResponse = z.infer<typeof leadTimeResponse>;

export const differencesByRouteResponse = z.object({
  filas: z.array(
    z.object({
      mes: z.string(),
      ...route,
      nmovidas: z.number(),
      nfaltantes: z.number(),
      ndanadas: z.number(),
      /** Missing and damaged units per 100 units moved. */
      ntasafaltantes: z.number(),
      ntasadanadas: z.number(),
    }),
  ),
});
export type DifferencesByRouteResponse = z.infer<typeof differencesByRouteResponse>;

export const pendingResponse = z.object({
  bodegas: z.array(z.object({ scodbodega: z.string(), nesperando: z.number(), nsintarifa: z.number() })),
  /** The ten RAs waiting longest in each warehouse (since they entered it). */
  masAntiguos: z.array(
    z.object({
      scodbodega: z.string(),
      nidra: z.number(),
      scodestado: z.string(),
      /** The state's name (issue 29: people read names). */
      sdesestado: z.string(),
      dfecingresobodega: z.string().nullable(),
      ndias: z.number(),
      ssintarifa: z.enum(['S', 'N']),
    }),
  ),
});
export type PendingResponse = z.infer<typeof pendingResponse>;
