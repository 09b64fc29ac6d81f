import { repartoMessages as m, type RepartoRoute } from '@carga/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { CRUMB, PageHeader } from '../../ui/PageHeader.tsx';
import { type ScanFocus, useScanFocus } from '../custody/scan/scan-focus.ts';
import { useRepartoRoute } from './api.ts';

// The frame of a hoja de ruta's scanning pages (Cargar vehículo, Regreso y cierre): the route of the URL,
// its header back to Reparto, and the page's body once the route is read.

export const BACK = '/dashboard/reparto';

export function RouteScanFrame({
  title,
  missing,
  children,
}: {
  title: string;
  /** What to do when the URL names no route: 'Vuelva a Reparto y elija la hoja de ruta que …'. */
  missing: string;
  children: (route: RepartoRoute, focus: ScanFocus) => ReactNode;
}) {
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const route = useRepartoRoute(id);
  const focus = useScanFocus();
  const named = id > 0 ? `Hoja de ruta N° ${id}` : 'Hoja de ruta';

  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        crumbs={[
          CRUMB.home,
          { label: 'Destino' },
          { label: 'Reparto', to: BACK },
          { label: named },
          { label: title },
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
          {missing}
        </Alert>
      ) : route.data ? (
        // Kept while a refresh fails (the connection dropped): the panel and its pending scans stay.
        children(route.data, focus)
      ) : route.isError ? (
        <LoadError error={route.error} onRetry={() => route.refetch()} />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}
