import { errorResponse, messages, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import type { AuthService } from './auth.service.ts';
import { DEVICE_COOKIE, deviceCookieHeader, readCookie } from './device-cookie.ts';

const bearer = (header: string | undefined) => header?.match(/^Bearer\s+(.+)$/i)?.[1];

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  callsPerMinute: number;
  /** Browsers reach the app over HTTPS: the device cookie is Secure. */
  https: boolean;
}> = async (app, { auth, callsPerMinute, https }) => {
  /** Calls per client address and minute (AuthPolicy.addressCallsPerMinute). */
  const addressCeiling = { max: callsPerMinute, timeWindow: '1 minute' };

  const tags = ['Auth'];
  const bearerSecurity = [{ bearerAuth: [] }];

  registerRoute(
    app,
    routes.auth.login,
    {
      // Failed attempts are counted in the database per (user, address) and per user (auth/throttle.ts);
      // on top, a ceiling of calls per address, shared by every server (plugins/rate-limit-store.ts). A
      // browser with the user's device cookie is counted on its own (auth/device-cookie.ts).
      config: { access: { audience: 'public' }, rateLimit: addressCeiling },
      tags,
      summary: 'Inicia sesión',
      errors: { 401: errorResponse, 429: errorResponse },
    },
    async (request, reply) => {
      const cookie = readCookie(request.headers.cookie, DEVICE_COOKIE);
      const { session, deviceCookie } = await auth.login(request.body, request.ip, cookie);
      reply.header('set-cookie', deviceCookieHeader(deviceCookie, https));
      return session;
    },
  );

  registerRoute(
    app,
    routes.auth.refresh,
    {
      config: { access: { audience: 'public' }, rateLimit: addressCeiling, changesCallers: true },
      tags,
      summary: 'Renueva el par de tokens con el refresh token como bearer; el anterior queda invalidado',
      security: bearerSecurity,
      errors: { 401: errorResponse },
    },
    (request) => auth.refresh(bearer(request.headers.authorization)),
  );

  registerRoute(
    app,
    routes.auth.logout,
    {
      config: { access: { audience: 'any' }, changesCallers: true },
      tags,
      summary: 'Cierra la sesión en el servidor: su access token y su refresh token dejan de valer',
      security: bearerSecurity,
      errors: { 401: errorResponse },
    },
    async (request) => {
      await auth.logout(request.principal.sidsesion);
      return { message: messages.loggedOut };
    },
  );

  registerRoute(
    app,
    routes.auth.changePassword,
    {
      config: { access: { audience: 'any' }, changesCallers: true },
      tags,
      summary: 'Cambia la contraseña; cierra las demás sesiones del usuario',
      security: bearerSecurity,
      errors: { 400: errorResponse, 401: errorResponse },
    },
    async (request) => {
      await auth.changePassword(request.principal.nidusuario, request.principal.sidsesion, request.body);
      return { message: messages.passwordChanged };
    },
  );
};
