import { Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { type Crumb, PageHeader } from '../../../ui/PageHeader.tsx';
import { SummaryPanel } from '../../../ui/SummaryPanel.tsx';

// The pieces the customer details (Cliente / Proveedor, Dirección, Tarifa) of spec 2 share.

type InfoRows = Array<[label: string, value: ReactNode]>;

/**
 * The header, the form on the left and the 'Información' panel beside it (under it on a phone); `below`
 * takes the whole width under both (a tariff's ten-column 'Versiones' did not fit beside the panel).
 */
export function CustomerDetailLayout({
  title,
  crumbs,
  info,
  children,
  below,
}: {
  title: string;
  crumbs: Crumb[];
  info: InfoRows;
  children: ReactNode;
  below?: ReactNode;
}) {
  return (
    <Stack gap="md">
      <PageHeader title={title} crumbs={crumbs} />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>{children}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SummaryPanel title="Información" rows={info} />
        </Grid.Col>
      </Grid>
      {below}
    </Stack>
  );
}

/** 'Cerrar': back to the list. */
export function CloseButton({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <Button variant="default" leftSection={<IconX size={16} />} onClick={() => navigate(to)}>
      Cerrar
    </Button>
  );
}

interface DetailQuery {
  error: unknown;
  data?: unknown;
  refetch: () => unknown;
}

/**
 * What a detail waits for (its combos, and its stored record when there is one; null for none):
 * the first failure, whether any answer is still missing, and 'Reintentar' for them all.
 */
export function detailQueries(...queries: Array<DetailQuery | null>) {
  const live = queries.filter((q): q is DetailQuery => q !== null);
  return {
    error: live.find((q) => q.error)?.error ?? null,
    missing: live.some((q) => !q.data),
    retry: () => {
      for (const q of live) q.refetch();
    },
  };
}

/** While the record loads: the spinner, or the failure with 'Reintentar' and 'Cerrar'. */
export function DetailPending({
  error,
  onRetry,
  closeTo,
}: {
  error: unknown;
  onRetry: () => void;
  closeTo: string;
}) {
  if (!error) return <Loading />;
  return (
    <Stack gap="md">
      <LoadError error={error} onRetry={onRetry} />
      <Group>
        <CloseButton to={closeTo} />
      </Group>
    </Stack>
  );
}

/** 'Cambios guardados' after an update, 'Cerrar' and the submit button (Crear or Actualizar). */
export function SaveButtons({
  saved,
  closeTo,
  label,
  pending,
  disabled,
  reason = null,
}: {
  saved: boolean;
  closeTo: string;
  label: string;
  pending: boolean;
  disabled: boolean;
  /** Why the save is disabled, shown beside it (issue 29). */
  reason?: string | null;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      {saved && (
        <Text size="sm" c="green" role="status">
          <IconCheck size={14} style={{ verticalAlign: 'middle' }} /> Cambios guardados
        </Text>
      )}
      <DisabledReason reason={disabled ? reason : null} ta="right" />
      <CloseButton to={closeTo} />
      <Button type="submit" loading={pending} disabled={disabled}>
        {label}
      </Button>
    </Group>
  );
}

interface StoredForm<V> {
  setValues: (values: V) => void;
  resetDirty: (values: V) => void;
}

/** 'Cambios guardados' shows after an update until the next change. */
export function useSavedFlag() {
  const [saved, setSaved] = useState(false);
  return {
    saved,
    /** For the form's onValuesChange. */
    clear: () => setSaved(false),
    /** What the server stored becomes the form's clean values. */
    show: <V,>(form: StoredForm<V>, stored: V) => {
      form.setValues(stored);
      form.resetDirty(stored);
      setSaved(true);
    },
  };
}
