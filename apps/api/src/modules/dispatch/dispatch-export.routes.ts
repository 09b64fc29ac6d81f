import { routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { registerRoute } from '../../http/route-map.ts';
import { exportExtras } from '../../reports/xlsx/export-route.ts';
import { type ExportColumn, keysetBatches, sendXlsx } from '../../reports/xlsx/stream-export.ts';
import { countListsForExport, listsExportBatch } from '../loading-list/list-export.repo.ts';
import { dispatchColumns, dispatchItem, dispatchWhere } from './dispatch.repo.ts';
import { dispatchFiltersOf } from './dispatch.service.ts';

// 'Exportar' of Despacho (issue 17): the closed lists of the list's filters and access (menu BOD-DESPACHO).

type Row = ReturnType<typeof dispatchItem> & { nidlistacarga: number };
const columns: ExportColumn<Row>[] = [
  { header: 'Lista de carga', type: 'text', value: (d) => d.scodlistacarga, width: 14 },
  { header: 'Operación', type: 'integer', value: (d) => d.nidoperacion },
  { header: 'Bodega origen', type: 'text', value: (d) => d.scodbodegaorigen },
  { header: 'Bodega destino', type: 'text', value: (d) => d.scodbodegadestino },
  { header: 'Vía', type: 'text', value: (d) => d.sdesviadespacho, width: 14 },
  { header: 'Fecha creación', type: 'datetime', value: (d) => d.dfhocreacion },
  { header: 'Modalidad', type: 'text', value: (d) => d.sdesmodalidadenvio },
  { header: 'Estado', type: 'text', value: (d) => d.sdesestado, width: 12 },
  { header: 'Cantidad RA', type: 'integer', value: (d) => d.ncantidadra },
  { header: 'Bultos', type: 'integer', value: (d) => d.ncantidadbultos },
  { header: 'Peso Kg', type: 'decimal', value: (d) => d.npesokg },
  { header: 'Volumen M³', type: 'decimal', value: (d) => d.nvolumenm3 },
];

export const dispatchExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerRoute(
    app,
    routes.dispatch.export,
    {
      config: { access: { audience: 'staff' as const, menus: ['BOD-DESPACHO' as const] } },
      ...exportExtras(['Despacho', 'Exportar'], 'Despacho'),
    },
    async (request, reply) => {
      const where = dispatchWhere(dispatchFiltersOf(request.principal, request.query));
      const total = await countListsForExport(db, where);
      const rows = keysetBatches(
        async (before: number | undefined, limit): Promise<Row[]> =>
          (await listsExportBatch(db, where, dispatchColumns, before, limit)).map((row) => ({
            ...dispatchItem(row),
            nidlistacarga: Number(row.nidlistacarga),
          })),
        (row) => row.nidlistacarga,
      );
      return sendXlsx(reply, { name: 'despacho', sheet: 'Despacho', columns, rows, total });
    },
  );
};
