import { placeLabel, placeListQuery } from '@carga/domain';
import { Select, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { type Column, DataList } from '../../../ui/DataList.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { dataListQueryProps } from '../../../ui/paged-query.ts';
import { useFilteredList } from '../../../ui/useFilteredList.ts';
import { ACTIVE_FILTER_OPTIONS, ActiveBadge } from '../shared/ActiveBadge.tsx';
import { ListHeader } from '../shared/ListHeader.tsx';
import { OpenButton } from '../shared/OpenButton.tsx';
import { selectRow } from '../shared/selected.ts';
import { officeKind, type PlaceKind, type PlaceRow, storageKind } from './place-kinds.ts';

const FILTERS = ['nombre', 'activo'] as const;

const columns: Column<PlaceRow>[] = [
  { key: 'code', header: 'Código', nowrap: true, cell: (row) => row.code, hideInCard: true },
  { key: 'name', header: 'Nombre', cell: (row) => row.name, hideInCard: true },
  { key: 'address', header: 'Dirección', cell: (row) => row.address || '—' },
  {
    key: 'active',
    header: 'Vigente',
    hideInCard: true,
    cell: (row) => <ActiveBadge value={row.sindactivo} />,
  },
];

/** Oficinas and Bodegas: the same list, told apart by their kind. */
function PlacesList({ kind }: { kind: PlaceKind }) {
  const navigate = useNavigate();
  const { list, form, select, bar, result } = useFilteredList({
    keys: FILTERS,
    schema: placeListQuery,
    useList: kind.useList,
  });

  const open = (row: PlaceRow | null) => {
    selectRow(kind.selectedKey, row?.code ?? null);
    navigate(kind.detailPath);
  };

  return (
    <Stack gap="md">
      <ListHeader title={kind.title} createLabel={kind.createLabel} onCreate={() => open(null)} />
      <FilterBar {...bar}>
        <TextInput label="Código o nombre" {...form.getInputProps('nombre')} />
        <Select label="Vigente" data={ACTIVE_FILTER_OPTIONS} allowDeselect={false} {...select('activo')} />
      </FilterBar>
      <DataList
        label={kind.listLabel}
        columns={columns}
        {...dataListQueryProps(result, (data) => data.list, list)}
        rowKey={(row) => row.code}
        onOpen={open}
        action={(row) => <OpenButton label={`Abrir ${row.code}`} onClick={() => open(row)} />}
        cardTitle={(row) => placeLabel(row.name, row.code)}
        cardAside={(row) => <ActiveBadge value={row.sindactivo} />}
      />
    </Stack>
  );
}

export function OfficesPage() {
  return <PlacesList kind={officeKind} />;
}

export function StoragesPage() {
  return <PlacesList kind={storageKind} />;
}
