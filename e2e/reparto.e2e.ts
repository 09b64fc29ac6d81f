import { readFileSync } from 'node:fs';
import { chileToday, repartoMessages as m } from '@carga/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, runTag } from './fixtures/api.ts';
import { bothSizes, MOBILE, menuLink, settled, shotModal, usePages } from './fixtures/browser.ts';
import { pdfText } from './fixtures/files.ts';
import { expectInSight } from './fixtures/layout.ts';
import { choose, expectNotification, field, modalShown } from './fixtures/mantine.ts';
import { DEMO } from './fixtures/ra.ts';
import { DRIVER, doorRaMaker, driverId, raLabel as ra, receivedAtPuq } from './fixtures/reparto.ts';

// Issue 35, 'Destino / Reparto': four RAs for delivery at the recipient's door ('Entrega en local') travel
// BDSCL → BDPUQ and are received there. bodega.puq plans three of them into a hoja de ruta for today with
// Juan Soto's van (too small: the screen warns), orders them, plans, sees the route among the day's and
// prints it; then the form's Spanish refusals and a RA another planner took meanwhile.

/** The RA numbers of the stops being planned, in their order. */
const stopOrder = (page: Page) =>
  page
    .getByRole('list', { name: 'Paradas' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => /RA \d+/.exec(li.textContent ?? '')?.[0]));

const candidate = (page: Page, nidra: number) =>
  page
    .getByRole('region', { name: 'Por planificar' })
    .getByRole('checkbox', { name: ra(nidra), exact: true });

