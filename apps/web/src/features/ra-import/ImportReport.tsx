import type { ImportIssue, ImportRa } from '@carga/domain';
import { Alert, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMeasure } from '../../ui/format.ts';
import { usePlaceLabel } from '../lookups/place-names.ts';

const rowsText = (filas: number[]) =>
  filas.length > 1 ? `${filas[0]}–${filas[filas.length - 1]}` : String(filas[0] ?? '');

/** The rows to fix: Fila, Campo, Mensaje (the sheet's row number, the column, the wizard's message). */
export function IssuesTable({ errores, filas }: { errores: ImportIssue[]; filas: number }) {
  const rows = new Set(errores.map((e) => e.fila)).size;
  return (
    <Paper withBorder radius="md" p="md">
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mb="md" role="alert">
        {rows === 1 ? 'Una fila tiene errores' : `${rows} filas tienen errores`} (de {filas}).{' '}
        {rows === 1 ? 'Corríjala' : 'Corríjalas'} en la planilla y vuelva a cargarla: no se creó ningún RA.
      </Alert>
      <Table.ScrollContainer minWidth={320} type="native">
        <Table striped verticalSpacing="xs" aria-label="Errores de la planilla">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>Fila</Table.Th>
              <Table.Th w="30%">Campo</Table.Th>
              <Table.Th>Mensaje</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errores.map((e) => (
              <Table.Tr key={`${e.fila}-${e.campo}-${e.mensaje}`}>
                <Table.Td fw={700}>{e.fila}</Table.Td>
                <Table.Td>{e.campo}</Table.Td>
                <Table.Td>{e.mensaje}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** The RA's number, a link to its detail, once created; its group before. */
function RaName({ ra }: { ra: ImportRa }) {
  if (ra.nidra === null) return <>{ra.grupo}</>;
  return (
    <Badge
      component={Link}
      to={`/detalle/recepcion/${ra.nidra}`}
      variant="light"
      size="lg"
      style={{ cursor: 'pointer', flexShrink: 0, overflow: 'visible' }}
    >
      {ra.nidra}
    </Badge>
  );
}

/** On a phone: one card per RA. */
function RaCards({ ras, created }: { ras: ImportRa[]; created: boolean }) {
  const place = usePlaceLabel();
  return (
    <Stack gap="xs" hiddenFrom="sm" role="list" aria-label={created ? 'RA creados' : 'RA a crear'}>
      {ras.map((ra) => (
        <Paper key={ra.grupo} withBorder radius="sm" p="sm" role="listitem">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {created ? 'RA' : 'Grupo'}
              </Text>
              <Text fw={700} component="div">
                <RaName ra={ra} />
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              Filas {rowsText(ra.filas)}
            </Text>
          </Group>
          <Text size="sm" mt={4}>
            {ra.remitente} → {ra.destinatario} ({place(ra.oficinaDestino)})
          </Text>
          <Text size="sm" c="dimmed">
            {ra.bultos.toLocaleString('es-CL')} {ra.bultos === 1 ? 'bulto' : 'bultos'},{' '}
            {formatMeasure(ra.pesoKg)} kg
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** The RAs the file makes (before confirming) or made (with their numbers). */
export function RasTable({ ras }: { ras: ImportRa[] }) {
  const created = ras.some((r) => r.nidra !== null);
  // The destination office as everywhere, 'Punta Arenas (OFIPUQ)': the file has the code (issue 29).
  const place = usePlaceLabel();
  return (
    <>
      <RaCards ras={ras} created={created} />
      <Table.ScrollContainer minWidth={560} type="native" visibleFrom="sm">
        <Table striped verticalSpacing="xs" aria-label={created ? 'RA creados' : 'RA a crear'}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{created ? 'RA' : 'Grupo'}</Table.Th>
              <Table.Th>Filas</Table.Th>
              <Table.Th>Remitente</Table.Th>
              <Table.Th>Destinatario</Table.Th>
              <Table.Th>Destino</Table.Th>
              <Table.Th ta="right">Bultos</Table.Th>
              <Table.Th ta="right">Peso kg</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ras.map((ra) => (
              <Table.Tr key={ra.grupo}>
                <Table.Td>
                  <RaName ra={ra} />
                </Table.Td>
                <Table.Td>{rowsText(ra.filas)}</Table.Td>
                <Table.Td>{ra.remitente}</Table.Td>
                <Table.Td>{ra.destinatario}</Table.Td>
                <Table.Td>{place(ra.oficinaDestino)}</Table.Td>
                <Table.Td ta="right">{ra.bultos.toLocaleString('es-CL')}</Table.Td>
                <Table.Td ta="right">{formatMeasure(ra.pesoKg)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed" mt="xs">
        {ras.length === 1 ? '1 RA' : `${ras.length} RA`},{' '}
        {ras.reduce((sum, r) => sum + r.bultos, 0).toLocaleString('es-CL')} bultos
      </Text>
    </>
  );
}
