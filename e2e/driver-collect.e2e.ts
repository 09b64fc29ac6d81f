import { mkdirSync } from 'node:fs';
import { billingMessages, formatPesos, formatRaNumber } from '@carga/domain';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, runTag } from './fixtures/api.ts';
import { useCollectionOn } from './fixtures/billing.ts';
import { eventually, MOBILE, noHorizontalOverflow, settled, usePages } from './fixtures/browser.ts';
import { driversCaja, porPagarAtPuq, raMoney } from './fixtures/door-collect.ts';
import { raState, readRoute, routeOnTheRoad } from './fixtures/driver.ts';
import { expectInSight } from './fixtures/layout.ts';
import { textOf } from './fixtures/lists.ts';
import { choose, expectNotification, field, modalShown, modalsGone } from './fixtures/mantine.ts';
import { signOnPad } from './fixtures/signature.ts';

// Issues 33 and 35: a POR PAGAR RA, priced by its recipient's tariff, goes out in Juan Soto's van. On a
// 390 px phone its card says 'Cobrar $…' before he knocks; at the door 'Entregado' asks for the payment
// ('Cobro'): cash, more than due, the change shown as he types; the stop shows what was collected, and the
// payment is in the driver's own caja.

const PLATE = 'CBRT35';
const PICKUP = { name: 'Rosa Díaz Mella', rut: '12345678-5' };
const SHOTS = '/tmp/shots';

const ra = (nidra: number) => `RA ${formatRaNumber(nidra)}`;

/**
 * An element as the phone shows it, and the phone's whole viewport, for a person to look at. The element is
 * brought to the middle of its scrolling box: scrolled only 'if needed', a modal's sticky title covers it.
 */
