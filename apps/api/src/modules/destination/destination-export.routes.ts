import { routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { registerRoute } from '../../http/route-map.ts';
import { exportExtras } from '../../reports/xlsx/export-route.ts';
import { type ExportColumn, keysetBatches, sendXlsx } from '../../reports/xlsx/stream-export.ts';
import { countListsForExport, listsExportBatch } from '../loading-list/list-export.repo.ts';
import { listSearch } from '../loading-list/list-query.repo.ts';
import { loadListColumns } from '../loading-list/loading-list-export.routes.ts';
import { withArrivalCounts } from './destination.repo.ts';
import { destinationSearch } from './destination.service.ts';

// 'Exportar' of Recibir (issue 17): the lists travelling to the warehouse, with the list's filters and access.

type Row = Awaited<ReturnType<typeof withArrivalCounts>>[number] & { nidlistacarga: number };
const columns: ExportColumn<Row>[] = [
  ...loadListColumns,
  { header: 'Bultos despachados', type: 'integer', value: (l) => l.ncantidaddespachada },
  { header: 'Bultos recibidos', type: 'integer', value: (l) => l.ncantidadrecibida },
  { header: 'Faltantes', type: 'integer', value: (l) => l.ncantidadfaltante },
  { header: 'Dañados', type: 'integer', value: (l) => l.ncantidaddanada },
  { header: 'RAs con diferencias', type: 'integer', value: (l) => l.ncantidadradiferencia },
];

export const destinationExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerRoute(
    app,
    routes.destination.export,
    {
      config: { access: { audience: 'staff' as const, menus: ['BOD-RECIBIR' as const] } },
      ...exportExtras(['Recibir', 'Exportar'], 'Recibir'),
    },
    async (request, reply) => {
      const where = listSearch(destinationSearch(request.principal, request.query));
      const total = await countListsForExport(db, where);
      const rows = keysetBatches(
        async (before: number | undefined, limit): Promise<Row[]> => {
          const lists = await listsExportBatch(db, where, {}, before, limit);
          const described = await withArrivalCounts(db, lists);
          return described.map((row, i) => ({ ...row, nidlistacarga: Number(lists[i]?.nidlistacarga) }));
        },
        (row) => row.nidlistacarga,
      );
      return sendXlsx(reply, { name: 'recibir', sheet: 'Recibir', columns, rows, total });
    },
  );
};
