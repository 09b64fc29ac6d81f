import { displayPlate, type RepartoRouteSummary } from '@carga/domain';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconPackageImport,
  IconPrinter,
  IconTruckDelivery,
  IconTruckLoading,
  IconTruckReturn,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatClp, formatDate, formatMeasure } from '../../ui/format.ts';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { useMessageModal } from '../../ui/MessageModal.tsx';
import { useDownloadRouteSheet, useRepartoRoutes } from './api.ts';
import { pickupsEditable } from './pickups.ts';
import { RoutePickupsModal } from './RoutePickupsModal.tsx';
import classes from './RoutesSection.module.css';
import { isReturning } from './route-return.ts';
import { isLoadable } from './van-load.ts';

// 'Hojas de ruta': the routes of the warehouse on the day chosen in 'Nueva hoja de ruta', each printable,
// each not yet gone loaded into its van ('Cargar'; 'Salida' for a route of pickups only) and given its pickups
// ('Retiros'), and each on the road taken back and closed ('Regreso y cierre').

function RoutesTable({ list }: { list: RepartoRouteSummary[] }) {
  const download = useDownloadRouteSheet();
  const notices = useMessageModal();
  // The route whose pickups are open ('Retiros').
  const [pickups, setPickups] = useState<number | null>(null);
  const print = (id: number) =>
    download.mutate(id, {
      onError: (error) => notices.showError(error, 'No fue posible descargar la hoja de ruta'),
    });
  return (
    <>
      {/* Positioned: the hidden headers are clipped by the box, not widening the page at 390 px. */}
      <Table.ScrollContainer minWidth={1000} type="native" pos="relative">
        <Table striped fz="sm" verticalSpacing="xs" aria-label="Hojas de ruta del día">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>N°</Table.Th>
              <Table.Th>Conductor</Table.Th>
              <Table.Th>Patente</Table.Th>
              <Table.Th>Estado</Table.Th>
              <Table.Th ta="right">Paradas</Table.Th>
              <Table.Th ta="right">Bultos</Table.Th>
              <Table.Th ta="right">Kg</Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                A cobrar
              </Table.Th>
              <Table.Th ta="right">Retiros</Table.Th>
              <Table.Th>
                <VisuallyHidden>Imprimir y retiros</VisuallyHidden>
              </Table.Th>
              <Table.Th className={classes.stuck}>
                <VisuallyHidden>Cargar o cerrar</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((r) => (
              <Table.Tr key={r.nidhojaruta}>
                <Table.Td fw={600}>{r.nidhojaruta}</Table.Td>
                <Table.Td>{r.snombreconductor}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayPlate(r.spatente)}</Table.Td>
                <Table.Td>{r.sdesestado}</Table.Td>
                <Table.Td ta="right">{r.nparadas}</Table.Td>
                <Table.Td ta="right">{r.nbultos}</Table.Td>
                <Table.Td ta="right">{formatMeasure(r.npesokg)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatClp(r.nacobrar)}
                </Table.Td>
                <Table.Td ta="right">{r.nretiros}</Table.Td>
                <Table.Td ta="right">
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {pickupsEditable(r.sestado) && (
                      <Button
                        size="xs"
                        variant="light"
                        color="grape"
                        leftSection={<IconPackageImport size={16} />}
                        aria-label={`Retiros de la hoja de ruta N° ${r.nidhojaruta}`}
                        onClick={() => setPickups(r.nidhojaruta)}
                      >
                        Retiros
                      </Button>
                    )}
                    {/* An icon: the row keeps to the box's width at a desktop's, the sticky button over nothing. */}
                    <Tooltip label="Imprimir" withArrow>
                      <ActionIcon
                        variant="light"
                        size={30}
                        aria-label={`Imprimir hoja de ruta N° ${r.nidhojaruta}`}
                        loading={download.isPending && download.variables === r.nidhojaruta}
                        onClick={() => print(r.nidhojaruta)}
                      >
                        <IconPrinter size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
                <Table.Td ta="right" className={classes.stuck}>
                  {isLoadable(r.sestado) && (
                    // A route of pickups only has nothing to load: the same page, for its departure.
                    <Button
                      component={Link}
                      to={`/reparto/${r.nidhojaruta}/cargar`}
                      size="xs"
                      leftSection={
                        r.nparadas > 0 ? <IconTruckLoading size={16} /> : <IconTruckDelivery size={16} />
                      }
                      aria-label={
                        r.nparadas > 0
                          ? `Cargar hoja de ruta N° ${r.nidhojaruta}`
                          : `Salida de la hoja de ruta N° ${r.nidhojaruta}`
                      }
                    >
                      {r.nparadas > 0 ? 'Cargar' : 'Salida'}
                    </Button>
                  )}
                  {isReturning(r.sestado) && (
                    <Button
                      component={Link}
                      to={`/reparto/${r.nidhojaruta}/regreso`}
                      size="xs"
                      color="teal"
                      leftSection={<IconTruckReturn size={16} />}
                      aria-label={`Regreso y cierre de la hoja de ruta N° ${r.nidhojaruta}`}
                    >
                      Regreso y cierre
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <RoutePickupsModal id={pickups} onClose={() => setPickups(null)} />
      {notices.modal}
    </>
  );
}

export function RoutesSection({ warehouse, day }: { warehouse: string; day: string }) {
  const routes = useRepartoRoutes(warehouse, day);
  const list = routes.data?.list;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Hojas de ruta">
      <Stack gap="sm">
        <div>
          <Title order={4}>Hojas de ruta</Title>
          <Text size="sm" c="dimmed">
            {day ? `Planificadas para el ${formatDate(day)}` : 'Indique la fecha para ver sus hojas de ruta'}
          </Text>
        </div>
        {routes.isError && <LoadError error={routes.error} onRetry={() => routes.refetch()} />}
        {day !== '' && !list && !routes.isError && <Loading />}
        {list && list.length === 0 && <Text c="dimmed">No hay hojas de ruta para este día.</Text>}
        {list && list.length > 0 && <RoutesTable list={list} />}
      </Stack>
    </Paper>
  );
}
