import { type DestinationItem, destinationQuery, isListReceivable, messages, routes } from '@carga/domain';
import { Stack } from '@mantine/core';
import { IconPackageImport } from '@tabler/icons-react';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { Field } from '../../../ui/Field.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { CardAction, CardScanLink } from '../../../ui/ListCard.tsx';
import { PagedCards } from '../../../ui/PagedCards.tsx';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { pagedQueryProps } from '../../../ui/paged-query.ts';
import { LoadListCard, useWarehouseLoadLists } from '../../loading-list/list/load-list-card.tsx';
import { LoadListFilters, useOpenLoadingList } from '../../loading-list/list/load-list-screen.tsx';
import { useDestinationFilters, useDestinationList } from '../api.ts';
import { CountFields, DifferenceBadge } from '../ReceptionCounts.tsx';

const FILTERS = ['codigoListaCarga', 'codigoBodegaOrigen', 'codigoViaDespacho', 'estado'] as const;
const filterSchema = destinationQuery.omit({ codigoBodegaDestino: true });
/** Only a dispatched or received list is opened here (spec 2 section 2). */
const opens = (state: string) => state === 'DESPA' || state === 'RECEP';

/** 'Recibir' (spec 2 section 2): the load lists travelling to the current warehouse. */
export function ReceivePage() {
  const { list, form, select, bar, result, query } = useWarehouseLoadLists({
    keys: FILTERS,
    schema: filterSchema,
    end: 'codigoBodegaDestino',
    useList: useDestinationList,
  });
  const combos = useDestinationFilters();

  const open = useOpenLoadingList('/detalle/recibir');

  return (
    <Stack gap="md">
      <PageHeader title="Recibir" crumbs={[CRUMB.warehouse, { label: 'Recibir' }]} />
      <FilterBar {...bar}>
        <LoadListFilters
          filters={{ inputProps: form.getInputProps, select }}
          combos={combos.data}
          warehouse={{ label: 'Bodega origen', key: 'codigoBodegaOrigen' }}
        />
      </FilterBar>
      <ExportButton route={routes.destination.export} query={query} />
      <PagedCards
        {...pagedQueryProps(result, (data) => data.list, list)}
        empty={messages.noListsFound}
        label="Listas por recibir"
        renderCard={(item) => <ReceiveCard key={item.scodlistacarga} item={item} onOpen={open} />}
      />
    </Stack>
  );
}

function ReceiveCard({ item: l, onOpen }: { item: DestinationItem; onOpen: (l: DestinationItem) => void }) {
  const travelled = opens(l.scodestadolista);
  return (
    <LoadListCard
      item={l}
      badge={travelled && <DifferenceBadge count={l} />}
      action={
        <>
          {isListReceivable(l.scodestadolista) && (
            <CardScanLink
              to={`/detalle/recibir/${encodeURIComponent(l.scodlistacarga)}/escanear`}
              label={`Escanear llegada de la lista ${l.scodlistacarga}`}
            >
              Escanear llegada
            </CardScanLink>
          )}
          <CardAction
            leftSection={<IconPackageImport size={16} />}
            disabled={!travelled}
            onClick={() => onOpen(l)}
            aria-label={`Abrir lista ${l.scodlistacarga}`}
          >
            Abrir
          </CardAction>
        </>
      }
    >
      {travelled && <CountFields count={l} />}
      {travelled && l.ncantidadradiferencia > 0 && (
        <Field label="RAs con diferencias" value={l.ncantidadradiferencia} />
      )}
    </LoadListCard>
  );
}
