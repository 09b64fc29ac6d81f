import { SimpleGrid } from '@mantine/core';
import { StatCard } from '../../ui/StatCard.tsx';

/** A dashboard's counters: one card a label, read from the statistics answer under its key. */
export function StatCards<T>({
  stats,
  items,
}: {
  stats: { data?: T; isLoading: boolean };
  items: Array<[label: string, key: keyof T]>;
}) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      {items.map(([label, key]) => (
        <StatCard
          key={label}
          label={label}
          value={stats.data?.[key] as number | undefined}
          loading={stats.isLoading}
        />
      ))}
    </SimpleGrid>
  );
}
