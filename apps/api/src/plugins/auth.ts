import { messages } from '@carga/domain';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { findCaller } from '../core/caller.repo.ts';
import { type Access, type AccessClaims, isCustomer, type Principal } from '../core/principal.ts';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { CallerCache } from './caller-cache.ts';
import { type ClaimsCache, createClaimsCache } from './claims-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The route may revoke sessions or change users: the caller cache is emptied before the answer. */
    changesCallers?: boolean;
  }
  interface FastifyRequest {
    principal: Principal;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
  }
}

/** A verified access token's claims: `exp` is required (`requiredClaims`). */
type VerifiedClaims = AccessClaims & { exp: number };

/** The bearer token of the Authorization header, as @fastify/jwt reads it; null when there is none. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\s/i.test(header)) return null;
  const parts = header.split(' ');
  return parts.length === 2 && parts[1] ? parts[1] : null;
}

/**
 * The token's claims, verified by the plugin's own verifier (synchronous) and kept per token until its
 * `exp` (claims-cache.ts), so a caller's next requests skip decoding and the HMAC.
 */
function verifiedClaims(
  app: FastifyInstance,
  verified: ClaimsCache<VerifiedClaims>,
  request: FastifyRequest,
): VerifiedClaims {
  const token = bearerToken(request);
  if (!token) throw unauthorized(messages.unauthenticated);
  try {
    return verified.claims(token, (text) => app.jwt.verify<VerifiedClaims>(text));
  } catch (error) {
    const expired = (error as { code?: string }).code === 'FAST_JWT_EXPIRED';
    throw unauthorized(expired ? messages.sessionExpired : messages.unauthenticated);
  }
}

async function loadPrincipal(
  app: FastifyInstance,
  db: Db,
  callers: CallerCache,
  verified: ClaimsCache<VerifiedClaims>,
  request: FastifyRequest,
): Promise<Principal> {
  const claims = verifiedClaims(app, verified, request);
  let user = callers.get(claims.sid, claims.sub);
  if (!user) {
    const since = callers.epoch;
    user = await findCaller(db, claims.sub, claims.sid);
    if (!user) throw unauthorized(messages.sessionExpired);
    callers.set(claims.sid, user, since);
  }
  return {
    nidusuario: user.nidusuario,
    sidsesion: claims.sid,
    susuario: user.susuario,
    nombre: user.snombre,
    rut: user.srut,
    oficinas: user.oficinas,
    bodegas: user.bodegas,
    menus: user.menus,
  };
}

function authorize(principal: Principal, access: Access) {
  if (access.audience !== 'staff') return;
  if (isCustomer(principal)) throw forbidden();
  if (access.menus && !access.menus.some((menu) => principal.menus.includes(menu))) throw forbidden();
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; secret: string; callers: CallerCache }) => {
    // A token without `exp` would never expire: refused, even when signed with the right secret.
    await app.register(fastifyJwt, {
      secret: opts.secret,
      // A verified token's claims are kept (up to 1,000 tokens) until the token expires: by `verified`.
      verify: { requiredClaims: ['exp'] },
    });
    const verified = createClaimsCache<VerifiedClaims>();
    app.decorateRequest('principal', null as unknown as Principal);
    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      if (!url?.startsWith('/api') || url.startsWith('/api/docs')) return;
      const access = request.routeOptions.config.access ?? { audience: 'staff' };
      if (access.audience === 'public') return;
      request.principal = await loadPrincipal(app, opts.db, opts.callers, verified, request);
      authorize(request.principal, access);
    });
    // The triggers' notification reaches this server too, but may come after the answer: a revocation's next
    // request, sent at once, must already be refused. Only the routes that change callers carry the hook.
    const evictCallers: onSendHookHandler = (_request, _reply, payload, done) => {
      opts.callers.evictAll();
      done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      if (!route.config?.changesCallers) return;
      const own = route.onSend ? [route.onSend].flat() : [];
      route.onSend = [...own, evictCallers];
    });
  },
);
