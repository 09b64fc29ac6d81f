import {
  flag,
  officeCodeSchema,
  placeAddressSchema,
  placeNameSchema,
  warehouseCodeSchema,
  z,
} from '@carga/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  useCreateOffice,
  useCreateStorage,
  useOffice,
  useOfficeList,
  useStorage,
  useStorageList,
  useUpdateOffice,
  useUpdateStorage,
} from '../api.ts';
import { SELECTED_KEYS, type SelectedKey } from '../shared/selected.ts';

/** An office or a warehouse under neutral names: the two screens are one, told apart by their kind. */
export interface PlaceValues {
  code: string;
  name: string;
  address: string;
  sindactivo: 'S' | 'N';
}

export interface PlaceRow extends PlaceValues {
  /** Users who work there (detail only). */
  users?: number;
}

export interface PlaceKind {
  title: string;
  singular: string;
  newTitle: string;
  createLabel: string;
  createdMessage: string;
  listLabel: string;
  codeHint: string;
  listPath: string;
  detailPath: string;
  selectedKey: SelectedKey;
  createSchema: z.ZodType;
  useList: (query: Record<string, string | number>) => {
    data?: { list: PlaceRow[]; totalPaginas: number };
    isLoading: boolean;
    isPlaceholderData: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  useDetail: (code: string | null) => {
    data?: PlaceRow;
    error: unknown;
    refetch: () => unknown;
  };
  useCreate: () => { mutate: (values: PlaceValues, callbacks: Callbacks) => void; isPending: boolean };
  useUpdate: (code: string) => {
    mutate: (values: PlaceValues, callbacks: Callbacks) => void;
    isPending: boolean;
  };
}

interface Callbacks {
  onSuccess: (row: PlaceRow) => void;
  onError: (error: unknown) => void;
}

const neutral = {
  name: placeNameSchema,
  address: placeAddressSchema,
  sindactivo: flag,
};

type Office = {
  scodoficina: string;
  snomoficina: string;
  sdireccion: string;
  sindactivo: string;
  nusuarios?: number;
};
type Storage = {
  scodbodega: string;
  snombodega: string;
  sdireccion: string;
  sindactivo: string;
  nusuarios?: number;
};

const fromOffice = (o: Office): PlaceRow => ({
  code: o.scodoficina,
  name: o.snomoficina,
  address: o.sdireccion,
  sindactivo: o.sindactivo === 'N' ? 'N' : 'S',
  users: o.nusuarios,
});

const fromStorage = (s: Storage): PlaceRow => ({
  code: s.scodbodega,
  name: s.snombodega,
  address: s.sdireccion,
  sindactivo: s.sindactivo === 'N' ? 'N' : 'S',
  users: s.nusuarios,
});

/** Adapts a query of the API's shape to the neutral rows. */
function mapQuery<T, R>(result: UseQueryResult<T>, map: (data: T) => R) {
  return {
    data: result.data === undefined ? undefined : map(result.data),
    isLoading: result.isLoading,
    isPlaceholderData: result.isPlaceholderData,
    error: result.error,
    refetch: result.refetch,
  };
}

export const officeKind: PlaceKind = {
  title: 'Oficinas',
  singular: 'Oficina',
  newTitle: 'Nueva oficina',
  createLabel: 'Crear oficina',
  createdMessage: 'La oficina ha sido creada',
  listLabel: 'Oficinas',
  codeHint: 'Comienza con OF, por ejemplo OFIPMC',
  listPath: '/dashboard/oficinas',
  detailPath: '/detalle/oficinas',
  selectedKey: SELECTED_KEYS.office,
  createSchema: z.object({ code: officeCodeSchema, ...neutral }),
  useList: (query) => {
    const result = useOfficeList(query);
    return mapQuery(result, (d) => ({ list: d.list.map(fromOffice), totalPaginas: d.totalPaginas }));
  },
  useDetail: (code) => mapQuery(useOffice(code), fromOffice),
  useCreate: () => {
    const create = useCreateOffice();
    return {
      isPending: create.isPending,
      mutate: (v, cb) =>
        create.mutate(
          { scodoficina: v.code, snomoficina: v.name, sdireccion: v.address, sindactivo: v.sindactivo },
          { onSuccess: (o) => cb.onSuccess(fromOffice(o)), onError: cb.onError },
        ),
    };
  },
  useUpdate: (code) => {
    const update = useUpdateOffice(code);
    return {
      isPending: update.isPending,
      mutate: (v, cb) =>
        update.mutate(
          { snomoficina: v.name, sdireccion: v.address, sindactivo: v.sindactivo },
          { onSuccess: (o) => cb.onSuccess(fromOffice(o)), onError: cb.onError },
        ),
    };
  },
};

export const storageKind: PlaceKind = {
  title: 'Bodegas',
  singular: 'Bodega',
  newTitle: 'Nueva bodega',
  createLabel: 'Crear bodega',
  createdMessage: 'La bodega ha sido creada',
  listLabel: 'Bodegas',
  codeHint: 'Comienza con BD, por ejemplo BDPMC',
  listPath: '/dashboard/bodegas',
  detailPath: '/detalle/bodegas',
  selectedKey: SELECTED_KEYS.storage,
  createSchema: z.object({ code: warehouseCodeSchema, ...neutral }),
  useList: (query) => {
    const result = useStorageList(query);
    return mapQuery(result, (d) => ({ list: d.list.map(fromStorage), totalPaginas: d.totalPaginas }));
  },
  useDetail: (code) => mapQuery(useStorage(code), fromStorage),
  useCreate: () => {
    const create = useCreateStorage();
    return {
      isPending: create.isPending,
      mutate: (v, cb) =>
        create.mutate(
          { scodbodega: v.code, snombodega: v.name, sdireccion: v.address, sindactivo: v.sindactivo },
          { onSuccess: (s) => cb.onSuccess(fromStorage(s)), onError: cb.onError },
        ),
    };
  },
  useUpdate: (code) => {
    const update = useUpdateStorage(code);
    return {
      isPending: update.isPending,
      mutate: (v, cb) =>
        update.mutate(
          { snombodega: v.name, sdireccion: v.address, sindactivo: v.sindactivo },
          { onSuccess: (s) => cb.onSuccess(fromStorage(s)), onError: cb.onError },
        ),
    };
  },
};
