import { clientListQuery, tariffListQuery } from '@carga/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { clients, tariffs } from '../../db/schema.ts';
import { countForExport, exportSchema } from '../../reports/xlsx/export-route.ts';
import { type ExportColumn, keysetBatches, sendXlsx } from '../../reports/xlsx/stream-export.ts';
import { clientAccess, tariffAccess } from './access.ts';
import { clientWhere, selectClients } from './clients.repo.ts';
import { selectTariffs, tariffWhere } from './tariffs.repo.ts';
import { tariffFiltersOf } from './tariffs.service.ts';

// 'Exportar' of Cliente/Proveedor and Tarifas (issue 17): each list's filters, access and order (by name in
// Spanish order); the keyset is that order's tuple, compared as a row.

type ClientRow = Awaited<ReturnType<typeof selectClients>>[number];
type TariffRow = Awaited<ReturnType<typeof selectTariffs>>[number];
const yesNo = (flag: string) => (flag === 'S' ? 'Sí' : 'No');

const clientColumns: ExportColumn<ClientRow>[] = [
  { header: 'Rut', type: 'text', value: (c) => c.srutcliente, width: 14 },
  { header: 'Nombre', type: 'text', value: (c) => c.snombrecliente, width: 34 },
  { header: 'Nombre corto', type: 'text', value: (c) => c.snombrecorto },
  { header: 'Cliente', type: 'text', value: (c) => yesNo(c.sindclientecontr), width: 9 },
  { header: 'Cliente Courier', type: 'text', value: (c) => yesNo(c.sindclientecouri), width: 9 },
  { header: 'Proveedor Ext.', type: 'text', value: (c) => yesNo(c.sindproveedor), width: 9 },
  { header: 'Proveedor Int.', type: 'text', value: (c) => yesNo(c.sindproveedorint), width: 9 },
  { header: 'Vigente', type: 'text', value: (c) => yesNo(c.sindactivo), width: 9 },
  { header: 'Email', type: 'text', value: (c) => c.semail },
  { header: 'Teléfono', type: 'text', value: (c) => `${c.sprefijotelefono} ${c.stelefono}`.trim() },
  { header: 'Direcciones', type: 'integer', value: (c) => c.ncantidaddirecciones },
  { header: 'Tarifas', type: 'integer', value: (c) => c.ncantidadtarifas },
];

const tariffColumns: ExportColumn<TariffRow>[] = [
  { header: 'Rut', type: 'text', value: (t) => t.srutcliente, width: 14 },
  { header: 'Nombre', type: 'text', value: (t) => t.snombrecorto },
  { header: 'Origen', type: 'text', value: (t) => t.snomoficinaorigen },
  { header: 'Destino', type: 'text', value: (t) => t.snomoficinadestino },
  { header: 'Vía', type: 'text', value: (t) => t.sdesvia, width: 14 },
  { header: 'Modo', type: 'text', value: (t) => t.sdesmodalidad },
  { header: 'Tipo tarifa', type: 'text', value: (t) => t.sdestipocarga },
  { header: 'Vigente', type: 'text', value: (t) => yesNo(t.sindvigente), width: 9 },
];

const collated = (value: string) => sql`${value} collate "und-x-icu"`;

/** The clients of `where` after the row `after` in the list's order (name in Spanish order, id). */
export const clientExportBatch =
  (db: Db, where: SQL | undefined) => (after: ClientRow | undefined, limit: number) =>
    selectClients(
      db,
      and(
        where,
        after
          ? sql`(${clients.snombrecliente} collate "und-x-icu", ${clients.nidcliente}) > (${collated(after.snombrecliente)}, ${after.nidcliente})`
          : undefined,
      ),
    ).limit(limit);

/** The tariffs of `where` after the row `after` in the list's order (short name, then the key). */
export const tariffExportBatch =
  (db: Db, where: SQL | undefined) => (after: TariffRow | undefined, limit: number) => {
    const t = tariffs;
    return selectTariffs(
      db,
      and(
        where,
        after
          ? sql`(${clients.snombrecorto} collate "und-x-icu", ${t.nidcliente}, ${t.scodoficinaorigen}, ${t.scodoficinadestino}, ${t.svia}, ${t.scodmodalidad}, ${t.scodtipocarga}) > (${collated(after.snombrecorto)}, ${after.nidcliente}, ${after.scodoficinaorigen}, ${after.scodoficinadestino}, ${after.svia}, ${after.scodmodalidad}, ${after.scodtipocarga})`
          : undefined,
      ),
    ).limit(limit);
  };

export const customerExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Customer/ClienteProveedor/Exportar',
    {
      ...clientAccess,
      schema: exportSchema(
        ['Clientes y proveedores', 'Exportar'],
        clientListQuery.omit({ Page: true, PageSize: true }),
        'Cliente/Proveedor',
      ),
    },
    async (request, reply) => {
      const where = clientWhere(request.query);
      const total = await countForExport(db, db.select({ one: sql`1` }).from(clients).where(where));
      const rows = keysetBatches(clientExportBatch(db, where), (row) => row);
      return sendXlsx(reply, {
        name: 'clientes-proveedores',
        sheet: 'Cliente - Proveedor',
        columns: clientColumns,
        rows,
        total,
      });
    },
  );

  app.get(
    '/Customer/Tarifa/Exportar',
    {
      ...tariffAccess,
      schema: exportSchema(['Tarifas', 'Exportar'], tariffListQuery.omit({ Page: true }), 'Tarifas'),
    },
    async (request, reply) => {
      const where = tariffWhere(tariffFiltersOf(request.query));
      const total = await countForExport(
        db,
        db
          .select({ one: sql`1` })
          .from(tariffs)
          .innerJoin(clients, eq(clients.nidcliente, tariffs.nidcliente))
          .where(where),
      );
      const rows = keysetBatches(tariffExportBatch(db, where), (row) => row);
      return sendXlsx(reply, { name: 'tarifas', sheet: 'Tarifas', columns: tariffColumns, rows, total });
    },
  );
};
