import type { RepartoRoute } from '@carga/domain';
import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { isReturning, type OutcomeTone, stopOutcome, stopReturn, stopTally } from './route-return.ts';
import { StopItem } from './StopItem.tsx';

// 'Regreso y cierre': the route's stops in visiting order, each with what the driver recorded at its door
// and, when it was not delivered, its units still in the van (while the route is on the road); below them
// what the page puts there (the closing).

type RouteStop = RepartoRoute['paradas'][number];

const TONE_COLORS: Record<OutcomeTone, string> = { delivered: 'teal', failed: 'red', pending: 'orange' };

/** The outcome as a badge, and while the route is on the road what of the stop is still to come back. */
function Outcome({ stop, returning }: { stop: RouteStop; returning: boolean }) {
  const outcome = stopOutcome(stop);
  // Once closed, what was not scanned back is missing, not in the van: nothing is said of it here.
  const back = returning ? stopReturn(stop) : null;
  return (
    <Group gap={6} mt={4} wrap="wrap">
      <Badge
        color={TONE_COLORS[outcome.tone]}
        variant="light"
        radius="sm"
        tt="none"
        // A long reason wraps in the badge rather than being cut at 390 px.
        styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal' } }}
      >
        {outcome.label}
      </Badge>
      {back && (
        <Text size="xs" fw={600} c={stop.ncargados > 0 ? 'orange.8' : 'dimmed'}>
          {back}
        </Text>
      )}
    </Group>
  );
}

export function ReturnStops({ route, children }: { route: RepartoRoute; children?: ReactNode }) {
  const stops = route.paradas;
  const returning = isReturning(route.sestado);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Paradas">
      <Stack gap="sm">
        <div>
          <Title order={4}>Paradas</Title>
          {stops.length > 0 && (
            <Text size="sm" c="dimmed">
              {stopTally(route)}
            </Text>
          )}
        </div>
        {stops.length === 0 ? (
          <Text c="dimmed">La hoja de ruta no tiene paradas.</Text>
        ) : (
          <Box component="ol" aria-label="Paradas" m={0} p={0} style={{ listStyle: 'none' }}>
            {stops.map((stop, i) => (
              <StopItem
                key={stop.nidparada}
                stop={stop}
                index={i}
                py={8}
                below={<Outcome stop={stop} returning={returning} />}
              />
            ))}
          </Box>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
