import { Badge, CloseButton, Group } from '@mantine/core';

/** The 'Sin tarifa' filter of Consulta RA / Recepciones (issue 12): shown while on, removable. */
export function UnpricedChip({ onRemove }: { onRemove: () => void }) {
  return (
    <Group>
      <Badge
        color="red"
        variant="light"
        size="lg"
        tt="none"
        rightSection={
          <CloseButton
            size="xs"
            variant="transparent"
            aria-label="Quitar filtro sin tarifa"
            onClick={onRemove}
          />
        }
      >
        Sólo RAs sin tarifa por despachar
      </Badge>
    </Group>
  );
}
