import { ActionIcon, Button, Grid, Group, Paper, Stack, Title, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ConfigHeader } from './ConfigHeader.tsx';

/**
 * A configuration detail in the style of spec 2's Cliente / Proveedor: the form, its Cerrar and
 * Crear/Actualizar buttons, and an information panel beside it (under it on a phone).
 */
export function DetailLayout({
  title,
  list,
  current,
  onClose,
  info,
  children,
}: {
  title: string;
  /** The list this detail belongs to, for the breadcrumb. */
  list: { label: string; to: string };
  /** The breadcrumb's last part: the row's code or name, or 'Nuevo…'. */
  current: string;
  onClose: () => void;
  info: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <ConfigHeader
        title={title}
        crumbs={[{ label: 'Configuración' }, list, { label: current }]}
        keepAsideBeside
        aside={
          <Tooltip label="Cerrar" withArrow>
            <ActionIcon variant="subtle" size="lg" aria-label="Cerrar detalle" onClick={onClose}>
              <IconX size={20} />
            </ActionIcon>
          </Tooltip>
        }
      />
      <Grid gutter="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p="md">
            {children}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-label="Información">
            <Title order={4} mb="sm">
              Información
            </Title>
            {info}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Cerrar, and Crear (new) or Actualizar (existing): disabled while the form is invalid, or unchanged once created. */
export function DetailButtons({
  isNew,
  valid,
  dirty,
  loading,
  onClose,
}: {
  isNew: boolean;
  valid: boolean;
  dirty: boolean;
  loading: boolean;
  onClose: () => void;
}) {
  const disabled = !valid || (!isNew && !dirty);
  return (
    <Group justify="flex-end" gap="sm" mt="lg" ml="auto">
      <Button variant="default" onClick={onClose}>
        Cerrar
      </Button>
      <Button type="submit" disabled={disabled} loading={loading}>
        {isNew ? 'Crear' : 'Actualizar'}
      </Button>
    </Group>
  );
}
