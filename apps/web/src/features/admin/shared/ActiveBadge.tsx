import { Badge } from '@mantine/core';

/** 'Sí'/'No' as the spec's lists show 'Vigente' ('SI/NO', with its accent: issue 29), in a badge's capitals. */
export function ActiveBadge({ value }: { value: string }) {
  const active = value === 'S';
  return (
    // Never cut to 'S…' on a phone's card: the badge keeps its whole width.
    <Badge variant="light" color={active ? 'green' : 'gray'} radius="sm" style={{ minWidth: 'max-content' }}>
      {active ? 'Sí' : 'No'}
    </Badge>
  );
}

/** The list filter of the active flag: Todos, Sí, No. */
export const ACTIVE_FILTER_OPTIONS = [
  { value: '', label: 'Todos' },
  { value: 'S', label: 'Sí' },
  { value: 'N', label: 'No' },
];
