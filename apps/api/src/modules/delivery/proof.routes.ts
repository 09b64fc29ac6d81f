import { deliveryProofFileName, errorResponse, raIdParams, z } from '@carga/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProofService } from './proof.service.ts';

const schema = {
  tags: ['Entrega'],
  params: raIdParams,
  description: 'The proof of delivery of a delivered RA. Answers application/pdf; 404 while not delivered.',
  response: { 200: z.any().describe('application/pdf'), 403: errorResponse, 404: errorResponse },
};

export const proofRoutes: FastifyPluginAsyncZod<{ proofs: ProofService }> = async (app, { proofs }) => {
  const send = (pdf: Buffer, nidra: number, reply: FastifyReply) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${deliveryProofFileName(nidra)}"`)
      .send(pdf);

  // Staff: whoever reads the RA's detail (its route's offices and warehouses), as the reception receipt.
  app.get(
    '/Delivery/:id/Comprobante',
    { config: { access: { audience: 'staff' } }, schema },
    async (request, reply) =>
      send(
        await proofs.forStaff(request.principal, request.params.id, request.linkBase()),
        request.params.id,
        reply,
      ),
  );
  // 'Mis cargas': the customer's own cargo only.
  app.get(
    '/ExternalCustomer/:id/Comprobante',
    { config: { access: { audience: 'any' } }, schema: { ...schema, tags: ['Mis cargas'] } },
    async (request, reply) =>
      send(
        await proofs.forCustomer(request.principal, request.params.id, request.linkBase()),
        request.params.id,
        reply,
      ),
  );
};
