import { messages } from '@carga/domain';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { findPlace, officeTable, warehouseTable } from '../admin/places.repo.ts';
import { parameterExists } from '../lookups/parameters.repo.ts';

export async function assertParameter(
  tx: Tx,
  group: Parameters<typeof parameterExists>[1],
  code: string,
  field: string,
) {
  if (!(await parameterExists(tx, group, code))) throw badRequest(messages.unknownCode, field);
}

/**
 * The office or warehouse exists; a newly chosen one must also be active (one the RA already had may
 * stay after being retired, so an old RA can still be edited).
 */
export async function assertRow(
  tx: Tx,
  kind: 'office' | 'warehouse',
  code: string,
  field: string,
  current?: string | null,
) {
  const row = await findPlace(tx, kind === 'office' ? officeTable : warehouseTable, code);
  if (!row) throw badRequest(messages.unknownCode, field);
  if (row.active !== 'S' && code !== current) throw badRequest(messages.inactiveCode, field);
}
