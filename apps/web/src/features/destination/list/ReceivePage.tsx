import { type DestinationItem, destinationQuery, LIMITS, messages } from '@carga/domain';
import { Group, Stack, TextInput } from '@mantine/core';
import { IconPackageImport } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useRequiredSession } from '../../../app/session.ts';
import { Field } from '../../../ui/Field.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { formatDateTime, formatMeasure } from '../../../ui/format.ts';
import { CardAction, CardRoute, ListCard } from '../../../ui/ListCard.tsx';
import { PagedCards } from '../../../ui/PagedCards.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { pagedQueryProps } from '../../../ui/paged-query.ts';
import { paramOptions } from '../../../ui/param-options.ts';
import { RouteFilterSelects } from '../../../ui/RouteFilterSelects.tsx';
import { useFilterForm, useListParams } from '../../../ui/useListParams.ts';
import { stateColor } from '../../loading-list/detail/ListInfo.tsx';
import { storeLoadingList } from '../../loading-list/storage.ts';
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
  const navigate = useNavigate();
  const list = useListParams(FILTERS);
  const { form, select, bar } = useFilterForm(list, filterSchema, () => result.refetch());
  const combos = useDestinationFilters();
  const result = useDestinationList(
    { ...list.values, codigoBodegaDestino: destination, Page: list.page },
    destination !== '',
  );

  const open = (item: DestinationItem) => {
    storeLoadingList(item.scodlistacarga, item.nidoperacion);
    navigate(`/detalle/recibir/${item.scodlistacarga}`);
  };

  return (
    <Stack gap="md">
      <PageHeader
        title="Recibir"
        crumbs={[{ label: 'Bodega', to: '/dashboard/bodega' }, { label: 'Recibir' }]}
      />
      <FilterBar {...bar}>
        <TextInput label="Código lista" maxLength={LIMITS.code} {...form.getInputProps('codigoListaCarga')} />
        <RouteFilterSelects
          combos={combos.data}
          select={select}
          warehouseLabel="Bodega origen"
          warehouseKey="codigoBodegaOrigen"
          viaKey="codigoViaDespacho"
          states={{ key: 'estado', data: paramOptions(combos.data?.estadoList) }}
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
