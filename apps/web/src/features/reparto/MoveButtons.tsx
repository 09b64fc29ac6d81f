import { ActionIcon } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

// 'Subir' / 'Bajar': a stop of a route (a delivery or a pickup) moved one place in the visiting order,
// each button named for the stop it moves ('Subir RA 12', 'Bajar Retiro N° 4').

export function MoveButtons({
  name,
  index,
  count,
  disabled = false,
  onMove,
}: {
  /** What the stop is called on its buttons' labels. */
  name: string;
  index: number;
  count: number;
  /** While a change is being saved. */
  disabled?: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <>
      <ActionIcon
        variant="default"
        aria-label={`Subir ${name}`}
        title="Subir"
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="default"
        aria-label={`Bajar ${name}`}
        title="Bajar"
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
    </>
  );
}
