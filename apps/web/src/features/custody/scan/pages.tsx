import { isListReceivable, routes, type ScanResponse } from '@carga/domain';
import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { routePath } from '../../../api/call.ts';
import { destinationKeys } from '../../../api/keys/destination.ts';
import { dispatchKeys } from '../../../api/keys/dispatch.ts';
import { loadingListKeys } from '../../../api/keys/loading-list.ts';
import { shipmentKeys } from '../../../api/keys/shipment.ts';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { useDestinationDetail } from '../../destination/api.ts';
import { ArrivalSealForm, SealIncidentAlert } from '../../destination/detail/ArrivalSeal.tsx';
import { DamageButton } from './DamageButton.tsx';
import { ScanPanel } from './ScanPanel.tsx';
import { type ScanFocus, useScanFocus } from './scan-focus.ts';

// The three scanning screens of the origin and destination warehouses (issue 14): the same panel, sending to
// the hand-off's path, with its own count and way back.

/** The scan's path, from the route map (the outbox keeps it with each queued scan). */
const listPath = (kind: 'loadingList' | 'dispatch' | 'arrival' | 'damaged', code: string) =>
  routePath(routes.custody[kind], { code });

function BackButton({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {label}
    </Button>
  );
}

/** After a scan, the screens that show what it changed are read again when next opened. */
function useRefreshAfterScan(keys: ReadonlyArray<readonly unknown[]>) {
  const client = useQueryClient();
  return (answer: ScanResponse) => {
    if (answer.sresultado !== 'ACEPTADO') return;
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };
}

/** 'Lista de carga → Escanear': each unit scanned goes onto the open list. */
export function LoadScanPage() {
  const code = useParams().codLista ?? '';
  const back = `/detalle/lista-carga/${encodeURIComponent(code)}`;
  const refresh = useRefreshAfterScan([loadingListKeys.all(), shipmentKeys.ras()]);
  return (
    <Stack gap="md">
      <PageHeader
        title={`Escanear lista ${code}`}
        crumbs={[
          CRUMB.warehouse,
          { label: 'Listas de carga', to: '/dashboard/lista-carga' },
          { label: code, to: back },
          { label: 'Escanear' },
        ]}
      >
        <Group gap="sm">
          <BackButton to={back} label="Volver a la lista" />
        </Group>
      </PageHeader>
      <ScanPanel
        path={listPath('loadingList', code)}
        count={(last) =>
          last
            ? `${last.nbultoslista} ${last.nbultoslista === 1 ? 'bulto' : 'bultos'} en la lista`
            : 'Escanee los bultos que suben a la lista'
        }
        onAnswer={refresh}
      />
    </Stack>
  );
}

/** 'Despacho → Verificar carga': each unit of the closed list is checked as it goes onto the truck. */
export function TruckCheckPage() {
  const code = useParams().codLista ?? '';
  const back = `/detalle/despacho-lista/${encodeURIComponent(code)}`;
  const refresh = useRefreshAfterScan([dispatchKeys.all()]);
  return (
    <Stack gap="md">
      <PageHeader
        title={`Verificar carga de la lista ${code}`}
        crumbs={[
          CRUMB.warehouse,
          { label: 'Despacho', to: '/dashboard/despacho' },
          { label: code, to: back },
          { label: 'Verificar carga' },
        ]}
      >
        <Group gap="sm">
          <BackButton to={back} label="Volver al despacho" />
        </Group>
      </PageHeader>
      <ScanPanel
        path={listPath('dispatch', code)}
        count={(last) =>
          last
            ? `${last.nbultosescaneados} de ${last.nbultoslista} bultos verificados`
            : 'Escanee los bultos al subir al camión'
        }
        onAnswer={refresh}
      />
    </Stack>
  );
}

/** The seal found on the truck, beside the scans: a wedge scanner reads it into its field like a label. */
function ArrivalSealPanel({ code, focus }: { code: string; focus: ScanFocus }) {
  const detail = useDestinationDetail(code).data?.loadingListDetail;
  if (!detail || !isListReceivable(detail.scodestadolista)) return null;
  return (
    <Stack gap="sm">
      {detail.sindincidenciasello === 'S' && detail.ssellollegada && (
        <SealIncidentAlert dispatched={detail.sselloseguridad} found={detail.ssellollegada} />
      )}
      <ArrivalSealForm seals={detail} onSaved={focus.focusField} />
    </Stack>
  );
}

/** 'Recibir → Escanear llegada': each unit that arrives fills its line's count; 'Dañado' marks the one meant. */
export function ArrivalScanPage() {
  const code = useParams().codLista ?? '';
  const back = `/detalle/recibir/${encodeURIComponent(code)}`;
  const refresh = useRefreshAfterScan([destinationKeys.all()]);
  const focus = useScanFocus();
  return (
    <Stack gap="md">
      <PageHeader
        title={`Escanear llegada de la lista ${code}`}
        crumbs={[
          CRUMB.warehouse,
          { label: 'Recibir', to: '/dashboard/recibir' },
          { label: code, to: back },
          { label: 'Escanear llegada' },
        ]}
      >
        <Group gap="sm">
          <BackButton to={back} label="Volver a la recepción" />
        </Group>
      </PageHeader>
      <ArrivalSealPanel code={code} focus={focus} />
      <ScanPanel
        path={listPath('arrival', code)}
        count={(last) =>
          last
            ? `${last.nbultosescaneados} de ${last.nbultoslista} bultos llegados`
            : 'Escanee los bultos que llegan'
        }
        focus={focus}
        actions={(act) => <DamageButton path={listPath('damaged', code)} act={act} onDone={refresh} />}
        onAnswer={refresh}
      />
    </Stack>
  );
}