async function shootAt(page: Page, name: string, element?: Locator) {
  mkdirSync(SHOTS, { recursive: true });
  await element?.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await settled(page);
  if (element) await element.screenshot({ path: `${SHOTS}/${name}-element.png` });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('Mi ruta: a POR PAGAR RA collected in cash at the door', () => {
  useCollectionOn();
  const pages = usePages();
  const tag = runTag();
  let nidra = 0;
  let planner = '';
  let route = 0;
  let due = { value: 0, text: '' };

  beforeAll(async () => {
    const made = await porPagarAtPuq(tag, 1);
    nidra = made.nidra;
    planner = made.planner;
    due = { value: made.due.nadeudado, text: made.due.text };
    route = await routeOnTheRoad(planner, PLATE, [{ nidra, units: 1 }]);
  }, 180_000);

  it('shows what to collect, takes the cash with its change and shows it collected', {
    timeout: 180_000,
  }, async () => {
    const page = await pages.signedIn('conductor.puq', MOBILE);
    await page.goto('/conductor');
    await page.getByRole('heading', { name: 'Mi ruta', level: 2 }).waitFor();
    const card = page
      .getByRole('region', { name: `Hoja de ruta N° ${route}` })
      .getByRole('article', { name: `Parada 1: ${ra(nidra)}` });
    await eventually(() => textOf(card)).toContain(`Cobrar ${due.text}`);
    await noHorizontalOverflow(page);
    await expectInSight(card.getByText(`Cobrar ${due.text}`));
    const deliver = card.getByRole('button', { name: `Entregado ${ra(nidra)}`, exact: true });
    await shootAt(page, 'conductor-cobrar-tarjeta', card);

    // 'Entregado': the 'Cobro' section proposes cash for the amount due, no change.
    await deliver.click();
    const dialog = page.getByRole('dialog', { name: `Entregar ${ra(nidra)}` });
    await modalShown(page);
    const cobro = dialog.getByRole('group', { name: 'Cobro' });
    await cobro.getByLabel('Monto a cobrar').getByText(due.text).waitFor();
    expect(await field(cobro, 'Medio de pago').inputValue()).toBe('Efectivo');
    expect(await field(cobro, 'Monto recibido').inputValue()).toBe(String(due.value));
    expect(await textOf(cobro.getByLabel('Vuelto'))).toBe('$0');
    await shootAt(page, 'conductor-cobro-abierto', cobro);

    // Another method asks for the transaction's N°, as the contract says.
    await choose(page, 'Medio de pago', 'Transferencia');
    await field(cobro, 'N° de transacción').waitFor();
    expect(await field(cobro, 'Monto recibido').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Confirmar entrega' }).click();
    await cobro.getByText(billingMessages.referenceRequired).waitFor();
    await shootAt(page, 'conductor-cobro-transferencia', cobro);
    await choose(page, 'Medio de pago', 'Efectivo');

    await field(dialog, 'Nombre de quien recibe').fill(PICKUP.name);
    await field(dialog, 'RUT').fill(PICKUP.rut);
    await signOnPad(page);

    // Too little cash is refused with the contract's words; more than due shows the change as it is typed.
    const received = field(cobro, 'Monto recibido');
    await received.fill(String(due.value - 500));
    await received.blur();
    await cobro.getByText(billingMessages.receivedTooLittle(due.text)).waitFor();
    expect(await textOf(cobro.getByLabel('Vuelto'))).toBe('—');
    const handed = due.value + 7_500;
    await received.fill(formatPesos(handed).slice(1));
    await eventually(() => textOf(cobro.getByLabel('Vuelto'))).toBe(formatPesos(7_500));
    await received.blur();
    await eventually(() => cobro.getByText(billingMessages.receivedTooLittle(due.text)).count()).toBe(0);
    await noHorizontalOverflow(page);
    await shootAt(page, 'conductor-cobro-efectivo', cobro);

    const [delivered] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/Entregado') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Confirmar entrega' }).click(),
    ]);
    expect(delivered.status(), await delivered.text()).toBe(200);
    expect(delivered.request().postDataJSON().cobro).toEqual({
      scodmediopago: 'EFECTIVO',
      nmonto: due.value,
      nmontorecibido: handed,
    });
    await modalsGone(page);
    await expectNotification(page, `Entrega del ${ra(nidra)} registrada, cobro de ${due.text}`);
    await eventually(() => textOf(card)).toContain('Entregado');
    await eventually(() => textOf(card)).toContain(`Cobrado ${due.text}`);
    expect(await textOf(card)).not.toContain('Cobrar');
    expect(await card.getByRole('button').count()).toBe(0);
    // Read again from the server, it still says so.
    await page.reload();
    await page.getByRole('heading', { name: 'Mi ruta', level: 2 }).waitFor();
    await eventually(() => textOf(card)).toContain(`Cobrado ${due.text}`);
    await noHorizontalOverflow(page);
    await shootAt(page, 'conductor-cobrado-tarjeta', card);
    await page.close();
  });

  it("leaves the RA paid and delivered, the payment in the driver's caja", { timeout: 60_000 }, async () => {
    const stop = (await readRoute(planner, route)).paradas[0];
    expect(stop).toMatchObject({ nidra, sestado: 'ENTREGADO', ncobrado: due.value, nacobrar: 0 });
    const money = await raMoney(await apiSignIn('admin'), nidra);
    expect(money).toMatchObject({ nadeudado: 0, scodestadopago: 'PAGADO' });
    expect((await raState(planner, nidra)).scodestado).toBe('ENTRE');

    const { caja, movements } = await driversCaja(await apiSignIn('conductor.puq'));
    expect(caja).toMatchObject({ susuario: 'conductor.puq', scodlugar: 'BDPUQ' });
    expect(movements.filter((m) => m.nidra === nidra)).toEqual([
      expect.objectContaining({
        stipo: 'PAGO',
        nmonto: due.value,
        scodmediopago: 'EFECTIVO',
        nmontorecibido: due.value + 7_500,
        nvuelto: 7_500,
      }),
    ]);
  });
});
