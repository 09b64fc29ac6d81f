import {
  costFilters,
  costForm,
  costIdParams,
  costListResponse,
  costSaved,
  errorResponse,
  operationCostParams,
  operationDetailFilters,
  operationFilters,
  operationFiltersQuery,
  operationForm,
  operationIdParams,
  operationListQuery,
  operationListResponse,
  operationSaved,
  saleListResponse,
  summaryQuery,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationAccess } from './access.ts';
import type { CostsService } from './costs.service.ts';
import type { OperationsService } from './operations.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

// Operaciones (spec 2 section 7): menu BOD-OPERACION, staff of the operation's origin warehouse.
export const operationRoutes: FastifyPluginAsyncZod<{
  operations: OperationsService;
  costs: CostsService;
}> = async (app, { operations, costs }) => {
  const tags = ['Operaciones'];

  app.get(
    '/Operation',
    {
      ...operationAccess,
      schema: { tags, querystring: operationListQuery, response: { 200: operationListResponse, ...errors } },
    },
    (request) => operations.list(request.principal, request.query),
  );
  app.get(
    '/Operation/Filters',
    {
      ...operationAccess,
      schema: { tags, querystring: operationFiltersQuery, response: { 200: operationFilters, ...errors } },
    },
    (request) => operations.filters(request.principal, request.query.codigoBodegaOrigen),
  );
  app.get(
    '/Operation/Detail/Filters',
    { ...operationAccess, schema: { tags, response: { 200: operationDetailFilters, ...errors } } },
    () => operations.detailFilters(),
  );
  app.post(
    '/Operation',
    {
      ...operationAccess,
      schema: { tags, body: operationForm, response: { 201: operationSaved, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await operations.create(request.principal, request.body)),
  );
  app.put(
    '/Operation/:id',
    {
      ...operationAccess,
      schema: {
        tags,
        params: operationIdParams,
        body: operationForm,
        response: { 200: operationSaved, ...errors },
      },
    },
    (request) => operations.update(request.principal, request.params.id, request.body),
  );
  app.put(
    '/Operation/Close/:id',
    {
      ...operationAccess,
      schema: { tags, params: operationIdParams, response: { 200: operationSaved, ...errors } },
    },
    (request) => operations.close(request.principal, request.params.id),
  );

  // Costs and sales
  app.get(
    '/Operation/Cost/:id',
    {
      ...operationAccess,
      schema: {
        tags,
        params: operationIdParams,
        querystring: summaryQuery,
        response: { 200: costListResponse, ...errors },
      },
    },
    (request) => costs.list(request.principal, request.params.id, request.query.getSummary),
  );
  app.get(
    '/Operation/Cost/Filters/:id',
    {
      ...operationAccess,
      schema: { tags, params: operationIdParams, response: { 200: costFilters, ...errors } },
    },
    (request) => costs.filters(request.principal, request.params.id),
  );
  app.post(
    '/Operation/Cost',
    { ...operationAccess, schema: { tags, body: costForm, response: { 201: costSaved, ...errors } } },
    async (request, reply) => reply.status(201).send(await costs.create(request.principal, request.body)),
  );
  app.put(
    '/Operation/Cost/:id',
    {
      ...operationAccess,
      schema: { tags, params: costIdParams, body: costForm, response: { 200: costSaved, ...errors } },
    },
    (request) => costs.update(request.principal, request.params.id, request.body),
  );
  app.delete(
    '/Operation/Cost/:operationId/:costId',
    {
      ...operationAccess,
      schema: { tags, params: operationCostParams, response: { 200: costSaved, ...errors } },
    },
    (request) => costs.remove(request.principal, request.params.operationId, request.params.costId),
  );
  app.get(
    '/Operation/Sale/:id',
    {
      ...operationAccess,
      schema: {
        tags,
        params: operationIdParams,
        querystring: summaryQuery,
        response: { 200: saleListResponse, ...errors },
      },
    },
    (request) => costs.sales(request.principal, request.params.id, request.query.getSummary),
  );
};
