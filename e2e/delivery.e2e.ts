import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, runTag } from './fixtures/api.ts';
import {
  MOBILE,
  menuLink,
  noHorizontalOverflow,
  settled,
  shotModal,
  snap,
  usePages,
} from './fixtures/browser.ts';
import { PIXEL_PNG } from './fixtures/files.ts';
import { raCard, raCardText } from './fixtures/lists.ts';
import { expectNotification, field, modalsGone } from './fixtures/mantine.ts';
import { DEMO, warehouseRa } from './fixtures/ra.ts';
import { signOnPad } from './fixtures/signature.ts';
import { createClosedList, dispatchList } from './fixtures/warehouse-data.ts';

// 'Destino / Entregar' and where the differences and the delivery show: two RAs of the 'cliente'
// (Comercial Austral as recipient) travel BDSCL → BDPUQ on one list, arrive at BDPUQ one box short on
// the first; bodega.puq hands both over (desktop with a photo, then at 390 px); the origin office sees
// the difference on its dashboard and in the RA detail; the customer sees them delivered in Mis cargas.

const CUSTOMER = DEMO.comercialAustral;
const SENDER = DEMO.ferreteriaMagallanes;
const PICKUP = { name: 'Juan Soto', rut: '12345678-5' };
const REASON = 'Caja extraviada en tránsito';

/** An RA of the customer at OFISCL, BDSCL → BDPUQ, with one line of `units` boxes, sent to the warehouse. */
const customerRa = (token: string, description: string, units: number) =>
  warehouseRa(token, description, units, { sender: SENDER, recipient: CUSTOMER });

