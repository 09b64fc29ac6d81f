import { errorResponse, messages, routes, USERS_MENU } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import type { UsersService } from './users.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  const config = { access: { audience: 'staff' as const, menus: [USERS_MENU] } };
  // Changes a user or ends their sessions: this server forgets its callers before answering.
  const changes = { ...config, changesCallers: true };
  const tags = ['Usuarios'];

  registerRoute(app, routes.admin.users, { config, tags, errors }, (request) => users.list(request.query));
  registerRoute(app, routes.admin.user, { config, tags, errors }, (request) => users.get(request.params.id));
  registerRoute(
    app,
    routes.admin.createUser,
    {
      config: { ...config, conflictMessage: messages.usernameTaken },
      tags,
      summary: 'Crea un usuario (personal o cliente); sólo se otorgan menús y lugares que quien llama tiene',
      status: 201,
      errors,
    },
    async (request, reply) => reply.status(201).send(await users.create(request.principal, request.body)),
  );
  registerRoute(
    app,
    routes.admin.updateUser,
    { config: changes, tags, summary: 'Actualiza todo menos el nombre de usuario y la contraseña', errors },
    (request) => users.update(request.principal, request.params.id, request.body),
  );
  registerRoute(
    app,
    routes.admin.resetPassword,
    {
      config: changes,
      tags,
      summary: 'Restablece la contraseña y cierra todas las sesiones del usuario',
      errors,
    },
    async (request) => {
      await users.resetPassword(request.principal, request.params.id, request.body.password);
      return { message: messages.passwordReset };
    },
  );
  registerRoute(
    app,
    routes.admin.setActive,
    {
      config: changes,
      tags,
      summary: 'Activa o desactiva; desactivar cierra todas las sesiones del usuario',
      errors,
    },
    (request) => users.setActive(request.principal, request.params.id, request.body.sindactivo),
  );
};
