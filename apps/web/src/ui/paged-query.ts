/** What a paged list's query holds that its screen shows: TanStack Query's result, narrowed. */
export interface PagedQuery<D extends { totalPaginas: number }> {
  data?: D | undefined;
  isLoading: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The list's page in the address (`useListParams`). */
export interface PageParams {
  page: number;
  setPage: (page: number) => void;
}

/**
 * A paged query as a list's props: the rows, the server's error with its retry, and the paginator on
 * the address's page with the server's page count.
 */
export function pagedQueryProps<D extends { totalPaginas: number }, T>(
  query: PagedQuery<D>,
  rows: (data: D) => T[],
  list: PageParams,
) {
  return {
    rows: query.data ? rows(query.data) : undefined,
    error: query.error,
    onRetry: () => {
      query.refetch();
    },
    page: list.page,
    totalPages: query.data?.totalPaginas,
    onPageChange: list.setPage,
  };
}

/** The same for a DataList, which also shows the first load and dims the old page while the next one comes. */
export function dataListQueryProps<D extends { totalPaginas: number }, T>(
  query: PagedQuery<D>,
  rows: (data: D) => T[],
  list: PageParams,
) {
  return {
    ...pagedQueryProps(query, rows, list),
    loading: query.isLoading,
    refreshing: query.isPlaceholderData,
  };
}
