import type { MenuCode } from '@carga/domain';
import { messages } from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { findOperation, type OperationRow } from './operations.repo.ts';

export const OPERATION_MENUS: MenuCode[] = ['BOD-OPERACION'];
export const operationAccess = { config: { access: { audience: 'staff' as const, menus: OPERATION_MENUS } } };

/** Operations belong to their origin warehouse: only its staff see and change them. */
export function assertOriginWarehouse(principal: Principal, code: string) {
  if (!principal.bodegas.includes(code)) throw forbidden(messages.operationWrongWarehouse);
}

export async function loadOperation(
  db: Db | Tx,
  principal: Principal,
  nidoperacion: number,
  options: { forUpdate?: boolean; open?: boolean } = {},
): Promise<OperationRow> {
  const operation = await findOperation(db, nidoperacion, options);
  if (!operation) throw notFound(messages.operationNotFound);
  assertOriginWarehouse(principal, operation.scodbodegaorigen);
  if (options.open && operation.sestado !== 'ABIERTA') throw conflict(messages.operationNotEditable);
  return operation;
}
