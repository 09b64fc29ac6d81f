import { mkdirSync } from 'node:fs';
import { formatRaNumber } from '@carga/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, runTag } from './fixtures/api.ts';
import { baseUrl, eventually, launchBrowser, MOBILE, settled, signIn } from './fixtures/browser.ts';
import { readRoute, routeOnTheRoad } from './fixtures/driver.ts';
import { textOf } from './fixtures/lists.ts';
import { modalShown, modalsGone } from './fixtures/mantine.ts';
import { DEMO } from './fixtures/ra.ts';
import { doorRaMaker, receivedAtPuq } from './fixtures/reparto.ts';

// Issue 35, the driver's phone with no network at all: once 'Mi ruta' has been opened with the connection,
// the service worker (sw.js, Workbox) has the app's files. With the whole network cut, reloading the app
// still opens it (the app shell from the worker's cache, the route kept on the phone); a failed visit is
// recorded offline, waits in the phone's outbox and is sent when the network returns. The worker never
// answers the API: with the network cut, /api fails instead of giving an old answer.

const PLATE = 'DFGH48';
const SHOTS = '/tmp/shots';

const ra = (nidra: number) => `RA ${formatRaNumber(nidra)}`;

/** What the page's `fetch` of `url` gets: its status, or 'failed' when no answer came. */
const fetchFrom = (page: Page, url: string) =>
  page.evaluate(
    (target) =>
      fetch(target, { cache: 'no-store' }).then(
        (response) => response.status,
        () => 'failed' as const,
      ),
    url,
  );

describe('Mi ruta opened with no network at all', () => {
  const tag = runTag();
  const door = { first: 0, second: 0 };
  let planner = '';
  let route = 0;
  let browser: Browser | undefined;

  beforeAll(async () => {
    const doorRa = doorRaMaker(await apiSignIn('oficina.scl'), tag);
    door.first = await doorRa(DEMO.losAndes, 'Sin red', 1);
    door.second = await doorRa(DEMO.ferreteriaMagallanes, 'Sin red', 1);
    planner = await receivedAtPuq(tag, 'Sin red', Object.values(door));
    route = await routeOnTheRoad(planner, PLATE, [
      { nidra: door.first, units: 1 },
      { nidra: door.second, units: 1 },
    ]);
    browser = await launchBrowser();
  }, 180_000);
  afterAll(() => browser?.close());

  const section = (page: Page) => page.getByRole('region', { name: `Hoja de ruta N° ${route}` });
  const stop = (page: Page, n: number, nidra: number) =>
    section(page).getByRole('article', { name: `Parada ${n}: ${ra(nidra)}` });
  const shows = (card: Locator, text: string) => eventually(() => textOf(card)).toContain(text);

  it('serves the service worker and the manifest as the browser needs them', async () => {
    const context = await browser!.newContext({ baseURL: baseUrl() });
    const worker = await context.request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    // Workbox precaches with revisions, and never an API path.
    const source = await worker.text();
    expect(source).toContain('index.html');
    expect(source).not.toMatch(/url:\s*"\/?api\//);
    const manifest = await context.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect((await manifest.json()).name).toBe('Carga');
    await context.close();
  });

  it('reopens the app and the route offline, and sends the visit recorded there when back', {
    timeout: 180_000,
  }, async () => {
    // Service workers allowed explicitly: this test is about them, whatever the other pages do.
    const context = await browser!.newContext({
      viewport: MOBILE,
      locale: 'es-CL',
      baseURL: baseUrl(),
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, 'conductor.puq');
    await page.goto('/conductor');
    await page.getByRole('heading', { name: 'Mi ruta', level: 2 }).waitFor();
    await stop(page, 1, door.first).waitFor();

    // The worker is installed (every file of the build cached: seconds on a loaded machine) and controls
    // the page; `ready` alone would wait forever where no worker registers.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 })
      .toBe('activated');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.map((url) => new URL(url).pathname);
    });
    expect(cached.some((url) => url.startsWith('/index.html'))).toBe(true);
    expect(cached.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
    expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);
    expect(await fetchFrom(page, '/api/health')).toBe(200);

    // The whole network is cut: the API is out of reach, never answered from the worker's cache.
    await context.setOffline(true);
    expect(await fetchFrom(page, '/api/health')).toBe('failed');

    // Reloading opens the app from the worker, and the route from the phone.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: 'Mi ruta', level: 2 }).waitFor();
    const first = stop(page, 1, door.first);
    const second = stop(page, 2, door.second);
    expect(await textOf(first)).toContain(DEMO.losAndes.name);
    expect(await textOf(second)).toContain(DEMO.ferreteriaMagallanes.name);
    expect(await textOf(section(page))).toContain(PLATE);
    await page.getByRole('status').filter({ hasText: 'Sin conexión' }).waitFor();
    await settled(page);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/driver-offline.png` });
    expect(await fetchFrom(page, '/api/health')).toBe('failed');

    // 'No entregado' offline: kept in the phone's outbox, the server still has the stop pending.
    await first.getByRole('button', { name: `No entregado ${ra(door.first)}` }).click();
    const visit = page.getByRole('dialog', { name: `No entregado: ${ra(door.first)}` });
    await modalShown(page);
    await visit.getByRole('radio', { name: 'Nadie en casa' }).click();
    await visit.getByRole('button', { name: 'Registrar visita' }).click();
    await modalsGone(page);
    await shows(first, 'Pendiente de enviar · No entregado: Nadie en casa');
    await page.getByRole('status').filter({ hasText: 'Sin conexión: 1 pendiente de enviar' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/driver-offline-pending.png` });
    expect((await readRoute(planner, route)).paradas[0]?.sestado).toBe('PENDIENTE');

    // The network is back: the phone sends it on its own.
    await context.setOffline(false);
    await eventually(() => textOf(first)).not.toContain('Pendiente de enviar');
    await shows(first, 'No entregado: Nadie en casa');
    await eventually(() => page.getByRole('status').filter({ hasText: 'Sin conexión' }).count()).toBe(0);
    const saved = await readRoute(planner, route);
    expect(saved.paradas.map((s) => [s.nidra, s.sestado, s.smotivo])).toEqual([
      [door.first, 'NO_ENTREGADO', 'NADIE'],
      [door.second, 'PENDIENTE', null],
    ]);
    expect(await fetchFrom(page, '/api/health')).toBe(200);
    await context.close();
  });
});
