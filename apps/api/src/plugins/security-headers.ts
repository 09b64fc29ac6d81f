import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's headers and the content security policy of the web app. `https`: browsers reach the app over
 * HTTPS (a proxy terminating TLS): keep upgrade-insecure-requests and HSTS, which on plain HTTP with a LAN
 * host name would make the browser fetch the scripts over HTTPS and show a blank page.
 */
export async function registerSecurityHeaders(app: FastifyInstance, https: boolean) {
  await app.register(helmet, {
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
}
