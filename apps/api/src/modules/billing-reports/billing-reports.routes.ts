import { errorResponse, routes, z } from '@carga/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import { XLSX } from '../../reports/xlsx/stream-export.ts';
import { buildCajaPdf, buildStatementPdf } from './billing.pdf.ts';
import { cajaXlsx, receivablesXlsx, statementXlsx } from './billing.xlsx.ts';
import type { BillingReportsService } from './billing-reports.service.ts';

// The money documents of issue 33: a client's estado de cuenta (staff with FIN-COBRANZA, or the customer
// for their own), the cuentas por cobrar by age (FIN-COBRANZA or GEST-BODEGA), and a caja's PDF and xlsx
// (its owner or FIN-COBRANZA: checked by the service, since ownership is the caja's).

const PDF = 'application/pdf';

export const billingReportsRoutes: FastifyPluginAsyncZod<{ reports: BillingReportsService }> = async (
  app,
  { reports },
) => {
  const anyone = { access: { audience: 'any' as const } };
  const staff = { access: { audience: 'staff' as const } };
  const receivableReaders = {
    access: { audience: 'staff' as const, menus: ['FIN-COBRANZA' as const, 'GEST-BODEGA' as const] },
  };
  const tags = ['Cobranza'];
  const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
  const pdf = z.any().describe(`${PDF} (binario)`);
  const xlsx = z.any().describe(`${XLSX} (binario)`);
  const send = (reply: FastifyReply, type: string, name: string, body: Buffer) =>
    reply.type(type).header('content-disposition', `attachment; filename="${name}"`).send(body);

  registerRoute(
    app,
    routes.billing.statement,
    { config: anyone, tags, errors, summary: 'Estado de cuenta de un cliente en un período' },
    (request) => reports.statement(request.principal, request.query),
  );
  registerRoute(
    app,
    routes.billing.statementPdf,
    { config: anyone, tags, errors, file: pdf, summary: 'Estado de cuenta en PDF' },
    async (request, reply) => {
      const s = await reports.statement(request.principal, request.query);
      const name = `estado-cuenta-${s.cliente.srutcliente}-${s.desde}-${s.hasta}.pdf`;
      return send(reply, PDF, name, await buildStatementPdf(s));
    },
  );
  registerRoute(
    app,
    routes.billing.statementExport,
    { config: anyone, tags, errors, file: xlsx, summary: 'Estado de cuenta en xlsx' },
    async (request, reply) => {
      const s = await reports.statement(request.principal, request.query);
      const name = `estado-cuenta-${s.cliente.srutcliente}-${s.desde}-${s.hasta}.xlsx`;
      return send(reply, XLSX, name, await statementXlsx(s));
    },
  );

  registerRoute(
    app,
    routes.billing.receivables,
    { config: receivableReaders, tags, errors, summary: 'Cuentas por cobrar por antigüedad' },
    (request) => reports.receivables(request.query),
  );
  registerRoute(
    app,
    routes.billing.receivablesExport,
    { config: receivableReaders, tags, errors, file: xlsx, summary: 'Cuentas por cobrar en xlsx' },
    async (request, reply) => {
      const { fecha, rows } = await reports.allReceivables(request.query);
      reply.header('x-total-filas', String(rows.length));
      return send(reply, XLSX, `cuentas-por-cobrar-${fecha}.xlsx`, await receivablesXlsx(fecha, rows));
    },
  );

  registerRoute(
    app,
    routes.billing.cajaPdf,
    { config: staff, tags, errors, file: pdf, summary: 'Caja y su cierre en PDF' },
    async (request, reply) => {
      const caja = await reports.caja(request.principal, request.params.id);
      return send(reply, PDF, `caja-${caja.nidcaja}.pdf`, await buildCajaPdf(caja));
    },
  );
  registerRoute(
    app,
    routes.billing.cajaExport,
    { config: staff, tags, errors, file: xlsx, summary: 'Caja y su cierre en xlsx' },
    async (request, reply) => {
      const caja = await reports.caja(request.principal, request.params.id);
      return send(reply, XLSX, `caja-${caja.nidcaja}.xlsx`, await cajaXlsx(caja));
    },
  );
};
