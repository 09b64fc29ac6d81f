import { Badge, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatDate } from '../../ui/format.ts';
import { StateBadge } from '../../ui/StateBadge.tsx';

/** An RA's state in a list: 'Entregado' and the day once delivered, its own state before. */
export function DeliveredState({
  code,
  label,
  deliveredAt,
  size = 'md',
  align = 'flex-start',
}: {
  code: string;
  label: string;
  deliveredAt: string | null;
  size?: string;
  align?: 'flex-start' | 'flex-end';
}) {
  if (!deliveredAt) return <StateBadge code={code} label={label} size={size} />;
  return (
    <Stack gap={2} align={align}>
      <Badge
        color="green"
        variant="light"
        size={size}
        leftSection={<IconCircleCheck size={12} />}
        style={{ minWidth: 'max-content' }}
      >
        Entregado
      </Badge>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        el {formatDate(deliveredAt)}
      </Text>
    </Stack>
  );
}
