import { Badge } from '@mantine/core';

/** 'SI'/'NO' as the spec's lists show 'Vigente'. */
export function ActiveBadge({ value }: { value: string }) {
  const active = value === 'S';
  return (
    <Badge variant="light" color={active ? 'green' : 'gray'} radius="sm">
      {active ? 'SI' : 'NO'}
    </Badge>
  );
}

/** The list filter of the active flag: Todos, Sí, No. */
export const ACTIVE_FILTER_OPTIONS = [
  { value: '', label: 'Todos' },
  { value: 'S', label: 'Sí' },
  { value: 'N', label: 'No' },
];
