import { Alert } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** A saved change, said under the form until the next edit. */
export function SavedNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="green" icon={<IconCheck size={18} />} role="status" mt="md">
      {message}
    </Alert>
  );
}
