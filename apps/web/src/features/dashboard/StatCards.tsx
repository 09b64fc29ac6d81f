import { SimpleGrid, Stack } from '@mantine/core';
import { Loading } from '../../ui/LoadState.tsx';
import { StatCard } from '../../ui/StatCard.tsx';

/** A dashboard's counters: one card a label, read from the statistics answer under its key. */
export function StatCards<T>({
  stats,
  items,
}: {
  stats: { data?: T; isLoading: boolean };
  items: Array<[label: string, key: keyof T, to?: string]>;
}) {
  return (
    <Stack gap="xs">
      {/* Skeletons alone read as an empty page for a moment: the spec's loading line says figures are coming. */}
      {stats.isLoading && <Loading py="xs" />}
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {items.map(([label, key, to]) => (
          <StatCard
            key={label}
            label={label}
            value={stats.data?.[key] as number | undefined}
            loading={stats.isLoading}
            to={to}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
