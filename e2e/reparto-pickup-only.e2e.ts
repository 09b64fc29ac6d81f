import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, runTag } from './fixtures/api.ts';
import { DESKTOP, eventually, MOBILE, noHorizontalOverflow, settled, usePages } from './fixtures/browser.ts';
import { textOf } from './fixtures/lists.ts';
import { choose, expectNotification, field, modalShown, modalsGone } from './fixtures/mantine.ts';
import { DRIVER } from './fixtures/reparto.ts';
import { pickupRequest, pickupState } from './fixtures/reparto-pickup.ts';
import { signOnPad } from './fixtures/signature.ts';

// Issue 35, a van that only picks up: two pickup requests of today in Punta Arenas (asked for in the
// customer's portal). bodega.puq plans a hoja de ruta for today with Juan Soto's van and no RA to deliver;
// its 'Retiros' open at once, the two are added and the second moved first with 'Subir'; the route leaves
// from 'Salida' with nothing to load. On Juan Soto's 390 px phone the first is 'Retirado', the other 'No
// retirado'. Screenshots in /tmp/shots/.

const PLATE = 'RTSL36';

async function shotOf(page: Page, name: string, { fullPage = false } = {}) {
  mkdirSync('/tmp/shots', { recursive: true });
  await settled(page);
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `/tmp/shots/pickup-only-${name}.png`, fullPage });
}

