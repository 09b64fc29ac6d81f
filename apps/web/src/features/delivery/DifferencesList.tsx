import type { RaDifference } from '@carga/domain';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { type Column, DataList, type DataListProps } from '../../ui/DataList.tsx';
import { formatDate, formatDateTime } from '../../ui/format.ts';
import { usePlaceLabel } from '../lookups/place-names.ts';

const figure = (key: keyof RaDifference, header: string, flagged = false): Column<RaDifference> => ({
  key,
  header,
  align: 'right',
  nowrap: true,
  cell: (row) => {
    const value = row[key] as number;
    return (
      <Text
        size="sm"
        fw={flagged && value > 0 ? 700 : undefined}
        c={flagged && value > 0 ? 'orange.8' : undefined}
      >
        {value.toLocaleString('es-CL')}
      </Text>
    );
  },
});

const raColumn: Column<RaDifference> = {
  key: 'nidra',
  header: 'RA',
  nowrap: true,
  hideInCard: true,
  cell: (row) => <Text fw={600}>{row.nidra}</Text>,
};

/** The day over its time: a one-line date and time made the table wider than the RA's detail at 1366 px. */
function ReceivedAt({ at }: { at: string | null }) {
  if (!at) return '—';
  return (
    <>
      <Text size="sm">{formatDate(at)}</Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(at).split(', ')[1]}
      </Text>
    </>
  );
}

// Short headers and wrapping cells, so that the nine columns fit the detail's width (issue 29).
const lineColumns = (place: (code: string) => string): Column<RaDifference>[] => [
  { key: 'lista', header: 'Lista', nowrap: true, cell: (row) => row.scodlistacarga },
  { key: 'tipo', header: 'Tipo', cell: (row) => row.sdestipobulto },
  figure('ncantidaddespachada', 'Despachados'),
  figure('ncantidadrecibida', 'Recibidos'),
  figure('ncantidadfaltante', 'Faltantes', true),
  figure('ncantidaddanada', 'Dañados', true),
  { key: 'motivo', header: 'Motivo', cell: (row) => row.smotivodiferencia || '—' },
  { key: 'bodega', header: 'Bodega', cell: (row) => place(row.scodbodegadestino) },
  { key: 'fecha', header: 'Recepción', nowrap: true, cell: (row) => <ReceivedAt at={row.dfhorecepcion} /> },
];

/**
 * Package lines that arrived short or damaged: a table on a desktop, cards at ≤560 px. With `withRa`
 * each row names its RA (the origin office's list); the RA's own detail leaves it out.
 */
export function DifferencesList({
  rows,
  withRa,
  ...rest
}: {
  rows: RaDifference[] | undefined;
  withRa?: boolean;
} & Partial<
  Pick<
    DataListProps<RaDifference>,
    | 'loading'
    | 'error'
    | 'onRetry'
    | 'onOpen'
    | 'action'
    | 'page'
    | 'totalPages'
    | 'onPageChange'
    | 'refreshing'
  >
>) {
  const place = usePlaceLabel();
  const columns = useMemo(() => lineColumns(place), [place]);
  return (
    <DataList
      label="Diferencias en destino"
      columns={withRa ? [raColumn, ...columns] : columns}
      rows={rows}
      rowKey={(row) => `${row.nidra}-${row.scodlistacarga}-${row.niditem}`}
      cardTitle={(row) => (withRa ? `RA ${row.nidra} · ${row.sdestipobulto}` : row.sdestipobulto)}
      {...rest}
    />
  );
}
