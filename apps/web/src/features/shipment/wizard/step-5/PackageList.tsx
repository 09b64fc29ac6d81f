import { formatMeasures, MEASURES_LABEL, type PackageLine, type PackagesResponse } from '@carga/domain';
import { ActionIcon, Box, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import classes from '../../../../ui/DataList.module.css';
import { formatMeasure } from '../../../../ui/format.ts';

export function PackageList({
  data,
  isMobile,
  editing,
  deleting,
  onEdit,
  onDelete,
}: {
  data: PackagesResponse;
  isMobile: boolean;
  editing: number | null;
  deleting: number | undefined;
  onEdit: (line: PackageLine) => void;
  onDelete: (line: PackageLine) => void;
}) {
  if (data.bultoList.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        No hay bultos registrados
      </Text>
    );
  }
  const actions = (line: PackageLine, n: number) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon variant="subtle" aria-label={`Editar bulto ${n}`} onClick={() => onEdit(line)}>
        <IconPencil size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Eliminar bulto ${n}`}
        loading={deleting === line.niditem}
        onClick={() => onDelete(line)}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
  const measures = (line: PackageLine) => formatMeasures(line.nlargocm, line.nanchocm, line.naltocm);

  if (isMobile) {
    return (
      <Stack gap="xs">
        {data.bultoList.map((line, i) => (
          <Paper
            key={line.niditem}
            withBorder
            radius="md"
            p="sm"
            bg={editing === line.niditem ? 'var(--mantine-color-blue-light)' : undefined}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>
                  {line.ncantidadbultos} × {line.sdestipobulto}
                </Text>
                <Text size="sm">
                  {formatMeasure(line.npesobultokg)} kg c/u · {measures(line)}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatMeasure(line.nvolumentotalm3)} m³ · {formatMeasure(line.npesototalkg)} kg
                  {line.sreferencia ? ` · ${line.sreferencia}` : ''}
                </Text>
              </div>
              {actions(line, i + 1)}
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    // A visible scrollbar and the actions pinned at the right: at 1366 px beside the form the table is
    // narrower than its columns, and 'Editar' and 'Eliminar' were past the edge (issue 29).
    <Table.ScrollContainer minWidth={640} type="native">
      <Table striped highlightOnHover withTableBorder>
        <Table.Thead>
          <Table.Tr style={{ whiteSpace: 'nowrap' }}>
            <Table.Th>Tipo</Table.Th>
            <Table.Th ta="right">Cantidad</Table.Th>
            <Table.Th ta="right">Peso (kg)</Table.Th>
            <Table.Th>{MEASURES_LABEL}</Table.Th>
            <Table.Th ta="right">Volumen (m³)</Table.Th>
            <Table.Th ta="right">Peso total (kg)</Table.Th>
            <Table.Th w={80} className={classes.actions} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.bultoList.map((line, i) => (
            <Table.Tr
              key={line.niditem}
              bg={editing === line.niditem ? 'var(--mantine-color-blue-light)' : undefined}
            >
              <Table.Td>
                <Text size="sm">{line.sdestipobulto}</Text>
                {line.sreferencia && (
                  <Text size="xs" c="dimmed">
                    {line.sreferencia}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{line.ncantidadbultos}</Table.Td>
              <Table.Td ta="right">{formatMeasure(line.npesobultokg)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{measures(line)}</Table.Td>
              <Table.Td ta="right">{formatMeasure(line.nvolumentotalm3)}</Table.Td>
              <Table.Td ta="right">{formatMeasure(line.npesototalkg)}</Table.Td>
              <Table.Td className={classes.actions}>{actions(line, i + 1)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function Totals({ data }: { data: PackagesResponse }) {
  const figures = [
    ['Total bultos', formatMeasure(data.totalBultos)],
    ['Volumen total m³', formatMeasure(data.totalVolumenM3)],
    ['Peso total kg', formatMeasure(data.totalPesoKg)],
    ['Peso volumétrico total', formatMeasure(data.totalPesoVolumetrico)],
    ['Densidad total', formatMeasure(data.totalDensidad)],
  ] as const;
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        {figures.map(([label, value]) => (
          <Box key={label} role="group" aria-label={label}>
            <Text size="xs" c="dimmed" fw={600}>
              {label}
            </Text>
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
