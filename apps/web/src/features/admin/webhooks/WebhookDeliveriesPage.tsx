import {
  EVENT_NAMES,
  eventSubjectLabel,
  WEBHOOK_DELIVERY_STATE_NAMES,
  WEBHOOK_DELIVERY_STATES,
  type WebhookDeliveryItem,
} from '@carga/domain';
import { Badge, Button, Select, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { type Column, DataList } from '../../../ui/DataList.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { dataListQueryProps } from '../../../ui/paged-query.ts';
import { useListParams } from '../../../ui/useListParams.ts';
import { ConfigHeader } from '../shared/ConfigHeader.tsx';
import { useResendDelivery, useWebhook, useWebhookDeliveries } from './api.ts';
import { deliveryCounts, WEBHOOKS_LIST } from './WebhooksPage.tsx';

const STATE_COLORS: Record<string, string> = {
  PENDIENTE: 'yellow',
  ENVIANDO: 'blue',
  ENTREGADO: 'green',
  FALLIDO: 'red',
};

// The cargo's event as the notices name it ('Carga entregada'): the row's state says how its delivery went.
const NAMES: Record<string, string> = EVENT_NAMES;

const StateBadge = ({ value }: { value: string }) => (
  // Never cut to 'ENTREGA…': the column takes the state's whole width.
  <Badge color={STATE_COLORS[value] ?? 'gray'} variant="light" style={{ minWidth: 'max-content' }}>
    {WEBHOOK_DELIVERY_STATE_NAMES[value as keyof typeof WEBHOOK_DELIVERY_STATE_NAMES] ?? value}
  </Badge>
);

const columns: Column<WebhookDeliveryItem>[] = [
  { key: 'event', header: 'Evento', hideInCard: true, cell: (d) => NAMES[d.sevento] ?? d.sevento },
  {
    key: 'ra',
    header: 'RA',
    nowrap: true,
    hideInCard: true,
    cell: (d) => (d.nidra !== null ? d.nidra : eventSubjectLabel(d)),
  },
  {
    key: 'state',
    header: 'Estado',
    nowrap: true,
    hideInCard: true,
    cell: (d) => <StateBadge value={d.sestado} />,
  },
  { key: 'attempts', header: 'Intentos', align: 'right', cell: (d) => d.nintentos },
  { key: 'status', header: 'Último HTTP', align: 'right', cell: (d) => d.nultimoestado ?? '—' },
  {
    key: 'error',
    header: 'Último error',
    cell: (d) =>
      d.serror ? (
        <Text size="xs" style={{ wordBreak: 'break-word' }}>
          {d.serror}
        </Text>
      ) : (
        '—'
      ),
  },
  {
    key: 'last',
    header: 'Último intento',
    nowrap: true,
    cell: (d) => (d.dfecultimo ? formatDateTime(d.dfecultimo) : '—'),
  },
  {
    key: 'next',
    header: 'Próximo intento',
    nowrap: true,
    cell: (d) => (d.sestado === 'PENDIENTE' ? formatDateTime(d.dfecproximo) : '—'),
  },
];

const STATE_OPTIONS = [
  { value: '', label: 'Todos' },
  ...WEBHOOK_DELIVERY_STATES.map((s) => ({ value: s, label: WEBHOOK_DELIVERY_STATE_NAMES[s] })),
];

/** A webhook's delivery log: each event sent to it, how it went, and 'Reenviar'. */
export function WebhookDeliveriesPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('webhook')) || null;
  const list = useListParams(['webhook', 'estado'] as const);
  const webhook = useWebhook(id);
  const result = useWebhookDeliveries(id, { estado: list.values.estado, Page: list.page });
  const resend = useResendDelivery();
  const notices = useMessageModal();

  const title = 'Entregas del webhook';
  return (
    <Stack gap="md">
      <ConfigHeader
        title={title}
        crumbs={[{ label: 'Configuración' }, { label: 'Webhooks', to: WEBHOOKS_LIST }, { label: title }]}
        aside={null}
      />
      {webhook.data ? (
        <Stack gap={2}>
          <Text fw={500}>
            {webhook.data.snombrecliente} ({webhook.data.srutcliente})
          </Text>
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {webhook.data.surl}
          </Text>
          <Text size="sm" c="dimmed">
            {deliveryCounts(webhook.data)}
          </Text>
        </Stack>
      ) : null}
      <Select
        label="Estado"
        data={STATE_OPTIONS}
        value={list.values.estado}
        allowDeselect={false}
        maw={240}
        onChange={(value) => list.search({ webhook: list.values.webhook, estado: value ?? '' })}
      />
      <DataList
        label="Entregas"
        columns={columns}
        {...dataListQueryProps(result, (data) => data.list, list)}
        rowKey={(d) => d.nidentrega}
        emptyText="Este webhook aún no tiene entregas"
        action={(d) => (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} />}
            aria-label={`Reenviar la entrega ${d.nidentrega}`}
            loading={resend.isPending && resend.variables === d.nidentrega}
            disabled={d.sestado === 'ENVIANDO'}
            onClick={() =>
              resend.mutate(d.nidentrega, { onError: (error: unknown) => notices.showError(error) })
            }
          >
            Reenviar
          </Button>
        )}
        cardTitle={(d) => `${eventSubjectLabel(d)} · ${NAMES[d.sevento] ?? d.sevento}`}
        cardAside={(d) => <StateBadge value={d.sestado} />}
      />
      {notices.modal}
    </Stack>
  );
}
