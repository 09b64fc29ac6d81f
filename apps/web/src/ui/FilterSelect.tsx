import { Select, type SelectProps } from '@mantine/core';

/** A list filter's select: 'Seleccione una opción' until one is chosen, and cleared it filters nothing. */
export function FilterSelect(props: SelectProps) {
  return <Select placeholder="Seleccione una opción" clearable {...props} />;
}
