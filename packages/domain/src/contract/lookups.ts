import * as z from './zod.ts';

/** Inactive offices and warehouses stay in the lookups (history names them), marked sindactivo N. */
export const office = z.object({
  scodoficina: z.string(),
  snomoficina: z.string(),
  sdireccion: z.string(),
  sindactivo: z.string(),
});
export type Office = z.infer<typeof office>;

export const storage = z.object({
  scodbodega: z.string(),
  snombodega: z.string(),
  sdireccion: z.string(),
  sindactivo: z.string(),
});
export type Storage = z.infer<typeof storage>;

export const region = z.object({ scodregion: z.string(), snomregion: z.string() });
export type Region = z.infer<typeof region>;

export const city = z.object({ scodciudad: z.string(), snomciudad: z.string(), scodregion: z.string() });
export type City = z.infer<typeof city>;

export const healthResponse = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
});

/** Liveness: the process answers (a balancer or orchestrator restarts it when it does not). */
export const liveResponse = z.object({ status: z.literal('ok') });

/** Readiness: migrated, the database answers and not shutting down (a balancer sends requests only then). */
export const readyResponse = healthResponse.extend({ state: z.enum(['starting', 'ready', 'stopping']) });
