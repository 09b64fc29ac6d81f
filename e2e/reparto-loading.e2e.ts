import {
  chileToday,
  formatUnitNumber,
  repartoMessages as m,
  scanTexts,
  unitCodeText,
  unitName,
} from '@carga/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, runTag } from './fixtures/api.ts';
import {
  bothSizes,
  DESKTOP,
  eventually,
  MOBILE,
  menuLink,
  noHorizontalOverflow,
  settled,
  shoot,
  shotModal,
  usePages,
} from './fixtures/browser.ts';
import { expectInSight } from './fixtures/layout.ts';
import { textOf } from './fixtures/lists.ts';
import { expectNotification, modalShown, modalsGone } from './fixtures/mantine.ts';
import { DEMO } from './fixtures/ra.ts';
import { DRIVER, doorRaMaker, driverId, raLabel, receivedAtPuq } from './fixtures/reparto.ts';
import { answered, readyToScan, scanRows, wedgeScan } from './fixtures/scan.ts';

// Issue 35, loading the van: a hoja de ruta of two door RAs (2 and 3 units) planned at BDPUQ for Juan Soto's
// van. bodega.puq opens it from Destino › Reparto, scans the first RA whole and the second in part (one
// scan made offline, sent when the connection returns), sees a unit of another RA refused, and lets the van
// leave without the unit the confirmation names; the route is then 'En ruta'.

const PLATE = 'HJKL45';

/** The count of the scanning panel: '3 de 5 bultos cargados'. */
const countShows = (page: Page, text: string) =>
  eventually(() => page.getByRole('heading', { name: text, exact: true }).isVisible()).toBe(true);

/** A stop of the van's list, by its RA: its text once it shows `load` ('2 de 3 bultos'). */
async function stopShows(page: Page, nidra: number, load: string) {
  const stop = page
    .getByRole('list', { name: 'Paradas' })
    .getByRole('listitem')
    .filter({ hasText: raLabel(nidra) });
  await eventually(() => textOf(stop)).toContain(load);
}

