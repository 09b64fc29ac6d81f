import type {
  PackageTypeDetail,
  PackageTypeListResponse,
  packageTypeCreate,
  packageTypeListQuery,
  packageTypeUpdate,
  z,
} from '@carga/domain';
import { messages } from '@carga/domain';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import * as repo from './package-types.repo.ts';

export function createPackageTypesService(db: Db) {
  async function detail(code: string): Promise<PackageTypeDetail> {
    const row = await repo.findPackageType(db, code);
    if (!row) throw notFound(messages.packageTypeNotFound);
    return row;
  }

  return {
    list: (query: z.output<typeof packageTypeListQuery>): Promise<PackageTypeListResponse> =>
      repo.pagePackageTypes(db, query, query.Page),

    get: detail,

    async create(body: z.output<typeof packageTypeCreate>): Promise<PackageTypeDetail> {
      if (await repo.findPackageType(db, body.scodparametro01)) throw conflict(messages.packageTypeExists);
      // Two 'Crear' with one code at once: the loser meets the primary key; the route's conflictMessage answers it.
      await db.transaction((tx) => repo.insertPackageType(tx, body));
      return detail(body.scodparametro01);
    },

    /** Description and active flag; an inactive type stays on the packages that have it. */
    async update(code: string, body: z.output<typeof packageTypeUpdate>): Promise<PackageTypeDetail> {
      if ((await repo.updatePackageType(db, code, body)) === 0) throw notFound(messages.packageTypeNotFound);
      return detail(code);
    },
  };
}

export type PackageTypesService = ReturnType<typeof createPackageTypesService>;