describe('Reparto: a hoja de ruta of pickups only', () => {
  const pages = usePages();
  const tag = runTag();
  const pickup = { first: 0, second: 0 };
  let planner = '';
  let customer = '';
  let route = 0;

  beforeAll(async () => {
    planner = await apiSignIn('bodega.puq');
    customer = await apiSignIn('cliente');
    const asked = (contact: string, address: string, from: string, to: string, units: number) =>
      pickupRequest(customer, { contact: `${contact} ${tag}`, address, from, to, units });
    pickup.first = await asked('Marta', 'Av. Colón 1020', '09:00', '12:00', 2);
    pickup.second = await asked('Jorge', 'Errázuriz 655', '10:00', '13:00', 4);
  }, 120_000);

  const name = (id: number) => `Retiro N° ${id}`;
  const listed = (scope: Locator) =>
    scope
      .getByRole('list', { name: 'Retiros' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => Number(/Retiro N° (\d+)/.exec(li.textContent ?? '')?.[1])));

  it('plans a route with no deliveries, adds two pickups, moves one up and sends the van', {
    timeout: 150_000,
  }, async () => {
    const page = await pages.signedIn('bodega.puq');
    await page.goto('/dashboard/reparto');
    await page.getByRole('heading', { name: 'Reparto', level: 2 }).waitFor();
    await choose(page, 'Conductor', DRIVER);
    await field(page, 'Patente').fill(PLATE);
    await page.getByText('Sin RA, la hoja de ruta sólo retira', { exact: false }).waitFor();
    const [created] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/api/Reparto/HojaRuta'),
      ),
      page.getByRole('button', { name: 'Planificar hoja de ruta' }).click(),
    ]);
    expect(created.status()).toBe(200);
    route = ((await created.json()) as { nidhojaruta: number }).nidhojaruta;
    await expectNotification(page, `Hoja de ruta N° ${route} planificada`);

    // Its 'Retiros' open at once: the day's requests added, then the second moved first.
    const dialog = page.getByRole('dialog', { name: `Retiros de la hoja de ruta N° ${route}` });
    await modalShown(page);
    await dialog.getByText('Sin retiros en esta hoja de ruta').waitFor();
    await dialog.getByRole('button', { name: 'Agregar retiros' }).click();
    const picker = dialog.getByRole('region', { name: 'Agregar retiros' });
    for (const id of [pickup.first, pickup.second])
      await picker.getByRole('checkbox', { name: new RegExp(`^${name(id)} · `) }).check();
    await picker.getByRole('button', { name: 'Agregar 2 retiros' }).click();
    await expectNotification(page, `Hoja de ruta N° ${route}: 2 retiros`);
    await eventually(() => listed(dialog)).toEqual([pickup.first, pickup.second]);
    expect(await dialog.getByRole('button', { name: `Subir ${name(pickup.first)}` }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: `Bajar ${name(pickup.second)}` }).isDisabled()).toBe(
      true,
    );
    await dialog.getByRole('button', { name: `Subir ${name(pickup.second)}` }).click();
    await eventually(() => listed(dialog)).toEqual([pickup.second, pickup.first]);
    const saved = await api<{ retiros: Array<{ nidretiro: number }> }>(
      planner,
      'GET',
      `/Reparto/HojaRuta/${route}`,
    );
    expect(saved.retiros.map((r) => r.nidretiro)).toEqual([pickup.second, pickup.first]);
    await shotOf(page, 'retiros-desktop');
    await page.setViewportSize(MOBILE);
    await noHorizontalOverflow(page);
    await shotOf(page, 'retiros-mobile');
    await page.setViewportSize(DESKTOP);
    await page.keyboard.press('Escape');
    await modalsGone(page);

    // The day's routes: no stop, two pickups, and 'Salida' instead of 'Cargar'.
    const row = page
      .getByRole('region', { name: 'Hojas de ruta' })
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Imprimir hoja de ruta N° ${route}`, exact: true }) });
    await eventually(async () => (await row.getByRole('cell').allTextContents())[8]).toBe('2');
    expect((await row.getByRole('cell').allTextContents())[4]).toBe('0');
    await shotOf(page, 'hojas-desktop', { fullPage: true });
    await row.getByRole('link', { name: `Salida de la hoja de ruta N° ${route}` }).click();
    await page.waitForURL(`**/reparto/${route}/cargar`);
    await page.getByText('Sin entregas: no hay bultos que cargar.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Código de bulto' }).count()).toBe(0);
    await shotOf(page, 'salida-desktop', { fullPage: true });
    await page.setViewportSize(MOBILE);
    await noHorizontalOverflow(page);
    await shotOf(page, 'salida-mobile', { fullPage: true });
    await page.setViewportSize(DESKTOP);
    // Nothing to load: it leaves from PLANIFICADA, no question asked.
    await page.getByRole('button', { name: 'Salida del vehículo' }).click();
    await page.waitForURL('**/dashboard/reparto');
    await eventually(
      async () => (await api<{ sestado: string }>(planner, 'GET', `/Reparto/HojaRuta/${route}`)).sestado,
    ).toBe('EN_RUTA');
    await page.close();
  });

  it("records both pickups on the driver's phone", { timeout: 150_000 }, async () => {
    expect(route).toBeGreaterThan(0);
    const page = await pages.signedIn('conductor.puq', MOBILE);
    await page.goto('/conductor');
    await page.getByRole('heading', { name: 'Mi ruta', level: 2 }).waitFor();
    const section = page.getByRole('region', { name: `Hoja de ruta N° ${route}` });
    const card = (id: number) => section.getByRole('article', { name: new RegExp(`^${name(id)}: `) });
    await card(pickup.second).waitFor();
    expect(await textOf(section)).toContain('0 de 2 retiros realizados');
    expect(await textOf(section)).not.toContain('paradas realizadas');
    await noHorizontalOverflow(page);
    await shotOf(page, 'conductor-mobile', { fullPage: true });

    await card(pickup.second)
      .getByRole('button', { name: `Retirado ${name(pickup.second)}`, exact: true })
      .click();
    const done = page.getByRole('dialog', { name: `Retirado: retiro N° ${pickup.second}` });
    await modalShown(page);
    expect(await field(done, 'Bultos retirados').inputValue()).toBe('4');
    await field(done, 'Nombre de quien entrega').fill(`Jorge ${tag}`);
    await signOnPad(page, /^Firma de quien entrega: /);
    await done.getByRole('button', { name: 'Confirmar retiro' }).click();
    await modalsGone(page);
    await expectNotification(page, `Retiro N° ${pickup.second} registrado: 4 bultos retirados`);

    await card(pickup.first)
      .getByRole('button', { name: `No retirado ${name(pickup.first)}` })
      .click();
    const visit = page.getByRole('dialog', { name: `No retirado: retiro N° ${pickup.first}` });
    await modalShown(page);
    await visit.getByRole('radio', { name: 'La carga no estaba lista' }).click();
    await visit.getByRole('button', { name: 'Registrar visita' }).click();
    await modalsGone(page);
    await eventually(() => textOf(card(pickup.first))).toContain('No retirado: La carga no estaba lista');
    await eventually(() => textOf(card(pickup.second))).toContain('Retirado: 4 bultos');
    expect(await textOf(section)).toContain('2 de 2 retiros realizados');
    await shotOf(page, 'conductor-final-mobile', { fullPage: true });
    await page.setViewportSize(DESKTOP);
    await shotOf(page, 'conductor-final-desktop', { fullPage: true });

    expect(await pickupState(customer, pickup.second)).toBe('RETIRADO');
    expect(await pickupState(customer, pickup.first)).toBe('SOLICITADO');
    // Back at the warehouse the route closes with nothing to bring back.
    const closed = await api<{ sestado: string }>(planner, 'POST', `/Reparto/HojaRuta/${route}/Cierre`, {});
    expect(closed.sestado).toBe('CERRADA');
    await page.close();
  });
});
