import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { todayIso } from '../../ui/format.ts';
import { LoadError } from '../../ui/LoadState.tsx';
import { useDownloadSalesBook } from './sending-api.ts';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** This month and the 23 before it, newest first: { value: '2026-11', label: 'noviembre de 2026' }. */
export function recentPeriods(today: string, count = 24) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    const y = Math.floor(index / 12);
    const m = index % 12;
    return { value: `${y}-${String(m + 1).padStart(2, '0')}`, label: `${MONTHS[m]} de ${y}` };
  });
}

/** 'Libro de ventas': the documents of a month, per type with totals, as an xlsx. */
export function SalesBookCard() {
  const periods = useMemo(() => recentPeriods(todayIso()), []);
  const [periodo, setPeriodo] = useState(periods[0]!.value);
  const download = useDownloadSalesBook();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h4" mb="sm">
        Libro de ventas
      </Title>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Los documentos emitidos en el mes, con sus montos y estado en el SII, y el resumen por tipo (las
          notas de crédito restan).
        </Text>
        <Group align="end" gap="sm">
          <Select
            label="Período"
            data={periods}
            value={periodo}
            onChange={(value) => value && setPeriodo(value)}
            allowDeselect={false}
            w={220}
          />
          <Button
            leftSection={<IconDownload size={16} />}
            variant="light"
            loading={download.isPending}
            onClick={() => download.mutate(periodo)}
          >
            Descargar libro
          </Button>
        </Group>
        {download.error && <LoadError error={download.error} title="No fue posible descargar el libro" />}
      </Stack>
    </Paper>
  );
}
