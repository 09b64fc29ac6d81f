import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';

/** A row's explicit control: opens the detail (the row itself opens it on a click too). */
export function OpenButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label="Ver detalle" withArrow>
      <ActionIcon variant="light" size="lg" aria-label={label} onClick={onClick}>
        <IconPencil size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
