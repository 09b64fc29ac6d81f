import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card's label and value on one line ('—' when there is no value). */
export function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" component="div">
        {value === '' || value === null || value === undefined ? '—' : value}
      </Text>
    </Group>
  );
}
