/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker that vite.config.ts builds (sw.js, Workbox): it keeps the app's own files so
 * that the app opens with no network at all (issue 35, the driver's phone). The browser looks for a new
 * sw.js each time the app is opened; a new deploy's worker takes over at once and the page reloads on it,
 * so nobody keeps an old app. Loaded by main.tsx in production builds only, after the first render: the
 * Workbox window code is not in the sign-in page's first download.
 */
export function registerServiceWorker() {
  registerSW({
    onRegisterError(error: unknown) {
      // The app works without it (online), as before: only opening it offline is lost.
      console.warn('No se pudo registrar el service worker', error);
    },
  });
}
