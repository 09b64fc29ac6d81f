import {
  DOOR_PLACE,
  formatRaNumber,
  repartoMessages as m,
  messages,
  TRACKING_STATE_NAMES,
} from '@carga/domain';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, runTag } from './fixtures/api.ts';
import {
  DESKTOP,
  eventually,
  MOBILE,
  noHorizontalOverflow,
  shoot,
  shotModal,
  usePages,
} from './fixtures/browser.ts';
import { doorClient, raState, readRoute, routeOnTheRoad, trackingUrl } from './fixtures/driver.ts';
import { PIXEL_PNG } from './fixtures/files.ts';
import { expectInSight } from './fixtures/layout.ts';
import { textOf } from './fixtures/lists.ts';
import { expectNotification, field, modalShown, modalsGone } from './fixtures/mantine.ts';
import { DEMO } from './fixtures/ra.ts';
import { doorRaMaker, receivedAtPuq } from './fixtures/reparto.ts';
import { signOnPad } from './fixtures/signature.ts';

// Issue 35, the driver's phone ('Mi ruta', menu CONDUCTOR): three door RAs received at BDPUQ go out in Juan
// Soto's van. On a 390 px phone he delivers the first (name, RUT, signature, photo), records the second as
// 'Nadie en casa', loses the connection and delivers the third anyway; it waits on the phone, also through
// a reload with the server out of reach, and is sent when the connection returns. Then the RAs' states,
// their history and the public tracking page say what happened at each door.

const PLATE = 'PRTV34';
const PICKUP = { name: 'Ana Díaz Vera', rut: '12345678-5' };
const LAST = { name: 'Pedro Ruiz', rut: '11111111-1' };

const ra = (nidra: number) => `RA ${formatRaNumber(nidra)}`;

