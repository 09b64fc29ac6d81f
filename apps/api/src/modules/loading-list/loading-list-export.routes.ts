import { routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { registerRoute } from '../../http/route-map.ts';
import { exportExtras } from '../../reports/xlsx/export-route.ts';
import { type ExportColumn, keysetBatches, sendXlsx } from '../../reports/xlsx/stream-export.ts';
import { countListsForExport, listsExportBatch } from './list-export.repo.ts';
import { listItem, listSearch } from './list-query.repo.ts';
import { loadingListSearch } from './loading-list.service.ts';

// 'Exportar' of Listas de carga (issue 17): the list's filters and access (menu BOD-LISTACARGA).

type Row = ReturnType<typeof listItem> & { nidlistacarga: number };

/** The columns every load-list screen shares (Listas de carga, Despacho, Recibir). */
export const loadListColumns: ExportColumn<ReturnType<typeof listItem>>[] = [
  { header: 'Lista de carga', type: 'text', value: (l) => l.scodlistacarga, width: 14 },
  { header: 'Operación', type: 'integer', value: (l) => l.nidoperacion },
  { header: 'Bodega origen', type: 'text', value: (l) => l.snombodegaorigen },
  { header: 'Bodega destino', type: 'text', value: (l) => l.snombodegadestino },
  { header: 'Vía', type: 'text', value: (l) => l.sdesviadespacho, width: 14 },
  { header: 'Fecha creación', type: 'datetime', value: (l) => l.dfhocreacion },
  { header: 'Estado', type: 'text', value: (l) => l.sdesestadolista, width: 14 },
  { header: 'Cantidad RA', type: 'integer', value: (l) => l.ncantidadra },
  { header: 'Volumen (m³)', type: 'decimal', value: (l) => l.nvolumeningresadom3 },
];

export const loadingListExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerRoute(
    app,
    routes.loadingList.export,
    {
      config: { access: { audience: 'staff' as const, menus: ['BOD-LISTACARGA' as const] } },
      ...exportExtras(['Listas de carga', 'Exportar'], 'Listas de carga'),
    },
    async (request, reply) => {
      const where = listSearch(loadingListSearch(request.principal, request.query));
      const total = await countListsForExport(db, where);
      const rows = keysetBatches(
        async (before: number | undefined, limit): Promise<Row[]> =>
          (await listsExportBatch(db, where, {}, before, limit)).map((row) => ({
            ...listItem(row),
            nidlistacarga: Number(row.nidlistacarga),
          })),
        (row) => row.nidlistacarga,
      );
      return sendXlsx(reply, {
        name: 'listas-de-carga',
        sheet: 'Listas de carga',
        columns: loadListColumns,
        rows,
        total,
      });
    },
  );
};
