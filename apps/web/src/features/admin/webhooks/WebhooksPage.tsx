import type { WebhookItem } from '@carga/domain';
import { ActionIcon, Menu, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { type Column, DataList } from '../../../ui/DataList.tsx';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { dataListQueryProps } from '../../../ui/paged-query.ts';
import { useListParams } from '../../../ui/useListParams.ts';
import { ActiveBadge } from '../shared/ActiveBadge.tsx';
import { ListHeader } from '../shared/ListHeader.tsx';
import { useDeleteWebhook, useRotateSecret, useWebhookList } from './api.ts';
import { SecretModal } from './SecretModal.tsx';
import { WebhookFormModal } from './WebhookFormModal.tsx';

export const WEBHOOKS_LIST = '/dashboard/webhooks';
export const WEBHOOK_DELIVERIES = '/detalle/webhooks';

/** '3 entregadas · 1 pendiente · 0 fallidas'. */
export function deliveryCounts(w: WebhookItem) {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    plural(w.nentregados, 'entregada', 'entregadas'),
    plural(w.npendientes + w.nenviando, 'pendiente', 'pendientes'),
    plural(w.nfallidos, 'fallida', 'fallidas'),
  ].join(' · ');
}

const columns: Column<WebhookItem>[] = [
  {
    key: 'client',
    header: 'Cliente',
    hideInCard: true,
    cell: (w) => (
      <Stack gap={0}>
        <Text size="sm">{w.snombrecliente}</Text>
        <Text size="xs" c="dimmed">
          {w.srutcliente}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'url',
    header: 'URL',
    cell: (w) => (
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {w.surl}
      </Text>
    ),
  },
  { key: 'active', header: 'Vigente', hideInCard: true, cell: (w) => <ActiveBadge value={w.sindactivo} /> },
  { key: 'deliveries', header: 'Entregas', cell: deliveryCounts },
];

type Pending = { kind: 'rotate' | 'delete'; webhook: WebhookItem } | null;

/** 'Webhooks': the endpoints of business clients that hear of their cargo's events (issue 16). */
export function WebhooksPage() {
  const navigate = useNavigate();
  const list = useListParams([] as const);
  const result = useWebhookList({ Page: list.page });
  const [editing, setEditing] = useState<WebhookItem | null | 'new'>(null);
  const [secret, setSecret] = useState<{ value: string; url: string } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const rotate = useRotateSecret();
  const remove = useDeleteWebhook();
  const notices = useMessageModal();

  const openLog = (w: WebhookItem) => navigate(`${WEBHOOK_DELIVERIES}?webhook=${w.nidwebhook}`);
  const confirm = () => {
    if (!pending) return;
    const { kind, webhook } = pending;
    const done = { onSettled: () => setPending(null), onError: (error: unknown) => notices.showError(error) };
    if (kind === 'rotate')
      rotate.mutate(webhook.nidwebhook, {
        ...done,
        onSuccess: (w) => setSecret({ value: w.ssecreto, url: w.surl }),
      });
    else remove.mutate(webhook.nidwebhook, done);
  };

  const actions = (w: WebhookItem) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Acciones del webhook ${w.surl}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => openLog(w)}>Ver entregas</Menu.Item>
        <Menu.Item onClick={() => setEditing(w)}>Editar</Menu.Item>
        <Menu.Item onClick={() => setPending({ kind: 'rotate', webhook: w })}>Rotar secreto</Menu.Item>
        <Menu.Item color="red" onClick={() => setPending({ kind: 'delete', webhook: w })}>
          Eliminar
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <Stack gap="md">
      <ListHeader title="Webhooks" createLabel="Registrar webhook" onCreate={() => setEditing('new')} />
      <Text size="sm" c="dimmed">
        Cada evento de las cargas de un cliente (recibida, despachada, llegada, entregada) se envía firmado a
        sus URLs vigentes; si falla se reintenta durante 24 horas.
      </Text>
      <DataList
        label="Webhooks"
        columns={columns}
        {...dataListQueryProps(result, (data) => data.list, list)}
        rowKey={(w) => w.nidwebhook}
        onOpen={openLog}
        emptyText="No hay webhooks registrados"
        action={actions}
        cardTitle={(w) => `${w.snombrecliente} (${w.srutcliente})`}
        cardAside={(w) => <ActiveBadge value={w.sindactivo} />}
      />
      {editing !== null ? (
        <WebhookFormModal
          opened
          webhook={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={(value, url) => {
            setEditing(null);
            setSecret({ value, url });
          }}
        />
      ) : null}
      <SecretModal secret={secret?.value ?? null} url={secret?.url ?? ''} onClose={() => setSecret(null)} />
      <ConfirmModal
        opened={pending !== null}
        title={pending?.kind === 'rotate' ? 'Rotar secreto' : 'Eliminar webhook'}
        confirmLabel={pending?.kind === 'rotate' ? 'Rotar secreto' : 'Eliminar'}
        color={pending?.kind === 'rotate' ? 'orange' : 'red'}
        loading={rotate.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'rotate'
          ? `Se creará un secreto nuevo para ${pending.webhook.surl}; el actual deja de valer en el acto y el sistema del cliente debe usar el nuevo.`
          : `Se eliminará el webhook ${pending?.webhook.surl ?? ''} con su registro de entregas.`}
      </ConfirmModal>
      {notices.modal}
    </Stack>
  );
}
