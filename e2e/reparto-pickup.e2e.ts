import { pickupRouteMessages as m } from '@carga/domain';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, runTag } from './fixtures/api.ts';
import { DESKTOP, eventually, MOBILE, menuLink, noHorizontalOverflow, usePages } from './fixtures/browser.ts';
import { textOf } from './fixtures/lists.ts';
import { expectNotification, field, modalShown, modalsGone } from './fixtures/mantine.ts';
import { DEMO } from './fixtures/ra.ts';
import { doorRaMaker, receivedAtPuq } from './fixtures/reparto.ts';
import { pickupRequest, pickupShot, pickupState, plannedRoute, sendOut } from './fixtures/reparto-pickup.ts';
import { signOnPad } from './fixtures/signature.ts';

// Issue 35, the first mile on the road: three pickup requests of today in Punta Arenas (asked for in the
// customer's portal) and a hoja de ruta of today at BDPUQ with one door RA. bodega.puq opens the route's
// 'Retiros' in 'Destino › Reparto', adds the three from 'Agregar retiros' and takes one off again. The van
// leaves; on Juan Soto's 390 px phone one pickup is 'No retirado' (the cargo was not ready) and the other,
// with the connection cut, 'Retirado' with 2 of the 3 packages declared, a name, a RUT and a signature: it
// waits on the phone and is sent when the connection returns. The requests end RETIRADO, asked for again
// (SOLICITADO) and SOLICITADO.

const PLATE = 'RTPK35';

