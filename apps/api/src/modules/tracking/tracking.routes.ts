import { errorResponse, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import type { TrackingService } from './tracking.service.ts';

export const trackingRoutes: FastifyPluginAsyncZod<{
  tracking: TrackingService;
  callsPerMinute: number;
}> = async (app, { tracking, callsPerMinute }) => {
  const tags = ['Seguimiento'];
  // No sign-in: the code is the key. A ceiling per client address, counted in PostgreSQL by every server,
  // keeps anyone from walking the code space; the answers are never cached nor indexed.
  // A wildcard rather than ':codigo': any path below, however long or odd, reaches the same 404.
  registerRoute(
    app,
    routes.tracking.track,
    {
      config: {
        access: { audience: 'public' },
        rateLimit: { max: callsPerMinute, timeWindow: '1 minute' },
      },
      tags,
      summary: 'Sigue una carga por su código de seguimiento, sin iniciar sesión',
      description:
        "The path's last part is the tracking code. An unknown, malformed or expired code (N days after the delivery) is the same 404.",
      security: [],
      errors: { 404: errorResponse, 429: errorResponse },
      onSend: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        reply.header('x-robots-tag', 'noindex');
      },
    },
    (request) => tracking.follow((request.params as { '*'?: string })['*'] ?? ''),
  );

  registerRoute(
    app,
    routes.shipment.trackingCode,
    {
      config: { access: { audience: 'any' } },
      tags,
      description:
        "The RA's tracking code and public link (created now for an RA finished before codes existed); null while the wizard is open.",
      errors: { 403: errorResponse, 404: errorResponse },
    },
    (request) => tracking.codeOf(request.principal, request.params.id, request.linkBase()),
  );
};
