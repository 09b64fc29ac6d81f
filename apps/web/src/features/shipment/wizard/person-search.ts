import { rutFromTyped } from '@carga/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';

// The person search of spec 1 section 5 (sender, recipient, agent): 500 ms after the last key,
// only when the text changed since the last search; numeric text is a rut (also written with dots,
// '76.086.428-5'), anything else a name.

export const SEARCH_DEBOUNCE_MS = 500;

export interface PersonQuery {
  by: 'rut' | 'nombre';
  text: string;
}

/** Digits, optionally a hyphen and the check digit (K included), are searched as a rut. */
const RUT_LIKE = /^\d+(-[\dkK]?)?$/;
/** The same with the thousands dots people write ('76.086.428-5', '76.086'): searched without them. */
const DOTTED_RUT_LIKE = /^\d{1,3}(\.\d{1,3})+(-[\dkK]?)?$/;

export function toPersonQuery(value: string): PersonQuery | null {
  const text = value.trim();
  if (!text) return null;
  if (RUT_LIKE.test(text)) return { by: 'rut', text };
  if (DOTTED_RUT_LIKE.test(text)) return { by: 'rut', text: rutFromTyped(text) };
  return { by: 'nombre', text };
}

export interface SearchDebouncer {
  /** The user typed: (re)start the wait. */
  input(value: string): void;
  /** A value set by the program (a pick, a reset) counts as searched: retyping it asks nothing. */
  settle(value: string): void;
  cancel(): void;
}

export function createSearchDebouncer(
  onSearch: (value: string) => void,
  delayMs = SEARCH_DEBOUNCE_MS,
): SearchDebouncer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: string | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    input(value) {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        const text = value.trim();
        if (text === last) return;
        last = text;
        onSearch(text);
      }, delayMs);
    },
    settle(value) {
      cancel();
      last = value.trim();
    },
    cancel,
  };
}

export interface Match {
  rut: string;
  shortName: string;
  fullName: string;
}

const sameText = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), 'es', { sensitivity: 'base' }) === 0;

/** The single match that is exactly what was typed (rut, short name or full name), if any. */
export function exactMatch<T extends Match>(matches: readonly T[], query: PersonQuery): T | null {
  const [match, ...others] = matches;
  if (!match || others.length > 0) return null;
  if (query.by === 'rut') return sameText(match.rut, query.text) ? match : null;
  return sameText(match.shortName, query.text) || sameText(match.fullName, query.text) ? match : null;
}

/** The query the user's typing settles on, after the debounce. */
export function useDebouncedPersonQuery(rutOnly = false) {
  const [query, setQuery] = useState<PersonQuery | null>(null);
  const debouncer = useMemo(
    () =>
      createSearchDebouncer((text) => {
        const next = toPersonQuery(text);
        setQuery(next && rutOnly && next.by !== 'rut' ? null : next);
      }),
    [rutOnly],
  );
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  /** Forget the current search (after a pick). */
  const settle = useCallback(
    (value: string) => {
      debouncer.settle(value);
      setQuery(null);
    },
    [debouncer],
  );
  return { query, type: debouncer.input, settle };
}
