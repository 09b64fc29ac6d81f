import { type DestinationItem, destinationQuery, messages } from '@carga/domain';
import { Group, Stack } from '@mantine/core';
import { IconPackageImport } from '@tabler/icons-react';
import { useRequiredSession } from '../../../app/session.ts';
import { Field } from '../../../ui/Field.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { formatDateTime, formatMeasure } from '../../../ui/format.ts';
import { CardAction, CardRoute, ListCard } from '../../../ui/ListCard.tsx';
import { PagedCards } from '../../../ui/PagedCards.tsx';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { pagedQueryProps } from '../../../ui/paged-query.ts';
import { useFilteredList } from '../../../ui/useFilteredList.ts';
import { stateColor } from '../../loading-list/detail/ListInfo.tsx';
import { LoadListFilters, useOpenLoadingList } from '../../loading-list/list/load-list-screen.tsx';
import { useDestinationFilters, useDestinationList } from '../api.ts';
import { CountFields, DifferenceBadge } from '../ReceptionCounts.tsx';

const FILTERS = ['codigoListaCarga', 'codigoBodegaOrigen', 'codigoViaDespacho', 'estado'] as const;
const filterSchema = destinationQuery.omit({ codigoBodegaDestino: true });
/** Only a dispatched or received list is opened here (spec 2 section 2). */
const opens = (state: string) => state === 'DESPA' || state === 'RECEP';

/** 'Recibir' (spec 2 section 2): the load lists travelling to the current warehouse. */
export function ReceivePage() {
  const session = useRequiredSession();
  const destination = session.currentOfiBod ?? '';
  const { list, form, select, bar, result } = useFilteredList({
    keys: FILTERS,
    schema: filterSchema,
    fixed: { key: 'codigoBodegaDestino', code: destination },
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
    <ListCard
      label={`Lista ${l.scodlistacarga}`}
      title={l.scodlistacarga}
      state={{ color: stateColor(l.scodestadolista), label: l.sdesestadolista }}
      action={
        <CardAction
          leftSection={<IconPackageImport size={16} />}
          disabled={!travelled}
          onClick={() => onOpen(l)}
          aria-label={`Abrir lista ${l.scodlistacarga}`}
        >
          Abrir
        </CardAction>
      }
    >
      <Group justify="space-between" gap="xs">
        <CardRoute>
          OP {l.nidoperacion} · {l.scodbodegaorigen} -&gt; {l.scodbodegadestino}
        </CardRoute>
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
    </ListCard>
  );
}
