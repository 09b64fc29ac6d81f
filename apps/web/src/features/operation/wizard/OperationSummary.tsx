import type { OperationSummary as Summary } from '@carga/domain';
import { Paper, Text } from '@mantine/core';
import { formatClp, formatMeasure } from '../../../ui/format.ts';
import { InfoGrid, InfoItem } from '../../../ui/InfoGrid.tsx';

/** The operation's totals: measures with up to 5 decimals, money in CLP. */
export function OperationSummary({ summary }: { summary: Summary | undefined }) {
  return (
    <Paper withBorder radius="md" p="md" aria-label="Resumen de la operación">
      <Text fw={600} mb="sm">
        Resumen
      </Text>
      {summary ? (
        <InfoGrid wide>
          <InfoItem label="Total bultos">{formatMeasure(summary.totalBultos)}</InfoItem>
          <InfoItem label="Volumen m³">{formatMeasure(summary.totalVolumenM3)}</InfoItem>
          <InfoItem label="Peso kg">{formatMeasure(summary.totalPesoKg)}</InfoItem>
          <InfoItem label="Peso volumétrico">{formatMeasure(summary.totalPesoVolumetrico)}</InfoItem>
          <InfoItem label="Venta">{formatClp(summary.totalVenta)}</InfoItem>
          <InfoItem label="Costo">{formatClp(summary.totalCosto)}</InfoItem>
          <InfoItem label="Margen">{formatClp(summary.profit)}</InfoItem>
        </InfoGrid>
      ) : (
        <Text size="sm" c="dimmed">
          Sin información
        </Text>
      )}
    </Paper>
  );
}
