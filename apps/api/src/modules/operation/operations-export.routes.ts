import { routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { registerRoute } from '../../http/route-map.ts';
import { exportExtras } from '../../reports/xlsx/export-route.ts';
import { type ExportColumn, keysetBatches, sendXlsx } from '../../reports/xlsx/stream-export.ts';
import { operationAccess } from './access.ts';
import {
  countOperationsForExport,
  operationsBefore,
  operationWhere,
  type selectOperations,
} from './operations.repo.ts';
import { operationFiltersOf, withSales } from './operations.service.ts';

// 'Exportar' of Operaciones (issue 17): the list's filters and access, newest first, keyset on the id.

type Row = Awaited<
  ReturnType<typeof withSales<Awaited<ReturnType<typeof selectOperations>>[number]>>
>[number];
const columns: ExportColumn<Row>[] = [
  { header: 'Operación', type: 'integer', value: (o) => o.nidoperacion },
  { header: 'Descripción', type: 'text', value: (o) => o.sdescripcion, width: 30 },
  { header: 'Estado', type: 'text', value: (o) => o.sdesestado, width: 12 },
  { header: 'Bodega origen', type: 'text', value: (o) => o.scodbodegaorigen },
  { header: 'Bodega destino', type: 'text', value: (o) => o.snombodegadestino },
  { header: 'Vía', type: 'text', value: (o) => o.svia, width: 14 },
  { header: 'Fecha creación', type: 'datetime', value: (o) => o.dfhocreacion },
  { header: 'Unidad transportadora', type: 'text', value: (o) => o.sdesunidadtransportadora },
  { header: 'Modalidad', type: 'text', value: (o) => o.smodalidadenvio },
  { header: 'Proveedor', type: 'text', value: (o) => o.snomproveedor },
  { header: 'Cliente', type: 'text', value: (o) => o.snombrecorto },
  { header: 'Costo', type: 'clp', value: (o) => o.ncostooperacion },
  { header: 'Venta', type: 'clp', value: (o) => o.nventaoperacion },
];

export const operationsExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerRoute(
    app,
    routes.operation.export,
    { ...operationAccess, ...exportExtras(['Operaciones', 'Exportar'], 'Operaciones') },
    async (request, reply) => {
      const where = operationWhere(operationFiltersOf(request.principal, request.query));
      const total = await countOperationsForExport(db, where);
      const rows = keysetBatches(
        async (before: number | undefined, limit) =>
          withSales(db, await operationsBefore(db, where, before, limit)),
        (o) => o.nidoperacion,
      );
      return sendXlsx(reply, { name: 'operaciones', sheet: 'Operaciones', columns, rows, total });
    },
  );
};
