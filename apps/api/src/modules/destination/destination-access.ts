import { messages } from '@carga/domain';
import { type Principal, worksAt } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import { findLoadingList } from '../loading-list/loading-list.repo.ts';

/** A list travelling to a warehouse the caller works at. */
export async function loadDestinationList(
  db: Db | Tx,
  principal: Principal,
  code: string,
  forUpdate = false,
) {
  const found = await findLoadingList(db, code, { forUpdate });
  if (!found) throw notFound(messages.loadingListNotFound);
  if (!worksAt(principal, found.operation.scodbodegadestino))
    throw forbidden(messages.loadingListNotForWarehouse);
  return found;
}
