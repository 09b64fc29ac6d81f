import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { type Chart, exportable, useExport } from './api.ts';

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/**
 * A chart's table: scrolls sideways on a phone instead of squeezing its columns. `minWidth` for a narrow
 * table of two or three columns that fits a phone whole.
 */
export function FigureTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  minWidth = 560,
}: {
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  caption: string;
  minWidth?: number;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} maxHeight={320}>
      <Table striped highlightOnHover stickyHeader fz="sm" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header} ta={c.numeric ? 'right' : undefined}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={rowKey(row, i)}>
              {columns.map((c) => (
                <Table.Td key={c.header} ta={c.numeric ? 'right' : undefined}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One chart of 'Gestión': title, its own controls, the chart, its table, and 'Exportar' (when it has one). */
export function ChartCard({
  title,
  note,
  chart,
  query,
  state,
  empty,
  controls,
  children,
}: {
  title: string;
  note?: string;
  /** The API's name of the chart ('Ingresos'…), for the export; Reparto has none. */
  chart: Chart;
  query: Record<string, string | number>;
  state: { isLoading: boolean; error: unknown; refetch: () => unknown; isFetching: boolean };
  empty: boolean;
  controls?: ReactNode;
  children: ReactNode;
}) {
  const exporting = useExport(chart, query);
  return (
    <Card withBorder radius="md" padding="md" data-chart={chart} aria-busy={state.isFetching}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={3} size="h4">
              {title}
            </Title>
            {note && (
              <Text size="xs" c="dimmed">
                {note}
              </Text>
            )}
          </div>
          {exportable(chart) && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={16} />}
              loading={exporting.isPending}
              disabled={empty}
              onClick={() => exporting.mutate()}
            >
              Exportar
            </Button>
          )}
        </Group>
        {controls}
        {exporting.error && <LoadError error={exporting.error} title="No fue posible exportar" />}
        {state.isLoading ? (
          <Loading py="md" />
        ) : state.error ? (
          <LoadError error={state.error} onRetry={() => state.refetch()} />
        ) : empty ? (
          <Text c="dimmed" size="sm" py="md" ta="center">
            Sin datos para los filtros elegidos
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}
