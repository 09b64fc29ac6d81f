import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers and the content security policy of the web app. `https`: browsers reach the app over
 * HTTPS (a proxy terminating TLS): keep upgrade-insecure-requests and HSTS, which on plain HTTP with a LAN
 * host name would make the browser fetch the scripts over HTTPS and show a blank page.
 *
 * The middleware is built once: @fastify/helmet built a new one (and parsed the CSP again) on every
 * request, and added a promise hook for reply decorators this app does not use (no CSP nonces).
 */
export function registerSecurityHeaders(app: FastifyInstance, https: boolean) {
  const setHeaders = helmet({
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
  // A callback hook: helmet sets the headers on the raw response synchronously and calls `done` with no
  // argument (since helmet 8.1 it throws instead of passing an error).
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, done as (error?: unknown) => void);
  });
}
