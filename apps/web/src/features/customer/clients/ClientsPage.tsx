import { type ClientDetail, clientListQuery, messages, routes } from '@carga/domain';
import { Select, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { type Column, DataList } from '../../../ui/DataList.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { dataListQueryProps } from '../../../ui/paged-query.ts';
import { TwoLineCell } from '../../../ui/TwoLineCell.tsx';
import { useFilteredList } from '../../../ui/useFilteredList.ts';
import { useClientList } from './api.ts';
import { ClientMenusGuard } from './ClientMenusGuard.tsx';
import { ActiveBadge, yesNo } from './flags.tsx';
import { ListHeader } from './ListHeader.tsx';
import { RutNameFilters, ViewDetailButton } from './list-parts.tsx';
import { storeClientId } from './selection.ts';

const FILTERS = [
  'rut',
  'nombre',
  'cliente',
  'clienteCourier',
  'proveedorExterno',
  'proveedorInterno',
] as const;
const YES_NO = [
  { value: '', label: 'Todos' },
  { value: 'N', label: 'No' },
  { value: 'S', label: 'Sí' },
];
const DETAIL = '/detalle/cliente-proveedor';

const columns: Column<ClientDetail>[] = [
  { key: 'rut', header: 'Rut', nowrap: true, cell: (c) => c.srutcliente },
  {
    key: 'nombre',
    header: 'Nombre',
    hideInCard: true,
    // The short name only where it says something the name does not.
    cell: (c) => (
      <TwoLineCell
        main={c.snombrecliente}
        sub={c.snombrecorto !== c.snombrecliente ? c.snombrecorto : undefined}
      />
    ),
  },
  { key: 'cliente', header: 'Cliente', align: 'center', cell: (c) => yesNo(c.sindclientecontr) },
  { key: 'courier', header: 'Cliente Courier', align: 'center', cell: (c) => yesNo(c.sindclientecouri) },
  { key: 'externo', header: 'Proveedor Ext.', align: 'center', cell: (c) => yesNo(c.sindproveedor) },
  { key: 'interno', header: 'Proveedor Int.', align: 'center', cell: (c) => yesNo(c.sindproveedorint) },
  {
    key: 'vigente',
    header: 'Vigente',
    align: 'center',
    hideInCard: true,
    cell: (c) => <ActiveBadge flag={c.sindactivo} />,
  },
];

export function ClientsPage() {
  return (
    <ClientMenusGuard>
      <ClientsList />
    </ClientMenusGuard>
  );
}

function ClientsList() {
  const navigate = useNavigate();
  const { list, form, select, bar, result, query } = useFilteredList({
    keys: FILTERS,
    schema: clientListQuery,
    useList: useClientList,
  });

  const open = (id: number | null) => {
    storeClientId(id);
    navigate(DETAIL);
  };

  return (
    <Stack gap="md">
      <ListHeader
        title="Cliente - Proveedor"
        crumbs={[{ label: 'Configuración' }, { label: 'Cliente - Proveedor' }]}
        createLabel="Crear cliente/proveedor"
        onCreate={() => open(null)}
      />
      <FilterBar {...bar}>
        <RutNameFilters inputProps={form.getInputProps} />
        <Select label="Cliente" data={YES_NO} allowDeselect={false} {...select('cliente')} />
        <Select label="Cliente courier" data={YES_NO} allowDeselect={false} {...select('clienteCourier')} />
        <Select
          label="Proveedor externo"
          data={YES_NO}
          allowDeselect={false}
          {...select('proveedorExterno')}
        />
        <Select
          label="Proveedor interno"
          data={YES_NO}
          allowDeselect={false}
          {...select('proveedorInterno')}
        />
      </FilterBar>
      <ExportButton route={routes.customer.clientsExport} query={query} />
      <DataList
        label="Clientes y proveedores"
        columns={columns}
        {...dataListQueryProps(result, (data) => data.list, list)}
        rowKey={(c) => c.nidcliente}
        emptyText={messages.noClients}
        onOpen={(c) => open(c.nidcliente)}
        action={(c) => (
          <ViewDetailButton label={`Ver cliente ${c.srutcliente}`} onClick={() => open(c.nidcliente)} />
        )}
        cardTitle={(c) => c.snombrecliente}
        cardAside={(c) => <ActiveBadge flag={c.sindactivo} />}
      />
    </Stack>
  );
}
