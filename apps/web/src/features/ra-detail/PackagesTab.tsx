import { formatMeasures, MEASURES_LABEL, type PackageLine } from '@carga/domain';
import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { formatMeasure } from '../../ui/format.ts';
import { InfoItem } from '../../ui/InfoGrid.tsx';

/** The 'Bultos' tab: one card per package line, read only (no delete in the detail). */
export function PackagesTab({ packages }: { packages: PackageLine[] }) {
  if (packages.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No hay bultos registrados
      </Text>
    );
  }
  return (
    <SimpleGrid type="container" cols={{ base: 1, '620px': 2 }} spacing="sm">
      {packages.map((line) => (
        <Paper
          key={line.niditem}
          withBorder
          radius="md"
          p="sm"
          role="group"
          aria-label={`Bulto ${line.niditem}`}
        >
          <Group justify="space-between" wrap="nowrap" mb="xs">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <IconPackage size={20} color="var(--mantine-color-blue-6)" style={{ flexShrink: 0 }} />
              <Text fw={600} truncate>
                {line.sdestipobulto}
              </Text>
            </Group>
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {line.ncantidadbultos} {line.ncantidadbultos === 1 ? 'unidad' : 'unidades'}
            </Badge>
          </Group>
          <SimpleGrid cols={2} spacing="sm" verticalSpacing={6}>
            <InfoItem label={MEASURES_LABEL}>
              {formatMeasures(line.nlargocm, line.nanchocm, line.naltocm)}
            </InfoItem>
            <InfoItem label="Peso unitario">{`${formatMeasure(line.npesobultokg)} kg`}</InfoItem>
            <InfoItem label="Volumen total">{`${formatMeasure(line.nvolumentotalm3)} m³`}</InfoItem>
            <InfoItem label="Peso total">{`${formatMeasure(line.npesototalkg)} kg`}</InfoItem>
            <InfoItem label="Peso volumétrico">{`${formatMeasure(line.npesovolumtotal)} kg`}</InfoItem>
            <InfoItem label="Densidad">{`${formatMeasure(line.ndensidadtotal)} kg/m³`}</InfoItem>
          </SimpleGrid>
          {line.sreferencia && (
            <Text size="sm" c="dimmed" mt="xs">
              Referencia: {line.sreferencia}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
