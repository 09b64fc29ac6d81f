import type { MenuCode } from '@carga/domain';
import {
  type Icon,
  IconBuildingWarehouse,
  IconCash,
  IconChartBar,
  IconMapPin,
  IconPackages,
  IconSettings,
  IconTruck,
} from '@tabler/icons-react';
import { hasMenu, isCustomerSession, isWarehouseCurrent, type Session } from '../api/session.ts';
import { type BlockLabel, type Screen, screens } from './screens/index.ts';

export interface MenuEntry {
  label: string;
  /** Entries the spec lists without a screen have no route yet. */
  to?: string;
  /** Visible when the user holds all of these codes. */
  requires: MenuCode[];
  screen: Screen;
}

export interface MenuBlock {
  label: BlockLabel;
  icon: Icon;
  /** Codes that show the block even when they open no entry (spec 1 section 6). */
  alsoShownBy?: MenuCode[];
  disabled?: (session: Session) => boolean;
  /** The block's card on the welcome page (wide screens): where it leads and what it says. */
  home?: { to: string; description: string };
}

// Spec 1 sections 2 and 6: the side menu's blocks; their entries are the screen table's.
export const staffBlocks: MenuBlock[] = [
  {
    label: 'Origen',
    icon: IconPackages,
    disabled: (s) => isWarehouseCurrent(s),
    home: { to: '/dashboard/origen', description: 'Ingreso, captura, preparación y recepciones' },
  },
  {
    label: 'Bodega',
    icon: IconBuildingWarehouse,
    alsoShownBy: ['BOD-DESPACHO'],
    disabled: (s) => !isWarehouseCurrent(s),
    home: { to: '/dashboard/bodega', description: 'Operaciones, listas de carga, despacho y recepción' },
  },
  {
    label: 'Destino',
    icon: IconMapPin,
    // Delivery happens at the destination warehouse where the cargo is.
    disabled: (s) => !isWarehouseCurrent(s),
    home: { to: '/dashboard/entregar', description: 'Entrega de la carga al destinatario' },
  },
  // Issue 33: the cash desk, at any office or warehouse.
  { label: 'Finanzas', icon: IconCash },
  { label: 'Gestión', icon: IconChartBar },
  { label: 'Configuraciones', icon: IconSettings, alsoShownBy: ['CNF-BODEGAS'] },
];

export const customerBlocks: MenuBlock[] = [
  {
    label: 'Mis cargas',
    icon: IconTruck,
    home: { to: '/dashboard/cargas', description: 'Siga el estado de su carga' },
  },
];

/** The screens of a block that have a menu entry, in the table's order. */
export function blockEntries(label: BlockLabel): MenuEntry[] {
  return screens.flatMap((screen) => {
    const { menu } = screen;
    if (menu?.block !== label) return [];
    const to = menu.to ?? screen.path;
    return [{ label: menu.label, requires: menu.requires, screen, ...(to && { to }) }];
  });
}

export const blocksOf = (session: Session) => (isCustomerSession(session) ? customerBlocks : staffBlocks);

export const isBlockDisabled = (block: MenuBlock, session: Session) => block.disabled?.(session) ?? false;

export const holdsAll = (session: Session, codes: MenuCode[]) =>
  codes.every((code) => session.menus.includes(code));

export interface VisibleBlock extends MenuBlock {
  visibleEntries: MenuEntry[];
  isDisabled: boolean;
}

/** The blocks and entries this session may see, with the block's enable rule applied. */
export function visibleMenu(session: Session): VisibleBlock[] {
  return blocksOf(session)
    .map((block) => ({
      ...block,
      visibleEntries: blockEntries(block.label).filter((e) => holdsAll(session, e.requires)),
      isDisabled: isBlockDisabled(block, session),
    }))
    .filter(
      (block) =>
        block.visibleEntries.length > 0 || (block.alsoShownBy && hasMenu(session, ...block.alsoShownBy)),
    );
}
