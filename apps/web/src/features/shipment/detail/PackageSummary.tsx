import type { RaDetailResponse } from '@carga/domain';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMeasure } from '../../../ui/format.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {children}
      </Text>
    </Group>
  );
}

/** The package summary of the detail's sidebar and of the image capture screen. */
export function PackageSummary({ summary }: { summary: RaDetailResponse['resumenBultos'] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        Resumen de bultos
      </Title>
      <Stack gap={8}>
        <Row label="Total bultos">{summary.ntotalbultos.toLocaleString('es-CL')}</Row>
        <Row label="Volumen total m³">{formatMeasure(summary.nvolumentotalm3)}</Row>
        <Row label="Peso total kg">{formatMeasure(summary.npesototalkg)}</Row>
        <Row label="Peso volumétrico total">{formatMeasure(summary.npesovolumetricototal)} kg</Row>
        <Row label="Densidad total">{formatMeasure(summary.ndensidadtotal)} kg/m³</Row>
      </Stack>
    </Paper>
  );
}
