import { unitCodeText } from '@carga/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, runTag } from './fixtures/api.ts';
import {
  baseUrl,
  DESKTOP,
  launchBrowser,
  MOBILE,
  noHorizontalOverflow,
  shot,
  signIn,
  usePages,
} from './fixtures/browser.ts';
import { downloadLabels, fakeCameraArgs, labelVideo } from './fixtures/fake-camera.ts';
import { field } from './fixtures/mantine.ts';
import { createRa } from './fixtures/ra.ts';
import { answered, scanFieldFocused, scanRows, wedgeScan } from './fixtures/scan.ts';
import { createTruckOperation } from './fixtures/warehouse-data.ts';

// Camera scanning (issue 14): Chromium's fake camera films the first label of an RA, printed by the API;
// 'Usar cámara' on 'Lista de carga → Escanear' reads it (ZXing's WebAssembly reader, served by the app,
// as Chromium on Linux has no BarcodeDetector) and the unit goes onto the list once, however long the
// label stays in view. Without a camera the screen says why and the typed field keeps working.

const scanPath = (code: string) => `/detalle/lista-carga/${encodeURIComponent(code)}/escanear`;

/** Records every camera stream the page opens, to tell whether each was released. */
async function recordStreams(context: BrowserContext) {
  await context.addInitScript(() => {
    const streams: MediaStream[] = [];
    Object.assign(window, { cameraStreams: streams });
    const media = navigator.mediaDevices;
    if (!media) return;
    const open = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
}

/** The state of every track the page opened ('live' or 'ended'). */
const trackStates = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams
      .flatMap((stream) => stream.getTracks())
      .map((track) => track.readyState),
  );

describe('camera scanning (bodega.scl, fake camera)', () => {
  const tag = runTag();
  let browser: Browser | undefined;
  let warehouse = '';
  let code = '';
  let units: string[] = [];

  beforeAll(async () => {
    const office = await apiSignIn('oficina.scl');
    warehouse = await apiSignIn('bodega.scl');
    const nidra = await createRa(office, {
      box: { units: 2, kg: 10 },
      finish: 'BORIG',
      description: `Cámara ${tag}`,
    });
    units = [unitCodeText(nidra, 1, 2), unitCodeText(nidra, 2, 2)];
    const operation = await createTruckOperation(warehouse, `Cámara ${tag}`);
    code = await api<string>(warehouse, 'POST', '/LoadingList', { nidoperacion: operation });
    // The camera films label 1 of 2, as the warehouse printed it.
    const video = labelVideo(await downloadLabels(office, nidra), 1);
    browser = await launchBrowser(fakeCameraArgs(video));
  });
  afterAll(() => browser?.close());

  async function cameraPage(viewport = DESKTOP) {
    if (!browser) throw new Error('the browser starts in beforeAll');
    const context = await browser.newContext({
      viewport,
      locale: 'es-CL',
      baseURL: baseUrl(),
      permissions: ['camera'],
    });
    await recordStreams(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, 'bodega.scl');
    await page.goto(scanPath(code));
    await scanFieldFocused(page);
    return page;
  }

  it('reads the label with the camera once, and releases the camera on leaving', async () => {
    const page = await cameraPage();
    await expect.poll(() => page.getByText('Escanee la etiqueta de un bulto').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Usar cámara' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Detener cámara' }).isVisible()).toBe(true);
    // The reader may need a few frames, and the .wasm loads on the first use.
    await expect.poll(() => scanRows(page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await answered(page, 1);
    const row = await scanRows(page).first().textContent();
    expect(row).toContain(units[0]);
    expect(row).toContain(`cargado en la lista ${code}`);
    expect(await page.getByLabel('Aceptado').count()).toBe(1);
    await expect
      .poll(() => page.getByRole('heading', { name: '1 bulto en la lista' }).isVisible())
      .toBe(true);
    // The label stays in front of the camera: no second scan of it.
    await page.waitForTimeout(3000);
    expect(await scanRows(page).count()).toBe(1);
    await expect
      .poll(() => page.getByLabel('Vista de la cámara').evaluate((v: HTMLVideoElement) => v.videoWidth))
      .toBe(640);
    await shot(page, 'escanear-camara-desktop');

    await page.getByRole('button', { name: 'Detener cámara' }).click();
    await expect.poll(() => page.getByLabel('Vista de la cámara').count()).toBe(0);
    expect(await trackStates(page)).toEqual(['ended']);
    // Back to the keyboard-wedge scanner: the field has the focus again.
    await scanFieldFocused(page);

    // Opened again, then the screen left by its link: the camera is released there too.
    await page.getByRole('button', { name: 'Usar cámara' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Detener cámara' }).isVisible()).toBe(true);
    await expect.poll(() => trackStates(page)).toEqual(['ended', 'live']);
    await page.getByRole('link', { name: 'Volver a la lista' }).click();
    await page.waitForURL(`**/detalle/lista-carga/${code}`);
    await expect.poll(() => trackStates(page)).toEqual(['ended', 'ended']);
    await page.context().close();
  });

  it('shows the camera on a phone, and a repeated label is refused with its reason', async () => {
    const page = await cameraPage(MOBILE);
    await page.getByRole('button', { name: 'Usar cámara' }).click();
    await expect.poll(() => scanRows(page).count(), { timeout: 30_000 }).toBe(1);
    await answered(page, 1);
    const row = await scanRows(page).first().textContent();
    expect(row).toContain(units[0]);
    expect(row).toContain(`ya fue escaneado en la lista ${code}`);
    expect(await page.getByLabel('Rechazado').count()).toBe(1);
    // The typed field still works with the camera open.
    await field(page, 'Código de bulto').fill(units[1] ?? '');
    await page.getByRole('button', { name: 'Registrar' }).click();
    await answered(page, 2);
    expect(await scanRows(page).first().textContent()).toContain(`cargado en la lista ${code}`);
    expect(await scanRows(page).first().textContent()).toContain(units[1]);
    await noHorizontalOverflow(page);
    await shot(page, 'escanear-camara-390');
    await page.context().close();
  });
});

describe('camera scanning without a camera (bodega.scl)', () => {
  const pages = usePages();

  it('says why the camera did not open and keeps the typed field working', async () => {
    const warehouse = await apiSignIn('bodega.scl');
    const operation = await createTruckOperation(warehouse, `Sin cámara ${runTag()}`);
    const code = await api<string>(warehouse, 'POST', '/LoadingList', { nidoperacion: operation });
    const page = await pages.signedIn('bodega.scl', MOBILE);
    await page.goto(scanPath(code));
    await scanFieldFocused(page);
    await page.getByRole('button', { name: 'Usar cámara' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'No se pudo abrir la cámara' });
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.textContent()).toMatch(
      /No se pudo abrir la cámara: (este equipo no tiene cámara|se negó el permiso)/,
    );
    expect(await page.getByRole('button', { name: 'Usar cámara' }).isVisible()).toBe(true);
    await field(page, 'Código de bulto').click();
    await wedgeScan(page, 'RA-XYZ-01');
    await answered(page, 1);
    expect(await scanRows(page).first().textContent()).toContain('Etiqueta desconocida');
    await noHorizontalOverflow(page);
    await shot(page, 'escanear-sin-camara-390');
  });
});
