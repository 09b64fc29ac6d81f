import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, runTag, warehouseRa } from './api-helpers.ts';
import { DESKTOP, launchBrowser, newPage, signIn, snap } from './browser.ts';
import {
  addRas,
  closeList,
  createLoadList,
  createOperation,
  findLoadList,
  modalShown,
  modalsGone,
  raCardText,
  settled,
} from './warehouse-steps.ts';
import { field } from './wizard-steps.ts';

// Issue 6's journey as bodega.scl: two RAs sent to the warehouse (BORIG) by the office; an operation
// made through the wizard screens with one cost; its sale summary; a load list of that operation with
// both RAs (one taken in part), a comment, both spreadsheets, closed with the truck's data; and the
// operation closed from its wizard.

async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), head: readFileSync(saved).subarray(0, 2).toString('latin1') };
}

async function findOperation(page: Page, id: number) {
  await page.goto('/dashboard/operaciones');
  await field(page, 'Código operación').fill(String(id));
  await page.getByRole('button', { name: 'Buscar' }).click();
  return page.getByLabel(`OP ${id}`, { exact: true });
}

describe('warehouse flow (bodega.scl)', () => {
  let browser: Browser;
  const tag = runTag();
  const ra = { a: 0, b: 0 };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('registers RAs, builds an operation and its load list, closes both', { timeout: 180_000 }, async () => {
    // (1) The office sends two RAs to the warehouse.
    const office = await apiSignIn('oficina.scl');
    ra.a = await warehouseRa(office, `Repuestos ${tag}`, 5);
    ra.b = await warehouseRa(office, `Ropa ${tag}`, 4);

    // (2) The warehouse makes an operation through the wizard.
    const page = await newPage(browser, DESKTOP);
    await signIn(page, 'bodega.scl');
    const description = `Flujo ${tag}`;
    const operation = await createOperation(page, description, 'flujo-bodega-operacion');
    const next = page.getByRole('button', { name: 'Continuar' });

    await page.getByRole('button', { name: 'Agregar nuevo costo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar nuevo costo' });
    await dialog.getByRole('textbox', { name: 'Tipo de costo', exact: true }).click();
    await page.getByRole('option', { name: 'Flete', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Monto', exact: true }).fill('200000');
    await dialog.getByRole('textbox', { name: 'N° factura', exact: true }).fill('777');
    await dialog.getByText('Involucra venta').click();
    await dialog.getByRole('textbox', { name: 'Monto venta', exact: true }).fill('250000');
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const costCard = page.getByRole('group', { name: /^Costo \d+$/ });
    await expect.poll(() => costCard.count()).toBe(1);
    expect(await costCard.textContent()).toContain('$200.000');
    await expect.poll(() => page.getByLabel('Resumen de la operación').textContent()).toContain('$50.000');
    await settled(page);
    await snap(page, 'flujo-bodega-costo');

    // (3) The sale step shows the summary.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL('**/nuevo-ingreso/venta');
    // The cost step's summary may linger while the sale step loads: wait for the sale step's own text.
    await expect.poll(() => page.getByText('La operación no tiene RA cargados').isVisible()).toBe(true);
    const saleSummary = page.getByLabel('Resumen de la operación');
    await expect
      .poll(async () => {
        const text = (await saleSummary.textContent()) ?? '';
        return ['$250.000', '$200.000', '$50.000'].every((amount) => text.includes(amount));
      })
      .toBe(true);
    await settled(page);
    await snap(page, 'flujo-bodega-venta');

    // (4) A load list of that operation.
    const code = await createLoadList(page, operation, description);
    await addRas(page, [ra.a, ra.b]);
    await expect.poll(() => raCardText(page, ra.a)).toContain('Bultos ingresados5');
    await expect.poll(() => raCardText(page, ra.b)).toContain('Bultos ingresados4');

    // Only 3 of RA a's 5 boxes travel.
    await page.getByRole('button', { name: `Editar bultos RA ${ra.a}` }).click();
    await modalShown(page);
    await page
      .getByRole('textbox', { name: /^Cantidad Caja/ })
      .first()
      .fill('3');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await modalsGone(page);
    await expect.poll(() => raCardText(page, ra.a)).toContain('Bultos ingresados3');
    expect(await raCardText(page, ra.a)).toContain('Bultos disponibles2');

    await page.getByRole('button', { name: `Comentar RA ${ra.b}` }).click();
    await modalShown(page);
    await page.getByRole('textbox', { name: 'Observación' }).fill(`Apilar arriba ${tag}`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await modalsGone(page);
    await expect.poll(() => raCardText(page, ra.b)).toContain(`Apilar arriba ${tag}`);
    await expect.poll(() => page.getByRole('group', { name: 'Bultos' }).textContent()).toContain('7');
    await settled(page);
    await snap(page, 'flujo-bodega-lista');

    const date = String.raw`\d{2}-\d{2}-\d{4}`;
    const warehouseList = await download(page, 'Lista bodega');
    expect(warehouseList.name).toMatch(new RegExp(`^Reporte lista carga \\(${code}\\) ${date}\\.xlsx$`));
    expect(warehouseList.head).toBe('PK');
    const valued = await download(page, 'Lista valorizada');
    expect(valued.name).toMatch(new RegExp(`^Reporte valorizado \\(${code}\\) ${date}\\.xlsx$`));
    expect(valued.head).toBe('PK');

    await closeList(
      page,
      { plate: 'BCDF34', trailer: 'LM5678', driver: 'Pedro Vera', prefix: '56', phone: '987654321' },
      'flujo-bodega-cierre-lista',
    );
    const listCard = await findLoadList(page, code);
    await expect.poll(() => listCard.textContent()).toContain('Cerrada');
    await settled(page);
    await snap(page, 'flujo-bodega-lista-cerrada');

    // (5) The operation, opened again from Operaciones, is closed from its wizard.
    const opCard = await findOperation(page, operation);
    await expect.poll(() => opCard.textContent()).toContain('ABIERTA');
    await opCard.getByRole('button', { name: `Editar operación ${operation}` }).click();
    await page.waitForURL('**/nuevo-ingreso/operacion');
    await expect.poll(() => field(page, 'Descripción').inputValue()).toBe(description);
    await expect.poll(() => next.isEnabled()).toBe(true);
    await next.click();
    await page.waitForURL('**/nuevo-ingreso/costo');
    await expect.poll(() => costCard.count()).toBe(1);
    await page.getByRole('button', { name: 'Cerrar operación' }).click();
    await page
      .getByRole('dialog', { name: 'Cerrar operación' })
      .getByRole('button', { name: 'Cerrar operación' })
      .click();
    await page.waitForURL('**/dashboard/operaciones');
    const closed = await findOperation(page, operation);
    await expect.poll(() => closed.textContent()).toContain('CERRADA');
    expect(await closed.getByRole('button', { name: `Editar operación ${operation}` }).count()).toBe(0);
    await settled(page);
    await snap(page, 'flujo-bodega-operacion-cerrada');
    await page.close();
  });
});
