import { type UnitsResponse, unitCodeText } from '@carga/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, runTag } from './fixtures/api.ts';
import { eventually, MOBILE, noHorizontalOverflow, shot, shotModal, usePages } from './fixtures/browser.ts';
import { raCard } from './fixtures/lists.ts';
import { field, modalShown, modalsGone } from './fixtures/mantine.ts';
import { createRa, DEMO } from './fixtures/ra.ts';
import { answered, scanFieldFocused, scanRows, wedgeScan } from './fixtures/scan.ts';
import { signOnPad } from './fixtures/signature.ts';
import { closeList, createTruckOperation } from './fixtures/warehouse-data.ts';

// Chain of custody (issue 14), keyboard-wedge style: one RA of 5 units is scanned onto a load list, checked
// onto the truck (4 of 5, the dispatch confirmed), scanned at the destination with one unit missing and one
// extra, handed over in two deliveries (the first partial), and the customer follows each unit's trail.

describe('chain of custody (bodega.scl → bodega.puq, cliente)', () => {
  const pages = usePages();
  const tag = runTag();
  let warehouse = '';
  let operation = 0;
  let nidra = 0;
  let stray = 0;
  const codes: string[] = [];

  beforeAll(async () => {
    const office = await apiSignIn('oficina.scl');
    warehouse = await apiSignIn('bodega.scl');
    // One line of 5 boxes, sent by the demo customer (Comercial Austral): units 01/05 … 05/05.
    nidra = await createRa(office, {
      box: { units: 5, kg: 10 },
      finish: 'BORIG',
      sender: DEMO.comercialAustral,
      description: `Custodia ${tag}`,
    });
    stray = await createRa(office, {
      box: { units: 2, kg: 10 },
      finish: 'BORIG',
      description: `Suelto ${tag}`,
    });
    for (let k = 1; k <= 5; k++) codes.push(unitCodeText(nidra, k, 5));
    operation = await createTruckOperation(warehouse, `Custodia ${tag}`);
  });

  it('scans the units onto a list, onto the truck, at the arrival, and shows their trail to the customer', async () => {
    const code = await api<string>(warehouse, 'POST', '/LoadingList', { nidoperacion: operation });
    const page = await pages.signedIn('bodega.scl');
    await page.goto(`/detalle/lista-carga/${code}`);
    await page.getByRole('link', { name: 'Escanear' }).click();
    await page.waitForURL(`**/detalle/lista-carga/${code}/escanear`);
    await expect
      .poll(() => field(page, 'Código de bulto').evaluate((el) => el === document.activeElement))
      .toBe(true);
    for (const unit of codes) await wedgeScan(page, unit);
    await wedgeScan(page, 'RA-XYZ-01');
    await wedgeScan(page, codes[0] ?? '');
    await answered(page, 7);
    await expect
      .poll(() => page.getByRole('heading', { name: '5 bultos en la lista' }).isVisible())
      .toBe(true);
    expect(await page.getByLabel('Aceptado').count()).toBe(5);
    expect(await page.getByLabel('Rechazado').count()).toBe(2);
    expect(await scanRows(page).first().textContent()).toContain('ya fue escaneado en la lista');
    expect(await scanRows(page).nth(1).textContent()).toContain('Etiqueta desconocida');
    await shot(page, 'escanear-lista-desktop');
    await page.getByRole('link', { name: 'Volver a la lista' }).click();
    await expect.poll(() => raCard(page, nidra).isVisible()).toBe(true);

    // The truck: 4 of 5 checked; dispatching names the fifth and asks.
    await closeList(warehouse, code);
    await page.goto(`/detalle/despacho-lista/${code}`);
    await expect.poll(() => page.getByText('0 de 5 bultos verificados').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Verificar carga' }).click();
    await page.waitForURL(`**/detalle/despacho-lista/${code}/verificar`);
    await scanFieldFocused(page);
    for (const unit of codes.slice(0, 4)) await wedgeScan(page, unit);
    await answered(page, 4);
    await expect
      .poll(() => page.getByRole('heading', { name: '4 de 5 bultos verificados' }).isVisible())
      .toBe(true);
    const phone = await pages.signedIn('bodega.scl', MOBILE);
    await phone.goto(`/detalle/despacho-lista/${code}/verificar`);
    await expect.poll(() => field(phone, 'Código de bulto').isVisible()).toBe(true);
    await noHorizontalOverflow(phone);
    await shot(phone, 'verificar-carga-390');
    await page.getByRole('link', { name: 'Volver al despacho' }).click();
    await expect.poll(() => page.getByText('4 de 5 bultos verificados').isVisible()).toBe(true);
    await field(page, 'Sello de seguridad').fill(`S-${tag}`.slice(0, 20));
    await page.getByRole('button', { name: 'Despachar lista' }).click();
    await modalShown(page);
    await page.getByRole('button', { name: 'Despachar', exact: true }).click();
    await expect.poll(() => page.getByText(`Bulto 05/05 del RA ${nidra}`).isVisible()).toBe(true);
    await shotModal(page, 'despacho-sin-verificar-desktop');
    await page.getByRole('button', { name: 'Despachar de todas formas' }).click();
    await page.waitForURL('**/dashboard/despacho');

    // The arrival: units 1–4 and a unit of another RA; unit 4 arrived damaged; unit 5 never came.
    const destination = await pages.signedIn('bodega.puq');
    await destination.goto(`/detalle/recibir/${code}`);
    await destination.getByRole('link', { name: 'Escanear llegada' }).click();
    await destination.waitForURL(`**/detalle/recibir/${code}/escanear`);
    await scanFieldFocused(destination);
    for (const unit of codes.slice(0, 4)) await wedgeScan(destination, unit);
    await wedgeScan(destination, unitCodeText(stray, 1, 2));
    await answered(destination, 5);
    expect(await scanRows(destination).first().textContent()).toContain('Sobrante');
    await wedgeScan(destination, codes[3] ?? '');
    await answered(destination, 6);
    await expect
      .poll(() => destination.getByRole('heading', { name: '4 de 5 bultos llegados' }).isVisible())
      .toBe(true);
    // 'Dañado' marks the last unit accepted: the repeated scan of unit 4 was refused, unit 4 stays the last.
    await destination.getByRole('button', { name: 'Dañado' }).click();
    await modalShown(destination);
    await field(destination, 'Motivo del daño').fill('Caja mojada');
    await destination.getByRole('button', { name: 'Marcar dañado' }).click();
    await expect
      .poll(() =>
        destination.getByText(`Bulto 04/05 del RA ${nidra} dañado: Caja mojada`).first().isVisible(),
      )
      .toBe(true);
    await modalsGone(destination);
    await shot(destination, 'escanear-llegada-desktop');
    await destination.getByRole('link', { name: 'Volver a la recepción' }).click();
    await destination.getByRole('button', { name: 'Recepcionar' }).click();
    await modalShown(destination);
    // One confirmation names the missing unit (issue 29).
    await expect.poll(() => destination.getByText(`Bulto 05/05 del RA ${nidra}`).isVisible()).toBe(true);
    await destination.getByRole('dialog').getByRole('button', { name: 'Recepcionar con faltantes' }).click();
    await destination.waitForURL('**/dashboard/recibir');

    // The delivery: units 1–3 scanned (the missing 5 is refused), a partial delivery confirmed; later, on a
    // phone, unit 4 and the RA is delivered.
    await destination.goto('/dashboard/entregar');
    await destination.getByRole('link', { name: `Escanear bultos del RA ${nidra}` }).click();
    await destination.waitForURL(`**/detalle/entregar/${nidra}/escanear`);
    await scanFieldFocused(destination);
    for (const unit of codes.slice(0, 3)) await wedgeScan(destination, unit);
    await wedgeScan(destination, codes[4] ?? '');
    await answered(destination, 4);
    expect(await scanRows(destination).first().textContent()).toContain('no está en la bodega para entregar');
    await expect
      .poll(() =>
        destination.getByRole('heading', { name: '3 de 4 bultos escaneados para entregar' }).isVisible(),
      )
      .toBe(true);
    await shot(destination, 'escanear-entrega-desktop');
    const handOver = async (on: typeof destination, name: string) => {
      await on.getByRole('button', { name: 'Entregar', exact: true }).click();
      await modalShown(on);
      await field(on, 'Nombre de quien retira').fill(name);
      await field(on, 'Rut de quien retira').fill('12345678-5');
      await signOnPad(on);
      await on.getByRole('dialog').getByRole('button', { name: 'Confirmar entrega' }).click();
    };
    await handOver(destination, 'Pedro Vargas');
    await expect
      .poll(() => destination.getByRole('dialog').getByText(`Bulto 04/05 del RA ${nidra}`).isVisible())
      .toBe(true);
    await shotModal(destination, 'entrega-parcial-desktop');
    await destination.getByRole('button', { name: 'Registrar entrega parcial' }).click();
    await destination.waitForURL('**/dashboard/entregar');
    await expect
      .poll(() => destination.getByText('Entrega parcial: 3 de 4 bultos entregados').isVisible())
      .toBe(true);
    await shot(destination, 'entregar-parcial-desktop');
    const counter = await pages.signedIn('bodega.puq', MOBILE);
    await counter.goto(`/detalle/entregar/${nidra}/escanear`);
    await scanFieldFocused(counter);
    await wedgeScan(counter, codes[3] ?? '');
    await answered(counter, 1);
    await expect
      .poll(() => counter.getByRole('heading', { name: '1 de 1 bulto escaneado para entregar' }).isVisible())
      .toBe(true);
    await noHorizontalOverflow(counter);
    await shot(counter, 'escanear-entrega-390');
    await handOver(counter, 'Ana Díaz');
    await counter.waitForURL('**/dashboard/entregar');

    // The customer follows each unit.
    const customer = await pages.signedIn('cliente');
    await customer.goto(`/detalle/recepcion/${nidra}`);
    await customer.getByRole('tab', { name: 'Seguimiento' }).click();
    await customer.getByRole('button', { name: /Bulto 01\/05/ }).click();
    for (const step of [
      'Cargado en lista de carga',
      'Verificado al subir al camión',
      'Despachado',
      'Llegó a la bodega de destino',
      'Escaneado para la entrega',
    ])
      await expect.poll(() => customer.getByText(step, { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => customer.getByText('Faltante a la llegada').first().isVisible()).toBe(true);
    await expect
      .poll(() => customer.getByText(`Bulto 01/05 del RA ${nidra} entregado a Pedro Vargas`).isVisible())
      .toBe(true);
    await expect.poll(() => customer.getByText('Entregado al destinatario').first().isVisible()).toBe(true);
    // Issue 29: the customer reads places and roles, never the staff accounts (bodega.scl, bodega.puq).
    await eventually(() =>
      customer
        .getByText(/Personal de bodega/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await customer.getByText(/bodega\.(scl|puq)/).count()).toBe(0);
    await shot(customer, 'seguimiento-cliente-desktop');
    const customerPhone = await pages.signedIn('cliente', MOBILE);
    await customerPhone.goto(`/detalle/recepcion/${nidra}`);
    await customerPhone.getByRole('tab', { name: 'Seguimiento' }).click();
    await expect.poll(() => customerPhone.getByText('Bulto 05/05', { exact: true }).isVisible()).toBe(true);
    await noHorizontalOverflow(customerPhone);
    await shot(customerPhone, 'seguimiento-cliente-390');
    // The whole journey: four people on three screens and two phones; 60 s was its margin when idle.
  }, 120_000);

  it('keeps the scans made offline and sends each once when the connection returns', async () => {
    const office = await apiSignIn('oficina.scl');
    const ra = await createRa(office, {
      box: { units: 3, kg: 10 },
      finish: 'BORIG',
      description: `Sin red ${tag}`,
    });
    const code = await api<string>(warehouse, 'POST', '/LoadingList', { nidoperacion: operation });
    const page = await pages.signedIn('bodega.scl', MOBILE);
    await page.goto(`/detalle/lista-carga/${code}/escanear`);
    await scanFieldFocused(page);
    await page.context().setOffline(true);
    for (let k = 1; k <= 3; k++) await wedgeScan(page, unitCodeText(ra, k, 3));
    await expect.poll(() => page.getByText('3 escaneos pendientes de envío').isVisible()).toBe(true);
    await shot(page, 'escanear-sin-red-390');
    await page.context().setOffline(false);
    await answered(page, 3);
    await expect
      .poll(() => page.getByRole('heading', { name: '3 bultos en la lista' }).isVisible())
      .toBe(true);
    const trails = await api<UnitsResponse>(warehouse, 'GET', `/Shipment/Detail/${ra}/Bultos`);
    const events = trails.unidadList.flatMap((unit) => unit.eventoList);
    expect(events.map((e) => `${e.stipoevento}:${e.sorigen}`)).toEqual(Array(3).fill('CARGADA:ESCANEO'));
  });

  it('keeps up with a scanner reading 5 labels a second: every scan answered once, none pending', async () => {
    const office = await apiSignIn('oficina.scl');
    const units = 60;
    const ra = await createRa(office, {
      box: { units, kg: 1 },
      finish: 'BORIG',
      description: `Ritmo ${tag}`,
    });
    const code = await api<string>(warehouse, 'POST', '/LoadingList', { nidoperacion: operation });
    const page = await pages.signedIn('bodega.scl');
    await page.goto(`/detalle/lista-carga/${code}/escanear`);
    await scanFieldFocused(page);
    const start = Date.now();
    for (let k = 1; k <= units; k++) {
      await wedgeScan(page, unitCodeText(ra, k, units));
      // A scanner's pace: one label every 200 ms, whatever typing took.
      const due = start + k * 200;
      if (due > Date.now()) await page.waitForTimeout(due - Date.now());
    }
    // Keeping up: a second after the last label every scan is answered and the count is the last answer's.
    await expect
      .poll(() => page.getByRole('heading', { name: `${units} bultos en la lista` }).isVisible(), {
        timeout: 1_000,
      })
      .toBe(true);
    await answered(page, units);
    expect(await page.getByLabel('Aceptado').count()).toBe(units);
    const trails = await api<UnitsResponse>(warehouse, 'GET', `/Shipment/Detail/${ra}/Bultos`);
    expect(trails.unidadList.map((unit) => unit.eventoList.length)).toEqual(Array(units).fill(1));
  });
});
