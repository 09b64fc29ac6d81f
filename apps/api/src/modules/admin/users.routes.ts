import {
  activeRequest,
  errorResponse,
  messageResponse,
  messages,
  passwordResetRequest,
  USERS_MENU,
  userCreate,
  userDetail,
  userIdParams,
  userListQuery,
  userListResponse,
  userUpdate,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UsersService } from './users.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  const config = { access: { audience: 'staff' as const, menus: [USERS_MENU] } };
  // Changes a user or ends their sessions: this server forgets its callers before answering.
  const changes = { ...config, changesCallers: true };
  const tags = ['Usuarios'];

  app.get(
    '/User',
    { config, schema: { tags, querystring: userListQuery, response: { 200: userListResponse, ...errors } } },
    (request) => users.list(request.query),
  );
  app.get(
    '/User/:id',
    { config, schema: { tags, params: userIdParams, response: { 200: userDetail, ...errors } } },
    (request) => users.get(request.params.id),
  );
  app.post(
    '/User',
    {
      config: { ...config, conflictMessage: messages.usernameTaken },
      schema: {
        tags,
        summary:
          'Crea un usuario (personal o cliente); sólo se otorgan menús y lugares que quien llama tiene',
        body: userCreate,
        response: { 201: userDetail, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await users.create(request.principal, request.body)),
  );
  app.put(
    '/User/:id',
    {
      config: changes,
      schema: {
        tags,
        summary: 'Actualiza todo menos el nombre de usuario y la contraseña',
        params: userIdParams,
        body: userUpdate,
        response: { 200: userDetail, ...errors },
      },
    },
    (request) => users.update(request.principal, request.params.id, request.body),
  );
  app.put(
    '/User/:id/password',
    {
      config: changes,
      schema: {
        tags,
        summary: 'Restablece la contraseña y cierra todas las sesiones del usuario',
        params: userIdParams,
        body: passwordResetRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await users.resetPassword(request.principal, request.params.id, request.body.password);
      return { message: messages.passwordReset };
    },
  );
  app.put(
    '/User/:id/active',
    {
      config: changes,
      schema: {
        tags,
        summary: 'Activa o desactiva; desactivar cierra todas las sesiones del usuario',
        params: userIdParams,
        body: activeRequest,
        response: { 200: userDetail, ...errors },
      },
    },
    (request) => users.setActive(request.principal, request.params.id, request.body.sindactivo),
  );
};
