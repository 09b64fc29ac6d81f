import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { ActionCard } from '../../ui/ActionCard.tsx';
import type { DashboardCard } from './cards.ts';

/** A grid of the dashboard's cards, as the screen table gives them. */
export function CardGrid({ cards, cols }: { cards: DashboardCard[]; cols: SimpleGridProps['cols'] }) {
  return (
    <SimpleGrid cols={cols}>
      {cards.map((card) => (
        <ActionCard key={card.title} {...card} />
      ))}
    </SimpleGrid>
  );
}
