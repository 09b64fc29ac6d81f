import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table cell of a name over its dimmed detail (a RUT, a code, a short name). */
export function TwoLineCell({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <div>
      <Text size="sm" lh={1.3}>
        {main}
      </Text>
      {sub !== undefined && (
        <Text size="xs" c="dimmed">
          {sub}
        </Text>
      )}
    </div>
  );
}
