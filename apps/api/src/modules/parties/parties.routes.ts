import { errorResponse, messages, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
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
  const search = { config: { access }, tags };

  registerRoute(app, routes.parties.senders, search, (request) => parties.searchClients(request.query));
  registerRoute(app, routes.parties.recipients, search, (request) => parties.searchClients(request.query));
  registerRoute(app, routes.parties.agents, search, (request) => parties.searchAgents(request.query));
  registerRoute(
    app,
    routes.parties.createSender,
    {
      config: {
        access: { audience: 'staff', menus: ['ORIG-INGRESO', 'CNF-CLIENTES'] },
        // Two people adding the same sender at once: the second finds the RUT taken by the database.
        conflictMessage: messages.rutAlreadyExists,
      },
      tags,
      status: 201,
      errors: { 400: errorResponse, 409: errorResponse },
    },
    async (request, reply) => reply.status(201).send(await parties.createSender(request.body)),
  );
};
