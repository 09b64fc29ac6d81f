import type { z } from '@carga/domain';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { zodResolver } from './zod-resolver.ts';

const PAGE = 'Page';

/**
 * A list's filters and page kept in the address (ENGINEERING rule 6), under the API's own query names,
 * so a list can be linked, reloaded and left with the back button. A filter equal to its default is
 * left out of the address; one cleared on purpose stays as `name=` so the default does not return.
 */
export function useListParams<K extends string>(
  keys: readonly K[],
  defaults: Partial<Record<K, string>> = {},
) {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const defaultsKey = JSON.stringify(defaults);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address and the defaults' text are the inputs.
  const values = useMemo(() => {
    const read = {} as Record<K, string>;
    for (const key of keys) read[key] = params.has(key) ? (params.get(key) ?? '') : (defaults[key] ?? '');
    return read;
  }, [address, defaultsKey]);

  const page = Math.max(1, Number.parseInt(params.get(PAGE) ?? '1', 10) || 1);

  /** Goes to page 1 of these filters and answers the new address; null when it is the current one. */
  const search = (filters: Record<K, string>): string | null => {
    const out = new URLSearchParams();
    for (const key of keys) {
      const value = (filters[key] ?? '').trim();
      if (value !== (defaults[key] ?? '')) out.set(key, value);
    }
    const next = out.toString();
    if (next === address) return null;
    setParams(out);
    return next;
  };

  const setPage = (target: number) => {
    const out = new URLSearchParams(params);
    if (target > 1) out.set(PAGE, String(target));
    else out.delete(PAGE);
    setParams(out);
  };

  const initial = Object.fromEntries(keys.map((key) => [key, defaults[key] ?? ''])) as Record<K, string>;
  const activeCount = keys.filter((key) => values[key] !== '').length;
  return { values, initial, page, search, setPage, activeCount, address };
}

/**
 * The filter form of a list: starts from the address, validates with the API's query schema (so
 * 'Sólo se admiten números' is the contract's message) and follows the address when it changes.
 */
export function useFilterForm<K extends string>(
  list: ReturnType<typeof useListParams<K>>,
  schema: z.ZodType,
  /** 'Buscar' on the filters already shown asks the server again (the list may have changed). */
  onUnchanged?: () => void,
) {
  const form = useForm<Record<K, string>>({
    initialValues: list.values,
    validate: zodResolver(schema),
    validateInputOnBlur: true,
  });
  // The address this form wrote itself: the form already shows it, and may have been typed in since.
  const written = useRef<string | null>(null);
  // The defaults move with the current office (the header's selector), the address with links and 'back'.
  const defaultsKey = JSON.stringify(list.initial);
  const seenDefaults = useRef(defaultsKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the address and the defaults only.
  useEffect(() => {
    const defaultsMoved = seenDefaults.current !== defaultsKey;
    seenDefaults.current = defaultsKey;
    if (!defaultsMoved && list.address === written.current) return;
    form.setValues(list.values);
    form.clearErrors();
  }, [list.address, defaultsKey]);

  const apply = (values: Record<K, string>) => {
    const next = list.search(values);
    if (next === null) onUnchanged?.();
    else written.current = next;
  };
  const onSubmit = form.onSubmit(apply);
  /** 'Limpiar' goes back to the defaults (the current office, for instance), not to nothing. */
  const onClear = () => {
    form.setValues(list.initial);
    form.clearErrors();
    apply(list.initial);
  };
  /** A select's props: a cleared select is '' (no filter), never null. */
  const select = (key: K) => {
    const props = form.getInputProps(key);
    return { ...props, onChange: (value: string | null) => form.setFieldValue(key, (value ?? '') as never) };
  };
  /** The FilterBar's props: search, clear, and how many filters hold a value. */
  const bar = { onSubmit, onClear, activeCount: list.activeCount };
  return { form, onSubmit, onClear, select, bar };
}