describe("Mi ruta: the driver's phone at the doors", () => {
  const pages = usePages();
  const tag = runTag();
  const door = { first: 0, second: 0, third: 0 };
  let planner = '';
  let route = 0;

  beforeAll(async () => {
    const doorRa = doorRaMaker(await apiSignIn('oficina.scl'), tag);
    door.first = await doorRa(DEMO.ferreteriaMagallanes, 'Herramientas', 2);
    door.second = await doorRa(DEMO.losAndes, 'Repuestos', 1);
    door.third = await doorRa(await doorClient(await apiSignIn('admin'), `Casa ${tag}`), 'Ropa', 1);
    planner = await receivedAtPuq(tag, 'Conductor', Object.values(door));
    route = await routeOnTheRoad(planner, PLATE, [
      { nidra: door.first, units: 2 },
      { nidra: door.second, units: 1 },
      { nidra: door.third, units: 1 },
    ]);
  }, 180_000);

  const section = (page: Page) => page.getByRole('region', { name: `Hoja de ruta N° ${route}` });
  const stop = (page: Page, n: number, nidra: number) =>
    section(page).getByRole('article', { name: `Parada ${n}: ${ra(nidra)}` });
  /** A stop's outcome line once it shows `text`. */
  const shows = (card: Locator, text: string) => eventually(() => textOf(card)).toContain(text);

  it('delivers, records a failed visit and works offline through a reload', {
    timeout: 180_000,
  }, async () => {
    const page = await pages.signedIn('conductor.puq', MOBILE);
    // The phone's welcome page leads the driver to his route.
    await shoot(page, 'conductor-inicio-mobile');
    await page.getByRole('link', { name: 'Mi ruta' }).click();
    await page.waitForURL('**/conductor');
    await page.getByRole('heading', { name: 'Mi ruta', level: 2 }).waitFor();
    const head = await textOf(section(page));
    for (const text of [PLATE, 'En ruta', '0 de 3 paradas realizadas']) expect(head).toContain(text);
    const first = stop(page, 1, door.first);
    const second = stop(page, 2, door.second);
    const third = stop(page, 3, door.third);
    expect(await textOf(first)).toContain('2 bultos en el vehículo');
    expect(await textOf(first)).toContain(DEMO.ferreteriaMagallanes.name);
    expect(await textOf(second)).toContain('1 bulto en el vehículo');

    // Maps in a new tab, at the address; 'Llamar' dials the recipient when the client has a phone.
    const maps = third.getByRole('link', { name: 'Abrir en mapas' });
    expect(await maps.getAttribute('target')).toBe('_blank');
    expect(await maps.getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Avenida Bulnes 0450 Casa 2, Punta Arenas, Chile')}`,
    );
    expect(await third.getByRole('link', { name: 'Llamar' }).getAttribute('href')).toBe('tel:+56987654321');
    expect(await first.getByRole('link', { name: 'Llamar' }).count()).toBe(0);
    await noHorizontalOverflow(page);
    const deliver = first.getByRole('button', { name: `Entregado ${ra(door.first)}`, exact: true });
    await expectInSight(deliver);
    await shoot(page, 'conductor-ruta-mobile');

    // 'Entregado': the contract's refusals, then name, RUT, signature and a photo.
    await deliver.click();
    const dialog = page.getByRole('dialog', { name: `Entregar ${ra(door.first)}` });
    await modalShown(page);
    await dialog.getByRole('button', { name: 'Confirmar entrega' }).click();
    await dialog.getByText(messages.pickupNameRequired).waitFor();
    await dialog.getByText(messages.pickupRutRequired).waitFor();
    await dialog.getByText(messages.deliverySignatureRequired).waitFor();
    await field(dialog, 'Nombre de quien recibe').fill(PICKUP.name);
    await field(dialog, 'RUT').fill('12.345.678-5');
    expect(await field(dialog, 'RUT').inputValue()).toBe(PICKUP.rut);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'puerta.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await dialog.getByRole('button', { name: 'Quitar foto' }).waitFor();
    await signOnPad(page);
    await shotModal(page, 'conductor-entregar-mobile');
    const [delivered] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/Entregado') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Confirmar entrega' }).click(),
    ]);
    expect(delivered.status()).toBe(200);
    await modalsGone(page);
    await shows(first, 'Entregado');
    await expectNotification(page, `Entrega del ${ra(door.first)} registrada`);
    expect(await first.getByRole('button').count()).toBe(0);

    // 'No entregado': the reason is required; 'Nadie en casa' with a note.
    await second.getByRole('button', { name: `No entregado ${ra(door.second)}` }).click();
    const visit = page.getByRole('dialog', { name: `No entregado: ${ra(door.second)}` });
    await modalShown(page);
    await visit.getByRole('button', { name: 'Registrar visita' }).click();
    await visit.getByText(m.reasonRequired).waitFor();
    await visit.getByRole('radio', { name: 'Nadie en casa' }).click();
    await field(visit, 'Observación').fill('Timbre sin respuesta');
    await shotModal(page, 'conductor-no-entregado-mobile');
    await visit.getByRole('button', { name: 'Registrar visita' }).click();
    await modalsGone(page);
    await shows(second, 'No entregado: Nadie en casa');
    await expectNotification(page, `Visita sin éxito del ${ra(door.second)} registrada (Nadie en casa)`);

    // The connection drops: the third delivery is kept on the phone, the banner counts it.
    await page.context().setOffline(true);
    await page.getByRole('status').filter({ hasText: 'Sin conexión' }).waitFor();
    await third.getByRole('button', { name: `Entregado ${ra(door.third)}`, exact: true }).click();
    const last = page.getByRole('dialog', { name: `Entregar ${ra(door.third)}` });
    await modalShown(page);
    await field(last, 'Nombre de quien recibe').fill(LAST.name);
    await field(last, 'RUT').fill(LAST.rut);
    await signOnPad(page);
    await last.getByRole('button', { name: 'Confirmar entrega' }).click();
    await modalsGone(page);
    await shows(third, 'Pendiente de enviar · Entregado');
    await page.getByRole('status').filter({ hasText: 'Sin conexión: 1 pendiente de enviar' }).waitFor();
    expect(await textOf(section(page))).toContain('3 de 3 paradas realizadas');
    await shoot(page, 'conductor-sin-conexion-mobile', { fullPage: false });
    expect((await readRoute(planner, route)).paradas[2]?.sestado).toBe('PENDIENTE');

    // This suite's browser runs without the service worker (driver-offline.e2e.ts reloads with the network
    // cut, the app's files from its cache): here the reload is made with the network back but the API out of
    // reach, and the route and the pending delivery come from the phone.
    await page.route('**/api/**', (request) => request.abort('internetdisconnected'));
    await page.context().setOffline(false);
    await page.reload();
    await page.getByRole('heading', { name: 'Mi ruta', level: 2 }).waitFor();
    await shows(third, 'Pendiente de enviar · Entregado');
    await shows(first, 'Entregado');
    await shows(second, 'No entregado: Nadie en casa');
    await page
      .getByRole('status')
      .filter({ hasText: 'Sin conexión con el servidor: 1 pendiente de enviar' })
      .waitFor();
    await shoot(page, 'conductor-recarga-sin-servidor-mobile', { fullPage: false });
    expect((await readRoute(planner, route)).paradas[2]?.sestado).toBe('PENDIENTE');

    // The server is back: the phone sends it on its own, with the moment the driver confirmed.
    await page.unroute('**/api/**');
    await eventually(() => textOf(third)).not.toContain('Pendiente de enviar');
    await shows(third, 'Entregado');
    await eventually(() => page.getByRole('status').filter({ hasText: 'Sin conexión' }).count()).toBe(0);
    await shoot(page, 'conductor-ruta-final-mobile');
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'conductor-ruta-final-desktop');
    await page.close();
  });

  it('leaves the RAs delivered or waiting as the doors went, on their history and tracking', {
    timeout: 60_000,
  }, async () => {
    const saved = await readRoute(planner, route);
    expect(saved.paradas.map((s) => [s.nidra, s.sestado, s.smotivo])).toEqual([
      [door.first, 'ENTREGADO', null],
      [door.second, 'NO_ENTREGADO', 'NADIE'],
      [door.third, 'ENTREGADO', null],
    ]);
    const [first, second, third] = await Promise.all(Object.values(door).map((id) => raState(planner, id)));
    expect(first?.scodestado).toBe('ENTRE');
    expect(third?.scodestado).toBe('ENTRE');
    expect(second?.scodestado).toBe('BDEST');
    expect(first?.history.join('\n')).toMatch(
      new RegExp(
        `Entregado en domicilio \\(.+\\) a ${PICKUP.name} \\(${PICKUP.rut}\\) .+, con firma y foto, hoja de ruta N° ${route}`,
      ),
    );
    expect(third?.history.join('\n')).toContain(`a ${LAST.name} (${LAST.rut})`);
    expect(second?.history.join('\n')).toMatch(
      /Visita sin éxito el .+ \(Nadie en casa: Timbre sin respuesta\)/,
    );

    // The public tracking page tells the door: out for delivery, then delivered at the recipient's home, or
    // the visit without success with its reason (never the address).
    const journey = (page: Page) => page.getByLabel('Recorrido', { exact: true });
    const phone = await pages.open(MOBILE);
    await phone.goto(await trackingUrl(planner, door.first));
    await phone.getByText(`RA ${door.first}`, { exact: true }).waitFor();
    await phone.getByText('Bultos entregados: 2 de 2').waitFor();
    await journey(phone)
      .getByText(TRACKING_STATE_NAMES.REPAR as string, { exact: true })
      .waitFor();
    await journey(phone)
      .getByText(TRACKING_STATE_NAMES.ENTRE as string, { exact: true })
      .waitFor();
    await journey(phone).getByText(DOOR_PLACE, { exact: true }).waitFor();
    expect(await textOf(journey(phone))).not.toContain('Menéndez');
    await phone.goto(await trackingUrl(planner, door.second));
    await phone.getByText(`RA ${door.second}`, { exact: true }).waitFor();
    await phone.getByText('Bultos entregados: 0 de 1').waitFor();
    await journey(phone).getByText(`${TRACKING_STATE_NAMES.VISIT}: Nadie en casa`, { exact: true }).waitFor();
    expect(
      await journey(phone)
        .getByText(TRACKING_STATE_NAMES.ENTRE as string, { exact: true })
        .count(),
    ).toBe(0);
    await shoot(phone, 'conductor-seguimiento-visita-mobile');
    await phone.close();
  });
});
