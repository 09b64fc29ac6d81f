import { type DispatchItem, dispatchQuery, LIMITS, messages } from '@carga/domain';
import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTruckLoading } from '@tabler/icons-react';
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
import { useDispatchFilters, useDispatchList } from '../api.ts';

const FILTERS = ['idOperacion', 'codigoBodegaDestino', 'codigoViaDespacho'] as const;
const filterSchema = dispatchQuery.omit({ codigoBodegaOrigen: true });
const digits = (text: string) => text.replace(/\D/g, '');

/** 'Despacho' (spec 2 section 2): the current warehouse's closed lists waiting to leave. */
export function DispatchPage() {
  const session = useRequiredSession();
  const origin = session.currentOfiBod ?? '';
  const navigate = useNavigate();
  const list = useListParams(FILTERS);
  const { form, onSubmit, onClear, select } = useFilterForm(list, filterSchema, () => result.refetch());
  const combos = useDispatchFilters();
  const result = useDispatchList(
    { ...list.values, codigoBodegaOrigen: origin, Page: list.page },
    origin !== '',
  );

  const open = (item: DispatchItem) => {
    storeLoadingList(item.scodlistacarga, item.nidoperacion);
    navigate(`/detalle/despacho-lista/${item.scodlistacarga}`);
  };
  const rows = result.data?.list;
  // The operation code takes digits only, silently (spec 2 section 5).
  const operationInput = form.getInputProps('idOperacion');

  return (
    <Stack gap="md">
      <PageHeader
        title="Despacho"
        crumbs={[{ label: 'Bodega', to: '/dashboard/bodega' }, { label: 'Despacho' }]}
      />
      <FilterBar onSubmit={onSubmit} onClear={onClear} activeCount={list.activeCount}>
        <TextInput
          label="Código operación"
          inputMode="numeric"
          maxLength={LIMITS.idDigits}
          {...operationInput}
          onChange={(e) => form.setFieldValue('idOperacion', digits(e.currentTarget.value))}
        />
        <Select
          label="Bodega destino"
          placeholder="Todas"
          data={(combos.data?.bodegaList ?? []).map((b) => ({ value: b.scodbodega, label: b.snombodega }))}
          clearable
          {...select('codigoBodegaDestino')}
        />
        <Select
          label="Vías"
          placeholder="Todas"
          data={(combos.data?.medioEnvioList ?? []).map((o) => ({
            value: o.scodparametro01,
            label: o.sdeslargo01,
          }))}
          clearable
          {...select('codigoViaDespacho')}
        />
      </FilterBar>
      <CardGrid
        rows={rows}
        error={result.error}
        onRetry={() => result.refetch()}
        empty={messages.noOperations}
        label="Listas por despachar"
        renderCard={(item) => <DispatchCard key={item.scodlistacarga} item={item} onOpen={open} />}
      />
      {rows && rows.length > 0 && (
        <Paginator page={list.page} total={result.data?.totalPaginas ?? 1} onChange={list.setPage} />
      )}
    </Stack>
  );
}

function DispatchCard({ item: d, onOpen }: { item: DispatchItem; onOpen: (d: DispatchItem) => void }) {
  return (
    <Paper withBorder radius="md" p="md" aria-label={`Lista ${d.scodlistacarga}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>OP {d.nidoperacion}</Text>
          <Badge color={stateColor(d.sestado)}>{d.sdesestado}</Badge>
        </Group>
        <Text size="sm" fw={500}>
          {d.scodbodegaorigen} -&gt; {d.scodbodegadestino}
        </Text>
        <Field label="Código lista" value={d.scodlistacarga} />
        <Field label="Vía" value={d.sdesviadespacho} />
        <Field label="Fecha creación" value={formatDateTime(d.dfhocreacion)} />
        <Field label="Modalidad" value={d.sdesmodalidadenvio} />
        <Field label="Cantidad RA" value={d.ncantidadra} />
        <Field label="Bultos" value={d.ncantidadbultos} />
        <Field label="Peso Kg" value={formatMeasure(d.npesokg)} />
        <Field label="Volumen M³" value={formatMeasure(d.nvolumenm3)} />
        <Group justify="flex-end" mt="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconTruckLoading size={16} />}
            onClick={() => onOpen(d)}
            aria-label={`Editar lista ${d.scodlistacarga}`}
          >
            Editar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
