import { routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { registerRoute } from '../../http/route-map.ts';
import { exportExtras } from '../../reports/xlsx/export-route.ts';
import { type ExportColumn, keysetBatches, sendXlsx } from '../../reports/xlsx/stream-export.ts';
import type { RaFilters } from './lists.repo.ts';
import { customerRaFilters, preparationRaFilters, receptionsRaFilters } from './lists.service.ts';
import { countRasForExport, type RaExportRow, raExportBatch } from './lists-export.repo.ts';

// 'Exportar' of the RA lists (issue 17): Recepciones and Consulta RA, Preparación and Mis cargas, each with
// its list's query (without the page), access and filters, so an export never holds more than its list.

type Column = ExportColumn<RaExportRow>;
export const raColumns: Column[] = [
  { header: 'RA', type: 'integer', value: (ra) => ra.nidra },
  { header: 'Fecha', type: 'datetime', value: (ra) => ra.dfecrecepcion },
  { header: 'Remitente', type: 'text', value: (ra) => ra.snomremitente, width: 30 },
  { header: 'RUT remitente', type: 'text', value: (ra) => ra.srutremitente, width: 14 },
  { header: 'Destinatario', type: 'text', value: (ra) => ra.snomdestinatario, width: 30 },
  { header: 'RUT destinatario', type: 'text', value: (ra) => ra.srutdestinatario, width: 14 },
  { header: 'Estado', type: 'text', value: (ra) => ra.sdesestado },
  { header: 'Vía', type: 'text', value: (ra) => ra.sdesviadespacho, width: 14 },
  { header: 'Bultos', type: 'integer', value: (ra) => ra.ncantidadbultos },
  { header: 'Adjuntos', type: 'integer', value: (ra) => ra.ncantidadadjuntos },
  { header: 'Peso total (kg)', type: 'decimal', value: (ra) => ra.npesobrutokg },
  { header: 'Volumen (m³)', type: 'decimal', value: (ra) => ra.nvolumenm3 },
  { header: 'Origen', type: 'text', value: (ra) => ra.scodoficinaorigen || ra.scodbodegaorigen, width: 12 },
  { header: 'Bodega destino', type: 'text', value: (ra) => ra.scodbodegadestino, width: 14 },
];
const customerColumns: Column[] = [
  ...raColumns.filter((c) => c.header !== 'Adjuntos'),
  { header: 'Entregada', type: 'datetime', value: (ra) => ra.dfhoentrega },
];

const staff = (menus: Array<'ORIG-RECEP' | 'BOD-RECEP' | 'ORIG-PREPARA'>) => ({
  access: { audience: 'staff' as const, menus },
});

export const listsExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['Exportar'];

  /** Checks and counts before the first byte (so a refusal is a JSON error), then streams the rows. */
  async function answer(
    reply: Parameters<typeof sendXlsx>[0],
    filters: () => RaFilters,
    file: { name: string; sheet: string; columns: Column[] },
  ) {
    const f = filters();
    const total = await countRasForExport(db, f);
    const rows = keysetBatches(
      (before: number | undefined, limit) => raExportBatch(db, f, before, limit),
      (ra) => ra.nidra,
    );
    return sendXlsx(reply, { ...file, rows, total });
  }

  const map = routes.shipmentLists;
  registerRoute(
    app,
    map.receptionsExport,
    { config: staff(['ORIG-RECEP', 'BOD-RECEP']), ...exportExtras(tags, 'Recepciones y Consulta RA') },
    (request, reply) =>
      answer(reply, () => receptionsRaFilters(request.principal, request.query), {
        name: 'recepciones',
        sheet: 'Recepciones',
        columns: raColumns,
      }),
  );
  registerRoute(
    app,
    map.preparationExport,
    { config: staff(['ORIG-PREPARA']), ...exportExtras(tags, 'Preparación') },
    (request, reply) =>
      answer(reply, () => preparationRaFilters(request.principal, request.query), {
        name: 'preparacion',
        sheet: 'Preparación',
        columns: raColumns,
      }),
  );
  registerRoute(
    app,
    map.customerListExport,
    {
      config: { access: { audience: 'any' as const } },
      ...exportExtras(['Mis cargas', ...tags], 'Mis cargas'),
    },
    (request, reply) =>
      answer(reply, () => customerRaFilters(request.principal, request.query), {
        name: 'mis-cargas',
        sheet: 'Mis cargas',
        columns: customerColumns,
      }),
  );
};
