import { messages } from '@carga/domain';
import { Box, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './DataList.module.css';
import { LoadError, Loading } from './LoadState.tsx';
import { Paginator } from './Paginator.tsx';
import { useIsMobile } from './useIsMobile.ts';

export const EMPTY_TEXT = messages.noData;

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Left out of the mobile card (for instance when the card's title already shows it). */
  hideInCard?: boolean;
  /** Keeps the cell on one line on desktop (codes, dates, figures). */
  nowrap?: boolean;
}

export interface DataListProps<T> {
  /** The accessible name of the table or the card list. */
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  /** A new page is on its way while the old one is still shown. */
  refreshing?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText?: string;
  /** Opening a row (a click anywhere on it, or Enter); the explicit control comes from `action`. */
  onOpen?: (row: T) => void;
  /** The row's button or link: last column on desktop, card footer on mobile. */
  action?: (row: T) => ReactNode;
  /** The mobile card's heading; the remaining columns follow as label and value. */
  cardTitle?: (row: T) => ReactNode;
  cardAside?: (row: T) => ReactNode;
  page?: number;
  totalPages?: number;
  onPageChange?: (page: number) => void;
}

/** A list of the spec's shape: a table on desktop, cards at ≤560 px, 'No hay datos', and the paginator. */
export function DataList<T>(props: DataListProps<T>) {
  const isMobile = useIsMobile();
  const { rows, loading, error, page, totalPages, onPageChange } = props;

  let body: ReactNode;
  if (error && !rows) body = <LoadError error={error} onRetry={props.onRetry} />;
  else if (loading && !rows) body = <Loading />;
  else if (!rows || rows.length === 0)
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {props.emptyText ?? EMPTY_TEXT}
      </Text>
    );
  else body = isMobile ? <Cards {...props} rows={rows} /> : <DesktopTable {...props} rows={rows} />;

  const showPaginator = page !== undefined && totalPages !== undefined && onPageChange && !(error && !rows);
  return (
    <Stack gap="md">
      <Box className={classes.body} data-refreshing={props.refreshing || undefined}>
        {body}
      </Box>
      {showPaginator && (
        <Paginator page={page} total={totalPages} onChange={onPageChange} disabled={props.refreshing} />
      )}
    </Stack>
  );
}

function DesktopTable<T>({ label, columns, rows, rowKey, onOpen, action }: DataListProps<T> & { rows: T[] }) {
  return (
    <Paper withBorder radius="md" className={classes.tablePaper}>
      <Table.ScrollContainer minWidth={640} type="native">
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} ta={column.align} className={classes.th}>
                  {column.header}
                </Table.Th>
              ))}
              {action && (
                <Table.Th ta="right" className={classes.actions}>
                  <span className={classes.visuallyHidden}>Acciones</span>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={rowKey(row)}
                className={onOpen ? classes.clickable : undefined}
                onClick={
                  onOpen
                    ? (event) => {
                        // A click on the row's own button or link is that control's business.
                        if ((event.target as HTMLElement).closest('a,button')) return;
                        onOpen(row);
                      }
                    : undefined
                }
              >
                {columns.map((column) => (
                  <Table.Td
                    key={column.key}
                    ta={column.align}
                    className={column.nowrap ? classes.nowrap : undefined}
                  >
                    {column.cell(row)}
                  </Table.Td>
                ))}
                {action && (
                  <Table.Td ta="right" className={`${classes.nowrap} ${classes.actions}`}>
                    {action(row)}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function Cards<T>({
  label,
  columns,
  rows,
  rowKey,
  onOpen,
  action,
  cardTitle,
  cardAside,
}: DataListProps<T> & { rows: T[] }) {
  const shown = columns.filter((column) => !column.hideInCard);
  return (
    <Stack gap="sm" role="list" aria-label={label}>
      {rows.map((row) => {
        const content = (
          <>
            {(cardTitle || cardAside) && (
              <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs" align="flex-start">
                <Text fw={700} className={classes.cardTitle}>
                  {cardTitle?.(row)}
                </Text>
                {cardAside && <div className={classes.cardAside}>{cardAside(row)}</div>}
              </Group>
            )}
            <SimpleGrid cols={2} spacing="sm" verticalSpacing={6}>
              {shown.map((column) => (
                <div key={column.key} className={classes.cardField}>
                  <Text size="xs" c="dimmed">
                    {column.header}
                  </Text>
                  <Text size="sm" component="div" className={classes.cardValue}>
                    {column.cell(row)}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </>
        );
        return (
          <Paper key={rowKey(row)} withBorder radius="md" p="sm" role="listitem" className={classes.card}>
            {onOpen ? (
              // The card opens on a tap; keyboards and screen readers use the card's own button or link.
              <Box className={classes.cardBody} onClick={() => onOpen(row)}>
                {content}
              </Box>
            ) : (
              content
            )}
            {action && (
              <Group justify="flex-end" mt="xs">
                {action(row)}
              </Group>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
