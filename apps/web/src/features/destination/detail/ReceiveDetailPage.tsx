import { isListReceivable } from '@carga/domain';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBarcode, IconFileSpreadsheet, IconPackageImport, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { InfoItem } from '../../../ui/InfoGrid.tsx';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import {
  DispatchedAt,
  ListDetailColumns,
  ListHeaderInfo,
  ListSummary,
} from '../../loading-list/detail/ListInfo.tsx';
import { ListRaCards } from '../../loading-list/detail/ListRaCards.tsx';
import {
  useDestinationCarrierReport,
  useDestinationDetail,
  useDestinationRas,
  useDestinationReport,
  useReceiveList,
} from '../api.ts';
import { ReceptionFigures } from '../ReceptionCounts.tsx';
import { ArrivalSealForm, SealIncidentAlert } from './ArrivalSeal.tsx';
import { EditRaModal } from './EditRaModal.tsx';
import { ReceiveConfirm } from './ReceiveConfirm.tsx';
import { ReceiveRaCard, type SaveStatus } from './ReceiveRaCard.tsx';

/** 'Entrega de carga' (spec 2 section 2): count a dispatched list's RAs on arrival, then receive it. */
export function ReceiveDetailPage() {
  const code = useParams().codLista ?? '';
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const detail = useDestinationDetail(code);
  const ras = useDestinationRas(code, page);
  const receive = useReceiveList(code);
  const report = useDestinationReport(code);
  const carrier = useDestinationCarrierReport(code);
  const { showError, modal } = useMessageModal();
  const [editing, setEditing] = useState<number | null>(null);
  const [statuses, setStatuses] = useState<Record<number, SaveStatus>>({});
  const [confirming, setConfirming] = useState(false);

  if (detail.error) return <LoadError error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data) return <Loading />;
  const { loadingListDetail: d, resumen, recepcion } = detail.data;
  const receivable = isListReceivable(d.scodestadolista);

  const setStatus = (ra: number, status: SaveStatus | null) =>
    setStatuses((current) => {
      const next = { ...current };
      if (status) next[ra] = status;
      else delete next[ra];
      return next;
    });
  const print = () =>
    report.mutate(undefined, { onError: (error) => showError(error, 'Error al obtener el reporte') });
  const downloadCarrier = () =>
    carrier.mutate(undefined, {
      onError: (error) => showError(error, 'Error al obtener lista transportista'),
    });
  // One confirmation (issue 29): it showed the missing units, so confirming it confirms them. Anything
  // that changed since it was read answers the server's message, and 'Recepcionar' reads it again.
  const confirmReception = (confirmMissing: boolean) =>
    receive.mutate(confirmMissing, {
      onSuccess: () => navigate('/dashboard/recibir'),
      onError: (error) => {
        setConfirming(false);
        showError(error, 'Error al actualizar lista');
      },
    });

  return (
    <Stack gap="md">
      <PageHeader
        title="Entrega de carga"
        crumbs={[
          CRUMB.warehouse,
          { label: 'Recibir', to: '/dashboard/recibir' },
          { label: d.scodlistacarga },
        ]}
      >
        <Group gap="xs">
          <Badge size="lg" variant="light">
            {d.scodlistacarga}
          </Badge>
          <Badge size="lg" variant="light" color="grape">{`OP ${d.nidoperacion}`}</Badge>
        </Group>
        <Group gap="sm" mt="xs">
          <Button variant="default" onClick={() => navigate('/dashboard/recibir')}>
            Cerrar
          </Button>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            loading={report.isPending}
            onClick={print}
          >
            Imprimir
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} />}
            loading={carrier.isPending}
            onClick={downloadCarrier}
          >
            Lista transportista
          </Button>
          {receivable && (
            <Button
              component={Link}
              to={`/detalle/recibir/${encodeURIComponent(d.scodlistacarga)}/escanear`}
              variant="light"
              leftSection={<IconBarcode size={16} />}
            >
              Escanear llegada
            </Button>
          )}
          <Button
            leftSection={<IconPackageImport size={16} />}
            disabled={!receivable}
            onClick={() => setConfirming(true)}
          >
            Recepcionar
          </Button>
          <DisabledReason reason={receivable ? null : 'Sólo se recepciona una lista despachada.'} />
        </Group>
      </PageHeader>
      {d.sindincidenciasello === 'S' && d.ssellollegada && (
        <SealIncidentAlert dispatched={d.sselloseguridad} found={d.ssellollegada} />
      )}
      <ListDetailColumns
        side={
          <Stack gap="md">
            <ReceptionFigures count={recepcion} rasWithDifference={recepcion.ncantidadradiferencia} />
            <ListSummary summary={resumen} side />
          </Stack>
        }
      >
        <ListHeaderInfo detail={d}>
          <DispatchedAt detail={d} />
          {d.sselloseguridad && <InfoItem label="Sello de seguridad">{d.sselloseguridad}</InfoItem>}
          <InfoItem label="Sello de llegada">
            <Text
              size="sm"
              c={d.sindincidenciasello === 'S' ? 'red.8' : undefined}
              fw={d.sindincidenciasello === 'S' ? 700 : undefined}
            >
              {d.ssellollegada ?? 'Sin registrar'}
            </Text>
          </InfoItem>
          {d.dfhorecepcion && <InfoItem label="Fecha recepción">{formatDateTime(d.dfhorecepcion)}</InfoItem>}
          {d.scomentariodespacho && (
            <InfoItem label="Comentario despacho" fullRow>
              {d.scomentariodespacho}
            </InfoItem>
          )}
        </ListHeaderInfo>
        {receivable && <ArrivalSealForm seals={d} />}
        <Title order={4}>RAs de la lista</Title>
        <ListRaCards
          ras={ras}
          page={page}
          onPage={setPage}
          cols={{ base: 1, sm: 2 }}
          renderCard={(ra) => (
            <ReceiveRaCard
              key={ra.nidra}
              ra={ra}
              editable={receivable}
              status={statuses[ra.nidra]}
              onEdit={() => setEditing(ra.nidra)}
            />
          )}
        />
      </ListDetailColumns>
      <EditRaModal
        code={code}
        ra={editing}
        editable={receivable}
        onClose={() => setEditing(null)}
        onStatus={setStatus}
      />
      <ReceiveConfirm
        code={code}
        opened={confirming}
        sealMissing={!d.ssellollegada}
        loading={receive.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmReception}
      />
      {modal}
    </Stack>
  );
}
