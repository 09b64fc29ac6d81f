import {
  attachmentCreate,
  attachmentParams,
  attachmentPreview,
  attachmentSummary,
  errorResponse,
  raIdParams,
  z,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_BODY_LIMIT } from '../../core/http-limits.ts';
import { contentDisposition } from '../../files/content-disposition.ts';
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
  const config = { access: attachmentAccess };
  // Reading files follows the RA: staff on its route and the customer whose cargo it is.
  const readConfig = { access: { audience: 'any' as const } };
  const tags = ['Archivos adjuntos'];

  app.get(
    '/Shipment/Attachment/:id',
    {
      config: readConfig,
      schema: { tags, params: raIdParams, response: { 200: z.array(attachmentSummary), ...errors } },
    },
    (request) => attachments.list(request.principal, request.params.id),
  );
  app.post(
    '/Shipment/Attachment/:id',
    {
      config,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        params: raIdParams,
        body: attachmentCreate,
        response: { 201: attachmentSummary, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await attachments.add(request.principal, request.params.id, request.body)),
  );
  app.get(
    '/Shipment/Attachment/:id/:fileId',
    {
      config: readConfig,
      schema: { tags, params: attachmentParams, response: { 200: attachmentPreview, ...errors } },
    },
    (request) => attachments.preview(request.principal, request.params.id, request.params.fileId),
  );
  // The file as a file (not a data URL): downloads and previews of the RA detail, capture and delivery.
  app.get(
    '/Shipment/Attachment/File/:id/:fileId',
    {
      config: readConfig,
      schema: {
        tags,
        params: attachmentParams,
        description: 'Answers the bytes with their sniffed type (image/png, image/jpeg, application/pdf).',
        response: { 200: z.any().describe('the file'), ...errors },
      },
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
  app.delete(
    '/Shipment/Attachment/:id/:fileId',
    {
      config,
      schema: { tags, params: attachmentParams, response: { 200: z.array(attachmentSummary), ...errors } },
    },
    (request) => attachments.remove(request.principal, request.params.id, request.params.fileId),
  );
};
