import {
  errorResponse,
  messages,
  tariffCreated,
  tariffDetailResponse,
  tariffFilters,
  tariffForm,
  tariffKeyParams,
  tariffListQuery,
  tariffListResponse,
  tariffUpdate,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tariffAccess } from './access.ts';
import type { TariffsService } from './tariffs.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

// Tarifas (spec 2 section 7): menu CNF-TARIFAS.
export const tariffsRoutes: FastifyPluginAsyncZod<{ tariffs: TariffsService }> = async (app, { tariffs }) => {
  const tags = ['Tarifas'];

  app.get(
    '/Customer/Tarifa',
    {
      ...tariffAccess,
      schema: { tags, querystring: tariffListQuery, response: { 200: tariffListResponse, ...errors } },
    },
    (request) => tariffs.list(request.query),
  );
  app.get(
    '/Customer/Tarifa/Filters',
    { ...tariffAccess, schema: { tags, response: { 200: tariffFilters, ...errors } } },
    () => tariffs.filters(),
  );
  app.get(
    '/Customer/Tarifa/:id/:origin/:destination/:via/:modality/:cargoType',
    {
      ...tariffAccess,
      schema: { tags, params: tariffKeyParams, response: { 200: tariffDetailResponse, ...errors } },
    },
    (request) => tariffs.detail(request.params),
  );
  app.post(
    '/Customer/Tarifa',
    {
      config: { ...tariffAccess.config, conflictMessage: messages.tariffExists },
      schema: { tags, body: tariffForm, response: { 201: tariffCreated, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await tariffs.create(request.principal, request.body)),
  );
  app.put(
    '/Customer/Tarifa',
    {
      config: { ...tariffAccess.config, conflictMessage: messages.tariffExists },
      schema: { tags, body: tariffUpdate, response: { 200: tariffDetailResponse, ...errors } },
    },
    (request) => tariffs.update(request.principal, request.body),
  );
};
