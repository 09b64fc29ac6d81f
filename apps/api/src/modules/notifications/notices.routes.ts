import {
  errorResponse,
  noticeListQuery,
  noticeListResponse,
  noticeParams,
  noticeRetryResponse,
  USERS_MENU,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NoticesService } from './notices.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export const noticesRoutes: FastifyPluginAsyncZod<{ notices: NoticesService }> = async (app, { notices }) => {
  // The administration menu of users and places: whoever runs the system reads its outbox.
  const config = { access: { audience: 'staff' as const, menus: [USERS_MENU] } };
  const tags = ['Avisos'];

  app.get(
    '/Notificaciones',
    {
      config,
      schema: {
        tags,
        summary: 'Avisos por correo de los eventos de la carga, del más nuevo al más antiguo',
        querystring: noticeListQuery,
        response: { 200: noticeListResponse, ...errors },
      },
    },
    (request) => notices.list(request.query),
  );
  app.get(
    '/Notificaciones/:id/Eml',
    {
      config,
      schema: { tags, summary: 'El archivo .eml del aviso (sin servidor SMTP)', params: noticeParams },
    },
    async (request, reply) => {
      const file = await notices.eml(request.params.id);
      return reply
        .type('message/rfc822')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.bytes);
    },
  );
  app.post(
    '/Notificaciones/:id/Reintentar',
    {
      config,
      schema: {
        tags,
        summary: 'Vuelve a enviar un aviso fallido',
        params: noticeParams,
        response: { 200: noticeRetryResponse, ...errors },
      },
    },
    (request) => notices.retry(request.params.id),
  );
};
