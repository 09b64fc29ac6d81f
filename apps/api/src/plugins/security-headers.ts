import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers and the content security policy of the web app. `https`: browsers reach the app over
 * HTTPS (a proxy terminating TLS): keep upgrade-insecure-requests and HSTS, which on plain HTTP with a LAN
 * host name would make the browser fetch the scripts over HTTPS and show a blank page.
 *
 * The middleware is built once: @fastify/helmet built a new one (and parsed the CSP again) on every
 * request, and added a promise hook for reply decorators this app does not use (no CSP nonces). Its
 * headers depend on nothing of the request (no nonces, no function directives), so it is run once, on a
 * response that only records them, and each reply gets that record through Fastify's own headers: set on
 * the raw response, each of the ~12 headers went through Node's `setHeader` checks on every request
 * (4.5 % of the server's time in a profile of Recepciones, 2026-11-29).
 */
export function registerSecurityHeaders(app: FastifyInstance, https: boolean) {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The scanning screens' barcode reader is WebAssembly (ZXing, where the browser has no
        // BarcodeDetector): compiling it needs this, and only this; eval stays forbidden.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? undefined : false,
  });
  const headers = recordedHeaders(middleware);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The headers a middleware sets (and removes) on a response, recorded by running it once. */
export function recordedHeaders(middleware: Middleware): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let finished = false;
  // Helmet runs synchronously and calls `next` with no argument (since 8.1 it throws on a bad option).
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('The security headers middleware did not finish synchronously');
  return Object.freeze(headers);
}
