import type { ParameterOption } from '@carga/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { runPrepared, slot } from '../../db/prepared.ts';
import { parameters } from '../../db/schema.ts';
import { parameterGroups } from '../../db/seed/reference-data.ts';

export type ParameterGroup = (typeof parameterGroups)[keyof typeof parameterGroups];
export { parameterGroups };

/** A code's long description in its parameter group, or the code itself when the group has none. */
export const describeCode = (group: string, code: SQL | AnyPgColumn) =>
  sql<string>`coalesce((select ${parameters.sdeslargo01} from ${parameters} where ${parameters.sgrupo} = ${group} and ${parameters.scodparametro01} = ${code}), ${code})`;

/** `activeOnly` leaves out codes retired in the configuration (package types), for entering new data. */
export interface ParameterOptions {
  activeOnly?: boolean;
}

const activeCondition = (options: ParameterOptions) =>
  options.activeOnly ? eq(parameters.sindactivo, 'S') : undefined;

/** One code list of the screens, in its display order. */
export function listParameters(
  db: Db | Tx,
  sgrupo: ParameterGroup,
  options: ParameterOptions = {},
): Promise<ParameterOption[]> {
  return db
    .select({ scodparametro01: parameters.scodparametro01, sdeslargo01: parameters.sdeslargo01 })
    .from(parameters)
    .where(and(eq(parameters.sgrupo, sgrupo), activeCondition(options)))
    .orderBy(asc(parameters.norden));
}

export async function parameterExists(
  db: Db | Tx,
  sgrupo: ParameterGroup,
  code: string,
  options: ParameterOptions = {},
): Promise<boolean> {
  const [row] = await db
    .select({ code: parameters.scodparametro01 })
    .from(parameters)
    .where(
      and(eq(parameters.sgrupo, sgrupo), eq(parameters.scodparametro01, code), activeCondition(options)),
    );
  return !!row;
}

export async function parameterDescription(db: Db | Tx, sgrupo: ParameterGroup, code: string | null) {
  if (!code) return null;
  const [row] = await runPrepared(db, 'parametro', { sgrupo, code }, () =>
    db
      .select({ d: parameters.sdeslargo01 })
      .from(parameters)
      .where(and(eq(parameters.sgrupo, slot('sgrupo')), eq(parameters.scodparametro01, slot('code')))),
  );
  return row?.d ?? null;
}
