import { type AddressListItem, addressListQuery, messages } from '@carga/domain';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { type Column, DataList } from '../../../ui/DataList.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { dataListQueryProps } from '../../../ui/paged-query.ts';
import { useFilteredList } from '../../../ui/useFilteredList.ts';
import { ListHeader } from '../clients/ListHeader.tsx';
import { RutNameFilters, ViewDetailButton } from '../clients/list-parts.tsx';
import { useAddressList } from './api.ts';
import { storeAddress } from './selection.ts';

const FILTERS = ['rut', 'nombre'] as const;
const DETAIL = '/detalle/direcciones';

const columns: Column<AddressListItem>[] = [
  { key: 'rut', header: 'Rut', nowrap: true, cell: (a) => a.srutcliente },
  { key: 'nombre', header: 'Nombre', hideInCard: true, cell: (a) => a.snombrecorto },
  { key: 'id', header: 'ID', align: 'right', nowrap: true, cell: (a) => a.niddireccion },
  { key: 'direccion', header: 'Dirección', cell: (a) => a.sdireccion || messages.noDestination },
  { key: 'comuna', header: 'Comuna', cell: (a) => a.sdescomuna || messages.noDestination },
];

/** 'Direcciones': every address of every client, by the client's short name. */
export function AddressesPage() {
  const navigate = useNavigate();
  const { list, form, bar, result } = useFilteredList({
    keys: FILTERS,
    schema: addressListQuery,
    useList: useAddressList,
  });

  const open = (a: AddressListItem | null) => {
    storeAddress(a && { clientId: a.nidcliente, addressId: a.niddireccion });
    navigate(DETAIL);
  };

  return (
    <Stack gap="md">
      <ListHeader
        title="Direcciones"
        crumbs={[{ label: 'Configuración' }, { label: 'Direcciones' }]}
        createLabel="Nueva dirección"
        onCreate={() => open(null)}
      />
      <FilterBar {...bar}>
        <RutNameFilters inputProps={form.getInputProps} />
      </FilterBar>
      <DataList
        label="Direcciones"
        columns={columns}
        {...dataListQueryProps(result, (data) => data.list, list)}
        rowKey={(a) => a.niddireccion}
        emptyText={messages.noAddresses}
        onOpen={open}
        action={(a) => <ViewDetailButton label={`Ver dirección ${a.niddireccion}`} onClick={() => open(a)} />}
        cardTitle={(a) => a.snombrecorto}
      />
    </Stack>
  );
}
