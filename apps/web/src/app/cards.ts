import { canOpen } from '../api/access.ts';
import { isWarehouseCurrent, type Session } from '../api/session.ts';
import type { DashboardCards } from '../features/dashboard/dashboard-cards.ts';
import type { DashboardCard } from '../ui/ActionCardGrid.tsx';
import {
  blockEntries,
  blocksOf,
  customerBlocks,
  holdsAll,
  isBlockDisabled,
  type MenuBlock,
  staffBlocks,
} from './menu.ts';
import { type BlockLabel, type RoutedScreen, routedScreens, screenAt } from './screens/index.ts';

// The dashboard's cards, from the screen table and the menu's blocks: a card is disabled, not hidden,
// when the block is off for the current office or warehouse or the user lacks the screen's codes.

const blockNamed = (label: BlockLabel): MenuBlock => {
  const block = [...staffBlocks, ...customerBlocks].find((b) => b.label === label);
  if (!block) throw new Error(`No menu block ${label}`);
  return block;
};

const blockOfScreen = (screen: RoutedScreen): MenuBlock | undefined =>
  screen.menu ? blockNamed(screen.menu.block) : undefined;

/** Acciones de origen / de bodega: one card per entry of the block, with the entry's codes. */
export function blockCards(label: BlockLabel, session: Session): DashboardCard[] {
  const block = blockNamed(label);
  const off = isBlockDisabled(block, session);
  return blockEntries(label).flatMap(({ label: title, to, requires, screen }) => {
    const card = screen.menu?.card;
    if (!card || !to) return [];
    return [
      {
        title: card.title ?? title,
        icon: card.icon,
        to,
        disabled: off || !holdsAll(session, requires),
        ...(card.description && { description: card.description }),
      },
    ];
  });
}

/** The welcome page on a wide screen: one card per block that has a home, leading there. */
export function welcomeCards(session: Session): DashboardCard[] {
  return blocksOf(session).flatMap((block) => {
    if (!block.home) return [];
    const target = screenAt(block.home.to);
    return [
      {
        title: block.label,
        description: block.home.description,
        icon: block.icon,
        to: block.home.to,
        disabled: isBlockDisabled(block, session) || !canOpen(target.audience, session),
      },
    ];
  });
}

/** The welcome page on a phone: the screens used on the move, leading where the current place works. */
export function phoneCards(session: Session): DashboardCard[] {
  return routedScreens.flatMap((screen) => {
    const { phoneCard } = screen;
    if (!phoneCard) return [];
    if (phoneCard.via) {
      // A scan screen: only for who may scan there, leading to the list where the list is chosen.
      if (!canOpen(screen.audience, session)) return [];
      const list = screenAt(phoneCard.via.split('?')[0] ?? '');
      const block = blockOfScreen(list);
      return [
        {
          title: phoneCard.title,
          icon: phoneCard.icon,
          to: phoneCard.via,
          disabled: (block ? isBlockDisabled(block, session) : false) || !canOpen(list.audience, session),
        },
      ];
    }
    const target =
      phoneCard.atWarehouse && isWarehouseCurrent(session) ? screenAt(phoneCard.atWarehouse) : screen;
    const block = blockOfScreen(target);
    return [
      {
        title: phoneCard.title,
        icon: phoneCard.icon,
        to: target.path,
        disabled: (block ? isBlockDisabled(block, session) : false) || !canOpen(target.audience, session),
      },
    ];
  });
}

/** What the shell hands the dashboard's pages (features/dashboard/dashboard-cards.ts). */
export const dashboardCards: DashboardCards = { block: blockCards, welcome: welcomeCards, phone: phoneCards };
