import { repartoMessages as m, type RepartoRoute, routes, type ScanResponse } from '@carga/domain';
import { Alert, Button, Grid, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { routePath } from '../../api/call.ts';
import { repartoKeys } from '../../api/keys/reparto.ts';
import { shipmentKeys } from '../../api/keys/shipment.ts';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { CRUMB, PageHeader } from '../../ui/PageHeader.tsx';
import { ScanPanel } from '../custody/scan/ScanPanel.tsx';
import { type ScanFocus, useScanFocus } from '../custody/scan/scan-focus.ts';
import { useRepartoRoute } from './api.ts';
import { DepartureButton } from './DepartureButton.tsx';
import { RouteCard } from './RouteCard.tsx';
import { VanStops } from './VanStops.tsx';
import { isLoadable, loadLine, vanLoad } from './van-load.ts';

// 'Destino › Reparto › Cargar vehículo' (issue 35): each unit of the route's stops is scanned into the van
// with the scanning screens' panel (its field, camera and offline outbox), the stops show what each has in
// the van, and 'Salida del vehículo' sends it on its way.

const BACK = '/dashboard/reparto';

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
  return (
    <Stack gap="md">
      <RouteCard route={route} />
      {!loadable && (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} title={route.sdesestado}>
          {m.routeNotLoadable}
        </Alert>
      )}
      <Grid gutter="md">
        {loadable && (
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ScanPanel
              path={path}
              focus={focus}
              count={(last) => loadLine(vanLoad(route, last))}
              onAnswer={refresh}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: loadable ? 5 : 12 }}>
          <VanStops stops={route.paradas}>
            {loadable && <DepartureButton id={route.nidhojaruta} scanPath={path} focus={focus} />}
          </VanStops>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export function LoadRoutePage() {
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const route = useRepartoRoute(id);
  const focus = useScanFocus();
  const named = id > 0 ? `Hoja de ruta N° ${id}` : 'Hoja de ruta';

  return (
    <Stack gap="md">
      <PageHeader
        title="Cargar vehículo"
        crumbs={[
          CRUMB.home,
          { label: 'Destino' },
          { label: 'Reparto', to: BACK },
          { label: named },
          { label: 'Cargar vehículo' },
        ]}
      >
        <Group gap="sm">
          <Button component={Link} to={BACK} variant="default" leftSection={<IconArrowLeft size={16} />}>
            Volver a Reparto
          </Button>
        </Group>
      </PageHeader>
      {id === 0 ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} title={m.routeNotFound}>
          Vuelva a Reparto y elija la hoja de ruta que carga.
        </Alert>
      ) : route.data ? (
        // Kept while a refresh fails (the connection dropped): the panel and its pending scans stay.
        <Loader route={route.data} focus={focus} />
      ) : route.isError ? (
        <LoadError error={route.error} onRetry={() => route.refetch()} />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}