describe('Retiros en ruta: pickups planned on a hoja de ruta and taken by the driver', () => {
  const pages = usePages();
  const tag = runTag();
  const pickup = { taken: 0, missed: 0, dropped: 0 };
  let planner = '';
  let customer = '';
  let route = 0;
  let nidra = 0;

  beforeAll(async () => {
    const doorRa = doorRaMaker(await apiSignIn('oficina.scl'), tag);
    nidra = await doorRa(DEMO.ferreteriaMagallanes, 'Herramientas', 1);
    planner = await receivedAtPuq(tag, 'Retiros', [nidra]);
    route = await plannedRoute(planner, PLATE, [nidra]);
    customer = await apiSignIn('cliente');
    const asked = (contact: string, address: string, from: string, to: string, units: number) =>
      pickupRequest(customer, { contact: `${contact} ${tag}`, address, from, to, units });
    pickup.taken = await asked('Rosa', 'Av. España 1450', '09:00', '13:00', 3);
    pickup.missed = await asked('Luis', 'Bories 871', '14:00', '18:00', 1);
    pickup.dropped = await asked('Ana', 'Chiloé 1230', '10:00', '12:00', 2);
  }, 180_000);

  const name = (id: number) => `Retiro N° ${id}`;
  /** The route's pickups in the planner's dialog, by their N°, in order. */
  const listed = (scope: Locator) =>
    scope
      .getByRole('list', { name: 'Retiros' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => /Retiro N° (\d+)/.exec(li.textContent ?? '')?.[1]));

  it("plans the day's requests on the route from 'Agregar retiros' and takes one off", {
    timeout: 120_000,
  }, async () => {
    const page = await pages.signedIn('bodega.puq');
    await menuLink(page, 'Reparto').click();
    await page.waitForURL('**/dashboard/reparto');
    const routes = page.getByRole('region', { name: 'Hojas de ruta' });
    const row = routes.getByRole('row').filter({
      has: page.getByRole('button', { name: `Imprimir hoja de ruta N° ${route}`, exact: true }),
    });
    await row.waitFor();
    await row.getByRole('button', { name: `Retiros de la hoja de ruta N° ${route}` }).click();
    const dialog = page.getByRole('dialog', { name: `Retiros de la hoja de ruta N° ${route}` });
    await modalShown(page);
    await dialog.getByText('Sin retiros en esta hoja de ruta').waitFor();

    // The day's requests by comuna: the three of this run under Punta Arenas, by their window's start.
    await dialog.getByRole('button', { name: 'Agregar retiros' }).click();
    const picker = dialog.getByRole('region', { name: 'Agregar retiros' });
    const comuna = picker.getByRole('group', { name: 'Punta Arenas' });
    const box = (id: number) => comuna.getByRole('checkbox', { name: new RegExp(`^${name(id)} · `) });
    for (const id of Object.values(pickup)) await box(id).waitFor();
    expect(await picker.getByRole('button', { name: 'Agregar', exact: true }).isDisabled()).toBe(true);
    for (const id of [pickup.taken, pickup.missed, pickup.dropped]) await box(id).check();
    await pickupShot(page, 'planner-agregar-desktop');
    await picker.getByRole('button', { name: 'Agregar 3 retiros' }).click();
    await expectNotification(page, `Hoja de ruta N° ${route}: 3 retiros`);
    await eventually(() => listed(dialog)).toEqual([pickup.taken, pickup.missed, pickup.dropped].map(String));
    await eventually(() => picker.count()).toBe(0);
    const first = dialog.getByRole('listitem').filter({ hasText: name(pickup.taken) });
    for (const text of ['Comercial Austral', 'Av. España 1450, Punta Arenas', 'Pendiente'])
      expect(await textOf(first)).toContain(text);
    expect(await textOf(first)).toContain('09:00–13:00 · 3 bultos declarados · 37,5 kg');
    expect(await pickupState(customer, pickup.taken)).toBe('PLANIFICADO');

    // Taken off again: the request is asked for again, for another route.
    await dialog.getByRole('button', { name: `Quitar ${name(pickup.dropped)}` }).click();
    await expectNotification(page, `Hoja de ruta N° ${route}: 2 retiros`);
    await eventually(() => listed(dialog)).toEqual([pickup.taken, pickup.missed].map(String));
    expect(await pickupState(customer, pickup.dropped)).toBe('SOLICITADO');
    await pickupShot(page, 'planner-retiros-desktop');

    // The day's routes count them.
    await page.keyboard.press('Escape');
    await modalsGone(page);
    await eventually(async () => (await row.getByRole('cell').allTextContents())[8]).toBe('2');
    await pickupShot(page, 'planner-hojas-desktop', { fullPage: true });

    // On a phone, the dialog takes the screen and nothing scrolls sideways.
    await page.setViewportSize(MOBILE);
    await row.getByRole('button', { name: `Retiros de la hoja de ruta N° ${route}` }).click();
    await modalShown(page);
    await dialog.getByRole('button', { name: 'Agregar retiros' }).click();
    await dialog.getByRole('region', { name: 'Agregar retiros' }).getByRole('checkbox').first().waitFor();
    await noHorizontalOverflow(page);
    await pickupShot(page, 'planner-retiros-mobile');
    await page.setViewportSize(DESKTOP);
  });

  it("takes the cargo on the driver's phone, offline too, and the requests say so", {
    timeout: 180_000,
  }, async () => {
    await sendOut(planner, route, [{ nidra, units: 1 }]);
    const page = await pages.signedIn('conductor.puq', MOBILE);
    await page.goto('/conductor');
    await page.getByRole('heading', { name: 'Mi ruta', level: 2 }).waitFor();
    const section = page.getByRole('region', { name: `Hoja de ruta N° ${route}` });
    const card = (id: number) => section.getByRole('article', { name: new RegExp(`^${name(id)}: `) });
    const shows = (id: number, text: string) => eventually(() => textOf(card(id))).toContain(text);
    await card(pickup.taken).waitFor();
    expect(await textOf(section)).toContain('0 de 2 retiros realizados');
    expect(await card(pickup.dropped).count()).toBe(0);
    const taken = await textOf(card(pickup.taken));
    for (const text of [
      'Comercial Austral',
      'Av. España 1450, Punta Arenas',
      `Contacto: Rosa ${tag}`,
      '09:00–13:00',
      '3 bultos declarados',
    ])
      expect(taken).toContain(text);
    const maps = card(pickup.taken).getByRole('link', { name: 'Abrir en mapas' });
    expect(await maps.getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Av. España 1450, Punta Arenas, Chile')}`,
    );
    expect(await card(pickup.taken).getByRole('link', { name: 'Llamar' }).getAttribute('href')).toBe(
      'tel:+56987654321',
    );
    await noHorizontalOverflow(page);
    await card(pickup.taken).scrollIntoViewIfNeeded();
    await pickupShot(page, 'driver-retiro-mobile');
    await pickupShot(page, 'driver-ruta-mobile', { fullPage: true });

    // 'No retirado': the reason is required; the cargo was not ready.
    await card(pickup.missed)
      .getByRole('button', { name: `No retirado ${name(pickup.missed)}` })
      .click();
    const visit = page.getByRole('dialog', { name: `No retirado: retiro N° ${pickup.missed}` });
    await modalShown(page);
    await visit.getByRole('button', { name: 'Registrar visita' }).click();
    await visit.getByText(m.reasonRequired).waitFor();
    await visit.getByRole('radio', { name: 'La carga no estaba lista' }).click();
    await field(visit, 'Observación').fill('Vuelvan mañana');
    await pickupShot(page, 'driver-no-retirado-mobile');
    await visit.getByRole('button', { name: 'Registrar visita' }).click();
    await modalsGone(page);
    await shows(pickup.missed, 'No retirado: La carga no estaba lista');
    await expectNotification(
      page,
      `Visita sin retiro del retiro N° ${pickup.missed} registrada (La carga no estaba lista)`,
    );

    // The connection drops: 'Retirado' is kept on the phone, the banner counts it.
    await page.context().setOffline(true);
    await page.getByRole('status').filter({ hasText: 'Sin conexión' }).waitFor();
    await card(pickup.taken)
      .getByRole('button', { name: `Retirado ${name(pickup.taken)}`, exact: true })
      .click();
    const done = page.getByRole('dialog', { name: `Retirado: retiro N° ${pickup.taken}` });
    await modalShown(page);
    expect(await field(done, 'Bultos retirados').inputValue()).toBe('3');
    await field(done, 'Bultos retirados').fill('0');
    await done.getByRole('button', { name: 'Confirmar retiro' }).click();
    await done.getByText(m.packagesInvalid).waitFor();
    await done.getByText(m.nameRequired).waitFor();
    await done.getByText(m.signatureRequired).waitFor();
    await field(done, 'Bultos retirados').fill('2');
    await field(done, 'Nombre de quien entrega').fill(`Rosa ${tag}`);
    await field(done, 'RUT').fill('12.345.678-5');
    await signOnPad(page, /^Firma de quien entrega: /);
    await pickupShot(page, 'driver-retirado-mobile');
    await done.getByRole('button', { name: 'Confirmar retiro' }).click();
    await modalsGone(page);
    await shows(pickup.taken, 'Pendiente de enviar · Retirado: 2 bultos');
    await page.getByRole('status').filter({ hasText: 'Sin conexión: 1 pendiente de enviar' }).waitFor();
    expect(await textOf(section)).toContain('2 de 2 retiros realizados');
    await pickupShot(page, 'driver-sin-conexion-mobile');
    expect(await pickupState(customer, pickup.taken)).toBe('PLANIFICADO');

    // Back online, the phone sends it on its own.
    await page.context().setOffline(false);
    await eventually(() => textOf(card(pickup.taken))).not.toContain('Pendiente de enviar');
    await shows(pickup.taken, 'Retirado: 2 bultos');
    await expectNotification(page, `Retiro N° ${pickup.taken} registrado: 2 bultos retirados`);
    expect(await card(pickup.taken).getByRole('button').count()).toBe(0);
    await pickupShot(page, 'driver-ruta-final-mobile', { fullPage: true });

    // The requests: taken, asked for again after the visit, and the one taken off the route untouched.
    expect(await pickupState(customer, pickup.taken)).toBe('RETIRADO');
    expect(await pickupState(customer, pickup.missed)).toBe('SOLICITADO');
    expect(await pickupState(customer, pickup.dropped)).toBe('SOLICITADO');
    const saved = await api<{
      retiros: Array<{
        nidretiro: number;
        sestado: string;
        smotivo: string | null;
        nbultosretirados: number | null;
      }>;
    }>(planner, 'GET', `/Reparto/HojaRuta/${route}`);
    expect(saved.retiros.map((r) => [r.nidretiro, r.sestado, r.smotivo, r.nbultosretirados])).toEqual([
      [pickup.taken, 'RETIRADO', null, 2],
      [pickup.missed, 'NO_RETIRADO', 'SIN_CARGA', null],
    ]);
    await page.close();
  });
});
