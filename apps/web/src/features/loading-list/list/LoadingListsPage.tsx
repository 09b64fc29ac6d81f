import { type LoadingListItem, loadingListQuery, messages } from '@carga/domain';
import { Button, Group, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useRequiredSession } from '../../../app/session.ts';
import { Field } from '../../../ui/Field.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { formatDateTime, formatMeasure } from '../../../ui/format.ts';
import { CardAction, CardRoute, ListCard } from '../../../ui/ListCard.tsx';
import { PagedCards } from '../../../ui/PagedCards.tsx';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { pagedQueryProps } from '../../../ui/paged-query.ts';
import { useFilteredList } from '../../../ui/useFilteredList.ts';
import { useLoadingListFilters, useLoadingLists } from '../api.ts';
import { stateColor } from '../detail/ListInfo.tsx';
import { LoadListFilters, useOpenLoadingList } from './load-list-screen.tsx';

const FILTERS = ['codigoListaCarga', 'codigoBodegaDestino', 'codigoViaDespacho', 'estado'] as const;
const filterSchema = loadingListQuery.omit({ codigoBodegaOrigen: true });

/** 'Lista de carga' (spec 2 section 2): the current warehouse's load lists, as cards. */
export function LoadingListsPage() {
  const session = useRequiredSession();
  const origin = session.currentOfiBod ?? '';
  const navigate = useNavigate();
  const { list, form, select, bar, result } = useFilteredList({
    keys: FILTERS,
    schema: filterSchema,
    fixed: { key: 'codigoBodegaOrigen', code: origin },
    useList: useLoadingLists,
  });
  const combos = useLoadingListFilters();

  const edit = useOpenLoadingList('/detalle/lista-carga');

  return (
    <Stack gap="md">
      <PageHeader title="Lista de carga" crumbs={[CRUMB.home, CRUMB.warehouse, { label: 'Lista de carga' }]}>
        <Group>
          <Button onClick={() => navigate('/nueva-lista')}>Crea nueva lista</Button>
        </Group>
      </PageHeader>
      <FilterBar {...bar}>
        <LoadListFilters
          filters={{ inputProps: form.getInputProps, select }}
          combos={combos.data}
          warehouse={{ label: 'Bodega destino', key: 'codigoBodegaDestino' }}
        />
      </FilterBar>
      <PagedCards
        {...pagedQueryProps(result, (data) => data.loadingList, list)}
        empty={messages.noListData}
        label="Listas de carga"
        renderCard={(item) => <LoadingListCard key={item.scodlistacarga} item={item} onEdit={edit} />}
      />
    </Stack>
  );
}

function LoadingListCard({
  item: l,
  onEdit,
}: {
  item: LoadingListItem;
  onEdit: (l: LoadingListItem) => void;
}) {
  return (
    <ListCard
      label={`Lista ${l.scodlistacarga}`}
      title={l.scodlistacarga}
      state={{ color: stateColor(l.scodestadolista), label: l.sdesestadolista }}
      action={
        <CardAction onClick={() => onEdit(l)} aria-label={`Editar lista ${l.scodlistacarga}`}>
          Editar
        </CardAction>
      }
    >
      <CardRoute>
        OP {l.nidoperacion} · {l.scodbodegaorigen} -&gt; {l.scodbodegadestino}
      </CardRoute>
      <Field label="Vía" value={l.sdesviadespacho} />
      <Field label="Fecha creación" value={formatDateTime(l.dfhocreacion)} />
      <Field label="Modalidad" value="LCL" />
      <Field label="Cantidad RA" value={l.ncantidadra} />
      <Field label="Volumen m³" value={formatMeasure(l.nvolumeningresadom3)} />
    </ListCard>
  );
}
