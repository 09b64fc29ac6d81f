import { isListEditable, type LoadingListItem, loadingListQuery, messages, routes } from '@carga/domain';
import { Button, Group, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { CardAction, CardScanLink } from '../../../ui/ListCard.tsx';
import { PagedCards } from '../../../ui/PagedCards.tsx';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { pagedQueryProps } from '../../../ui/paged-query.ts';
import { useLoadingListFilters, useLoadingLists } from '../api.ts';
import { LoadListCard, useWarehouseLoadLists } from './load-list-card.tsx';
import { LoadListFilters, useOpenLoadingList } from './load-list-screen.tsx';

const FILTERS = ['codigoListaCarga', 'codigoBodegaDestino', 'codigoViaDespacho', 'estado'] as const;
const filterSchema = loadingListQuery.omit({ codigoBodegaOrigen: true });

/** 'Lista de carga' (spec 2 section 2): the current warehouse's load lists, as cards. */
export function LoadingListsPage() {
  const navigate = useNavigate();
  const { list, form, select, bar, result, query } = useWarehouseLoadLists({
    keys: FILTERS,
    schema: filterSchema,
    end: 'codigoBodegaOrigen',
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
      <ExportButton route={routes.loadingList.export} query={query} />
      <PagedCards
        {...pagedQueryProps(result, (data) => data.loadingList, list)}
        empty={messages.noListData}
        label="Listas de carga"
        renderCard={(item) => <LoadingListCard key={item.scodlistacarga} item={item} onEdit={edit} />}
      />
    </Stack>
  );
}

/** Only a list in creation is edited; a closed, dispatched or received one is viewed (spec 2: 'view button'). */
export function LoadingListCard({
  item: l,
  onEdit,
}: {
  item: LoadingListItem;
  onEdit: (l: LoadingListItem) => void;
}) {
  const editable = isListEditable(l.scodestadolista);
  const verb = editable ? 'Editar' : 'Ver';
  return (
    <LoadListCard
      item={l}
      modality="LCL"
      action={
        <>
          {editable && (
            <CardScanLink
              to={`/detalle/lista-carga/${encodeURIComponent(l.scodlistacarga)}/escanear`}
              label={`Escanear lista ${l.scodlistacarga}`}
            >
              Escanear
            </CardScanLink>
          )}
          <CardAction onClick={() => onEdit(l)} aria-label={`${verb} lista ${l.scodlistacarga}`}>
            {verb}
          </CardAction>
        </>
      }
    />
  );
}
