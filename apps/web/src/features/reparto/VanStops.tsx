import type { RepartoRoute } from '@carga/domain';
import { Badge, Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { StopItem } from './StopItem.tsx';

// 'Cargar vehículo': the route's stops in visiting order, each with its units in the van of its total, and
// below them what the page puts there (the departure).

type RouteStop = RepartoRoute['paradas'][number];

/** '2 de 3 bultos': green when all are in, orange when some, grey when none. */
function StopLoad({ loaded, total }: { loaded: number; total: number }) {
  const color = total > 0 && loaded >= total ? 'teal' : loaded > 0 ? 'orange' : 'gray';
  return (
    <Badge
      color={color}
      variant="light"
      size="lg"
      radius="sm"
      tt="none"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {`${loaded} de ${total} ${total === 1 ? 'bulto' : 'bultos'}`}
    </Badge>
  );
}

function StopRow({ stop, index }: { stop: RouteStop; index: number }) {
  return (
    <StopItem
      stop={stop}
      index={index}
      py={8}
      right={<StopLoad loaded={stop.ncargados} total={stop.ncantidadbultos} />}
    />
  );
}

export function VanStops({ stops, children }: { stops: RouteStop[]; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Paradas">
      <Stack gap="sm">
        <Title order={4}>Paradas</Title>
        {stops.length === 0 ? (
          <Text c="dimmed">Sin entregas: no hay bultos que cargar.</Text>
        ) : (
          <Box component="ol" aria-label="Paradas" m={0} p={0} style={{ listStyle: 'none' }}>
            {stops.map((stop, i) => (
              <StopRow key={stop.nidparada} stop={stop} index={i} />
            ))}
          </Box>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
