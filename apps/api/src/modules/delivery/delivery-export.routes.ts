import { routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { registerRoute } from '../../http/route-map.ts';
import { exportExtras } from '../../reports/xlsx/export-route.ts';
import { type ExportColumn, keysetBatches, sendXlsx } from '../../reports/xlsx/stream-export.ts';
import { countRasForExport, raExportBatch } from '../shipment/lists-export.repo.ts';
import { deliveryRaFilters, describeDeliveries } from './delivery.service.ts';

// 'Exportar' of Entregar (issue 17): the RAs of the list's filters and access (menu DEST-ENTREGAR).

type Row = Awaited<ReturnType<typeof describeDeliveries>>[number];
const columns: ExportColumn<Row>[] = [
  { header: 'RA', type: 'integer', value: (ra) => ra.nidra },
  { header: 'Estado', type: 'text', value: (ra) => ra.sdesestado },
  { header: 'Remitente', type: 'text', value: (ra) => ra.snomremitente, width: 30 },
  { header: 'RUT remitente', type: 'text', value: (ra) => ra.srutremitente, width: 14 },
  { header: 'Destinatario', type: 'text', value: (ra) => ra.snomdestinatario, width: 30 },
  { header: 'RUT destinatario', type: 'text', value: (ra) => ra.srutdestinatario, width: 14 },
  { header: 'Carga', type: 'text', value: (ra) => ra.sdescripcioncarga, width: 30 },
  { header: 'Bultos', type: 'integer', value: (ra) => ra.ncantidadbultos },
  { header: 'Peso total (kg)', type: 'decimal', value: (ra) => ra.npesobrutokg },
  { header: 'Volumen (m³)', type: 'decimal', value: (ra) => ra.nvolumenm3 },
  { header: 'Fecha de recepción', type: 'datetime', value: (ra) => ra.dfhorecepcion },
  { header: 'Bultos recibidos', type: 'integer', value: (ra) => ra.ncantidadrecibida },
  { header: 'Faltantes', type: 'integer', value: (ra) => ra.ncantidadfaltante },
  { header: 'Dañados', type: 'integer', value: (ra) => ra.ncantidaddanada },
  { header: 'Bultos entregados', type: 'integer', value: (ra) => ra.ncantidadentregada },
  { header: 'Condición de pago', type: 'text', value: (ra) => ra.sdescondicionpago ?? '', width: 18 },
  { header: 'Estado de pago', type: 'text', value: (ra) => ra.sdesestadopago, width: 18 },
  { header: 'Adeudado ($)', type: 'integer', value: (ra) => ra.nadeudado },
  { header: 'Entregada', type: 'datetime', value: (ra) => ra.entrega?.dfhoentrega },
  { header: 'Retiró', type: 'text', value: (ra) => ra.entrega?.snombreretira },
  { header: 'RUT retiró', type: 'text', value: (ra) => ra.entrega?.srutretira, width: 14 },
];

export const deliveryExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerRoute(
    app,
    routes.delivery.export,
    {
      config: { access: { audience: 'staff' as const, menus: ['DEST-ENTREGAR' as const] } },
      ...exportExtras(['Entregar', 'Exportar'], 'Entregar'),
    },
    async (request, reply) => {
      const filters = deliveryRaFilters(request.principal, request.query);
      const total = await countRasForExport(db, filters);
      const rows = keysetBatches(
        async (before: number | undefined, limit) =>
          describeDeliveries(db, await raExportBatch(db, filters, before, limit)),
        (ra) => ra.nidra,
      );
      return sendXlsx(reply, { name: 'entregar', sheet: 'Entregar', columns, rows, total });
    },
  );
};
