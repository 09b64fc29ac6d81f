import type { FastifyInstance, FastifyRequest } from 'fastify';

// The address the links in receipts, labels, proofs and the detail's 'Seguimiento público' start with
// (issue 29). With PUBLIC_URL it is always that. Without it, `npm start` used to print
// http://localhost:<port>, which no phone can open: the links now take the address the person used to
// reach the app (the request's Host, or X-Forwarded-Host behind a trusted proxy), so the QR printed at
// http://192.168.1.20:3000 opens on any phone of that network.
//
// Host-header injection: the request's address only ever goes into the answer to that same request
// (the PDF or the JSON it asked for), never into anything stored or sent to someone else; a forged Host
// therefore fools only whoever forged it. The e-mail notices have no request: they keep PUBLIC_URL (the
// default http://localhost:<port> otherwise), and the start-up warning says so (config.publicUrlWarning).

/** A DNS name or IPv4 address, or a bracketed IPv6 one, with an optional port: nothing else is a host. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** `protocol://host` of a request, or null when its host is not a plain host name (then the default). */
export function originOf(protocol: string, host: string | undefined): string | null {
  if (!host || host.length > 260 || !HOST.test(host)) return null;
  return `${protocol === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Where this request's links start: PUBLIC_URL, or (without it) the address the request used. */
    linkBase(): string;
  }
}

/**
 * `request.linkBase()`; `fromRequest` is true when PUBLIC_URL is not set. A function decorator, not a
 * hook: only the few routes that print a link pay for it.
 */
export function registerLinkBase(app: FastifyInstance, publicUrl: string, fromRequest: boolean) {
  app.decorateRequest('linkBase', function linkBase(this: FastifyRequest) {
    if (!fromRequest) return publicUrl;
    return originOf(this.protocol, this.host) ?? publicUrl;
  });
}
