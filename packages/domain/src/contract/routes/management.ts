import { parameterOption } from '../common.ts';
import {
  differencesByRouteResponse,
  intakeQuery,
  intakeResponse,
  leadTimeQuery,
  leadTimeResponse,
  managementQuery,
  pendingResponse,
  salesResponse,
} from '../management.ts';
import { defineRoute, file } from '../route-def.ts';
import * as z from '../zod.ts';

export const managementRoutes = {
  vias: defineRoute('GET', '/api/Gestion/Vias', { response: z.array(parameterOption) }),
  intake: defineRoute('GET', '/api/Gestion/Ingresos', { query: intakeQuery, response: intakeResponse }),
  intakeExport: defineRoute('GET', '/api/Gestion/Ingresos/Exportar', { query: intakeQuery, response: file }),
  sales: defineRoute('GET', '/api/Gestion/Ventas', { query: managementQuery, response: salesResponse }),
  salesExport: defineRoute('GET', '/api/Gestion/Ventas/Exportar', { query: managementQuery, response: file }),
  leadTimes: defineRoute('GET', '/api/Gestion/Plazos', { query: leadTimeQuery, response: leadTimeResponse }),
  leadTimesExport: defineRoute('GET', '/api/Gestion/Plazos/Exportar', {
    query: leadTimeQuery,
    response: file,
  }),
  differences: defineRoute('GET', '/api/Gestion/Diferencias', {
    query: managementQuery,
    response: differencesByRouteResponse,
  }),
  differencesExport: defineRoute('GET', '/api/Gestion/Diferencias/Exportar', {
    query: managementQuery,
    response: file,
  }),
  pending: defineRoute('GET', '/api/Gestion/Pendientes', {
    query: managementQuery,
    response: pendingResponse,
  }),
  pendingExport: defineRoute('GET', '/api/Gestion/Pendientes/Exportar', {
    query: managementQuery,
    response: file,
  }),
} as const;
