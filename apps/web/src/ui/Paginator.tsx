import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The lists' paginator (spec 1 section 2): first, previous, 'x de y', next, last. */
export function Paginator({
  page,
  total,
  onChange,
  disabled,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}) {
  const last = Math.max(1, total);
  const current = Math.min(Math.max(1, page), last);
  const button = (label: string, target: number, icon: ReactNode, off: boolean) => (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      disabled={disabled || off}
      onClick={() => onChange(target)}
    >
      {icon}
    </ActionIcon>
  );
  return (
    <Group gap="xs" justify="center" wrap="nowrap" role="navigation" aria-label="Paginación">
      {button('Primera página', 1, <IconChevronsLeft size={18} />, current <= 1)}
      {button('Página anterior', current - 1, <IconChevronLeft size={18} />, current <= 1)}
      <Text size="sm" miw={64} ta="center" aria-live="polite" data-testid="paginator-position">
        {current} de {last}
      </Text>
      {button('Página siguiente', current + 1, <IconChevronRight size={18} />, current >= last)}
      {button('Última página', last, <IconChevronsRight size={18} />, current >= last)}
    </Group>
  );
}
