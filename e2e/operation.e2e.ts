import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, runTag } from './api-helpers.ts';
import { launchBrowser, MOBILE, newPage, signIn, snap } from './browser.ts';

// Operaciones as bodega.scl: an operation and its cost made through the API show in the list, the edit
// button stores the operation, closing hides it; then a second operation goes through the wizard
// screens (operación, costo, venta) and is closed from them.

async function settled(page: Page) {
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((a) => a.finished)));
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function findOperation(page: Page, id: number) {
  await page.goto('/dashboard/operaciones');
  await page.getByRole('textbox', { name: 'Código operación', exact: true }).fill(String(id));
  await page.getByRole('button', { name: 'Buscar' }).click();
  return page.getByLabel(`OP ${id}`, { exact: true });
}

describe('Operaciones (bodega.scl)', () => {
  let browser: Browser;
  let token: string;
  let id: number;
  const tag = runTag();

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await apiSignIn('bodega.scl');
    ({ nidoperacion: id } = await api<{ nidoperacion: number }>(token, 'POST', '/Operation', {
      sdescripcion: `Camión ${tag}`,
      scodbodegaorigen: 'BDSCL',
      scodbodegadestino: 'BDPUQ',
      scodigovia: 'TER',
      scodtipoequipo: 'CAMION',
      scodmodalidadenvio: 'LCL',
    }));
    await api(token, 'POST', '/Operation/Cost', {
      nidoperacion: id,
      scodtipocosto: 'FLETE',
      nmontocosto: '150000',
      snumfactura: '123',
      scodtipoasignacion: 'OPE',
      sindinvolucraventa: 'S',
      nmontoventa: '180000',
    });
  });
  afterAll(() => browser?.close());

  it('lists the operation with its cost and sale, opens it for editing, and hides editing once closed', async () => {
    const page = await newPage(browser);
    await signIn(page, 'bodega.scl');
    const card = await findOperation(page, id);
    await expect.poll(() => card.isVisible()).toBe(true);
    const text = await card.innerText();
    expect(text).toContain('BDSCL -> BDPUQ');
    expect(text).toContain('ABIERTA');
    expect(text).toContain('$150.000');
    expect(text).toContain('$180.000');
    expect(text).toContain('Terrestre');
    await settled(page);
    await snap(page, 'operations-desktop');

    const summary = await api<{ resumen: { totalVenta: number; totalCosto: number; profit: number } }>(
      token,
      'GET',
      `/Operation/Sale/${id}?getSummary=true`,
    );
    expect(summary.resumen).toMatchObject({ totalVenta: 180_000, totalCosto: 150_000, profit: 30_000 });

    await card.getByRole('button', { name: `Editar operación ${id}` }).click();
    await page.waitForURL('**/nuevo-ingreso/operacion');
    expect(await page.evaluate(() => localStorage.getItem('opID'))).toBe(String(id));
    expect(await page.evaluate(() => localStorage.getItem('operationStatus'))).toBe('ABIERTA');

    await api(token, 'PUT', `/Operation/Close/${id}`);
    const closed = await findOperation(page, id);
    await expect.poll(() => closed.innerText()).toContain('CERRADA');
    expect(await closed.getByRole('button', { name: `Editar operación ${id}` }).count()).toBe(0);

    await page.getByRole('textbox', { name: 'Código operación', exact: true }).fill('12a');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByText('Sólo se admiten números').isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Código operación', exact: true }).fill('999999');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByText('No se encontraron operaciones').isVisible()).toBe(true);
  });

  it('shows the cards at 390 px without horizontal scrolling', async () => {
    const page = await newPage(browser, MOBILE);
    await signIn(page, 'bodega.scl');
    // On a phone the filters fold behind a button; the list's filters live in the address anyway.
    await page.goto(`/dashboard/operaciones?id=${id}`);
    const card = page.getByLabel(`OP ${id}`, { exact: true });
    await expect.poll(() => card.isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await settled(page);
    await snap(page, 'operations-mobile');
  });

  it('creates an operation through the wizard, adds a cost, shows the sale and closes it', async () => {
    const page = await newPage(browser);
    await signIn(page, 'bodega.scl');
    await page.goto('/dashboard/operaciones');
    await page.getByRole('button', { name: 'Crea nueva operación' }).click();
    await page.waitForURL('**/nuevo-ingreso/operacion');

    const description = page.getByRole('textbox', { name: 'Descripción', exact: true });
    await description.fill('x'.repeat(101));
    await expect
      .poll(() => page.getByText('La descripción no debe tener más de 100 caracteres').isVisible())
      .toBe(true);
    const next = page.getByRole('button', { name: 'Continuar' });
    expect(await next.isDisabled()).toBe(true);
    await description.fill(`Wizard ${tag}`);
    expect(await page.getByRole('textbox', { name: 'Bodega origen', exact: true }).inputValue()).toMatch(
      /^BDSCL/,
    );
    await choose(page, 'Bodega destino', /^BDPUQ/);
    // Choosing the equipment sets the vía.
    await choose(page, 'Tipo de equipo', 'Camión');
    expect(await page.getByRole('textbox', { name: 'Vía', exact: true }).inputValue()).toBe('Terrestre');
    expect(
      await page.getByRole('textbox', { name: 'Rut cliente carga full', exact: true }).isDisabled(),
    ).toBe(true);
    await settled(page);
    await snap(page, 'operation-wizard-step1-desktop');
    await expect.poll(() => next.isEnabled()).toBe(true);
    await next.click();
    await page.waitForURL('**/nuevo-ingreso/costo');
    const opId = Number(await page.evaluate(() => localStorage.getItem('opID')));
    expect(opId).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('operationStatus'))).toBe('ABIERTA');

    await page.getByRole('button', { name: 'Agregar nuevo costo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar nuevo costo' });
    await dialog.getByRole('textbox', { name: 'Tipo de costo', exact: true }).click();
    await page.getByRole('option', { name: 'Flete', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Monto', exact: true }).fill('12a');
    await expect.poll(() => dialog.getByText('Sólo se admiten números').isVisible()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Monto', exact: true }).fill('100000');
    await dialog.getByRole('textbox', { name: 'N° factura', exact: true }).fill('555');
    expect(await dialog.getByRole('textbox', { name: 'N° RA', exact: true }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('textbox', { name: 'Monto venta', exact: true }).isDisabled()).toBe(true);
    await dialog.getByText('Involucra venta').click();
    await dialog.getByRole('textbox', { name: 'Monto venta', exact: true }).fill('130000');
    await settled(page);
    await snap(page, 'operation-wizard-cost-modal-desktop');
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const costCard = page.getByRole('group', { name: /^Costo \d+$/ });
    await expect.poll(() => costCard.count()).toBe(1);
    expect(await costCard.innerText()).toContain('$100.000');
    const summary = page.getByLabel('Resumen de la operación');
    await expect.poll(() => summary.innerText()).toContain('$30.000');
    await settled(page);
    await snap(page, 'operation-wizard-cost-desktop');

    await page.setViewportSize(MOBILE);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await settled(page);
    await snap(page, 'operation-wizard-cost-mobile');
    await page.setViewportSize({ width: 1366, height: 860 });

    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL('**/nuevo-ingreso/venta');
    await expect.poll(() => page.getByLabel('Resumen de la operación').innerText()).toContain('$130.000');
    await settled(page);
    await snap(page, 'operation-wizard-sale-desktop');
    await page.setViewportSize(MOBILE);
    await settled(page);
    await snap(page, 'operation-wizard-sale-mobile');
    await page.setViewportSize({ width: 1366, height: 860 });

    await page.getByRole('button', { name: 'Cerrar operación' }).click();
    await page
      .getByRole('dialog', { name: 'Cerrar operación' })
      .getByRole('button', { name: 'Cerrar operación' })
      .click();
    await page.waitForURL('**/dashboard/operaciones');
    expect(await page.evaluate(() => localStorage.getItem('opID'))).toBeNull();
    const closed = await findOperation(page, opId);
    await expect.poll(() => closed.innerText()).toContain('CERRADA');
  });

  it('shows the first step at 390 px with the fields stacked', async () => {
    const page = await newPage(browser, MOBILE);
    await signIn(page, 'bodega.scl');
    await page.goto('/nuevo-ingreso/operacion');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Descripción', exact: true }).isVisible())
      .toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await settled(page);
    await snap(page, 'operation-wizard-step1-mobile');
  });
});
