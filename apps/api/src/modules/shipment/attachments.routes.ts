import { errorResponse, routes, z } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_BODY_LIMIT } from '../../core/http-limits.ts';
import { contentDisposition } from '../../files/content-disposition.ts';
import { registerRoute } from '../../http/route-map.ts';
import { attachmentAccess } from './access.ts';
import type { AttachmentsService } from './attachments.service.ts';

const errors = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
};

export const attachmentsRoutes: FastifyPluginAsyncZod<{ attachments: AttachmentsService }> = async (
  app,
  { attachments },
) => {
  const tags = ['Archivos adjuntos'];
  const change = { config: { access: attachmentAccess }, tags, errors };
  // Reading files follows the RA: staff on its route and the customer whose cargo it is.
  const read = { config: { access: { audience: 'any' as const } }, tags, errors };
  const shipment = routes.shipment;

  registerRoute(app, shipment.attachments, read, (request) =>
    attachments.list(request.principal, request.params.id),
  );
  registerRoute(
    app,
    shipment.addAttachment,
    { ...change, bodyLimit: UPLOAD_BODY_LIMIT, status: 201 },
    async (request, reply) =>
      reply.status(201).send(await attachments.add(request.principal, request.params.id, request.body)),
  );
  registerRoute(app, shipment.attachmentPreview, read, (request) =>
    attachments.preview(request.principal, request.params.id, request.params.fileId),
  );
  // The file as a file (not a data URL): downloads and previews of the RA detail, capture and delivery.
  registerRoute(
    app,
    shipment.attachmentFile,
    {
      ...read,
      description: 'Answers the bytes with their sniffed type (image/png, image/jpeg, application/pdf).',
      file: z.any().describe('the file'),
    },
    async (request, reply) => {
      const file = await attachments.file(request.principal, request.params.id, request.params.fileId);
      const kind = file.type === 'application/octet-stream' ? 'attachment' : 'inline';
      return reply
        .type(file.type)
        .header('content-disposition', contentDisposition(kind, file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .send(file.bytes);
    },
  );
  registerRoute(app, shipment.removeAttachment, change, (request) =>
    attachments.remove(request.principal, request.params.id, request.params.fileId),
  );
};
