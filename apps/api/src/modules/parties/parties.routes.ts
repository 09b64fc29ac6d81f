import {
  agentSummary,
  clientSummary,
  errorResponse,
  messages,
  newSenderRequest,
  personSearchQuery,
  z,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PartiesService } from './parties.service.ts';

export const partiesRoutes: FastifyPluginAsyncZod<{ parties: PartiesService }> = async (app, { parties }) => {
  // Whoever registers cargo or operations, keeps the client book, or creates customer users (CNF-BODEGAS)
  // looks people up.
  const access = {
    audience: 'staff' as const,
    menus: [
      'ORIG-INGRESO' as const,
      'ORIG-PREPARA' as const,
      'BOD-OPERACION' as const,
      'CNF-CLIENTES' as const,
      'CNF-BODEGAS' as const,
      // Tariff screens suggest clients by RUT too.
      'CNF-TARIFAS' as const,
      // The statement's client picker (issue 33).
      'FIN-COBRANZA' as const,
    ],
  };
  const tags = ['Clientes'];
  const search = {
    config: { access },
    schema: { tags, querystring: personSearchQuery, response: { 200: z.array(clientSummary) } },
  };

  app.get('/Customer/sender', search, (request) => parties.searchClients(request.query));
  app.get('/Customer/recipient', search, (request) => parties.searchClients(request.query));
  app.get(
    '/Agent',
    {
      config: { access },
      schema: { tags, querystring: personSearchQuery, response: { 200: z.array(agentSummary) } },
    },
    (request) => parties.searchAgents(request.query),
  );
  app.post(
    '/Customer/sender',
    {
      config: {
        access: { audience: 'staff', menus: ['ORIG-INGRESO', 'CNF-CLIENTES'] },
        // Two people adding the same sender at once: the second finds the RUT taken by the database.
        conflictMessage: messages.rutAlreadyExists,
      },
      schema: {
        tags,
        body: newSenderRequest,
        response: { 201: clientSummary, 400: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await parties.createSender(request.body)),
  );
};
