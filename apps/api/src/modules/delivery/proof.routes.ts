import { deliveryProofFileName, errorResponse, routes, z } from '@carga/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import type { ProofService } from './proof.service.ts';

const extras = {
  description: 'The proof of delivery of a delivered RA. Answers application/pdf; 404 while not delivered.',
  file: z.any().describe('application/pdf'),
  errors: { 403: errorResponse, 404: errorResponse },
};

export const proofRoutes: FastifyPluginAsyncZod<{ proofs: ProofService }> = async (app, { proofs }) => {
  const send = (pdf: Buffer, nidra: number, reply: FastifyReply) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${deliveryProofFileName(nidra)}"`)
      .send(pdf);

  // Staff: whoever reads the RA's detail (its route's offices and warehouses), as the reception receipt.
  registerRoute(
    app,
    routes.delivery.proof,
    { ...extras, config: { access: { audience: 'staff' } }, tags: ['Entrega'] },
    async (request, reply) =>
      send(
        await proofs.forStaff(request.principal, request.params.id, request.linkBase()),
        request.params.id,
        reply,
      ),
  );
  // 'Mis cargas': the customer's own cargo only.
  registerRoute(
    app,
    routes.shipmentLists.customerProof,
    { ...extras, config: { access: { audience: 'any' } }, tags: ['Mis cargas'] },
    async (request, reply) =>
      send(
        await proofs.forCustomer(request.principal, request.params.id, request.linkBase()),
        request.params.id,
        reply,
      ),
  );
};
