import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { ActionCard } from './ActionCard.tsx';

/** A card that leads to a screen: disabled cards stay visible but do nothing. */
export interface DashboardCard {
  title: string;
  description?: string;
  icon: Icon;
  to: string;
  disabled: boolean;
}

/** A grid of the dashboard's cards, as the screen table gives them. */
export function ActionCardGrid({ cards, cols }: { cards: DashboardCard[]; cols: SimpleGridProps['cols'] }) {
  return (
    <SimpleGrid cols={cols}>
      {cards.map((card) => (
        <ActionCard key={card.title} {...card} />
      ))}
    </SimpleGrid>
  );
}
