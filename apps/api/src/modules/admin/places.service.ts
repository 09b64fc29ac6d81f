import type {
  OfficeAdminItem,
  OfficeDetail,
  officeCreate,
  officeUpdate,
  placeListQuery,
  StorageAdminItem,
  StorageDetail,
  storageCreate,
  storageUpdate,
  z,
} from '@carga/domain';
import { messages } from '@carga/domain';
import * as repo from '../../core/reference/places.repo.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';

type ListQuery = z.output<typeof placeListQuery>;

const toOffice = (row: repo.PlaceRow): OfficeAdminItem => ({
  scodoficina: row.code,
  snomoficina: row.name,
  sdireccion: row.address,
  sindactivo: row.active,
});

const toStorage = (row: repo.PlaceRow): StorageAdminItem => ({
  scodbodega: row.code,
  snombodega: row.name,
  sdireccion: row.address,
  sindactivo: row.active,
});

/** The use cases of one kind of place; offices and warehouses differ only in names and messages. */
function createPlaceService<Item, Detail>(
  db: Db,
  kind: {
    table: typeof repo.officeTable;
    toItem: (row: repo.PlaceRow) => Item;
    exists: string;
    notFound: string;
  },
) {
  async function detail(code: string): Promise<Detail> {
    const row = await repo.findPlace(db, kind.table, code);
    if (!row) throw notFound(kind.notFound);
    const nusuarios = await repo.countUsersAt(db, kind.table, code);
    return { ...kind.toItem(row), nusuarios } as Detail;
  }

  return {
    async list(query: ListQuery) {
      const { rows, totalPaginas } = await repo.pagePlaces(db, kind.table, query, query.Page);
      return { list: rows.map(kind.toItem), totalPaginas };
    },

    get: detail,

    async create(row: repo.PlaceRow): Promise<Detail> {
      if (await repo.findPlace(db, kind.table, row.code)) throw conflict(kind.exists);
      // Two 'Crear' with one code at once: the loser meets the primary key; the route's conflictMessage answers it.
      await kind.table.insert(db, row);
      return detail(row.code);
    },

    /** Name, address and the active flag; an inactive one stays in the lookups, for the history. */
    async update(code: string, row: Omit<repo.PlaceRow, 'code'>): Promise<Detail> {
      if ((await kind.table.update(db, code, row)) === 0) throw notFound(kind.notFound);
      return detail(code);
    },
  };
}

export function createPlacesService(db: Db) {
  const offices = createPlaceService<OfficeAdminItem, OfficeDetail>(db, {
    table: repo.officeTable,
    toItem: toOffice,
    exists: messages.officeExists,
    notFound: messages.officeNotFound,
  });
  const storages = createPlaceService<StorageAdminItem, StorageDetail>(db, {
    table: repo.warehouseTable,
    toItem: toStorage,
    exists: messages.warehouseExists,
    notFound: messages.warehouseNotFound,
  });

  return {
    listOffices: offices.list,
    getOffice: offices.get,
    createOffice: (body: z.output<typeof officeCreate>) =>
      offices.create({
        code: body.scodoficina,
        name: body.snomoficina,
        address: body.sdireccion,
        active: body.sindactivo,
      }),
    updateOffice: (code: string, body: z.output<typeof officeUpdate>) =>
      offices.update(code, { name: body.snomoficina, address: body.sdireccion, active: body.sindactivo }),

    listStorages: storages.list,
    getStorage: storages.get,
    createStorage: (body: z.output<typeof storageCreate>) =>
      storages.create({
        code: body.scodbodega,
        name: body.snombodega,
        address: body.sdireccion,
        active: body.sindactivo,
      }),
    updateStorage: (code: string, body: z.output<typeof storageUpdate>) =>
      storages.update(code, { name: body.snombodega, address: body.sdireccion, active: body.sindactivo }),
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
