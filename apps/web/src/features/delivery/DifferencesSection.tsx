import type { RaDifference } from '@carga/domain';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { DifferencesList } from './DifferencesList.tsx';

const units = (n: number, one: string, many: string) =>
  `${n.toLocaleString('es-CL')} ${n === 1 ? one : many}`;

/** The RA detail's flag: what arrived short or damaged at the destination, line by line. */
export function DifferencesSection({ rows }: { rows: RaDifference[] }) {
  if (rows.length === 0) return null;
  const missing = rows.reduce((sum, row) => sum + row.ncantidadfaltante, 0);
  const damaged = rows.reduce((sum, row) => sum + row.ncantidaddanada, 0);
  const summary = [
    missing > 0 && `${units(missing, 'bulto faltante', 'bultos faltantes')}`,
    damaged > 0 && `${units(damaged, 'bulto dañado', 'bultos dañados')}`,
  ]
    .filter(Boolean)
    .join(' y ');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title="Diferencias en destino"
      role="region"
      aria-label="Diferencias en destino"
      styles={{ body: { minWidth: 0 } }}
    >
      <Stack gap="sm">
        <Text size="sm">La carga llegó a destino con {summary || 'diferencias'}.</Text>
        <DifferencesList rows={rows} />
      </Stack>
    </Alert>
  );
}
