import { type RaListItem, receptionsQuery, routes, z } from '@carga/domain';
import { Select, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { isWarehouseCurrent, useRequiredSession } from '../../../api/session.ts';
import { DataList } from '../../../ui/DataList.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { FilterSelect } from '../../../ui/FilterSelect.tsx';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { dataListQueryProps } from '../../../ui/paged-query.ts';
import { paramOptions } from '../../../ui/param-options.ts';
import { CONDITION_FILTER_OPTIONS, conditionFilter, paymentColumn } from '../../../ui/payment-badges.tsx';
import { raListColumns, volumeColumn, weightColumn } from '../../../ui/ra-columns.tsx';
import { useFilteredList } from '../../../ui/useFilteredList.ts';
import { useReceptionsFilters, useReceptionsList } from '../api.ts';
import { placeLabel, useOwnPlaceOptions } from '../origin-options.ts';
import { useOpenRaRows } from './open-ra-rows.tsx';
import { RaPartyFilters } from './ra-filters.tsx';
import { UnpricedChip } from './unpriced-chip.tsx';

const FILTERS = [
  'codigoOrigen',
  'idRA',
  'idRemitente',
  'idDestinatario',
  'codigoEstado',
  'codigoBodegadestino',
  'codigoTipoDocumento',
  'idDocumento',
  'viaDespacho',
  // Issue 12: only the RAs without tariff still to dispatch (the warehouse dashboard's link); no input.
  'sinTarifa',
  // Issue 33: PAGADO, PORPAGAR or CTACTE.
  'condicionPago',
] as const;
/** The form holds '' for a filter not set: the 'Sin tarifa' flag is 'S' or nothing. */
const formSchema = receptionsQuery.extend({
  sinTarifa: z.enum(['S', '']).optional(),
  condicionPago: conditionFilter,
});
const detailPath = (ra: RaListItem) => `/detalle/recepcion/${ra.nidra}`;

/** 'Recepciones' (offices) and 'Consulta RA' (warehouses): the same screen; warehouses also see weight and volume. */
export function ReceptionsPage() {
  const session = useRequiredSession();
  const warehouse = isWarehouseCurrent(session);
  const openRaRows = useOpenRaRows(detailPath);
  const { list, form, select, bar, result, query } = useFilteredList({
    keys: FILTERS,
    schema: formSchema,
    defaults: { codigoOrigen: session.currentOfiBod ?? '' },
    useList: useReceptionsList,
  });
  const combos = useReceptionsFilters();
  const places = useOwnPlaceOptions(session);

  const columns = useMemo(
    () => [
      ...raListColumns,
      ...(warehouse ? [weightColumn(), volumeColumn()] : []),
      paymentColumn<RaListItem>(),
    ],
    [warehouse],
  );

  const warehouses = (combos.data?.bodegaList ?? []).map((b) => ({
    value: b.scodbodega,
    label: placeLabel(b.snombodega, b.scodbodega),
  }));

  return (
    <Stack gap="md">
      <PageHeader
        title={warehouse ? 'Consulta RA' : 'Recepciones'}
        crumbs={
          warehouse ? [CRUMB.warehouse, { label: 'Consulta RA' }] : [CRUMB.origin, { label: 'Recepciones' }]
        }
      />
      <FilterBar {...bar}>
        <Select label="Origen" placeholder="Todos" data={places} clearable {...select('codigoOrigen')} />
        <RaPartyFilters inputProps={form.getInputProps} />
        <FilterSelect
          label="Estado"
          data={paramOptions(combos.data?.estadoList)}
          {...select('codigoEstado')}
        />
        <FilterSelect label="Bodega destino" data={warehouses} {...select('codigoBodegadestino')} />
        <FilterSelect
          label="Tipo documento"
          data={paramOptions(combos.data?.tipoDocumentoList)}
          {...select('codigoTipoDocumento')}
        />
        <TextInput label="ID documento" inputMode="numeric" {...form.getInputProps('idDocumento')} />
        <FilterSelect
          label="Vía de despacho"
          data={paramOptions(combos.data?.medioEnvioList)}
          {...select('viaDespacho')}
        />
        <FilterSelect
          label="Condición de pago"
          data={CONDITION_FILTER_OPTIONS}
          {...select('condicionPago')}
        />
      </FilterBar>
      <ExportButton route={routes.shipmentLists.receptionsExport} query={query} />
      {list.values.sinTarifa === 'S' && (
        <UnpricedChip onRemove={() => list.search({ ...list.values, sinTarifa: '' })} />
      )}
      <DataList
        label={warehouse ? 'RA de la bodega' : 'Recepciones'}
        columns={columns}
        {...dataListQueryProps(result, (data) => data.raList, list)}
        {...openRaRows}
      />
    </Stack>
  );
}
