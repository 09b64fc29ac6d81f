import { routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientWhere } from '../../core/reference/clients.repo.ts';
import { tariffWhere } from '../../core/reference/tariffs.repo.ts';
import type { Db } from '../../db/client.ts';
import { registerRoute } from '../../http/route-map.ts';
import { exportExtras } from '../../reports/xlsx/export-route.ts';
import { type ExportColumn, keysetBatches, sendXlsx } from '../../reports/xlsx/stream-export.ts';
import { clientAccess, tariffAccess } from './access.ts';
import {
  type ClientRow,
  clientExportBatch,
  countClientsForExport,
  countTariffsForExport,
  type TariffRow,
  tariffExportBatch,
} from './customer-export.repo.ts';
import { tariffFiltersOf } from './tariffs.service.ts';

// 'Exportar' of Cliente/Proveedor and Tarifas (issue 17): each list's filters, access and order (by name in
// Spanish order); the keyset is that order's tuple, compared as a row.

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

export const customerExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerRoute(
    app,
    routes.customer.clientsExport,
    { ...clientAccess, ...exportExtras(['Clientes y proveedores', 'Exportar'], 'Cliente/Proveedor') },
    async (request, reply) => {
      const where = clientWhere(request.query);
      const total = await countClientsForExport(db, where);
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

  registerRoute(
    app,
    routes.customer.tariffsExport,
    { ...tariffAccess, ...exportExtras(['Tarifas', 'Exportar'], 'Tarifas') },
    async (request, reply) => {
      const where = tariffWhere(tariffFiltersOf(request.query));
      const total = await countTariffsForExport(db, where);
      const rows = keysetBatches(tariffExportBatch(db, where), (row) => row);
      return sendXlsx(reply, { name: 'tarifas', sheet: 'Tarifas', columns: tariffColumns, rows, total });
    },
  );
};
