import { type DestinationItem, destinationQuery, LIMITS, messages } from '@carga/domain';
import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPackageImport } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useRequiredSession } from '../../../app/session.ts';
import { CardGrid } from '../../../ui/CardGrid.tsx';
import { Field } from '../../../ui/Field.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { formatDateTime, formatMeasure } from '../../../ui/format.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { Paginator } from '../../../ui/Paginator.tsx';
import { useFilterForm, useListParams } from '../../../ui/useListParams.ts';
import { stateColor } from '../../loading-list/detail/ListInfo.tsx';
import { storeLoadingList } from '../../loading-list/storage.ts';
import { useDestinationFilters, useDestinationList } from '../api.ts';
import { CountFields, DifferenceBadge } from '../ReceptionCounts.tsx';

const FILTERS = ['codigoListaCarga', 'codigoBodegaOrigen', 'codigoViaDespacho', 'estado'] as const;
const filterSchema = destinationQuery.omit({ codigoBodegaDestino: true });
const options = (list: Array<{ scodparametro01: string; sdeslargo01: string }> | undefined) =>
  (list ?? []).map((o) => ({ value: o.scodparametro01, label: o.sdeslargo01 }));
/** Only a dispatched or received list is opened here (spec 2 section 2). */
const opens = (state: string) => state === 'DESPA' || state === 'RECEP';

/** 'Recibir' (spec 2 section 2): the load lists travelling to the current warehouse. */
export function ReceivePage() {
  const session = useRequiredSession();
  const destination = session.currentOfiBod ?? '';
  const navigate = useNavigate();
  const list = useListParams(FILTERS);
  const { form, onSubmit, onClear, select } = useFilterForm(list, filterSchema, () => result.refetch());
  const combos = useDestinationFilters();
  const result = useDestinationList(
    { ...list.values, codigoBodegaDestino: destination, Page: list.page },
    destination !== '',
  );

  const open = (item: DestinationItem) => {
    storeLoadingList(item.scodlistacarga, item.nidoperacion);
    navigate(`/detalle/recibir/${item.scodlistacarga}`);
  };
  const rows = result.data?.list;

  return (
    <Stack gap="md">
      <PageHeader
        title="Recibir"
        crumbs={[{ label: 'Bodega', to: '/dashboard/bodega' }, { label: 'Recibir' }]}
      />
      <FilterBar onSubmit={onSubmit} onClear={onClear} activeCount={list.activeCount}>
        <TextInput label="Código lista" maxLength={LIMITS.code} {...form.getInputProps('codigoListaCarga')} />
        <Select
          label="Bodega origen"
          placeholder="Todas"
          data={(combos.data?.bodegaList ?? []).map((b) => ({ value: b.scodbodega, label: b.snombodega }))}
          clearable
          {...select('codigoBodegaOrigen')}
        />
        <Select
          label="Vías"
          placeholder="Todas"
          data={options(combos.data?.medioEnvioList)}
          clearable
          {...select('codigoViaDespacho')}
        />
        <Select
          label="Estados"
          placeholder="Todos"
          data={options(combos.data?.estadoList)}
          clearable
          {...select('estado')}
        />
      </FilterBar>
      <CardGrid
        rows={rows}
        error={result.error}
        onRetry={() => result.refetch()}
        empty={messages.noListsFound}
        label="Listas por recibir"
        renderCard={(item) => <ReceiveCard key={item.scodlistacarga} item={item} onOpen={open} />}
      />
      {rows && rows.length > 0 && (
        <Paginator page={list.page} total={result.data?.totalPaginas ?? 1} onChange={list.setPage} />
      )}
    </Stack>
  );
}

function ReceiveCard({ item: l, onOpen }: { item: DestinationItem; onOpen: (l: DestinationItem) => void }) {
  const travelled = opens(l.scodestadolista);
  return (
    <Paper withBorder radius="md" p="md" aria-label={`Lista ${l.scodlistacarga}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700}>{l.scodlistacarga}</Text>
          <Badge color={stateColor(l.scodestadolista)}>{l.sdesestadolista}</Badge>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500}>
            OP {l.nidoperacion} · {l.scodbodegaorigen} -&gt; {l.scodbodegadestino}
          </Text>
          {travelled && <DifferenceBadge count={l} />}
        </Group>
        <Field label="Vía" value={l.sdesviadespacho} />
        <Field label="Fecha creación" value={formatDateTime(l.dfhocreacion)} />
        <Field label="Cantidad RA" value={l.ncantidadra} />
        <Field label="Volumen m³" value={formatMeasure(l.nvolumeningresadom3)} />
        {travelled && <CountFields count={l} />}
        {travelled && l.ncantidadradiferencia > 0 && (
          <Field label="RAs con diferencias" value={l.ncantidadradiferencia} />
        )}
        <Group justify="flex-end" mt="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPackageImport size={16} />}
            disabled={!travelled}
            onClick={() => onOpen(l)}
            aria-label={`Abrir lista ${l.scodlistacarga}`}
          >
            Abrir
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