describe('Destino / Reparto: planning a hoja de ruta', () => {
  const pages = usePages();
  const tag = runTag();
  // José Menéndez 820 and Av. España 1450 in Punta Arenas; Av. Vicuña Mackenna 3200 in Ñuñoa.
  const door = { magallanes: 0, andes: 0, austral: 0, taken: 0 };
  let planner = '';

  beforeAll(async () => {
    const doorRa = doorRaMaker(await apiSignIn('oficina.scl'), tag);
    door.magallanes = await doorRa(DEMO.ferreteriaMagallanes, 'Herramientas', 2);
    door.andes = await doorRa(DEMO.losAndes, 'Repuestos', 3);
    door.austral = await doorRa(DEMO.comercialAustral, 'Ropa', 1);
    door.taken = await doorRa(DEMO.ferreteriaMagallanes, 'Pinturas', 1);
    planner = await receivedAtPuq(tag, 'Reparto', Object.values(door));
  }, 120_000);

  it('plans three RAs in order, lists the route and prints it', { timeout: 120_000 }, async () => {
    const page = await pages.signedIn('bodega.puq');
    await menuLink(page, 'Reparto').click();
    await page.waitForURL('**/dashboard/reparto');
    await page.getByRole('heading', { name: 'Reparto', level: 2 }).waitFor();
    // Grouped by comuna: Ñuñoa's RA under its heading.
    await page
      .getByRole('group', { name: 'Ñuñoa' })
      .getByRole('checkbox', { name: ra(door.andes) })
      .waitFor();

    await choose(page, 'Conductor', DRIVER);
    await field(page, 'Patente').fill('gh-kl-23');
    expect(await field(page, 'Patente').inputValue()).toBe('GHKL23');
    await field(page, 'Capacidad (kg)').fill('50');
    await field(page, 'Capacidad (m³)').fill('2');
    for (const nidra of [door.magallanes, door.andes, door.austral]) await candidate(page, nidra).check();
    expect(await stopOrder(page)).toEqual([ra(door.magallanes), ra(door.andes), ra(door.austral)]);
    // 2 + 3 + 1 boxes of 12 kg and 0,06 m³: over the van's 50 kg, under its 2 m³.
    await page.getByText('3 paradas · 6 bultos · 72 kg · 0,36 m³').waitFor();
    await page.getByText('Excede la capacidad de peso del vehículo').waitFor();
    expect(await page.getByText('Excede la capacidad de volumen del vehículo').count()).toBe(0);

    // Ñuñoa first, then Punta Arenas by address; then José Menéndez one place up.
    await page.getByRole('button', { name: 'Ordenar por comuna y dirección' }).click();
    expect(await stopOrder(page)).toEqual([ra(door.andes), ra(door.austral), ra(door.magallanes)]);
    await page.getByRole('button', { name: `Subir ${ra(door.magallanes)}` }).click();
    const order = [door.andes, door.magallanes, door.austral];
    expect(await stopOrder(page)).toEqual(order.map(ra));
    await bothSizes(page, 'reparto-planificar');

    const [created] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/api/Reparto/HojaRuta'),
      ),
      page.getByRole('button', { name: 'Planificar hoja de ruta' }).click(),
    ]);
    expect(created.status()).toBe(200);
    const id = ((await created.json()) as { nidhojaruta: number }).nidhojaruta;
    await expectNotification(page, `Hoja de ruta N° ${id} planificada`);
    // The selection is cleared and the three RAs left 'Por planificar'.
    await page.getByText('Marque las RA por planificar', { exact: false }).waitFor();
    for (const nidra of order) await expect.poll(() => candidate(page, nidra).count()).toBe(0);
    await candidate(page, door.taken).waitFor();

    // Among today's routes, with its driver, plate, state and totals.
    const routes = page.getByRole('region', { name: 'Hojas de ruta' });
    // By its own button: with the routes of other suites, its N° may also be another row's count.
    const row = routes
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Imprimir hoja de ruta N° ${id}`, exact: true }) });
    await row.waitFor();
    expect((await row.getByRole('cell').allTextContents()).slice(0, 7)).toEqual([
      String(id),
      DRIVER,
      'GHKL23',
      'Planificada',
      '3',
      '6',
      '72',
    ]);
    const saved = await api<{ paradas: Array<{ nidra: number }>; ncapacidadkg: number }>(
      planner,
      'GET',
      `/Reparto/HojaRuta/${id}`,
    );
    expect(saved.paradas.map((s) => s.nidra)).toEqual(order);
    expect(saved.ncapacidadkg).toBe(50);

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Imprimir hoja de ruta N° ${id}`, exact: true }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`hoja-de-ruta-${id}.pdf`);
    const pdfPath = await file.path();
    expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdfPath)).toContain('GHKL23');

    await bothSizes(page, 'reparto-hojas');
    // At 390 px the routes' table scrolls inside its box, its first column in sight.
    await page.setViewportSize(MOBILE);
    await expectInSight(routes.getByRole('columnheader', { name: 'N°' }));
    // 'Cargar' stays at the box's right edge while the rest scrolls: the floor opens the van from a phone.
    await expectInSight(routes.getByRole('link', { name: `Cargar hoja de ruta N° ${id}`, exact: true }));
    const box = routes.locator('.mantine-TableScrollContainer-scrollContainer');
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expectInSight(page.getByRole('button', { name: 'Planificar hoja de ruta' }));
    await page.close();
  });

  it("refuses with the contract's Spanish messages, and names an RA another planner took", {
    timeout: 120_000,
  }, async () => {
    const page = await pages.signedIn('bodega.puq');
    await page.goto('/dashboard/reparto');
    const planned: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/Reparto/HojaRuta')) planned.push(r.url());
    });
    const plan = page.getByRole('button', { name: 'Planificar hoja de ruta' });
    await candidate(page, door.taken).waitFor();
    await plan.click();
    await page.getByText(m.driverRequired).waitFor();
    await page.getByText(m.plateRequired).waitFor();

    await choose(page, 'Conductor', DRIVER);
    await field(page, 'Patente').fill('XX');
    await candidate(page, door.taken).check();
    await plan.click();
    await page.getByText(m.plateFormat).waitFor();
    expect(planned).toEqual([]);
    await bothSizes(page, 'reparto-errores');

    // Meanwhile another planner puts the RA on a route of his own: the server refuses, naming it.
    const other = await api<{ nidhojaruta: number }>(planner, 'POST', '/Reparto/HojaRuta', {
      scodbodega: 'BDPUQ',
      dfecha: chileToday(),
      nidconductor: await driverId(planner),
      spatente: 'BCDF12',
      nidras: [door.taken],
    });
    await field(page, 'Patente').fill('BCDF12');
    await plan.click();
    const dialog = page.getByRole('dialog', { name: 'No fue posible planificar la hoja de ruta' });
    await dialog.getByText(m.raOnAnotherRoute(door.taken, other.nidhojaruta)).waitFor();
    await modalShown(page);
    await settled(page);
    await shotModal(page, 'reparto-otra-hoja-desktop');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    // Its RA left 'Por planificar'; the stop stays until the planner takes it out.
    await expect.poll(() => candidate(page, door.taken).count()).toBe(0);
    await page
      .getByRole('list', { name: 'Paradas' })
      .getByText('Ya no está por planificar: quítela de la hoja de ruta')
      .waitFor();
    await page.getByRole('button', { name: `Quitar ${ra(door.taken)}` }).click();
    await page.getByText('Marque las RA por planificar', { exact: false }).waitFor();
    await page.close();
  });

  it('lets a user of two warehouses choose where to plan', async () => {
    const page = await pages.signedIn('admin');
    await page.goto('/dashboard/reparto');
    await expect.poll(() => field(page, 'Bodega').inputValue()).toBe('Bodega Santiago (BDSCL)');
    await page.getByText('No hay RA esperando su entrega a domicilio en esta bodega.').waitFor();
    await choose(page, 'Bodega', 'Bodega Punta Arenas (BDPUQ)');
    const routes = page.getByRole('table', { name: 'Hojas de ruta del día' });
    await expect.poll(() => routes.getByRole('row').count()).toBeGreaterThanOrEqual(3);
    await page.close();
  });
});
