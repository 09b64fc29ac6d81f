import { LIMITS, type LoadingListItem, loadingListQuery, messages } from '@carga/domain';
import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useRequiredSession } from '../../../app/session.ts';
import { CardGrid } from '../../../ui/CardGrid.tsx';
import { Field } from '../../../ui/Field.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { formatDateTime, formatMeasure } from '../../../ui/format.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { Paginator } from '../../../ui/Paginator.tsx';
import { useFilterForm, useListParams } from '../../../ui/useListParams.ts';
import { useLoadingListFilters, useLoadingLists } from '../api.ts';
import { stateColor } from '../detail/ListInfo.tsx';
import { storeLoadingList } from '../storage.ts';

const FILTERS = ['codigoListaCarga', 'codigoBodegaDestino', 'codigoViaDespacho', 'estado'] as const;
const options = (list: Array<{ scodparametro01: string; sdeslargo01: string }> | undefined) =>
  (list ?? []).map((o) => ({ value: o.scodparametro01, label: o.sdeslargo01 }));

/** 'Lista de carga' (spec 2 section 2): the current warehouse's load lists, as cards. */
export function LoadingListsPage() {
  const session = useRequiredSession();
  const origin = session.currentOfiBod ?? '';
  const navigate = useNavigate();
  const list = useListParams(FILTERS);
  const { form, onSubmit, onClear, select } = useFilterForm(
    list,
    loadingListQuery.omit({ codigoBodegaOrigen: true }),
    () => result.refetch(),
  );
  const combos = useLoadingListFilters();
  const result = useLoadingLists(
    { ...list.values, codigoBodegaOrigen: origin, Page: list.page },
    origin !== '',
  );

  const edit = (item: LoadingListItem) => {
    storeLoadingList(item.scodlistacarga, item.nidoperacion);
    navigate(`/detalle/lista-carga/${item.scodlistacarga}`);
  };
  const rows = result.data?.loadingList;

  const body = (
    <CardGrid
      rows={rows}
      error={result.error}
      onRetry={() => result.refetch()}
      empty={messages.noListData}
      label="Listas de carga"
      renderCard={(item) => <ListCard key={item.scodlistacarga} item={item} onEdit={edit} />}
    />
  );

  return (
    <Stack gap="md">
      <PageHeader
        title="Lista de carga"
        crumbs={[
          { label: 'Panel principal', to: '/dashboard/welcome' },
          { label: 'Bodega', to: '/dashboard/bodega' },
          { label: 'Lista de carga' },
        ]}
      >
        <Group>
          <Button onClick={() => navigate('/nueva-lista')}>Crea nueva lista</Button>
        </Group>
      </PageHeader>
      <FilterBar onSubmit={onSubmit} onClear={onClear} activeCount={list.activeCount}>
        <TextInput label="Código lista" maxLength={LIMITS.code} {...form.getInputProps('codigoListaCarga')} />
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
      {body}
      {rows && rows.length > 0 && (
        <Paginator page={list.page} total={result.data?.totalPaginas ?? 1} onChange={list.setPage} />
      )}
    </Stack>
  );
}

function ListCard({ item: l, onEdit }: { item: LoadingListItem; onEdit: (l: LoadingListItem) => void }) {
  return (
    <Paper withBorder radius="md" p="md" aria-label={`Lista ${l.scodlistacarga}`}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={700}>{l.scodlistacarga}</Text>
          <Badge color={stateColor(l.scodestadolista)}>{l.sdesestadolista}</Badge>
        </Group>
        <Text size="sm" fw={500}>
          OP {l.nidoperacion} · {l.scodbodegaorigen} -&gt; {l.scodbodegadestino}
        </Text>
        <Field label="Vía" value={l.sdesviadespacho} />
        <Field label="Fecha creación" value={formatDateTime(l.dfhocreacion)} />
        <Field label="Modalidad" value="LCL" />
        <Field label="Cantidad RA" value={l.ncantidadra} />
        <Field label="Volumen m³" value={formatMeasure(l.nvolumeningresadom3)} />
        <Group justify="flex-end" mt="xs">
          <Button
            variant="light"
            size="xs"
            onClick={() => onEdit(l)}
            aria-label={`Editar lista ${l.scodlistacarga}`}
          >
            Editar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
