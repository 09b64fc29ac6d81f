import { MENU_CODES, MENU_LABELS, type MenuCode } from '@carga/domain';
import { useRequiredSession } from '../../../api/session.ts';
import { useOffices, useStorages } from '../../lookups/api.ts';
import { placeLabel } from '../../shipment/origin-options.ts';
import { accessOptions } from './access-options.ts';

export interface Access {
  oficinas: string[];
  bodegas: string[];
  menus: string[];
}

const menuOrder = (code: string) => (MENU_CODES as readonly string[]).indexOf(code);

/**
 * What the signed-in user may grant (their own offices, warehouses and menus, menus in the menu's
 * order) plus what the edited user already holds, named for the selects.
 */
export function useAccessOptions(held: Access) {
  const session = useRequiredSession();
  const offices = useOffices();
  const storages = useStorages();
  return {
    oficinas: accessOptions(session.oficinas, held.oficinas, (code) => {
      const office = offices.data?.find((o) => o.scodoficina === code);
      return {
        label: office ? placeLabel(office.snomoficina, code) : code,
        inactive: office?.sindactivo === 'N',
      };
    }),
    bodegas: accessOptions(session.bodegas, held.bodegas, (code) => {
      const storage = storages.data?.find((s) => s.scodbodega === code);
      return {
        label: storage ? placeLabel(storage.snombodega, code) : code,
        inactive: storage?.sindactivo === 'N',
      };
    }),
    menus: accessOptions(
      [...session.menus].sort((a, b) => menuOrder(a) - menuOrder(b)),
      held.menus,
      (code) => ({ label: MENU_LABELS[code as MenuCode] ?? code }),
    ),
  };
}
