import { type DispatchItem, dispatchQuery, LIMITS, messages, routes } from '@carga/domain';
import { Stack, TextInput } from '@mantine/core';
import { IconTruckLoading } from '@tabler/icons-react';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { Field } from '../../../ui/Field.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { formatDateTime, formatMeasure } from '../../../ui/format.ts';
import { CardAction, CardRoute, ListCard } from '../../../ui/ListCard.tsx';
import { PagedCards } from '../../../ui/PagedCards.tsx';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { pagedQueryProps } from '../../../ui/paged-query.ts';
import { RouteFilterSelects } from '../../../ui/RouteFilterSelects.tsx';
import { stateColor } from '../../loading-list/detail/ListInfo.tsx';
import { useWarehouseLoadLists } from '../../loading-list/list/load-list-card.tsx';
import { useOpenLoadingList } from '../../loading-list/list/load-list-screen.tsx';
import { usePlaceLabel } from '../../lookups/place-names.ts';
import { useDispatchFilters, useDispatchList } from '../api.ts';

const FILTERS = ['idOperacion', 'codigoBodegaDestino', 'codigoViaDespacho'] as const;
const filterSchema = dispatchQuery.omit({ codigoBodegaOrigen: true });
const digits = (text: string) => text.replace(/\D/g, '');

/** 'Despacho' (spec 2 section 2): the current warehouse's closed lists waiting to leave. */
export function DispatchPage() {
  const { list, form, select, bar, result, query } = useWarehouseLoadLists({
    keys: FILTERS,
    schema: filterSchema,
    end: 'codigoBodegaOrigen',
    useList: useDispatchList,
  });
  const combos = useDispatchFilters();

  const open = useOpenLoadingList('/detalle/despacho-lista');
  // The operation code takes digits only, silently (spec 2 section 5).
  const operationInput = form.getInputProps('idOperacion');

  return (
    <Stack gap="md">
      <PageHeader title="Despacho" crumbs={[CRUMB.warehouse, { label: 'Despacho' }]} />
      <FilterBar {...bar}>
        <TextInput
          label="Código operación"
          inputMode="numeric"
          maxLength={LIMITS.idDigits}
          {...operationInput}
          onChange={(e) => form.setFieldValue('idOperacion', digits(e.currentTarget.value))}
        />
        <RouteFilterSelects
          combos={combos.data}
          select={select}
          warehouseLabel="Bodega destino"
          warehouseKey="codigoBodegaDestino"
          viaKey="codigoViaDespacho"
        />
      </FilterBar>
      <ExportButton route={routes.dispatch.export} query={query} />
      <PagedCards
        {...pagedQueryProps(result, (data) => data.list, list)}
        empty={messages.noOperations}
        label="Listas por despachar"
        renderCard={(item) => <DispatchCard key={item.scodlistacarga} item={item} onOpen={open} />}
      />
    </Stack>
  );
}

export function DispatchCard({ item: d, onOpen }: { item: DispatchItem; onOpen: (d: DispatchItem) => void }) {
  const place = usePlaceLabel();
  return (
    <ListCard
      label={`Lista ${d.scodlistacarga}`}
      title={`OP ${d.nidoperacion}`}
      state={{ color: stateColor(d.sestado), label: d.sdesestado, of: 'Estado lista' }}
      action={
        <CardAction
          leftSection={<IconTruckLoading size={16} />}
          onClick={() => onOpen(d)}
          aria-label={`Editar lista ${d.scodlistacarga}`}
        >
          Editar
        </CardAction>
      }
    >
      <CardRoute>{`${place(d.scodbodegaorigen)} → ${place(d.scodbodegadestino)}`}</CardRoute>
      <Field label="Código lista" value={d.scodlistacarga} />
      <Field label="Vía" value={d.sdesviadespacho} />
      <Field label="Fecha creación" value={formatDateTime(d.dfhocreacion)} />
      <Field label="Modalidad" value={d.sdesmodalidadenvio} />
      <Field label="Cantidad RA" value={d.ncantidadra} />
      <Field label="Bultos" value={d.ncantidadbultos} />
      <Field label="Peso Kg" value={formatMeasure(d.npesokg)} />
      <Field label="Volumen M³" value={formatMeasure(d.nvolumenm3)} />
    </ListCard>
  );
}
