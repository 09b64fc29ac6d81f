import { messages } from '@carga/domain';
import type { SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardGrid } from '../../../ui/CardGrid.tsx';
import { Paginator } from '../../../ui/Paginator.tsx';

/** A list's RAs as cards, page by page (the load list's detail and 'Entrega de carga'). */
export function ListRaCards<R>({
  ras,
  page,
  onPage,
  cols,
  renderCard,
}: {
  ras: { data?: { list: R[]; totalPaginas: number }; error: unknown; refetch: () => unknown };
  page: number;
  onPage: (page: number) => void;
  cols?: SimpleGridProps['cols'];
  renderCard: (ra: R) => ReactNode;
}) {
  const rows = ras.data?.list;
  return (
    <>
      <CardGrid
        rows={rows}
        error={ras.error}
        onRetry={() => ras.refetch()}
        empty={messages.noRas}
        label="RAs de la lista"
        cols={cols}
        renderCard={renderCard}
      />
      {rows && rows.length > 0 && (
        <Paginator page={page} total={ras.data?.totalPaginas ?? 1} onChange={onPage} />
      )}
    </>
  );
}
