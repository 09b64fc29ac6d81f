import { type UserSummary, userListQuery } from '@carga/domain';
import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { type Column, DataList } from '../../../ui/DataList.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { dataListQueryProps } from '../../../ui/paged-query.ts';
import { useFilteredList } from '../../../ui/useFilteredList.ts';
import { useUserList } from '../api.ts';
import { ACTIVE_FILTER_OPTIONS, ActiveBadge } from '../shared/ActiveBadge.tsx';
import { ListHeader } from '../shared/ListHeader.tsx';
import { OpenButton } from '../shared/OpenButton.tsx';
import { SELECTED_KEYS, selectRow } from '../shared/selected.ts';

const FILTERS = ['usuario', 'nombre', 'activo'] as const;
export const USERS_LIST = '/dashboard/usuarios';
export const USER_DETAIL = '/detalle/usuarios';

const places = (u: UserSummary) => [...u.oficinas, ...u.bodegas].join(', ') || '—';

const columns: Column<UserSummary>[] = [
  { key: 'usuario', header: 'Usuario', nowrap: true, hideInCard: true, cell: (u) => u.susuario },
  { key: 'nombre', header: 'Nombre', cell: (u) => u.snombre },
  {
    key: 'tipo',
    header: 'Tipo',
    nowrap: true,
    cell: (u) =>
      u.srut ? (
        <div>
          <Text size="sm">Cliente</Text>
          <Text size="xs" c="dimmed">
            {u.srut}
          </Text>
        </div>
      ) : (
        'Personal'
      ),
  },
  { key: 'lugares', header: 'Oficinas y bodegas', cell: places },
  { key: 'menus', header: 'Menús', align: 'right', cell: (u) => u.menus.length },
  { key: 'activo', header: 'Vigente', hideInCard: true, cell: (u) => <ActiveBadge value={u.sindactivo} /> },
];

/** 'Usuarios': staff and customer accounts. */
export function UsersPage() {
  const navigate = useNavigate();
  const { list, form, select, bar, result } = useFilteredList({
    keys: FILTERS,
    schema: userListQuery,
    useList: useUserList,
  });

  const open = (user: UserSummary | null) => {
    selectRow(SELECTED_KEYS.user, user?.nidusuario ?? null);
    navigate(USER_DETAIL);
  };

  return (
    <Stack gap="md">
      <ListHeader title="Usuarios" createLabel="Crear usuario" onCreate={() => open(null)} />
      <FilterBar {...bar}>
        <TextInput label="Usuario" autoCapitalize="none" {...form.getInputProps('usuario')} />
        <TextInput label="Nombre" {...form.getInputProps('nombre')} />
        <Select label="Vigente" data={ACTIVE_FILTER_OPTIONS} allowDeselect={false} {...select('activo')} />
      </FilterBar>
      <DataList
        label="Usuarios"
        columns={columns}
        {...dataListQueryProps(result, (data) => data.list, list)}
        rowKey={(u) => u.nidusuario}
        onOpen={open}
        action={(u) => <OpenButton label={`Abrir ${u.susuario}`} onClick={() => open(u)} />}
        cardTitle={(u) => u.susuario}
        cardAside={(u) => <ActiveBadge value={u.sindactivo} />}
      />
    </Stack>
  );
}
