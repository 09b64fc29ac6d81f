import {
  eventSubjectLabel,
  NOTICE_STATE_NAMES,
  NOTICE_STATES,
  type NoticeItem,
  noticeListQuery,
} from '@carga/domain';
import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { type Column, DataList } from '../../../ui/DataList.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { dataListQueryProps } from '../../../ui/paged-query.ts';
import { useFilteredList } from '../../../ui/useFilteredList.ts';
import { ConfigHeader } from '../shared/ConfigHeader.tsx';
import { downloadEml, useNoticeList, useRetryNotice } from './api.ts';

const FILTERS = ['estado', 'nidra', 'nidretiro'] as const;
const TITLE = 'Avisos enviados';

const STATE_COLORS: Record<string, string> = {
  PENDIENTE: 'yellow',
  ENVIANDO: 'blue',
  ENVIADA: 'green',
  FALLIDA: 'red',
};

const STATE_OPTIONS = [
  { value: '', label: 'Todos' },
  ...NOTICE_STATES.map((s) => ({ value: s, label: NOTICE_STATE_NAMES[s] })),
];

const StateBadge = ({ notice }: { notice: NoticeItem }) => (
  <Badge color={STATE_COLORS[notice.sestado] ?? 'gray'} variant="light">
    {notice.sdesestado}
  </Badge>
);

const columns: Column<NoticeItem>[] = [
  {
    key: 'ra',
    header: 'RA',
    nowrap: true,
    hideInCard: true,
    cell: (n) => (n.nidra !== null ? n.nidra : eventSubjectLabel(n)),
  },
  { key: 'evento', header: 'Evento', hideInCard: true, cell: (n) => n.sdesevento },
  {
    key: 'destinatario',
    header: 'Destinatario',
    cell: (n) => (
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {n.semail}
      </Text>
    ),
  },
  { key: 'estado', header: 'Estado', nowrap: true, hideInCard: true, cell: (n) => <StateBadge notice={n} /> },
  { key: 'intentos', header: 'Intentos', align: 'right', cell: (n) => n.nintentos },
  {
    key: 'error',
    header: 'Último error',
    cell: (n) =>
      n.serror ? (
        <Text size="xs" style={{ wordBreak: 'break-word' }}>
          {n.serror}
        </Text>
      ) : (
        '—'
      ),
  },
  { key: 'fecha', header: 'Fecha', nowrap: true, cell: (n) => formatDateTime(n.dfecenvio ?? n.dfeccreacion) },
];

/** 'Avisos enviados': the e-mail notices of cargo events, their .eml files and 'Reintentar'. */
export function NoticesPage() {
  const { list, form, select, bar, result } = useFilteredList({
    keys: FILTERS,
    schema: noticeListQuery,
    useList: useNoticeList,
  });
  const retry = useRetryNotice();
  const messages = useMessageModal();

  const actions = (n: NoticeItem) => (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {n.bconarchivo ? (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconDownload size={14} />}
          aria-label={`Descargar el aviso ${n.nidnotificacion} (.eml)`}
          onClick={() => downloadEml(n.nidnotificacion).catch((error: unknown) => messages.showError(error))}
        >
          .eml
        </Button>
      ) : null}
      {n.sestado === 'FALLIDA' ? (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          aria-label={`Reintentar el aviso ${n.nidnotificacion}`}
          loading={retry.isPending && retry.variables === n.nidnotificacion}
          onClick={() =>
            retry.mutate(n.nidnotificacion, { onError: (error: unknown) => messages.showError(error) })
          }
        >
          Reintentar
        </Button>
      ) : null}
    </Group>
  );

  return (
    <Stack gap="md">
      <ConfigHeader title={TITLE} crumbs={[{ label: 'Configuración' }, { label: TITLE }]} aside={null} />
      <FilterBar {...bar}>
        <Select label="Estado" data={STATE_OPTIONS} allowDeselect={false} {...select('estado')} />
        <TextInput label="RA" inputMode="numeric" {...form.getInputProps('nidra')} />
        <TextInput label="Retiro N°" inputMode="numeric" {...form.getInputProps('nidretiro')} />
      </FilterBar>
      <DataList
        label={TITLE}
        columns={columns}
        {...dataListQueryProps(result, (data) => data.avisoList, list)}
        rowKey={(n) => n.nidnotificacion}
        emptyText="No hay avisos con estos filtros"
        action={actions}
        cardTitle={(n) => `${eventSubjectLabel(n)} · ${n.sdesevento}`}
        cardAside={(n) => <StateBadge notice={n} />}
      />
      {messages.modal}
    </Stack>
  );
}
