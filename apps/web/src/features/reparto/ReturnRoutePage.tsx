import { repartoMessages as m, type RepartoRoute, routes, type ScanResponse } from '@carga/domain';
import { Alert, Grid, Stack } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { routePath } from '../../api/call.ts';
import { repartoKeys } from '../../api/keys/reparto.ts';
import { shipmentKeys } from '../../api/keys/shipment.ts';
import { ScanPanel } from '../custody/scan/ScanPanel.tsx';
import type { ScanFocus } from '../custody/scan/scan-focus.ts';
import { CloseRouteButton } from './CloseRouteButton.tsx';
import { ReturnStops } from './ReturnStops.tsx';
import { RouteCard } from './RouteCard.tsx';
import { RoutePickups } from './RoutePickups.tsx';
import { RouteScanFrame } from './RouteScanFrame.tsx';
import { isReturning, returnCount, returnLine } from './route-return.ts';

// 'Destino › Reparto › Regreso y cierre' (issue 35): the van is back. The stops show what the driver
// recorded at each door, the units of those not delivered are scanned back into the warehouse with the
// scanning screens' panel (its field, camera and offline outbox), the pickups show what the driver recorded
// at each, and 'Cerrar hoja de ruta' closes it.

/** The route closed: the RAs not delivered may go on another route or be handed over at the counter. */
function ClosedNotice({ route }: { route: RepartoRoute }) {
  return (
    <Alert color="green" icon={<IconCircleCheck size={18} />} title="Hoja de ruta cerrada">
      {`La hoja de ruta N° ${route.nidhojaruta} está cerrada: las RA no entregadas pueden planificarse en ` +
        'otra hoja de ruta o entregarse en bodega.'}
    </Alert>
  );
}

function Returner({ route, focus }: { route: RepartoRoute; focus: ScanFocus }) {
  const client = useQueryClient();
  const path = routePath(routes.reparto.returnScan, { id: route.nidhojaruta });
  // A unit back at the warehouse: the route's stops (and the day's routes, the RA's trail) are read again.
  const refresh = (answer: ScanResponse) => {
    if (answer.sresultado !== 'ACEPTADO') return;
    void client.invalidateQueries({ queryKey: repartoKeys.all() });
    void client.invalidateQueries({ queryKey: shipmentKeys.ras() });
  };
  const returning = isReturning(route.sestado);
  return (
    <Stack gap="md">
      <RouteCard route={route} />
      {route.sestado === 'CERRADA' ? (
        <ClosedNotice route={route} />
      ) : (
        !returning && (
          <Alert color="blue" icon={<IconInfoCircle size={18} />} title={route.sdesestado}>
            {m.routeNotClosable}
          </Alert>
        )
      )}
      <Grid gutter="md">
        {returning && (
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ScanPanel
              path={path}
              focus={focus}
              count={(last) => returnLine(returnCount(route, last))}
              onAnswer={refresh}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: returning ? 5 : 12 }}>
          <Stack gap="md">
            <ReturnStops route={route}>
              {returning && <CloseRouteButton route={route} scanPath={path} focus={focus} />}
            </ReturnStops>
            {route.retiros.length > 0 && <RoutePickups route={route} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export function ReturnRoutePage() {
  return (
    <RouteScanFrame title="Regreso y cierre" missing="Vuelva a Reparto y elija la hoja de ruta que regresa.">
      {(route, focus) => <Returner route={route} focus={focus} />}
    </RouteScanFrame>
  );
}
