import { SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError, Loading } from './LoadState.tsx';

/**
 * A list shown as cards (operations, load lists…): the server's error with 'Reintentar', the spec's
 * loading text, its empty text, or the cards, one column at 390 px and up to three on a desktop.
 */
export function CardGrid<T>({
  rows,
  error,
  onRetry,
  empty,
  label,
  renderCard,
  cols = { base: 1, sm: 2, lg: 3 },
}: {
  rows: T[] | undefined;
  error: unknown;
  onRetry: () => void;
  empty: string;
  label: string;
  renderCard: (row: T) => ReactNode;
  /** Columns by viewport; a list beside a side panel takes fewer. */
  cols?: SimpleGridProps['cols'];
}) {
  if (error && !rows) return <LoadError error={error} onRetry={onRetry} />;
  if (!rows) return <Loading />;
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {empty}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={cols} spacing="md" aria-label={label}>
      {rows.map(renderCard)}
    </SimpleGrid>
  );
}
