import { type CustomerListItem, customerListQuery, messages, routes } from '@carga/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { type Column, DataList } from '../../../ui/DataList.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { FilterSelect } from '../../../ui/FilterSelect.tsx';
import { formatDate, formatMeasure } from '../../../ui/format.ts';
import { CRUMB, PageHeader } from '../../../ui/PageHeader.tsx';
import { dataListQueryProps } from '../../../ui/paged-query.ts';
import { paramOptions } from '../../../ui/param-options.ts';
import { CONDITION_FILTER_OPTIONS, conditionFilter, paymentColumn } from '../../../ui/payment-badges.tsx';
import {
  packagesColumn,
  raNumberColumn,
  recipientColumn,
  senderColumn,
  stateColumn,
  viaColumn,
} from '../../../ui/ra-columns.tsx';
import { useFilteredList } from '../../../ui/useFilteredList.ts';
import { DeliveredState } from '../../delivery/DeliveredState.tsx';
import { usePlaceName } from '../../lookups/place-names.ts';
import { useOpenRaRows } from '../../shipment/list/open-ra-rows.tsx';
import { placeLabel } from '../../shipment/origin-options.ts';
import { useCustomerFilters, useCustomerList } from '../api.ts';

const FILTERS = [
  'id',
  'codigoOficinaOrigen',
  'codigoEstadoRa',
  'codigoTipoDocumento',
  'idDocumento',
  // Issue 33: PAGADO, PORPAGAR or CTACTE.
  'condicionPago',
] as const;
const formSchema = customerListQuery.extend({ condicionPago: conditionFilter });
const detailPath = (ra: CustomerListItem) => `/detalle/recepcion/${ra.nidra}`;

type PlaceName = (code: string | null | undefined) => string;

/** Origin office to destination warehouse, or 'Sin definir' while the RA has none. */
const destination = (ra: CustomerListItem, place: PlaceName) =>
  ra.scodbodegadestino
    ? `${place(ra.scodoficinaorigen)} → ${place(ra.scodbodegadestino)}`
    : messages.noDestination;

// Spec 1 section 2: RA, Destino, Remitente, Vía, Bultos, m³, Peso, Fecha, Estado; and the recipient
// (issue 29: a customer follows what it sends and what it receives). Places by their names alone.
const columnsFor = (place: PlaceName): Column<CustomerListItem>[] => [
  raNumberColumn,
  { key: 'destino', header: 'Destino', cell: (ra) => destination(ra, place) },
  senderColumn,
  recipientColumn,
  viaColumn,
  packagesColumn,
  { key: 'm3', header: 'm³', align: 'right', nowrap: true, cell: (ra) => formatMeasure(ra.nvolumenm3) },
  {
    key: 'peso',
    header: 'Peso',
    align: 'right',
    nowrap: true,
    cell: (ra) => `${formatMeasure(ra.npesobrutokg)} kg`,
  },
  { key: 'fecha', header: 'Fecha', nowrap: true, cell: (ra) => formatDate(ra.dfecrecepcion) },
  // Delivered cargo says so, with the day it was handed over.
  {
    ...stateColumn,
    cell: (ra) => <DeliveredState code={ra.scodestado} label={ra.sdesestado} deliveredAt={ra.dfhoentrega} />,
  },
  paymentColumn<CustomerListItem>(),
];

const cardState = (ra: CustomerListItem) => (
  <DeliveredState
    code={ra.scodestado}
    label={ra.sdesestado}
    deliveredAt={ra.dfhoentrega}
    size="sm"
    align="flex-end"
  />
);

/** 'Mis cargas': the customer's own RAs (as sender, recipient or billing party). */
export function MyCargoPage() {
  const openRaRows = useOpenRaRows(detailPath);
  const place = usePlaceName();
  const columns = useMemo(() => columnsFor(place), [place]);
  const { list, form, select, bar, result, query } = useFilteredList({
    keys: FILTERS,
    schema: formSchema,
    useList: useCustomerList,
  });
  const combos = useCustomerFilters();
  const offices = (combos.data?.oficinaList ?? []).map((o) => ({
    value: o.scodoficina,
    label: placeLabel(o.snomoficina, o.scodoficina),
  }));

  return (
    <Stack gap="md">
      <PageHeader title="Mis cargas" crumbs={[CRUMB.home, { label: 'Mis cargas' }]}>
        <Group>
          <Button component={Link} to="/dashboard/cargas/estado-cuenta" variant="light">
            Estado de cuenta
          </Button>
          <Button component={Link} to="/dashboard/cargas/documentos" variant="light">
            Mis documentos
          </Button>
        </Group>
      </PageHeader>
      <FilterBar {...bar}>
        <TextInput label="N°RA" inputMode="numeric" {...form.getInputProps('id')} />
        <FilterSelect label="Origen" data={offices} {...select('codigoOficinaOrigen')} />
        <FilterSelect
          label="Estados"
          data={paramOptions(combos.data?.estadoList)}
          {...select('codigoEstadoRa')}
        />
        <FilterSelect
          label="Tipo documento"
          data={paramOptions(combos.data?.tipoDocumentoList)}
          {...select('codigoTipoDocumento')}
        />
        <TextInput
          label="ID documento"
          placeholder="Escriba para buscar"
          inputMode="numeric"
          {...form.getInputProps('idDocumento')}
        />
        <FilterSelect
          label="Condición de pago"
          data={CONDITION_FILTER_OPTIONS}
          {...select('condicionPago')}
        />
      </FilterBar>
      <ExportButton route={routes.shipmentLists.customerListExport} query={query} />
      <DataList
        label="Mis cargas"
        columns={columns}
        {...dataListQueryProps(result, (data) => data.list, list)}
        {...openRaRows}
        cardAside={cardState}
      />
    </Stack>
  );
}
