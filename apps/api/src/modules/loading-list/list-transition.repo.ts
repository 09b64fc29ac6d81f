import { canTransitionList, type LoadingListState, messages } from '@carga/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { loadingLists } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';

// Every move of a load list's state: closed with the truck, dispatched with the seal, received.

/** The 409 answered when a list cannot move to each state. */
const refused: Record<LoadingListState, string> = {
  ENCREA: messages.loadingListNotEditable,
  CERRADA: messages.loadingListCannotClose,
  DESPA: messages.loadingListNotDispatchable,
  RECEP: messages.loadingListNotReceivable,
};

/**
 * Moves a list from `from` to `to` with the columns the move writes (`set`): only if the list machine
 * allows it and the list is still in `from`, so a second press of the same button answers 409.
 */
export async function moveList(
  tx: Tx,
  list: { nidlistacarga: number },
  from: LoadingListState,
  to: LoadingListState,
  set: Partial<typeof loadingLists.$inferInsert> = {},
) {
  if (!canTransitionList(from, to)) throw conflict(refused[to]);
  const changed = await tx
    .update(loadingLists)
    .set({ ...set, scodestadolista: to })
    .where(and(eq(loadingLists.nidlistacarga, list.nidlistacarga), eq(loadingLists.scodestadolista, from)))
    .returning({ n: loadingLists.nidlistacarga });
  if (changed.length === 0) throw conflict(refused[to]);
}
