import { type PackageTypeItem, packageTypeListQuery } from '@carga/domain';
import { Select, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { type Column, DataList } from '../../../ui/DataList.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { dataListQueryProps } from '../../../ui/paged-query.ts';
import { useFilteredList } from '../../../ui/useFilteredList.ts';
import { usePackageTypeList } from '../api.ts';
import { ACTIVE_FILTER_OPTIONS, ActiveBadge } from '../shared/ActiveBadge.tsx';
import { ListHeader } from '../shared/ListHeader.tsx';
import { OpenButton } from '../shared/OpenButton.tsx';
import { SELECTED_KEYS, selectRow } from '../shared/selected.ts';

const FILTERS = ['descripcion', 'activo'] as const;
export const PACKAGE_TYPES_LIST = '/dashboard/tipos-bultos';
export const PACKAGE_TYPE_DETAIL = '/detalle/tipos-bultos';

const columns: Column<PackageTypeItem>[] = [
  { key: 'code', header: 'Código', nowrap: true, hideInCard: true, cell: (t) => t.scodparametro01 },
  { key: 'description', header: 'Descripción', hideInCard: true, cell: (t) => t.sdeslargo01 },
  { key: 'active', header: 'Vigente', hideInCard: true, cell: (t) => <ActiveBadge value={t.sindactivo} /> },
];

/** 'Tipos de bultos': the package types the wizard's step 5 offers (the active ones). */
export function PackageTypesPage() {
  const navigate = useNavigate();
  const { list, form, select, bar, result } = useFilteredList({
    keys: FILTERS,
    schema: packageTypeListQuery,
    useList: usePackageTypeList,
  });

  const open = (row: PackageTypeItem | null) => {
    selectRow(SELECTED_KEYS.packageType, row?.scodparametro01 ?? null);
    navigate(PACKAGE_TYPE_DETAIL);
  };

  return (
    <Stack gap="md">
      <ListHeader title="Tipos de bultos" createLabel="Crear tipo de bulto" onCreate={() => open(null)} />
      <FilterBar {...bar}>
        <TextInput label="Código o descripción" {...form.getInputProps('descripcion')} />
        <Select label="Vigente" data={ACTIVE_FILTER_OPTIONS} allowDeselect={false} {...select('activo')} />
      </FilterBar>
      <DataList
        label="Tipos de bultos"
        columns={columns}
        {...dataListQueryProps(result, (data) => data.list, list)}
        rowKey={(t) => t.scodparametro01}
        onOpen={open}
        action={(t) => <OpenButton label={`Abrir ${t.scodparametro01}`} onClick={() => open(t)} />}
        cardTitle={(t) => `${t.sdeslargo01} (${t.scodparametro01})`}
        cardAside={(t) => <ActiveBadge value={t.sindactivo} />}
      />
    </Stack>
  );
}
