import { formatRaNumber } from '@carga/domain';
import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

// One stop of a route as a list item: its number in the visiting order, the RA, who receives and where;
// under them what the screen adds (a warning), and on the right its actions or its figures.

export interface StopLike {
  nidra: number;
  snomdestinatario: string;
  sdireccion: string;
  snomcomuna: string;
}

export function StopItem({
  stop,
  index,
  below,
  right,
  py = 6,
}: {
  stop: StopLike;
  index: number;
  below?: ReactNode;
  right?: ReactNode;
  py?: number;
}) {
  return (
    <Box
      component="li"
      py={py}
      style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group align="flex-start" wrap="nowrap" gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} size="sm" w={24} ta="right" c="dimmed" aria-hidden style={{ flexShrink: 0 }}>
            {index + 1}.
          </Text>
          <Box style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">
              {`RA ${formatRaNumber(stop.nidra)}`}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {stop.snomdestinatario}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[stop.sdireccion, stop.snomcomuna].filter(Boolean).join(', ') || 'Sin dirección de entrega'}
            </Text>
            {below}
          </Box>
        </Group>
        {right}
      </Group>
    </Box>
  );
}
