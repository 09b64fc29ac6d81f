import { FIGURE_READERS } from '@carga/domain';
import { Badge, Button, Grid, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { hasMenu, isCustomerSession, isWarehouseCurrent, useRequiredSession } from '../../api/session.ts';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { CRUMB, type Crumb, PageHeader } from '../../ui/PageHeader.tsx';
import { PaymentSection } from '../billing/index.ts';
import { UnitsTrailTab } from '../custody/trail/UnitsTrailTab.tsx';
import { useRaPrice } from '../customer/tariffs/api.ts';
import { ServicePriceCard, SinTarifaBadge } from '../customer/tariffs/ServicePriceCard.tsx';
import { DeliverySection } from '../delivery/DeliverySection.tsx';
import { DifferencesSection } from '../delivery/DifferencesSection.tsx';
import { SealIncidentAlert } from '../destination/detail/ArrivalSeal.tsx';
import { RaDocumentSection } from '../dte/RaDocumentSection.tsx';
import { useRaDetail, useRaHistory } from '../shipment/api.ts';
import { PackageSummary } from '../shipment/detail/PackageSummary.tsx';
import { RaFacts, TransportFacts } from '../shipment/detail/RaFacts.tsx';
import { AttachmentList } from '../shipment/files/AttachmentList.tsx';
import { TrackingCard } from '../tracking/TrackingCard.tsx';
import { DetailActions } from './DetailActions.tsx';
import { DocumentsTab } from './DocumentsTab.tsx';
import { offersLabels } from './detail-actions.ts';
import { HistoryTab } from './HistoryTab.tsx';
import { PackagesTab } from './PackagesTab.tsx';

/** The screen the user came from, for the breadcrumb and for going back after an action. */
function useOrigin() {
  const session = useRequiredSession();
  if (isCustomerSession(session)) {
    return {
      list: '/dashboard/cargas',
      crumbs: [CRUMB.home, { label: 'Mis cargas', to: '/dashboard/cargas' }],
    };
  }
  if (isWarehouseCurrent(session)) {
    return {
      list: '/dashboard/consulta-ra',
      crumbs: [CRUMB.warehouse, { label: 'Consulta RA', to: '/dashboard/consulta-ra' }],
    };
  }
  return {
    list: '/dashboard/recepciones',
    crumbs: [CRUMB.origin, { label: 'Recepciones', to: '/dashboard/recepciones' }],
  };
}

/** 'Detalle de recepción' (staff) and 'Detalle de carga' (customers). */
export function ReceptionDetailPage() {
  const session = useRequiredSession();
  const customer = isCustomerSession(session);
  const params = useParams();
  const id = Number(params.ra);
  const navigate = useNavigate();
  const location = useLocation();
  const origin = useOrigin();
  const detail = useRaDetail(id);
  const history = useRaHistory(id, !customer);
  // The same query as 'Valor del servicio': the header marks an RA without price too (issue 12).
  // Only for the menus that may read an RA's price (issue 30).
  const pricing = !customer && hasMenu(session, ...FIGURE_READERS.price);
  const price = useRaPrice(id, pricing);

  const title = customer ? 'Detalle de carga' : 'Detalle de recepción';
  const crumbs: Crumb[] = [...origin.crumbs, { label: `RA ${params.ra}` }];
  // Back to the list with its filters when the user came from it; a deep link goes to the list itself.
  const back = () => (location.key === 'default' ? navigate(origin.list) : navigate(-1));
  const backButton = (
    <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back}>
      Volver
    </Button>
  );

  if (!Number.isInteger(id) || id <= 0 || detail.error) {
    return (
      <Stack gap="md">
        <PageHeader title={title} crumbs={crumbs} />
        <LoadError
          title="No fue posible cargar el RA"
          error={detail.error ?? new Error('El RA solicitado no existe')}
          onRetry={detail.error ? () => detail.refetch() : undefined}
        />
        <Group>{backButton}</Group>
      </Stack>
    );
  }
  if (!detail.data) {
    return (
      <Stack gap="md">
        <PageHeader title={title} crumbs={crumbs} />
        <Loading />
      </Stack>
    );
  }

  const {
    ra,
    adjuntoList,
    bultoList,
    reempaqueList,
    documentoList,
    listaCargaList,
    resumenBultos,
    diferenciaList,
    incidenciaSelloList,
    entrega,
  } = detail.data;
  const count = (n: number) => (
    <Badge size="sm" variant="light" circle={n < 10}>
      {n}
    </Badge>
  );

  return (
    <Stack gap="md">
      <PageHeader title={title} crumbs={crumbs}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text c="dimmed" fw={600}>
              RA: {ra.nidra}
            </Text>
            {price.data?.priced === false && <SinTarifaBadge />}
          </Group>
          {backButton}
        </Group>
      </PageHeader>
      {/* What arrived short or damaged is flagged first, across the page; customers see it too. */}
      <DifferencesSection rows={diferenciaList} />
      {/* A list that arrived with another seal than it left with (staff only: the server sends none to customers). */}
      {incidenciaSelloList.map((incident) => (
        <SealIncidentAlert
          key={incident.scodlistacarga}
          list={incident.scodlistacarga}
          dispatched={incident.sselloseguridad}
          found={incident.ssellollegada}
        />
      ))}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <RaFacts ra={ra} repacks={reempaqueList} />
            <DeliverySection nidra={ra.nidra} entrega={entrega} files={adjuntoList} />
            <TransportFacts links={listaCargaList} />
            <Paper withBorder radius="md" p="md">
              <Tabs defaultValue="bultos" keepMounted={false}>
                <Tabs.List mb="md">
                  <Tabs.Tab value="bultos" rightSection={count(bultoList.length)}>
                    Bultos
                  </Tabs.Tab>
                  <Tabs.Tab value="adjuntos" rightSection={count(adjuntoList.length)}>
                    Archivos adjuntos
                  </Tabs.Tab>
                  <Tabs.Tab value="documentos" rightSection={count(documentoList.length)}>
                    Documentos asociados
                  </Tabs.Tab>
                  <Tabs.Tab value="seguimiento">Seguimiento</Tabs.Tab>
                  {!customer && <Tabs.Tab value="bitacora">Bitácora</Tabs.Tab>}
                </Tabs.List>
                <Tabs.Panel value="bultos">
                  <PackagesTab packages={bultoList} />
                </Tabs.Panel>
                <Tabs.Panel value="adjuntos">
                  <AttachmentList raId={ra.nidra} files={adjuntoList} />
                </Tabs.Panel>
                <Tabs.Panel value="documentos">
                  <DocumentsTab documents={documentoList} />
                </Tabs.Panel>
                <Tabs.Panel value="seguimiento">
                  <UnitsTrailTab nidra={ra.nidra} reprint={offersLabels(ra.scodestado, !customer)} />
                </Tabs.Panel>
                {!customer && (
                  <Tabs.Panel value="bitacora">
                    <HistoryTab
                      entries={history.data}
                      loading={history.isLoading}
                      error={history.error}
                      onRetry={() => history.refetch()}
                    />
                  </Tabs.Panel>
                )}
              </Tabs>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" pos="sticky" top={76}>
            <PackageSummary summary={resumenBultos} />
            {!customer && <PaymentSection nidra={ra.nidra} />}
            <RaDocumentSection nidra={ra.nidra} voided={ra.scodestado === 'ANULA'} />
            {pricing && <ServicePriceCard raId={ra.nidra} />}
            <TrackingCard nidra={ra.nidra} delivered={ra.scodestado === 'ENTRE' && entrega !== null} />
            <DetailActions
              ra={ra}
              staff={!customer}
              canAct={hasMenu(session, 'ORIG-RECEP', 'BOD-RECEP')}
              onList={listaCargaList.length > 0}
              onDone={back}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