describe('Destino / Reparto: loading the van of a hoja de ruta', () => {
  const pages = usePages();
  const tag = runTag();
  let first = 0;
  let second = 0;
  let stranger = 0;
  let route = 0;

  beforeAll(async () => {
    const doorRa = doorRaMaker(await apiSignIn('oficina.scl'), tag);
    first = await doorRa(DEMO.ferreteriaMagallanes, 'Herramientas', 2);
    second = await doorRa(DEMO.losAndes, 'Repuestos', 3);
    // Received with them, but handed over at the counter: on no route.
    stranger = await doorRa(DEMO.comercialAustral, 'Mostrador', 1, false);
    const planner = await receivedAtPuq(tag, 'Cargar', [first, second, stranger]);
    ({ nidhojaruta: route } = await api<{ nidhojaruta: number }>(planner, 'POST', '/Reparto/HojaRuta', {
      scodbodega: 'BDPUQ',
      dfecha: chileToday(),
      nidconductor: await driverId(planner),
      spatente: PLATE,
      nidras: [first, second],
    }));
  }, 120_000);

  it('scans the units into the van, one offline, and leaves without the one missing', {
    timeout: 120_000,
  }, async () => {
    const page = await pages.signedIn('bodega.puq');
    await menuLink(page, 'Reparto').click();
    await page.waitForURL('**/dashboard/reparto');
    const routes = page.getByRole('region', { name: 'Hojas de ruta' });
    await routes.getByRole('link', { name: `Cargar hoja de ruta N° ${route}`, exact: true }).click();
    await page.waitForURL(`**/reparto/${route}/cargar`);
    await page.getByRole('heading', { name: 'Cargar vehículo', level: 2 }).waitFor();
    const card = page.getByRole('region', { name: 'Hoja de ruta' });
    await card.getByRole('heading', { name: `Hoja de ruta N° ${route}` }).waitFor();
    for (const text of [DRIVER, PLATE, 'Planificada']) expect(await textOf(card)).toContain(text);
    await readyToScan(page);
    await countShows(page, '0 de 5 bultos cargados');
    await stopShows(page, first, '0 de 2 bultos');

    // The first RA whole and one unit of the second, as a wedge scanner reads them.
    await wedgeScan(page, unitCodeText(first, 1, 2));
    await wedgeScan(page, unitCodeText(first, 2, 2));
    await wedgeScan(page, unitCodeText(second, 1, 3));
    await answered(page, 3);
    expect(await page.getByLabel('Aceptado').count()).toBe(3);
    await countShows(page, '3 de 5 bultos cargados');
    await stopShows(page, first, '2 de 2 bultos');
    await stopShows(page, second, '1 de 3 bultos');
    // The first unit in the van: the route is being loaded.
    await eventually(() => textOf(card)).toContain('Cargando');

    // A unit of an RA not on the route: refused, named in Spanish; the count stays.
    await wedgeScan(page, unitCodeText(stranger, 1, 1));
    await answered(page, 4);
    expect(await textOf(scanRows(page).first())).toContain(
      scanTexts.notOnThisRoute(unitName(stranger, formatUnitNumber(1, 1)), route),
    );
    expect(await page.getByLabel('Rechazado').count()).toBe(1);
    await countShows(page, '3 de 5 bultos cargados');
    await readyToScan(page);

    // No connection: the scan waits on the device, and is sent when the connection returns.
    await page.context().setOffline(true);
    await wedgeScan(page, unitCodeText(second, 2, 3));
    await eventually(() => page.getByText('1 escaneo pendiente de envío').isVisible()).toBe(true);
    await page.context().setOffline(false);
    await answered(page, 5);
    await countShows(page, '4 de 5 bultos cargados');
    await stopShows(page, second, '2 de 3 bultos');
    await readyToScan(page);
    await bothSizes(page, 'reparto-cargar');

    // At 390 px the departure is a full-width button below the stops; the question names the unit left.
    const leave = page.getByRole('button', { name: 'Salida del vehículo' });
    const missing = m.routeUnitsMissing(1, unitName(second, formatUnitNumber(3, 3)));
    const dialog = page.getByRole('dialog', { name: 'Bultos sin cargar' });
    await page.setViewportSize(MOBILE);
    await noHorizontalOverflow(page);
    await leave.scrollIntoViewIfNeeded();
    await expectInSight(leave);
    await leave.click();
    await modalShown(page);
    expect(await textOf(dialog)).toContain(missing);
    await settled(page);
    await shotModal(page, 'reparto-salida-faltantes-mobile');
    // 'Cancelar': back to scanning, nothing sent.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await modalsGone(page);
    await readyToScan(page);
    expect(await textOf(card)).toContain('Cargando');

    await page.setViewportSize(DESKTOP);
    await leave.click();
    await modalShown(page);
    expect(await textOf(dialog)).toContain(missing);
    await settled(page);
    await shotModal(page, 'reparto-salida-faltantes-desktop');
    await dialog.getByRole('button', { name: 'Salir sin ellos' }).click();
    await page.waitForURL('**/dashboard/reparto');
    await expectNotification(page, `Hoja de ruta N° ${route} en ruta`);

    // The day's routes: this one is on its way, with nothing more to load.
    // By its own button: with the routes of other suites, its N° may also be another row's count.
    const row = routes
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Imprimir hoja de ruta N° ${route}`, exact: true }) });
    await eventually(async () => (await row.getByRole('cell').allTextContents())[3]).toBe('En ruta');
    expect(await row.getByRole('link', { name: `Cargar hoja de ruta N° ${route}` }).count()).toBe(0);
    const saved = await api<{ sestado: string; paradas: Array<{ ncargados: number }> }>(
      await apiSignIn('bodega.puq'),
      'GET',
      `/Reparto/HojaRuta/${route}`,
    );
    expect(saved.sestado).toBe('EN_RUTA');
    expect(saved.paradas.map((s) => s.ncargados)).toEqual([2, 2]);
    await page.close();
  });

  it('shows a route that left without its scanner, and a route that does not exist', async () => {
    // Gone already when the test above ran; else it leaves now.
    const planner = await apiSignIn('bodega.puq');
    const now = await api<{ sestado: string }>(planner, 'GET', `/Reparto/HojaRuta/${route}`);
    if (now.sestado !== 'EN_RUTA')
      await api(planner, 'POST', `/Reparto/HojaRuta/${route}/Salida`, { sconfirmafaltantes: 'S' });
    const page = await pages.signedIn('bodega.puq', MOBILE);
    await page.goto(`/reparto/${route}/cargar`);
    await page.getByText(m.routeNotLoadable).waitFor();
    expect(await page.getByRole('textbox', { name: 'Código de bulto' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Salida del vehículo' }).count()).toBe(0);
    await stopShows(page, first, '2 de 2 bultos');
    await noHorizontalOverflow(page);
    await shoot(page, 'reparto-cargar-en-ruta-mobile');
    await page.goto('/reparto/999999/cargar');
    await page.getByText(m.routeNotFound).waitFor();
    await page.close();
  });
});
