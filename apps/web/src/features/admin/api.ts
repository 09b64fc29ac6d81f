import type {
  messageResponse,
  OfficeCreate,
  OfficeDetail,
  OfficeListResponse,
  OfficeUpdate,
  PackageTypeCreate,
  PackageTypeDetail,
  PackageTypeListResponse,
  PackageTypeUpdate,
  StorageCreate,
  StorageDetail,
  StorageListResponse,
  StorageUpdate,
  UserCreate,
  UserDetail,
  UserListResponse,
  UserUpdate,
  z,
} from '@carga/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { type AdminKind as Kind, adminKeys as keys } from '../../api/keys/admin.ts';
import { lookupKeys } from '../../api/keys/lookups.ts';
import { shipmentKeys } from '../../api/keys/shipment.ts';
import type { SuccessMessage } from '../../api/query-client.tsx';

// The configuration calls: users, offices, warehouses, package types. Components use these hooks only.

export type ListQuery = Record<string, string | number>;

function useList<T>(kind: Kind, path: string, query: ListQuery) {
  return useQuery({
    queryKey: keys.list(kind, query),
    queryFn: ({ signal }) => apiFetch<T>(path, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

function useDetail<T>(kind: Kind, path: string, id: string | number | null) {
  return useQuery({
    queryKey: keys.detail(kind, id ?? ''),
    queryFn: () => apiFetch<T>(`${path}/${encodeURIComponent(String(id))}`),
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

export const useUserList = (query: ListQuery) => useList<UserListResponse>('users', '/User', query);
export const useUser = (id: number | null) => useDetail<UserDetail>('users', '/User', id);

export const useCreateUser = () =>
  useSave(
    'users',
    (body: UserCreate) => apiFetch<UserDetail>('/User', { method: 'POST', body }),
    (user: UserDetail) => `Usuario ${user.susuario} creado`,
  );

export const useUpdateUser = (id: number) =>
  useSave(
    'users',
    (body: UserUpdate) => apiFetch<UserDetail>(`/User/${id}`, { method: 'PUT', body }),
    (user: UserDetail) => `Usuario ${user.susuario} actualizado`,
  );

export const useResetPassword = (id: number) =>
  useSave(
    'users',
    (body: { password: string }) =>
      apiFetch<z.infer<typeof messageResponse>>(`/User/${id}/password`, { method: 'PUT', body }),
    'Contraseña restablecida',
  );

// ---- Offices and warehouses ----------------------------------------------------------------------

export const useOfficeList = (query: ListQuery) =>
  useList<OfficeListResponse>('offices', '/Office/Admin', query);
export const useOffice = (code: string | null) => useDetail<OfficeDetail>('offices', '/Office/Admin', code);

export const useCreateOffice = () =>
  useSave(
    'offices',
    (body: OfficeCreate) => apiFetch<OfficeDetail>('/Office', { method: 'POST', body }),
    (office: OfficeDetail) => `Oficina ${office.snomoficina} (${office.scodoficina}) creada`,
    [lookupKeys.offices()],
  );

export const useUpdateOffice = (code: string) =>
  useSave(
    'offices',
    (body: OfficeUpdate) =>
      apiFetch<OfficeDetail>(`/Office/${encodeURIComponent(code)}`, { method: 'PUT', body }),
    (office: OfficeDetail) => `Oficina ${office.snomoficina} (${office.scodoficina}) actualizada`,
    [lookupKeys.offices()],
  );

export const useStorageList = (query: ListQuery) =>
  useList<StorageListResponse>('storages', '/Storage/Admin', query);
export const useStorage = (code: string | null) =>
  useDetail<StorageDetail>('storages', '/Storage/Admin', code);

export const useCreateStorage = () =>
  useSave(
    'storages',
    (body: StorageCreate) => apiFetch<StorageDetail>('/Storage', { method: 'POST', body }),
    (storage: StorageDetail) => `Bodega ${storage.snombodega} (${storage.scodbodega}) creada`,
    [lookupKeys.storages()],
  );

export const useUpdateStorage = (code: string) =>
  useSave(
    'storages',
    (body: StorageUpdate) =>
      apiFetch<StorageDetail>(`/Storage/${encodeURIComponent(code)}`, { method: 'PUT', body }),
    (storage: StorageDetail) => `Bodega ${storage.snombodega} (${storage.scodbodega}) actualizada`,
    [lookupKeys.storages()],
  );

// ---- Package types -------------------------------------------------------------------------------

export const usePackageTypeList = (query: ListQuery) =>
  useList<PackageTypeListResponse>('package-types', '/PackageType', query);
export const usePackageType = (code: string | null) =>
  useDetail<PackageTypeDetail>('package-types', '/PackageType', code);

/** The wizard's package combo follows the active types. */
const wizardPackages = shipmentKeys.wizard();

export const useCreatePackageType = () =>
  useSave(
    'package-types',
    (body: PackageTypeCreate) => apiFetch<PackageTypeDetail>('/PackageType', { method: 'POST', body }),
    (type: PackageTypeDetail) => `Tipo de bulto ${type.sdeslargo01} creado`,
    [wizardPackages],
  );

export const useUpdatePackageType = (code: string) =>
  useSave(
    'package-types',
    (body: PackageTypeUpdate) =>
      apiFetch<PackageTypeDetail>(`/PackageType/${encodeURIComponent(code)}`, { method: 'PUT', body }),
    (type: PackageTypeDetail) => `Tipo de bulto ${type.sdeslargo01} actualizado`,
    [wizardPackages],
  );
