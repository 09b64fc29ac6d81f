import { errorResponse, routes, USERS_MENU, z } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import type { NoticesService } from './notices.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export const noticesRoutes: FastifyPluginAsyncZod<{ notices: NoticesService }> = async (app, { notices }) => {
  // The administration menu of users and places: whoever runs the system reads its outbox.
  const config = { access: { audience: 'staff' as const, menus: [USERS_MENU] } };
  const tags = ['Avisos'];

  registerRoute(
    app,
    routes.notices.list,
    {
      config,
      tags,
      summary: 'Avisos por correo de los eventos de la carga, del más nuevo al más antiguo',
      errors,
    },
    (request) => notices.list(request.query),
  );
  registerRoute(
    app,
    routes.notices.eml,
    {
      config,
      tags,
      summary: 'El archivo .eml del aviso (sin servidor SMTP)',
      file: z.any().describe('message/rfc822'),
    },
    async (request, reply) => {
      const file = await notices.eml(request.params.id);
      return reply
        .type('message/rfc822')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.bytes);
    },
  );
  registerRoute(
    app,
    routes.notices.retry,
    { config, tags, summary: 'Vuelve a enviar un aviso fallido', errors },
    (request) => notices.retry(request.params.id),
  );
};
