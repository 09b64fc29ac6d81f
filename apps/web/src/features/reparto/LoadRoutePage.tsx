import { repartoMessages as m, type RepartoRoute, routes, type ScanResponse } from '@carga/domain';
import { Alert, Grid, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { routePath } from '../../api/call.ts';
import { repartoKeys } from '../../api/keys/reparto.ts';
import { shipmentKeys } from '../../api/keys/shipment.ts';
import { ScanPanel } from '../custody/scan/ScanPanel.tsx';
import type { ScanFocus } from '../custody/scan/scan-focus.ts';
import { DepartureButton } from './DepartureButton.tsx';
import { RouteCard } from './RouteCard.tsx';
import { RoutePickups } from './RoutePickups.tsx';
import { RouteScanFrame } from './RouteScanFrame.tsx';
import { VanStops } from './VanStops.tsx';
import { isLoadable, loadLine, vanLoad } from './van-load.ts';

// 'Destino › Reparto › Cargar vehículo' (issue 35): each unit of the route's stops is scanned into the van
// with the scanning screens' panel (its field, camera and offline outbox), the stops show what each has in
// the van, the route's pickups may still change ('Retiros'), and 'Salida del vehículo' sends it on its way
// (a route of pickups only, with nothing to scan, straight away).

function Loader({ route, focus }: { route: RepartoRoute; focus: ScanFocus }) {
  const client = useQueryClient();
  const path = routePath(routes.reparto.loadScan, { id: route.nidhojaruta });
  // A unit in the van: the route's stops (and the day's routes, the RA's trail) are read again.
  const refresh = (answer: ScanResponse) => {
    if (answer.sresultado !== 'ACEPTADO') return;
    void client.invalidateQueries({ queryKey: repartoKeys.all() });
    void client.invalidateQueries({ queryKey: shipmentKeys.ras() });
  };
  const loadable = isLoadable(route.sestado);
  // A route of pickups only has nothing to load: it leaves as it is.
  const scanning = loadable && route.paradas.length > 0;
  return (
    <Stack gap="md">
      <RouteCard route={route} />
      {!loadable && (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} title={route.sdesestado}>
          {m.routeNotLoadable}
        </Alert>
      )}
      <Grid gutter="md">
        {scanning && (
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ScanPanel
              path={path}
              focus={focus}
              count={(last) => loadLine(vanLoad(route, last))}
              onAnswer={refresh}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: scanning ? 5 : 12 }}>
          <Stack gap="md">
            <VanStops stops={route.paradas}>
              {loadable && <DepartureButton id={route.nidhojaruta} scanPath={path} focus={focus} />}
            </VanStops>
            <RoutePickups route={route} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export function LoadRoutePage() {
  return (
    <RouteScanFrame title="Cargar vehículo" missing="Vuelva a Reparto y elija la hoja de ruta que carga.">
      {(route, focus) => <Loader route={route} focus={focus} />}
    </RouteScanFrame>
  );
}
