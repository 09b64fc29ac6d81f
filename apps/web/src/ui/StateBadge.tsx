import { Badge } from '@mantine/core';

// A colour per RA state, so a list can be scanned; unknown states stay grey.
const COLORS: Record<string, string> = {
  ENCREA: 'gray',
  ENPREP: 'yellow',
  BORIG: 'blue',
  ENLIS: 'indigo',
  ENTRA: 'violet',
  BDEST: 'orange',
  ENTRE: 'green',
  ENVIA: 'teal',
  ANULA: 'red',
};

export function StateBadge({ code, label, size = 'md' }: { code: string; label: string; size?: string }) {
  return (
    // Never narrower than its text: a squeezed table cell cut 'EN BODEGA DE ORIGEN' to 'EN BODEGA DE O…'.
    <Badge
      color={COLORS[code] ?? 'gray'}
      variant="light"
      size={size}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {label}
    </Badge>
  );
}
