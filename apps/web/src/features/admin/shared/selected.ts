import { useCallback, useState } from 'react';

// The row a detail screen opens, kept in local storage like the spec's 'cliente-id' (spec 2 section 3):
// a reload keeps the screen on it, and logout (which clears local storage) forgets it.

export const SELECTED_KEYS = {
  user: 'usuario-id',
  office: 'oficina-id',
  storage: 'bodega-id',
  packageType: 'tipo-bulto-id',
} as const;

export type SelectedKey = (typeof SELECTED_KEYS)[keyof typeof SELECTED_KEYS];

export function selectRow(key: SelectedKey, id: string | number | null) {
  if (id === null) localStorage.removeItem(key);
  else localStorage.setItem(key, String(id));
}

/** The stored selection ('' when creating a new row) and a setter that stores it. */
export function useSelectedRow(key: SelectedKey) {
  const [value, setValue] = useState(() => localStorage.getItem(key) ?? '');
  const select = useCallback(
    (id: string | number) => {
      selectRow(key, id);
      setValue(String(id));
    },
    [key],
  );
  return [value, select] as const;
}
