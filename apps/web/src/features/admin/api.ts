import type {
  OfficeCreate,
  OfficeDetail,
  OfficeUpdate,
  PackageTypeCreate,
  PackageTypeDetail,
  PackageTypeUpdate,
  StorageCreate,
  StorageDetail,
  StorageUpdate,
  UserCreate,
  UserDetail,
  UserUpdate,
  z,
} from '@carga/domain';
import { type RouteDef, type RouteResponse, routes } from '@carga/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/call.ts';
import { type AdminKind as Kind, adminKeys as keys } from '../../api/keys/admin.ts';
import { lookupKeys } from '../../api/keys/lookups.ts';
import { shipmentKeys } from '../../api/keys/shipment.ts';
import type { SuccessMessage } from '../../api/query-client.tsx';

// The configuration calls: users, offices, warehouses, package types. Components use these hooks only.

export type ListQuery = Record<string, string | number>;

type ListRoute = RouteDef<'GET', string, undefined, z.ZodType, undefined, z.ZodType>;
type DetailRoute = RouteDef<'GET', string, z.ZodType, undefined, undefined, z.ZodType>;

function useList<R extends ListRoute>(kind: Kind, route: R, query: ListQuery) {
  return useQuery({
    queryKey: keys.list(kind, query),
    queryFn: ({ signal }) => api(route as ListRoute, { query, signal }) as Promise<RouteResponse<R>>,
    placeholderData: keepPreviousData,
  });
}

/** `param`: the route's one path param (`id` for users, `code` for places and package types). */
function useDetail<R extends DetailRoute>(
  kind: Kind,
  route: R,
  param: 'id' | 'code',
  id: string | number | null,
) {
  return useQuery({
    queryKey: keys.detail(kind, id ?? ''),
    queryFn: () => api(route as DetailRoute, { params: { [param]: id } }) as Promise<RouteResponse<R>>,
    enabled: id !== null && id !== '',
  });
}

/** A change to one row makes its kind's lists and that row's detail stale (and the lookups, for places). */
function useSave<Body, Result>(
  kind: Kind,
  request: (body: Body) => Promise<Result>,
  successMessage: SuccessMessage,
  also: ReadonlyArray<readonly unknown[]> = [],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { successMessage },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.kind(kind) }),
        ...also.map((queryKey) => client.invalidateQueries({ queryKey })),
      ]),
  });
}

// ---- Users ----------------------------------------------------------------------------------------

export const useUserList = (query: ListQuery) => useList('users', routes.admin.users, query);
export const useUser = (id: number | null) => useDetail('users', routes.admin.user, 'id', id);

export const useCreateUser = () =>
  useSave(
    'users',
    (body: UserCreate) => api(routes.admin.createUser, { body }),
    (user: UserDetail) => `Usuario ${user.susuario} creado`,
  );

export const useUpdateUser = (id: number) =>
  useSave(
    'users',
    (body: UserUpdate) => api(routes.admin.updateUser, { params: { id }, body }),
    (user: UserDetail) => `Usuario ${user.susuario} actualizado`,
  );

export const useResetPassword = (id: number) =>
  useSave(
    'users',
    (body: { password: string }) => api(routes.admin.resetPassword, { params: { id }, body }),
    'Contraseña restablecida',
  );

// ---- Offices and warehouses ----------------------------------------------------------------------

export const useOfficeList = (query: ListQuery) => useList('offices', routes.admin.offices, query);
export const useOffice = (code: string | null) => useDetail('offices', routes.admin.office, 'code', code);

export const useCreateOffice = () =>
  useSave(
    'offices',
    (body: OfficeCreate) => api(routes.admin.createOffice, { body }),
    (office: OfficeDetail) => `Oficina ${office.snomoficina} (${office.scodoficina}) creada`,
    [lookupKeys.offices()],
  );

export const useUpdateOffice = (code: string) =>
  useSave(
    'offices',
    (body: OfficeUpdate) => api(routes.admin.updateOffice, { params: { code }, body }),
    (office: OfficeDetail) => `Oficina ${office.snomoficina} (${office.scodoficina}) actualizada`,
    [lookupKeys.offices()],
  );

export const useStorageList = (query: ListQuery) => useList('storages', routes.admin.warehouses, query);
export const useStorage = (code: string | null) =>
  useDetail('storages', routes.admin.warehouse, 'code', code);

export const useCreateStorage = () =>
  useSave(
    'storages',
    (body: StorageCreate) => api(routes.admin.createWarehouse, { body }),
    (storage: StorageDetail) => `Bodega ${storage.snombodega} (${storage.scodbodega}) creada`,
    [lookupKeys.storages()],
  );

export const useUpdateStorage = (code: string) =>
  useSave(
    'storages',
    (body: StorageUpdate) => api(routes.admin.updateWarehouse, { params: { code }, body }),
    (storage: StorageDetail) => `Bodega ${storage.snombodega} (${storage.scodbodega}) actualizada`,
    [lookupKeys.storages()],
  );

// ---- Package types -------------------------------------------------------------------------------

export const usePackageTypeList = (query: ListQuery) =>
  useList('package-types', routes.admin.packageTypes, query);
export const usePackageType = (code: string | null) =>
  useDetail('package-types', routes.admin.packageType, 'code', code);

/** The wizard's package combo follows the active types. */
const wizardPackages = shipmentKeys.wizard();

export const useCreatePackageType = () =>
  useSave(
    'package-types',
    (body: PackageTypeCreate) => api(routes.admin.createPackageType, { body }),
    (type: PackageTypeDetail) => `Tipo de bulto ${type.sdeslargo01} creado`,
    [wizardPackages],
  );

export const useUpdatePackageType = (code: string) =>
  useSave(
    'package-types',
    (body: PackageTypeUpdate) => api(routes.admin.updatePackageType, { params: { code }, body }),
    (type: PackageTypeDetail) => `Tipo de bulto ${type.sdeslargo01} actualizado`,
    [wizardPackages],
  );
