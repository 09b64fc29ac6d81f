import type { z } from '@carga/domain';
import { useFilterForm, useListParams } from './useListParams.ts';

type ListQuery = Record<string, string | number>;

/**
 * A filtered, paged list: filters and page from the address, the filter form on the API's query
 * schema, and the resource's list query on them. 'Buscar' on the filters already shown asks the
 * server again.
 */
export function useFilteredList<K extends string, R extends { refetch: () => unknown }>({
  keys,
  schema,
  defaults,
  fixed,
  useList,
}: {
  keys: readonly K[];
  schema: z.ZodType;
  defaults?: Partial<Record<K, string>>;
  /**
   * A place the query always carries (the header's current office or warehouse), by its query name;
   * no request is made while its code is '' (none chosen).
   */
  fixed?: { key: string; code: string };
  /** The resource's list hook (a module-level one, so that hooks keep their order). */
  useList: (query: ListQuery, enabled: boolean) => R;
}) {
  const list = useListParams(keys, defaults);
  const filters = useFilterForm(list, schema, () => result.refetch());
  const query: ListQuery = { ...list.values, Page: list.page };
  if (fixed) query[fixed.key] = fixed.code;
  const result = useList(query, fixed ? fixed.code !== '' : true);
  return { list, ...filters, result, query };
}
