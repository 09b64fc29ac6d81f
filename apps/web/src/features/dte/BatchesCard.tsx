import {
  DTE_BATCH_STATE_LABELS,
  type DteBatch,
  type DteBatchKind,
  type DteBatchList,
  dteSendingMessages,
} from '@carga/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCloudUpload, IconDownload, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { formatDateTime } from '../../ui/format.ts';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { useIsMobile } from '../../ui/useIsMobile.ts';
import { useCreateBatch, useDownloadBatch, useDteBatches, useSendBatch } from './sending-api.ts';

const KIND_LABEL: Record<DteBatchKind, string> = { DTE: 'Facturas y notas', BOLETA: 'Boletas' };
const STATE_COLOR: Record<DteBatch['sestado'], string> = {
  CREADO: 'gray',
  ENVIADO: 'blue',
  ACEPTADO: 'green',
  REPAROS: 'yellow',
  RECHAZADO: 'red',
  ERROR: 'red',
};
const AMBIENTE: Record<string, string> = {
  certificacion: 'certificación (maullin)',
  produccion: 'producción (palena)',
};

function StateBadges({ batch }: { batch: DteBatch }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={STATE_COLOR[batch.sestado]} variant="light" style={{ flexShrink: 0 }}>
        {DTE_BATCH_STATE_LABELS[batch.sestado]}
      </Badge>
      {batch.sindprueba === 'S' && (
        <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
          Prueba
        </Badge>
      )}
    </Group>
  );
}

/** Its actions: the XML always; 'Enviar al SII' while it may go (configured, real, not yet received). */
function Actions({ batch, sends }: { batch: DteBatch; sends: boolean }) {
  const download = useDownloadBatch();
  const send = useSendBatch();
  const canSend = sends && batch.sindprueba === 'N' && ['CREADO', 'ERROR'].includes(batch.sestado);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} />}
        loading={download.isPending && download.variables?.nidenvio === batch.nidenvio}
        onClick={() => download.mutate(batch)}
        aria-label={`Descargar XML del envío ${batch.nidenvio}`}
      >
        Descargar XML
      </Button>
      {canSend && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconSend size={14} />}
          loading={send.isPending}
          onClick={() => send.mutate(batch.nidenvio)}
        >
          Enviar al SII
        </Button>
      )}
    </Group>
  );
}

function BatchList({ list }: { list: DteBatchList }) {
  const isMobile = useIsMobile();
  const sends = list.sambiente !== null;
  if (list.envios.length === 0) return <Text c="dimmed">Aún no se han generado envíos.</Text>;
  if (isMobile)
    return (
      <Stack gap="xs" role="list" aria-label="Envíos al SII">
        {list.envios.map((b) => (
          <Paper
            withBorder
            radius="sm"
            p="sm"
            key={b.nidenvio}
            role="listitem"
            aria-label={`Envío ${b.nidenvio}`}
          >
            <Text fw={600} size="sm">
              N° {b.nidenvio} · {KIND_LABEL[b.stipo]} · {b.ndocumentos} doc.
            </Text>
            <Group my={4}>
              <StateBadges batch={b} />
            </Group>
            <Text size="xs" c="dimmed">
              {formatDateTime(b.dfeccreacion)}
              {b.strackid ? ` · Track ID ${b.strackid}` : ''}
            </Text>
            {b.sglosa && <Text size="xs">{b.sglosa}</Text>}
            <Group mt="xs">
              <Actions batch={b} sends={sends} />
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={820} type="native">
      <Table striped aria-label="Envíos al SII" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>N°</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th ta="right">Documentos</Table.Th>
            <Table.Th>Generado</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>Track ID</Table.Th>
            <Table.Th>Detalle</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.envios.map((b) => (
            <Table.Tr key={b.nidenvio}>
              <Table.Td>{b.nidenvio}</Table.Td>
              <Table.Td>{KIND_LABEL[b.stipo]}</Table.Td>
              <Table.Td ta="right">{b.ndocumentos}</Table.Td>
              <Table.Td>{formatDateTime(b.dfeccreacion)}</Table.Td>
              <Table.Td>
                <StateBadges batch={b} />
              </Table.Td>
              <Table.Td>{b.strackid ?? '—'}</Table.Td>
              <Table.Td maw={260}>
                <Text size="xs">{b.sglosa ?? ''}</Text>
              </Table.Td>
              <Table.Td>
                <Actions batch={b} sends={sends} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** 'Envíos al SII': what is pending, 'Generar envío …', and each batch with its state and its XML. */
export function BatchesCard() {
  const batches = useDteBatches();
  const create = useCreateBatch();
  const list = batches.data;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h4" mb="sm">
        Envíos al SII
      </Title>
      {batches.isPending ? (
        <Loading />
      ) : batches.isError ? (
        <LoadError error={batches.error} onRetry={() => batches.refetch()} />
      ) : (
        <Stack gap="md">
          {list?.sambiente ? (
            <Text size="sm">
              Los envíos se suben al SII automáticamente (ambiente{' '}
              {AMBIENTE[list.sambiente] ?? list.sambiente}).
            </Text>
          ) : (
            <Alert color="blue" icon={<IconInfoCircle size={18} />}>
              <Text size="sm">
                {dteSendingMessages.notConfigured}: el envío automático al SII no está configurado en este
                servidor.
              </Text>
            </Alert>
          )}
          <Text size="sm">
            Pendientes de envío — facturas y notas: {list?.npendientesdte ?? 0} · boletas:{' '}
            {list?.npendientesboleta ?? 0}
          </Text>
          <Group gap="sm">
            <Button
              leftSection={<IconCloudUpload size={16} />}
              loading={create.isPending && create.variables === 'DTE'}
              onClick={() => create.mutate('DTE')}
            >
              Generar envío de facturas
            </Button>
            <Button
              variant="light"
              leftSection={<IconCloudUpload size={16} />}
              loading={create.isPending && create.variables === 'BOLETA'}
              onClick={() => create.mutate('BOLETA')}
            >
              Generar envío de boletas
            </Button>
          </Group>
          {create.error && <LoadError error={create.error} title="No fue posible generar el envío" />}
          {list && <BatchList list={list} />}
        </Stack>
      )}
    </Paper>
  );
}
