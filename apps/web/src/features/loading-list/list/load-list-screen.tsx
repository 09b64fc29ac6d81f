import { LIMITS } from '@carga/domain';
import { TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paramOptions } from '../../../ui/param-options.ts';
import { RouteFilterSelects } from '../../../ui/RouteFilterSelects.tsx';
import type { useFilterForm } from '../../../ui/useListParams.ts';
import { storeLoadingList } from '../storage.ts';

// What the lists of load lists ('Lista de carga', 'Recibir') share: their filters and how a card opens.

type SelectProps = ReturnType<ReturnType<typeof useFilterForm>['select']>;
type WarehouseKey = 'codigoBodegaOrigen' | 'codigoBodegaDestino';

/** The screen's filter form, as far as these filters use it (the keys these filters use). */
interface LoadListFilterForm<W extends WarehouseKey> {
  inputProps(key: 'codigoListaCarga'): object;
  select(key: W | 'codigoViaDespacho' | 'estado'): SelectProps;
}

interface LoadListCombos {
  bodegaList?: ReadonlyArray<{ scodbodega: string; snombodega: string }>;
  medioEnvioList?: ReadonlyArray<{ scodparametro01: string; sdeslargo01: string }>;
  estadoList?: ReadonlyArray<{ scodparametro01: string; sdeslargo01: string }>;
}

/** 'Código lista', the warehouse at the route's other end, 'Vías' and 'Estados'. */
export function LoadListFilters<W extends WarehouseKey>({
  filters,
  combos,
  warehouse,
}: {
  filters: LoadListFilterForm<NoInfer<W>>;
  combos: LoadListCombos | undefined;
  warehouse: { label: string; key: W };
}) {
  return (
    <>
      <TextInput label="Código lista" maxLength={LIMITS.code} {...filters.inputProps('codigoListaCarga')} />
      <RouteFilterSelects
        combos={combos}
        select={filters.select}
        warehouseLabel={warehouse.label}
        warehouseKey={warehouse.key}
        viaKey="codigoViaDespacho"
        states={{ key: 'estado', data: paramOptions(combos?.estadoList) }}
      />
    </>
  );
}

/** Opening a load list's screen: the list and its operation are kept for the screen, then it opens. */
export function useOpenLoadingList(path: string) {
  const navigate = useNavigate();
  return (item: { scodlistacarga: string; nidoperacion: number }) => {
    storeLoadingList(item.scodlistacarga, item.nidoperacion);
    navigate(`${path}/${item.scodlistacarga}`);
  };
}
