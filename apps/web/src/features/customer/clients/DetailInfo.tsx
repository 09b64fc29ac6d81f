import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The info panel of the configuration details: label and value rows (ID, counts, short name…). */
export function DetailInfo({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        Información
      </Title>
      <Stack gap={8}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" wrap="nowrap" gap="sm" role="group" aria-label={label}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm" fw={600} ta="right" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
