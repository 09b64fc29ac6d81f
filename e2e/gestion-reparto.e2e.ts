import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { unitCodeText } from '@carga/domain';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNED } from '../apps/api/src/modules/delivery/signature.test-support.ts';
import { api, apiSignIn, runTag } from './fixtures/api.ts';
import {
  DESKTOP,
  eventually,
  MOBILE,
  menuLink,
  noHorizontalOverflow,
  settled,
  usePages,
} from './fixtures/browser.ts';
import { readRoute } from './fixtures/driver.ts';
import { textOf } from './fixtures/lists.ts';
import { field } from './fixtures/mantine.ts';
import { DEMO } from './fixtures/ra.ts';
import { DRIVER, doorRaMaker, driverId, receivedAtPuq } from './fixtures/reparto.ts';

// Issue 35, Gestión › Reparto: a hoja de ruta of three door RAs at BDPUQ goes out in Juan Soto's van; he
// delivers the first and records the second as 'Dirección incorrecta'; the third is still pending. The
// route is dated on a day long past that holds no other route (the other e2e files plan theirs today), so
// the admin's 'Reparto a domicilio' card for that day counts this run's route alone.

const PLATE = 'GSTR21';
const SHOTS = '/tmp/shots';

/** 'yyyy-MM-dd' of a day, and as the Gestión filter types it ('dd/MM/yyyy'). */
const iso = (date: Date) => date.toISOString().slice(0, 10);
const typed = (day: string) => day.split('-').reverse().join('/');

type Figures = { dias: unknown[]; rutas: unknown[] };
const figures = (token: string, desde: string, hasta: string) =>
  api<Figures>(token, 'GET', `/Gestion/Reparto?desde=${desde}&hasta=${hasta}`);

/** A day of 2001–2020 with no route of the admin's warehouses, nor the day before it. */
async function emptyDay(admin: string): Promise<{ day: string; before: string }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const date = new Date(Date.UTC(2001, 0, 2) + Math.floor(Math.random() * 7300) * 86_400_000);
    const day = iso(date);
    const before = iso(new Date(date.getTime() - 86_400_000));
    const found = await figures(admin, before, day);
    if (found.dias.length === 0 && found.rutas.length === 0) return { day, before };
  }
  throw new Error('No day without door routes found');
}

/** Plans the RAs (one unit each) on `day` at BDPUQ, loads them and sends the van out; answers its N°. */
async function routeOnTheRoad(planner: string, day: string, ras: number[]): Promise<number> {
  const { nidhojaruta } = await api<{ nidhojaruta: number }>(planner, 'POST', '/Reparto/HojaRuta', {
    scodbodega: 'BDPUQ',
    dfecha: day,
    nidconductor: await driverId(planner),
    spatente: PLATE,
    nidras: ras,
  });
  for (const nidra of ras) {
    const scan = await api<{ sresultado: string }>(planner, 'POST', `/Scan/Reparto/${nidhojaruta}`, {
      scodigo: unitCodeText(nidra, 1, 1),
      sclave: randomUUID(),
    });
    if (scan.sresultado !== 'ACEPTADO') throw new Error(`RA ${nidra}: ${scan.sresultado}`);
  }
  await api(planner, 'POST', `/Reparto/HojaRuta/${nidhojaruta}/Salida`, {});
  return nidhojaruta;
}

/** The whole page from the top (the shell's fixed bars look right only there), or the card alone. */
async function capture(target: Page | Locator, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const path = `${SHOTS}/${name}.png`;
  if ('goto' in target) {
    await target.evaluate(() => window.scrollTo(0, 0));
    await target.screenshot({ path, fullPage: true });
  } else await target.screenshot({ path });
}

