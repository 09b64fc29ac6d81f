import { placeLabel, routes, type TariffListItem, tariffListQuery } from '@carga/domain';
import { Badge, Group, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { type Column, DataList, EMPTY_TEXT } from '../../../ui/DataList.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { FilterBar } from '../../../ui/FilterBar.tsx';
import { FilterSelect } from '../../../ui/FilterSelect.tsx';
import { dataListQueryProps } from '../../../ui/paged-query.ts';
import { paramOptions } from '../../../ui/param-options.ts';
import { TwoLineCell } from '../../../ui/TwoLineCell.tsx';
import { useFilteredList } from '../../../ui/useFilteredList.ts';
import { ListHeader } from '../clients/ListHeader.tsx';
import { RutNameFilters, ViewDetailButton } from '../clients/list-parts.tsx';
import { useTariffFilters, useTariffList } from './api.ts';
import { storeTariff } from './selection.ts';

const FILTERS = ['rut', 'nombre', 'codigoBodegaOrigen', 'codigoBodegaDestino', 'via'] as const;
const DETAIL = '/detalle/tarifas';

const officeCell = (name: string, code: string) => <TwoLineCell main={name} sub={code} />;

const columns: Column<TariffListItem>[] = [
  { key: 'rut', header: 'Rut', nowrap: true, cell: (t) => t.srutcliente },
  { key: 'nombre', header: 'Nombre', hideInCard: true, cell: (t) => t.snombrecorto },
  { key: 'origen', header: 'Origen', cell: (t) => officeCell(t.snomoficinaorigen, t.scodoficinaorigen) },
  { key: 'destino', header: 'Destino', cell: (t) => officeCell(t.snomoficinadestino, t.scodoficinadestino) },
  { key: 'via', header: 'Vía', cell: (t) => t.sdesvia },
  { key: 'modo', header: 'Modo', cell: (t) => t.sdesmodalidad },
  {
    key: 'tipo',
    header: 'Tipo tarifa',
    cell: (t) => (
      <Group gap={6} wrap="wrap">
        <span>{t.sdestipocarga}</span>
        {t.sindvigente !== 'S' && (
          <Badge size="xs" variant="light" color="gray">
            No vigente
          </Badge>
        )}
      </Group>
    ),
  },
];

/** 'Tarifas': one row per client, route, vía, modality and cargo type. */
export function TariffsPage() {
  const navigate = useNavigate();
  const { list, form, select, bar, result, query } = useFilteredList({
    keys: FILTERS,
    schema: tariffListQuery,
    useList: useTariffList,
  });
  const filters = useTariffFilters();

  const offices = (filters.data?.oficinaList ?? []).map((o) => ({
    value: o.scodoficina,
    label: placeLabel(o.snomoficina, o.scodoficina),
  }));
  const vias = paramOptions(filters.data?.viaList);

  const open = (t: TariffListItem | null) => {
    storeTariff(t);
    navigate(DETAIL);
  };

  return (
    <Stack gap="md">
      <ListHeader
        title="Tarifas"
        crumbs={[{ label: 'Configuración' }, { label: 'Tarifas' }]}
        createLabel="Nueva tarifa"
        onCreate={() => open(null)}
      />
      <FilterBar {...bar}>
        <RutNameFilters inputProps={form.getInputProps} />
        <FilterSelect label="Oficina origen" data={offices} {...select('codigoBodegaOrigen')} />
        <FilterSelect label="Oficina destino" data={offices} {...select('codigoBodegaDestino')} />
        <FilterSelect label="Vías" data={vias} {...select('via')} />
      </FilterBar>
      <ExportButton route={routes.customer.tariffsExport} query={query} />
      <DataList
        label="Tarifas"
        columns={columns}
        {...dataListQueryProps(result, (data) => data.list, list)}
        rowKey={(t) =>
          [
            t.nidcliente,
            t.scodoficinaorigen,
            t.scodoficinadestino,
            t.svia,
            t.scodmodalidad,
            t.scodtipocarga,
          ].join('|')
        }
        emptyText={EMPTY_TEXT}
        onOpen={open}
        action={(t) => (
          <ViewDetailButton
            label={`Ver tarifa ${t.srutcliente} ${t.scodoficinaorigen} ${t.scodoficinadestino} ${t.svia} ${t.scodmodalidad} ${t.scodtipocarga}`}
            onClick={() => open(t)}
          />
        )}
        cardTitle={(t) => t.snombrecorto}
      />
    </Stack>
  );
}
