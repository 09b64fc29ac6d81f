import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type SelectedKey, useSelectedRow } from './selected.ts';

/**
 * An admin detail's row: the stored selection ('' for a new one), Cerrar back to its list, and after
 * a creation the new row selected with the notice the form opens with.
 */
export function useAdminDetail(key: SelectedKey, listPath: string) {
  const navigate = useNavigate();
  const [stored, select] = useSelectedRow(key);
  const [notice, setNotice] = useState<string | null>(null);
  return {
    stored,
    notice,
    close: () => navigate(listPath),
    created: (id: string | number, message: string) => {
      setNotice(message);
      select(id);
    },
  };
}
