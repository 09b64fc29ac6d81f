import { Alert } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';

/** A saved change, said under the form until the next edit. */
export function SavedNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="green" icon={<IconCheck size={18} />} role="status" mt="md">
      {message}
    </Alert>
  );
}

interface SavedForm<V> {
  setInitialValues: (values: V) => void;
  setValues: (values: V) => void;
}

/** The notice a detail shows: the one it opened with (after a creation), then each update's, until the next edit. */
export function useSavedNotice(initial: string | null) {
  const [saved, setSaved] = useState<string | null>(initial);
  return {
    saved,
    /** For the form's onValuesChange. */
    clear: () => setSaved(null),
    /** What the server stored becomes the form's values and its clean state. */
    show: <V,>(form: SavedForm<V>, stored: V) => {
      form.setInitialValues(stored);
      form.setValues(stored);
      setSaved('Los cambios han sido guardados');
    },
  };
}
