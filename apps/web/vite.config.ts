import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The service worker (issue 35, the driver's phone with no network): Workbox precaches every file of the
 * build (index.html, the JS and CSS chunks, the icon, the barcode reader's .wasm) with its revision, so the
 * app opens offline and a deploy replaces them all at once. Any navigation outside `/api` answers the
 * cached index.html; nothing under `/api` (data, PDF and xlsx downloads) is ever answered by it.
 * `autoUpdate`: the new worker takes over at once (skipWaiting + clientsClaim) and the page reloads on it
 * (app/service-worker.ts registers it, in production builds only).
 */
const serviceWorker = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: false,
  strategies: 'generateSW',
  filename: 'sw.js',
  manifest: {
    name: 'Carga',
    short_name: 'Carga',
    description: 'Carga: recepción, despacho y reparto',
    lang: 'es-CL',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b4f8a',
    background_color: '#ffffff',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  workbox: {
    globPatterns: ['**/*.{html,js,css,svg,png,ico,woff,woff2,wasm,webmanifest}'],
    // The barcode reader's .wasm is about 1 MB; the default limit (2 MiB) is kept with room.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(?:\/|\?|$)/],
    // No runtime caching: only the build's own files are answered from the cache.
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    sourcemap: false,
  },
});

export default defineConfig({
  plugins: [react(), serviceWorker],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 900 },
});
