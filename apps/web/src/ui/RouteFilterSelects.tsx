import { Select } from '@mantine/core';
import { paramOptions, warehouseOptions } from './param-options.ts';
import type { useFilterForm } from './useListParams.ts';

type SelectProps = ReturnType<ReturnType<typeof useFilterForm>['select']>;

interface RouteCombos {
  bodegaList?: ReadonlyArray<{ scodbodega: string; snombodega: string }>;
  medioEnvioList?: ReadonlyArray<{ scodparametro01: string; sdeslargo01: string }>;
}

/**
 * The filters of the warehouses' lists (operations, load lists, Despacho, Recibir): the warehouse at
 * the other end of the route and the vía, each 'Todas' when cleared, and the list's states where it
 * offers them ('Todos').
 */
export function RouteFilterSelects<K extends string>({
  combos,
  select,
  warehouseLabel,
  warehouseKey,
  viaKey,
  states,
}: {
  combos: RouteCombos | undefined;
  select: (key: K) => SelectProps;
  warehouseLabel: string;
  warehouseKey: K;
  viaKey: K;
  states?: { key: K; data: Array<{ value: string; label: string }> };
}) {
  return (
    <>
      <Select
        label={warehouseLabel}
        placeholder="Todas"
        data={warehouseOptions(combos?.bodegaList)}
        clearable
        {...select(warehouseKey)}
      />
      <Select
        label="Vías"
        placeholder="Todas"
        data={paramOptions(combos?.medioEnvioList)}
        clearable
        {...select(viaKey)}
      />
      {states && (
        <Select label="Estados" placeholder="Todos" data={states.data} clearable {...select(states.key)} />
      )}
    </>
  );
}
