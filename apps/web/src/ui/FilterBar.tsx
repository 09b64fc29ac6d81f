import { Badge, Button, Collapse, Group, Paper, SimpleGrid } from '@mantine/core';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { useIsMobile } from './useIsMobile.ts';

/**
 * The filters above a list and its 'Buscar' button. The fields flow into as many columns as the
 * content area holds; at ≤560 px they fold behind a 'Filtros' button so the list stays in sight.
 */
export function FilterBar({
  children,
  onSubmit,
  onClear,
  activeCount = 0,
}: {
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClear?: () => void;
  /** How many filters hold a value: shown on the folded button. */
  activeCount?: number;
}) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);

  const form = (
    <form onSubmit={onSubmit} noValidate aria-label="Filtros de búsqueda">
      <SimpleGrid
        type="container"
        cols={{ base: 1, '440px': 2, '720px': 3, '980px': 4 }}
        spacing="sm"
        verticalSpacing="xs"
      >
        {children}
      </SimpleGrid>
      <Group justify="flex-end" mt="md" gap="sm">
        {onClear && (
          <Button variant="default" onClick={onClear}>
            Limpiar
          </Button>
        )}
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          Buscar
        </Button>
      </Group>
    </form>
  );

  if (!isMobile) {
    return (
      <Paper withBorder radius="md" p="md">
        {form}
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="sm">
      <Button
        variant="subtle"
        fullWidth
        leftSection={<IconFilter size={16} />}
        rightSection={
          activeCount > 0 ? (
            <Badge size="sm" circle>
              {activeCount}
            </Badge>
          ) : undefined
        }
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Ocultar filtros' : 'Filtros'}
      </Button>
      <Collapse in={open}>
        <div style={{ paddingTop: 'var(--mantine-spacing-sm)' }}>{form}</div>
      </Collapse>
    </Paper>
  );
}
