import {
  formatRaNumber,
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
import { readRoute, routeOnTheRoad } from './fixtures/driver.ts';
import { expectInSight } from './fixtures/layout.ts';
import { textOf } from './fixtures/lists.ts';
import { expectNotification, modalShown, modalsGone } from './fixtures/mantine.ts';
import { DEMO } from './fixtures/ra.ts';
import { DRIVER, doorRaMaker, raLabel, receivedAtPuq } from './fixtures/reparto.ts';
import { deliveredAtDoor, notDeliveredAtDoor } from './fixtures/reparto-return.ts';
import { answered, readyToScan, scanRows, wedgeScan } from './fixtures/scan.ts';

// Issue 35, back at the warehouse: Juan Soto's van went out with two door RAs; he delivered the first
// (2 units) and found nobody at the second (2 units), through his phone's API. bodega.puq opens the route's
// 'Regreso y cierre' from Destino › Reparto, sees each stop's outcome, has a delivered unit refused, scans
// one unit back, is told the other is missing when closing and goes back to scan it ('Cancelar'), then
// closes the route. A second van with a stop the driver never settled is closed over it from a phone, once
// confirmed.

const PLATE = 'KRTS56';
const OTHER_PLATE = 'LPRS67';
const PICKUP = { name: 'Rosa Díaz Soto', rut: '12345678-5' };

/** The count of the scanning panel: '1 de 2 bultos devueltos'. */
const countShows = (page: Page, text: string) =>
  eventually(() => page.getByRole('heading', { name: text, exact: true }).isVisible()).toBe(true);

/** A stop of the route's list, by its RA. */
const stopItem = (page: Page, nidra: number) =>
  page
    .getByRole('list', { name: 'Paradas' })
    .getByRole('listitem')
    .filter({ hasText: raLabel(nidra) });

/**
 * Opens the route's 'Regreso y cierre' from the day's routes in Destino › Reparto, reached by the side menu
 * or, on a phone, by the footer's 'Menú'.
 */
async function openReturn(page: Page, route: number, phone = false) {
  if (phone) {
    await page
      .getByRole('navigation', { name: 'Navegación inferior' })
      .getByRole('button', { name: 'Menú' })
      .click();
    await page.getByRole('dialog').getByRole('link', { name: 'Reparto', exact: true }).click();
  } else await menuLink(page, 'Reparto').click();
  await page.waitForURL('**/dashboard/reparto');
  const link = page
    .getByRole('region', { name: 'Hojas de ruta' })
    .getByRole('link', { name: `Regreso y cierre de la hoja de ruta N° ${route}`, exact: true });
  await expectInSight(link);
  if (phone) await shoot(page, 'reparto-regreso-hojas-mobile');
  await link.click();
  await page.waitForURL(`**/reparto/${route}/regreso`);
  await page.getByRole('heading', { name: 'Regreso y cierre', level: 2 }).waitFor();
  const card = page.getByRole('region', { name: 'Hoja de ruta' });
  await card.getByRole('heading', { name: `Hoja de ruta N° ${route}` }).waitFor();
  return card;
}

describe('Destino / Reparto: the van back at the warehouse and its route closed', () => {
  const pages = usePages();
  const tag = runTag();
  const door = { delivered: 0, failed: 0, unsettled: 0 };
  let planner = '';
  let route = 0;
  let other = 0;

  beforeAll(async () => {
    const doorRa = doorRaMaker(await apiSignIn('oficina.scl'), tag);
    door.delivered = await doorRa(DEMO.ferreteriaMagallanes, 'Herramientas', 2);
    door.failed = await doorRa(DEMO.losAndes, 'Repuestos', 2);
    door.unsettled = await doorRa(DEMO.comercialAustral, 'Ropa', 1);
    planner = await receivedAtPuq(tag, 'Regreso', Object.values(door));
    route = await routeOnTheRoad(planner, PLATE, [
      { nidra: door.delivered, units: 2 },
      { nidra: door.failed, units: 2 },
    ]);
    other = await routeOnTheRoad(planner, OTHER_PLATE, [{ nidra: door.unsettled, units: 1 }]);
    const driver = await apiSignIn('conductor.puq');
    const [first, second] = (await readRoute(planner, route)).paradas;
    await deliveredAtDoor(driver, first!.nidparada, PICKUP);
    await notDeliveredAtDoor(driver, second!.nidparada);
  }, 180_000);

  it('shows the outcomes, scans back what was not delivered, and closes once it is all back', {
    timeout: 120_000,
  }, async () => {
    const page = await pages.signedIn('bodega.puq');
    const card = await openReturn(page, route);
    for (const text of [DRIVER, PLATE, 'En ruta']) expect(await textOf(card)).toContain(text);
    const stops = page.getByRole('region', { name: 'Paradas' });
    await eventually(() => textOf(stops)).toContain('1 entregada · 1 no entregada · 0 pendientes');
    expect(await textOf(stopItem(page, door.delivered))).toContain('Entregado');
    expect(await textOf(stopItem(page, door.delivered))).not.toContain('por devolver');
    const failed = stopItem(page, door.failed);
    expect(await textOf(failed)).toContain('No entregado: Nadie en casa');
    expect(await textOf(failed)).toContain('2 bultos por devolver');
    await readyToScan(page);
    await countShows(page, '0 de 2 bultos devueltos');

    // A unit handed over at its door does not come back: refused, named in Spanish; the count stays.
    await wedgeScan(page, unitCodeText(door.delivered, 1, 2));
    await answered(page, 1);
    expect(await textOf(scanRows(page).first())).toContain(
      scanTexts.deliveredOnRoute(unitName(door.delivered, formatUnitNumber(1, 2))),
    );
    expect(await page.getByLabel('Rechazado').count()).toBe(1);
    await countShows(page, '0 de 2 bultos devueltos');

    // The first unit of the visit without success, back on its label's code.
    await wedgeScan(page, unitCodeText(door.failed, 1, 2));
    await answered(page, 2);
    expect(await textOf(scanRows(page).first())).toContain(
      scanTexts.backFromRoute(unitName(door.failed, formatUnitNumber(1, 2)), route),
    );
    await countShows(page, '1 de 2 bultos devueltos');
    await eventually(() => textOf(failed)).toContain('1 bulto por devolver');
    await readyToScan(page);

    // Closing with one unit still in the van: the confirmation names it; 'Cancelar' goes back to scanning.
    const close = page.getByRole('button', { name: 'Cerrar hoja de ruta' });
    const dialog = page.getByRole('dialog', { name: 'Cierre con pendientes' });
    const missing = m.routeUnitsNotBack(1, unitName(door.failed, formatUnitNumber(2, 2)));
    await close.click();
    await modalShown(page);
    expect(await textOf(dialog)).toContain(missing);
    await dialog.getByRole('button', { name: 'Cerrar de todos modos' }).waitFor();
    await settled(page);
    await shotModal(page, 'reparto-regreso-faltantes-desktop');
    await page.setViewportSize(MOBILE);
    await settled(page);
    await shotModal(page, 'reparto-regreso-faltantes-mobile');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await modalsGone(page);
    await readyToScan(page);
    await page.setViewportSize(DESKTOP);
    expect(await textOf(card)).toContain('En ruta');

    await wedgeScan(page, unitCodeText(door.failed, 2, 2));
    await answered(page, 3);
    await countShows(page, '2 de 2 bultos devueltos');
    await eventually(() => textOf(failed)).toContain('Sin bultos por devolver');
    await readyToScan(page);
    await bothSizes(page, 'reparto-regreso');

    // Everything back: the route closes without a question.
    await close.click();
    await expectNotification(page, `Hoja de ruta N° ${route} cerrada`);
    expect(await dialog.count()).toBe(0);
    await eventually(() => textOf(card)).toContain('Cerrada');
    await page.getByRole('alert').filter({ hasText: 'Hoja de ruta cerrada' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Código de bulto' }).count()).toBe(0);
    expect(await close.count()).toBe(0);
    expect(await textOf(failed)).toContain('No entregado: Nadie en casa');
    expect(await textOf(failed)).not.toContain('por devolver');
    await bothSizes(page, 'reparto-regreso-cerrada');

    const saved = await readRoute(planner, route);
    expect(saved.sestado).toBe('CERRADA');
    expect(saved.paradas.map((s) => [s.nidra, s.sestado, s.smotivo])).toEqual([
      [door.delivered, 'ENTREGADO', null],
      [door.failed, 'NO_ENTREGADO', 'NADIE'],
    ]);
    // The RA not delivered waits to be planned again, its failed visit counted.
    const candidates = await api<{ list: Array<{ nidra: number; nvisitasfallidas: number }> }>(
      planner,
      'GET',
      '/Reparto/Candidatas?codigoBodega=BDPUQ',
    );
    expect(candidates.list.find((c) => c.nidra === door.failed)?.nvisitasfallidas).toBe(1);

    // Back in Reparto, the route is closed: nothing more to take back.
    await page.getByRole('link', { name: 'Volver a Reparto' }).click();
    await page.waitForURL('**/dashboard/reparto');
    const row = page
      .getByRole('region', { name: 'Hojas de ruta' })
      .getByRole('row')
      // By its own button: with few routes a day its N° may also be another row's count.
      .filter({ has: page.getByRole('button', { name: `Imprimir hoja de ruta N° ${route}`, exact: true }) });
    await eventually(async () => (await row.getByRole('cell').allTextContents())[3]).toBe('Cerrada');
    expect(await row.getByRole('link', { name: /Regreso y cierre/ }).count()).toBe(0);
    // The planner sees the failed visit on the RA waiting again.
    const again = page.getByRole('checkbox', { name: `RA ${formatRaNumber(door.failed)}` });
    await eventually(() => textOf(page.locator('.mantine-Checkbox-root', { has: again }))).toContain(
      '1 visita sin éxito',
    );
    await page.close();
  });

  it('closes over a stop the driver never settled from a phone, when confirmed', {
    timeout: 90_000,
  }, async () => {
    const page = await pages.signedIn('bodega.puq', MOBILE);
    const card = await openReturn(page, other, true);
    await noHorizontalOverflow(page);
    const stop = stopItem(page, door.unsettled);
    expect(await textOf(stop)).toContain('Pendiente');
    expect(await textOf(stop)).toContain('1 bulto por devolver');
    await readyToScan(page);
    await countShows(page, '0 de 1 bulto devuelto');
    await shoot(page, 'reparto-regreso-pendiente-mobile');

    const close = page.getByRole('button', { name: 'Cerrar hoja de ruta' });
    await close.scrollIntoViewIfNeeded();
    await expectInSight(close);
    await close.click();
    const dialog = page.getByRole('dialog', { name: 'Cierre con pendientes' });
    await modalShown(page);
    const text = await textOf(dialog);
    expect(text).toContain(m.routeStopsPending(1, raLabel(door.unsettled)));
    expect(text).toContain('Además, el bulto que sigue en el vehículo quedará como faltante.');
    await settled(page);
    await shotModal(page, 'reparto-regreso-sin-registrar-mobile');
    await dialog.getByRole('button', { name: 'Cerrar de todos modos' }).click();
    await modalsGone(page);
    await expectNotification(page, `Hoja de ruta N° ${other} cerrada`);
    await eventually(() => textOf(card)).toContain('Cerrada');
    await eventually(() => textOf(stop)).toContain('No entregado: Otro');
    // Closed, its unit not brought back is missing, not 'por devolver'.
    expect(await textOf(stop)).not.toContain('por devolver');
    await noHorizontalOverflow(page);
    await shoot(page, 'reparto-regreso-sin-registrar-cerrada-mobile');
    const saved = await readRoute(planner, other);
    expect(saved.sestado).toBe('CERRADA');
    expect(saved.paradas.map((s) => [s.sestado, s.smotivo])).toEqual([['NO_ENTREGADO', 'OTRO']]);

    // A route that does not exist says so.
    await page.goto('/reparto/999999/regreso');
    await page.getByText(m.routeNotFound).waitFor();
    await page.close();
  });
});
