import { createContext, useContext } from 'react';
import type { Session } from '../../api/session.ts';
import type { DashboardCard } from '../../ui/ActionCardGrid.tsx';

/**
 * The dashboard's cards are made from the screen table and the menu's blocks (app/cards.ts); the shell hands
 * them down through this context, so the pages, which the screen table loads, do not import it back.
 */
export interface DashboardCards {
  /** Acciones de origen / de bodega: one card per entry of the block. */
  block: (label: 'Origen' | 'Bodega', session: Session) => DashboardCard[];
  /** The welcome page on a wide screen: one card per block that has a home. */
  welcome: (session: Session) => DashboardCard[];
  /** The welcome page on a phone: the screens used on the move. */
  phone: (session: Session) => DashboardCard[];
}

export const DashboardCardsContext = createContext<DashboardCards | null>(null);

export function useDashboardCards(): DashboardCards {
  const cards = useContext(DashboardCardsContext);
  if (!cards) throw new Error('useDashboardCards outside the shell');
  return cards;
}
