import type { MenuCode } from '@carga/domain';
import type { Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { RouteAudience } from '../../api/access.ts';

/** The side menu's blocks (spec 1 sections 2 and 6); 'Mis cargas' is the customers' only one. */
export type BlockLabel =
  | 'Origen'
  | 'Bodega'
  | 'Destino'
  | 'Finanzas'
  | 'Gestión'
  | 'Configuraciones'
  | 'Mis cargas';

/** A card on a dashboard page: its icon, and its texts when they are not the menu entry's. */
export interface Card {
  icon: Icon;
  title?: string;
  description?: string;
}

/** Where a screen shows in the side menu, in its block, in the order of the screen table. */
export interface MenuPlacement {
  block: BlockLabel;
  label: string;
  /** Visible when the user holds all of these codes. */
  requires: MenuCode[];
  /** Where the entry leads when not the screen itself (Nuevo Ingreso opens the wizard at its start). */
  to?: string;
  /** Its card on the block's dashboard page (Acciones de origen, Acciones de bodega). */
  card?: Card;
}

export interface RoutedScreen {
  /** The spec's route, absolute. */
  path: string;
  title: string;
  audience: RouteAudience;
  /** Loaded on the first visit, so the initial bundle holds no screen. */
  load: () => Promise<ComponentType>;
  menu?: MenuPlacement;
  /**
   * Its card on the welcome page of a phone; `atWarehouse` is where it leads while a warehouse is current.
   * `via` is for a screen that needs a list chosen first (scanning): the card leads to that list screen,
   * filtered to what can be scanned, and shows only to users who may open the screen itself.
   */
  phoneCard?: Required<Pick<Card, 'icon' | 'title'>> & { atWarehouse?: string; via?: string };
}

/** Listed by the spec's menu without a screen yet: the entry shows 'Próximamente' and opens nothing. */
export interface PlannedScreen {
  path?: undefined;
  title: string;
  menu: MenuPlacement & { to?: undefined; card?: undefined };
}

export type Screen = RoutedScreen | PlannedScreen;