describe('Gestión › Reparto a domicilio', () => {
  const pages = usePages();
  const tag = runTag();
  let day = '';
  let before = '';
  let route = 0;

  beforeAll(async () => {
    ({ day, before } = await emptyDay(await apiSignIn('admin')));
    const doorRa = doorRaMaker(await apiSignIn('oficina.scl'), tag);
    const ras = [
      await doorRa(DEMO.ferreteriaMagallanes, 'Gestión entregada', 1),
      await doorRa(DEMO.losAndes, 'Gestión fallida', 1),
      await doorRa(DEMO.ferreteriaMagallanes, 'Gestión pendiente', 1),
    ];
    const planner = await receivedAtPuq(tag, 'Gestion', ras);
    route = await routeOnTheRoad(planner, day, ras);
    const [delivered, failed] = (await readRoute(planner, route)).paradas;
    const driver = await apiSignIn('conductor.puq');
    await api(driver, 'POST', `/Reparto/Parada/${delivered?.nidparada}/Entregado`, {
      snombreretira: 'Rosa Díaz',
      srutretira: '12345678-5',
      dfhoentrega: new Date(Date.now() - 60_000).toISOString(),
      ...SIGNED,
    });
    await api(driver, 'POST', `/Reparto/Parada/${failed?.nidparada}/NoEntregado`, {
      smotivo: 'DIRECCION',
      sobservacion: `Numeración inexistente ${tag}`,
      dfhovisita: new Date(Date.now() - 30_000).toISOString(),
    });
  }, 180_000);

  it("shows the day's deliveries, the first visits, the reason and the route", {
    timeout: 120_000,
  }, async () => {
    const page = await pages.signedIn('admin', DESKTOP);
    await menuLink(page, 'Gestión').click();
    await page.waitForURL('**/dashboard/gestion');
    await field(page, 'Desde').fill(typed(day));
    await field(page, 'Desde').press('Tab');
    await field(page, 'Hasta').fill(typed(day));
    await field(page, 'Hasta').press('Tab');

    const card = page.locator('[data-chart="Reparto"]');
    await card.getByRole('heading', { name: 'Reparto a domicilio' }).waitFor();
    // The route's row once the day's figures are in (the last 30 days' show until then).
    const routes = card.getByRole('table', { name: 'Hojas de ruta' });
    await eventually(() => routes.locator('tbody tr td').allTextContents()).toEqual([
      String(route),
      typed(day),
      DRIVER,
      PLATE,
      'En ruta',
      '3',
      '1',
      '1',
    ]);
    expect(await routes.locator('thead th').allTextContents()).toEqual([
      'N°',
      'Fecha',
      'Conductor',
      'Patente',
      'Estado',
      'Paradas',
      'Entregadas',
      'Fallidas',
    ]);
    const text = await textOf(card);
    expect(text).toContain('1 hoja de ruta, 3 paradas: 1 entregada, 1 fallida, 1 pendiente');
    expect(text).toContain('Entregadas en la primera visita: 1 de 2 (50 %)');
    // No export for this card: the API has none.
    expect(await card.getByRole('button', { name: 'Exportar' }).count()).toBe(0);

    const reasons = card.getByRole('table', { name: 'Motivos de las visitas sin éxito' });
    expect(await reasons.locator('tbody tr td').allTextContents()).toEqual([
      'Dirección incorrecta',
      '1',
      '100 %',
    ]);

    // One day, one group of bars: delivered and failed, with the legend's Spanish names.
    await eventually(() => card.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    expect(text).toContain('Entregadas');
    expect(text).toContain('Fallidas');
    await settled(page);
    await capture(page, 'gestion-reparto-desktop');
    await capture(card, 'gestion-reparto-card-desktop');

    // The card's tables fit whole inside it at 1366 px, as the other cards' do.
    const cut = await card.evaluate((c) => {
      const right = c.getBoundingClientRect().right;
      return Array.from(c.querySelectorAll('table'), (t) => t.getBoundingClientRect().right > right);
    });
    expect(cut).toEqual([false, false]);

    // At 390 px nothing scrolls sideways: the routes table scrolls inside its card.
    await page.setViewportSize(MOBILE);
    await noHorizontalOverflow(page);
    await settled(page);
    await capture(page, 'gestion-reparto-mobile');
    // The phone's fixed bottom bar would cover a shot of the whole card: its tables as the viewport shows.
    await routes.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/gestion-reparto-tables-mobile.png` });
    // Swiped sideways, the routes table shows its last columns.
    const swiped = await routes.evaluate((table) => {
      const scrolls = (el: HTMLElement) =>
        /auto|scroll/.test(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth;
      let box = table.parentElement;
      while (box && !scrolls(box)) box = box.parentElement;
      if (!box || box === document.documentElement) return 0;
      box.scrollLeft = box.scrollWidth;
      return box.scrollLeft;
    });
    expect(swiped).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/gestion-reparto-tables-scrolled-mobile.png` });
    await page.setViewportSize(DESKTOP);

    // The day before: no route, the card says so as the others do.
    await field(page, 'Desde').fill(typed(before));
    await field(page, 'Desde').press('Tab');
    await field(page, 'Hasta').fill(typed(before));
    await field(page, 'Hasta').press('Tab');
    await eventually(() => textOf(card)).toContain('Sin datos para los filtros elegidos');
    expect(await card.locator('table').count()).toBe(0);
    await page.close();
  });
});
