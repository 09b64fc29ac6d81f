import { messages } from '@carga/domain';
import type { ParameterGroup } from '../../core/reference/parameters.repo.ts';
import { badRequest } from '../../errors.ts';
import type { References } from './references.repo.ts';

export async function assertParameter(refs: References, group: ParameterGroup, code: string, field: string) {
  if (!(await refs.parameterExists(group, code))) throw badRequest(messages.unknownCode, field);
}

/**
 * The office or warehouse exists; a newly chosen one must also be active (one the RA already had may
 * stay after being retired, so an old RA can still be edited).
 */
export async function assertRow(
  refs: References,
  kind: 'office' | 'warehouse',
  code: string,
  field: string,
  current?: string | null,
) {
  const row = await refs.placeOf(kind, code);
  if (!row) throw badRequest(messages.unknownCode, field);
  if (row.active !== 'S' && code !== current) throw badRequest(messages.inactiveCode, field);
}
