import { CardGrid } from './CardGrid.tsx';
import { Paginator } from './Paginator.tsx';

type CardGridProps<T> = Parameters<typeof CardGrid<T>>[0];

/** A paged list shown as cards: the grid, and under it the paginator once there are cards. */
export function PagedCards<T>({
  page,
  totalPages,
  onPageChange,
  ...grid
}: CardGridProps<T> & {
  page: number;
  totalPages: number | undefined;
  onPageChange: (page: number) => void;
}) {
  return (
    <>
      <CardGrid {...grid} />
      {grid.rows && grid.rows.length > 0 && (
        <Paginator page={page} total={totalPages ?? 1} onChange={onPageChange} />
      )}
    </>
  );
}
