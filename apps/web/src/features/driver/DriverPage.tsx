import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconInfoCircle, IconWifiOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { formatDate, formatDayTime, todayIso } from '../../ui/format.ts';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useDriverOutbox, useMyRoutes, useOnLine } from './api.ts';
import { DeliverModal } from './DeliverModal.tsx';
import { FailedVisitModal } from './FailedVisitModal.tsx';
import { pickupKey } from './outbox-db.ts';
import type { PickupActions } from './PickupCard.tsx';
import { PickupDoneModal } from './PickupDoneModal.tsx';
import { PickupFailedModal } from './PickupFailedModal.tsx';
import type { PickupStop } from './pickup-view.ts';
import { byWorkOrder, RouteSection } from './RouteSection.tsx';
import type { StopActions } from './StopCard.tsx';
import type { Stop } from './stop-view.ts';

// 'Mi ruta' (issue 35), the driver's phone: the day's routes and their stops, each delivered or not at the
// door, and its pickups (retiros), the cargo taken or not. Every outcome is kept on the phone first and sent from there (api.ts, outbox.ts), so the whole route
// can be worked without a connection; the last routes read are kept on the phone too (routes-cache.ts).

const pendientes = (n: number) => (n === 1 ? '1 pendiente de enviar' : `${n} pendientes de enviar`);

/** What the connection means for the driver's work; stays in sight at the top while the route scrolls. */
function ConnectionBanner({
  online,
  unreachable,
  waiting,
  savedAt,
  onSend,
}: {
  online: boolean;
  unreachable: boolean;
  waiting: number;
  /** When the routes shown were read from the server. */
  savedAt: number;
  onSend: () => void;
}) {
  const offline = !online || unreachable;
  if (!offline && waiting === 0) return null;
  const title = offline
    ? `${online ? 'Sin conexión con el servidor' : 'Sin conexión'}${waiting > 0 ? `: ${pendientes(waiting)}` : ''}`
    : `Enviando ${pendientes(waiting)}…`;
  return (
    <Alert
      role="status"
      color={offline ? 'yellow' : 'blue'}
      variant={offline ? 'filled' : 'light'}
      icon={offline ? <IconWifiOff size={20} /> : <IconCloudUpload size={20} />}
      title={title}
      style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 60px) + 6px)', zIndex: 5 }}
    >
      <Stack gap={6}>
        {offline && (
          <Text size="sm">
            {`Siga con su ruta: se envían solas al volver la conexión.${
              savedAt > 0 ? ` Ruta leída a las ${formatDayTime(new Date(savedAt)).slice(11)}.` : ''
            }`}
          </Text>
        )}
        {online && unreachable && waiting > 0 && (
          <Button
            variant="white"
            color="dark"
            size="compact-md"
            onClick={onSend}
            style={{ alignSelf: 'flex-start' }}
          >
            Reintentar ahora
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function DriverPage() {
  const day = todayIso();
  const query = useMyRoutes(day);
  const outbox = useDriverOutbox(day);
  const online = useOnLine();
  const [delivering, setDelivering] = useState<Stop | null>(null);
  const [failing, setFailing] = useState<Stop | null>(null);
  const [collecting, setCollecting] = useState<PickupStop | null>(null);
  const [missing, setMissing] = useState<PickupStop | null>(null);
  const pending = useMemo(() => new Map(outbox.items.map((item) => [item.nidparada, item])), [outbox.items]);
  const waiting = outbox.items.filter((item) => item.state === 'pendiente').length;
  const list = useMemo(() => [...(query.data ?? [])].sort(byWorkOrder), [query.data]);

  const actions: StopActions = {
    onDeliver: setDelivering,
    onFail: setFailing,
    onRetry: (stop) => void outbox.retry(stop.nidparada),
    onDiscard: (stop) => void outbox.discard(stop.nidparada),
  };
  const pickupActions: PickupActions = {
    onDone: setCollecting,
    onFail: setMissing,
    onRetry: (stop) => void outbox.retry(pickupKey(stop.nidparadaretiro)),
    onDiscard: (stop) => void outbox.discard(pickupKey(stop.nidparadaretiro)),
  };
  /** Where a pickup's outcome is kept on the phone and what names it. */
  const pickupOf = (stop: PickupStop) => ({
    nidparada: pickupKey(stop.nidparadaretiro),
    nidparadaretiro: stop.nidparadaretiro,
    nidretiro: stop.nidretiro,
  });

  return (
    <>
      <PageHeader title="Mi ruta">
        <Text c="dimmed" size="sm">
          {formatDate(day)}
        </Text>
      </PageHeader>
      <Stack gap="lg" maw={760}>
        <ConnectionBanner
          online={online}
          unreachable={outbox.unreachable || (query.isError && query.data !== undefined)}
          waiting={waiting}
          savedAt={query.dataUpdatedAt}
          onSend={() => void outbox.sendNow()}
        />
        {query.data === undefined ? (
          query.isError ? (
            <LoadError error={query.error} onRetry={() => void query.refetch()} />
          ) : !online ? (
            <Alert color="yellow" icon={<IconWifiOff size={18} />} title="Sin conexión">
              No hay una ruta de hoy guardada en el teléfono. Conéctese para leerla.
            </Alert>
          ) : (
            <Loading />
          )
        ) : list.length === 0 ? (
          <Alert color="blue" icon={<IconInfoCircle size={18} />} title="Sin hojas de ruta">
            No tiene hojas de ruta para hoy.
          </Alert>
        ) : (
          list.map((route) => (
            <RouteSection
              key={route.nidhojaruta}
              route={route}
              pending={pending}
              actions={actions}
              pickupActions={pickupActions}
            />
          ))
        )}
      </Stack>
      <DeliverModal
        stop={delivering}
        onClose={() => setDelivering(null)}
        onConfirm={(stop, body) => {
          setDelivering(null);
          void outbox.add({ nidparada: stop.nidparada, nidra: stop.nidra, kind: 'ENTREGADO', body });
        }}
      />
      <FailedVisitModal
        stop={failing}
        onClose={() => setFailing(null)}
        onConfirm={(stop, body) => {
          setFailing(null);
          void outbox.add({ nidparada: stop.nidparada, nidra: stop.nidra, kind: 'NO_ENTREGADO', body });
        }}
      />
      <PickupDoneModal
        stop={collecting}
        onClose={() => setCollecting(null)}
        onConfirm={(stop, body) => {
          setCollecting(null);
          void outbox.add({ ...pickupOf(stop), kind: 'RETIRADO', body });
        }}
      />
      <PickupFailedModal
        stop={missing}
        onClose={() => setMissing(null)}
        onConfirm={(stop, body) => {
          setMissing(null);
          void outbox.add({ ...pickupOf(stop), kind: 'NO_RETIRADO', body });
        }}
      />
    </>
  );
}
