// Spec 1 section 4, 'Detail actions': which of the detail's buttons show, by state and by who looks.
import { canTransition, RA_ACTION_TARGET, type RaAction, type RaState } from '@carga/domain';

/** Labels (PDF and ZPL, all units or one again): staff, once the RA is finished and while it is not closed. */
export const offersLabels = (state: string, staff: boolean) =>
  staff && state !== 'ENVIA' && state !== 'ANULA' && state !== 'ENCREA';

/**
 * Void and return only where the RA state machine allows the move and no unit is on a load list (the
 * server refuses both otherwise); labels need the RA finished and not closed; the receipt too.
 */
export function detailActions(
  state: string,
  { staff, canAct, onList }: { staff: boolean; canAct: boolean; onList: boolean },
) {
  const offers = (action: RaAction) =>
    staff && canAct && !onList && canTransition(state as RaState, RA_ACTION_TARGET[action]);
  return {
    voidRa: offers('ANULAR'),
    returnRa: offers('ENVIAROFI'),
    labels: offersLabels(state, staff),
    voucher: state !== 'ENCREA',
  };
}