describe('delivery at the destination warehouse', () => {
  const pages = usePages();
  const tag = runTag();
  const ra = { short: 0, whole: 0 };

  beforeAll(async () => {
    // (1) The office registers two RAs for the customer and sends them to the warehouse.
    const office = await apiSignIn('oficina.scl');
    ra.short = await customerRa(office, `Repuestos ${tag}`, 3);
    ra.whole = await customerRa(office, `Ropa ${tag}`, 2);

    // (2) BDSCL loads both on one list of an operation to BDPUQ, closes it and dispatches it.
    const origin = await apiSignIn('bodega.scl');
    const { code } = await createClosedList(origin, `Entrega ${tag}`, [ra.short, ra.whole], {
      plate: 'BCDF34',
      trailer: 'LM5678',
      driver: 'Pedro Vera',
      prefix: '56',
      phone: '987654321',
    });
    await dispatchList(origin, code, `S-${tag}`);

    // (3) BDPUQ counts the first RA one box short, with the reason, and receives the list.
    const destination = await apiSignIn('bodega.puq');
    const lines = await api<{ bultoList: Array<{ niditem: number; ncantidadingresada: number }> }>(
      destination,
      'GET',
      `/Destination/${code}/RA/${ra.short}/Package`,
    );
    await api(
      destination,
      'PUT',
      `/Destination/${code}/RA/${ra.short}/Package`,
      lines.bultoList.map((line) => ({
        niditem: line.niditem,
        ncantidadbultos: line.ncantidadingresada - 1,
        ncantidaddanada: 0,
        smotivodiferencia: REASON,
      })),
    );
    await api(destination, 'PUT', `/Destination/${code}`);
  }, 120_000);

  it('hands over an RA with differences from Destino / Entregar, with a photo', {
    timeout: 120_000,
  }, async () => {
    const page = await pages.signedIn('bodega.puq');
    // The welcome's Destino card leads there too, now that a warehouse is current.
    await page.locator('main a[href="/dashboard/entregar"]').getByText('Destino').waitFor();
    await settled(page);
    await snap(page, 'bienvenida-bodega-destino-desktop');
    await menuLink(page, 'Entregar').click();
    await page.waitForURL('**/dashboard/entregar');
    await page.getByRole('heading', { name: 'Entregar' }).waitFor();
    await page.getByText('Destino', { exact: true }).first().waitFor();

    await field(page, 'N° RA').fill('12a');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Sólo se admiten números').waitFor();
    await field(page, 'N° RA').fill(String(ra.short));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => raCardText(page, ra.short)).toContain('Con diferencias');
    const card = await raCardText(page, ra.short);
    for (const text of [SENDER.name, CUSTOMER.name, `Repuestos ${tag}`, 'Fecha de llegada']) {
      expect(card).toContain(text);
    }
    expect(
      await raCard(page, ra.short).getByRole('group', { name: 'Bultos recibidos' }).textContent(),
    ).toContain('2');
    expect(await raCard(page, ra.short).getByRole('group', { name: 'Faltantes' }).textContent()).toContain(
      '1',
    );
    await settled(page);
    await snap(page, 'entregar-por-entregar-desktop');

    // The modal checks with the contract's messages before asking the server.
    await page.getByRole('button', { name: `Entregar RA ${ra.short}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Entregar RA ${ra.short}`, exact: true });
    await dialog.waitFor();
    // Now, in Chile's time, as every date of the app: dd/MM/yyyy HH:mm.
    expect(await dialog.getByRole('button', { name: 'Fecha y hora de entrega' }).textContent()).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    await dialog.getByRole('button', { name: 'Confirmar entrega' }).click();
    await dialog.getByText('El nombre de quien retira es obligatorio').waitFor();
    await dialog.getByText('El rut de quien retira es obligatorio').waitFor();
    await dialog.getByText('La firma de quien retira es obligatoria').waitFor();
    await field(page, 'Nombre de quien retira').fill(PICKUP.name);
    // A RUT typed with dots is taken as the spec writes it; one without its hyphen is refused.
    await field(page, 'Rut de quien retira').fill('12.345.678-5');
    expect(await field(page, 'Rut de quien retira').inputValue()).toBe('12345678-5');
    await field(page, 'Rut de quien retira').fill('12345678');
    await dialog.getByRole('button', { name: 'Confirmar entrega' }).click();
    await dialog.getByText('Formato incorrecto (sin puntos y con guión)').waitFor();
    await field(page, 'Rut de quien retira').fill(PICKUP.rut);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'entrega.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await dialog.getByRole('button', { name: 'Quitar foto' }).waitFor();
    await signOnPad(page);
    await settled(page);
    await shotModal(page, 'entregar-modal-desktop');
    await dialog.getByRole('button', { name: 'Confirmar entrega' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expectNotification(page, `Entrega del RA ${ra.short} registrada`, { keep: true });
    await modalsGone(page);
    await settled(page);
    await snap(page, 'entregar-notificacion-desktop', { fullPage: false });
    await page.getByText('No hay datos').waitFor();

    // Under 'Entregadas' it says to whom and when.
    await page.getByText('Entregadas', { exact: true }).click();
    await expect.poll(() => page.url()).toContain('estado=ENTRE');
    await expect
      .poll(() => raCardText(page, ra.short))
      .toMatch(
        new RegExp(`Entregado a ${PICKUP.name} \\(${PICKUP.rut}\\) el \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}`),
      );
    expect(await page.getByRole('button', { name: `Entregar RA ${ra.short}`, exact: true }).count()).toBe(0);
    await settled(page);
    await snap(page, 'entregar-entregadas-desktop');
    await page.close();
  });

  it('shows the difference to the origin office, on its dashboard and in the RA detail', async () => {
    const page = await pages.signedIn('oficina.scl');
    await page.goto('/dashboard/origen');
    const figure = page.getByRole('group', { name: 'Diferencias en destino' });
    await expect
      .poll(async () => Number((await figure.textContent())?.replace(/\D/g, '') || 0))
      .toBeGreaterThan(0);
    const differences = page.getByRole('region', { name: 'RA con diferencias en destino' });
    const link = differences.getByRole('link', { name: `Ver RA ${ra.short}`, exact: true });
    await link.waitFor();
    expect(await differences.textContent()).toContain(REASON);
    expect(await differences.getByRole('link', { name: `Ver RA ${ra.whole}`, exact: true }).count()).toBe(0);
    await settled(page);
    await snap(page, 'origen-diferencias-desktop');

    await link.click();
    await page.waitForURL(`**/detalle/recepcion/${ra.short}`);
    await page.getByRole('heading', { name: 'Detalle de recepción' }).waitFor();
    const flagged = page.getByRole('region', { name: 'Diferencias en destino', exact: true });
    await flagged.waitFor();
    expect(await flagged.textContent()).toContain(REASON);
    expect(await flagged.textContent()).toContain('1 bulto faltante');
    const delivery = page.getByRole('region', { name: 'Entrega', exact: true });
    expect(await delivery.textContent()).toContain(PICKUP.name);
    expect(await delivery.textContent()).toContain(PICKUP.rut);
    const [served] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/api/Shipment/Attachment/File/${ra.short}/`)),
      delivery.getByRole('button', { name: /^Ver / }).click(),
    ]);
    expect(served.headers()['content-type']).toBe('image/png');
    const preview = page.getByRole('dialog');
    await preview.getByRole('img', { name: 'entrega.png' }).waitFor();
    await settled(page);
    await shotModal(page, 'detalle-entrega-foto-desktop');
    await page.keyboard.press('Escape');
    await expect.poll(() => preview.count()).toBe(0);
    await settled(page);
    await snap(page, 'detalle-diferencias-entrega-desktop');
    await page.close();
  });

  it('at 390 px: hands over the second RA with the camera button; the customer sees both delivered', async () => {
    const page = await pages.signedIn('bodega.puq', MOBILE);
    await page.getByRole('link', { name: 'Entrega de la carga' }).click();
    await page.waitForURL('**/dashboard/entregar');
    await expect.poll(() => raCard(page, ra.whole).count()).toBe(1);
    expect(await raCardText(page, ra.whole)).not.toContain('Con diferencias');
    await noHorizontalOverflow(page);
    await settled(page);
    await snap(page, 'entregar-por-entregar-mobile');
    await page.getByRole('button', { name: `Entregar RA ${ra.whole}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Entregar RA ${ra.whole}`, exact: true });
    await dialog.getByRole('button', { name: 'Activar cámara' }).waitFor();
    expect(await dialog.locator('input[type="file"]').getAttribute('capture')).toBe('environment');
    await field(page, 'Nombre de quien retira').fill('Ana Díaz');
    await field(page, 'Rut de quien retira').fill('11111111-1');
    await signOnPad(page);
    await settled(page);
    await shotModal(page, 'entregar-modal-mobile');
    await dialog.getByRole('button', { name: 'Confirmar entrega' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expectNotification(page, `Entrega del RA ${ra.whole} registrada`, { keep: true });
    await modalsGone(page);
    await settled(page);
    await snap(page, 'entregar-notificacion-mobile', { fullPage: false });
    await expect.poll(() => raCard(page, ra.whole).count()).toBe(0);
    await page.goto('/dashboard/entregar?estado=ENTRE');
    await expect.poll(() => raCardText(page, ra.whole)).toContain('Entregado a Ana Díaz (11111111-1) el ');
    await noHorizontalOverflow(page);
    await settled(page);
    await snap(page, 'entregar-entregadas-mobile');
    await page.close();

    const customer = await pages.signedIn('cliente', MOBILE);
    await customer.goto(`/dashboard/cargas?id=${ra.short}`);
    const cards = customer.getByRole('list', { name: 'Mis cargas' });
    const own = cards
      .getByRole('listitem')
      .filter({ has: customer.getByText(`RA ${ra.short}`, { exact: true }) });
    await own.waitFor();
    await expect.poll(() => own.textContent()).toMatch(/Entregado\s*el \d{2}\/\d{2}\/\d{4}/);
    await noHorizontalOverflow(customer);
    await settled(customer);
    await snap(customer, 'mis-cargas-entregado-mobile');
    await own.getByRole('link', { name: `Ver RA ${ra.short}`, exact: true }).click();
    await customer.getByRole('heading', { name: 'Detalle de carga' }).waitFor();
    await customer.getByRole('region', { name: 'Diferencias en destino', exact: true }).waitFor();
    await customer.getByRole('region', { name: 'Entrega', exact: true }).waitFor();
    await noHorizontalOverflow(customer);
    await settled(customer);
    await snap(customer, 'detalle-carga-entregada-mobile');
    await customer.close();
  });

  it('shows the customer the delivery date in Mis cargas on a desktop', async () => {
    const page = await pages.signedIn('cliente');
    await page.goto(`/dashboard/cargas?id=${ra.short}`);
    const row = page.getByRole('table', { name: 'Mis cargas' }).locator('tbody tr');
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.textContent()).toMatch(/Entregado\s*el \d{2}\/\d{2}\/\d{4}/);
    await settled(page);
    await snap(page, 'mis-cargas-entregado-desktop');
    await page.close();
  });
});
