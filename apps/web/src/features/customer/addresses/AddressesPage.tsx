import { type AddressListItem, addressListQuery, LIMITS, messages } from '@carga/domain';
import { ActionIcon, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { type Column, DataList } from '../../../ui/DataList.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { dataListQueryProps } from '../../../ui/paged-query.ts';
import { useFilterForm, useListParams } from '../../../ui/useListParams.ts';
import { ListHeader } from '../clients/ListHeader.tsx';
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
  const list = useListParams(FILTERS);
  const { form, bar } = useFilterForm(list, addressListQuery, () => result.refetch());
  const result = useAddressList({ ...list.values, Page: list.page });

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
        <TextInput
          label="Rut"
          placeholder="12345678-9"
          maxLength={LIMITS.rut}
          {...form.getInputProps('rut')}
        />
        <TextInput label="Nombre" maxLength={LIMITS.snombrecliente} {...form.getInputProps('nombre')} />
      </FilterBar>
      <DataList
        label="Direcciones"
        columns={columns}
        {...dataListQueryProps(result, (data) => data.list, list)}
        rowKey={(a) => a.niddireccion}
        emptyText={messages.noAddresses}
        onOpen={open}
        action={(a) => (
          <Tooltip label="Ver detalle">
            <ActionIcon
              variant="light"
              aria-label={`Ver dirección ${a.niddireccion}`}
              onClick={() => open(a)}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        cardTitle={(a) => a.snombrecorto}
      />
    </Stack>
  );
}
