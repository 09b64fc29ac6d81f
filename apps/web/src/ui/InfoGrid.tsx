import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and value pairs that flow into as many columns as the container allows. */
export function InfoGrid({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <SimpleGrid
      type="container"
      cols={wide ? { base: 1, '300px': 2, '700px': 3, '960px': 4 } : { base: 1, '360px': 2 }}
      spacing="md"
      verticalSpacing="sm"
    >
      {children}
    </SimpleGrid>
  );
}

export function InfoItem({
  label,
  children,
  fullRow,
}: {
  label: string;
  children: ReactNode;
  /** Takes a whole row of the grid (a long badge on a phone). */
  fullRow?: boolean;
}) {
  return (
    <Stack
      gap={2}
      role="group"
      aria-label={label}
      miw={0}
      style={fullRow ? { gridColumn: '1 / -1' } : undefined}
    >
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {typeof children === 'string' || typeof children === 'number' ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}
