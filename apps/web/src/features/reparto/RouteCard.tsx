import { displayPlate, type RepartoRoute, type RouteState } from '@carga/domain';
import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { formatDate } from '../../ui/format.ts';
import { InfoGrid, InfoItem } from '../../ui/InfoGrid.tsx';

// The head of the screens of one hoja de ruta ('Cargar vehículo', 'Regreso y cierre'): its N°, its state,
// driver, vehicle and day, its stops and pickups.

const STATE_COLORS: Record<RouteState, string> = {
  PLANIFICADA: 'blue',
  CARGANDO: 'orange',
  EN_RUTA: 'teal',
  CERRADA: 'gray',
};

export function RouteCard({ route }: { route: RepartoRoute }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Hoja de ruta">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={4}>{`Hoja de ruta N° ${route.nidhojaruta}`}</Title>
          <Badge color={STATE_COLORS[route.sestado]} variant="light" size="lg">
            {route.sdesestado}
          </Badge>
        </Group>
        <InfoGrid wide>
          <InfoItem label="Conductor">{route.snombreconductor}</InfoItem>
          <InfoItem label="Patente">{displayPlate(route.spatente)}</InfoItem>
          <InfoItem label="Fecha">{formatDate(route.dfecha)}</InfoItem>
          <InfoItem label="Paradas">{route.nparadas}</InfoItem>
          <InfoItem label="Retiros">{route.nretiros}</InfoItem>
        </InfoGrid>
      </Stack>
    </Paper>
  );
}
