import { messages, type stepOneForm, type z } from '@carga/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { offices, warehouses } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import { parameterExists } from '../lookups/parameters.repo.ts';

type StepOne = z.output<typeof stepOneForm>;

export async function assertParameter(
  tx: Tx,
  group: Parameters<typeof parameterExists>[1],
  code: string,
  field: string,
) {
  if (!(await parameterExists(tx, group, code))) throw badRequest(messages.unknownCode, field);
}

export async function assertRow(tx: Tx, kind: 'office' | 'warehouse', code: string, field: string) {
  const table = kind === 'office' ? offices : warehouses;
  const key = kind === 'office' ? offices.scodoficina : warehouses.scodbodega;
  const [row] = await tx.select({ key }).from(table).where(eq(key, code));
  if (!row) throw badRequest(messages.unknownCode, field);
}
