import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, runTag } from './fixtures/api.ts';
import { DESKTOP, MOBILE, noHorizontalOverflow, settled, snap, usePages } from './fixtures/browser.ts';
import { expectNotification, field, pick } from './fixtures/mantine.ts';
import { createTruckOperation } from './fixtures/warehouse-data.ts';
import { closeOperation, findOperation } from './fixtures/warehouse-screens.ts';

// Operaciones as bodega.scl: an operation and its cost made through the API show in the list, the edit
// button stores the operation, closing hides it; then a second operation goes through the wizard
// screens (operación, costo, venta) and is closed from them.

describe('Operaciones (bodega.scl)', () => {
  const pages = usePages();
  let token: string;
  let id: number;
  const tag = runTag();

  beforeAll(async () => {
    token = await apiSignIn('bodega.scl');
    id = await createTruckOperation(token, `Camión ${tag}`);
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

  it('lists the operation with its cost and sale, opens it for editing, and hides editing once closed', async () => {
    const page = await pages.signedIn('bodega.scl');
    const card = await findOperation(page, id);
    await expect.poll(() => card.isVisible()).toBe(true);
    const text = await card.textContent();
    expect(text).toContain('Bodega Santiago (BDSCL) → Bodega Punta Arenas (BDPUQ)');
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
    await expect.poll(() => closed.textContent()).toContain('CERRADA');
    expect(await closed.getByRole('button', { name: `Editar operación ${id}` }).count()).toBe(0);

    await field(page, 'Código operación').fill('12a');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByText('Sólo se admiten números').isVisible()).toBe(true);
    await field(page, 'Código operación').fill('999999');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByText('No se encontraron operaciones').isVisible()).toBe(true);
  });

  it('shows the cards at 390 px without horizontal scrolling', async () => {
    const page = await pages.signedIn('bodega.scl', MOBILE);
    // On a phone the filters fold behind a button; the list's filters live in the address anyway.
    await page.goto(`/dashboard/operaciones?id=${id}`);
    const card = page.getByLabel(`OP ${id}`, { exact: true });
    await expect.poll(() => card.isVisible()).toBe(true);
    await noHorizontalOverflow(page);
    await settled(page);
    await snap(page, 'operations-mobile');
  });

  it('creates an operation through the wizard, adds a cost, shows the sale and closes it', async () => {
    const page = await pages.signedIn('bodega.scl');
    await page.goto('/dashboard/operaciones');
    await page.getByRole('button', { name: 'Crea nueva operación' }).click();
    await page.waitForURL('**/nuevo-ingreso/operacion');

    const description = field(page, 'Descripción');
    await description.fill('x'.repeat(101));
    await expect
      .poll(() => page.getByText('La descripción no debe tener más de 100 caracteres').isVisible())
      .toBe(true);
    const next = page.getByRole('button', { name: 'Continuar' });
    expect(await next.isDisabled()).toBe(true);
    await description.fill(`Wizard ${tag}`);
    expect(await field(page, 'Bodega origen').inputValue()).toBe('Bodega Santiago (BDSCL)');
    await pick(page, 'Bodega destino', 'Bodega Punta Arenas (BDPUQ)');
    // Choosing the equipment sets the vía.
    await pick(page, 'Tipo de equipo', 'Camión');
    expect(await field(page, 'Vía').inputValue()).toBe('Terrestre');
    expect(await field(page, 'Rut cliente carga full').isDisabled()).toBe(true);
    await settled(page);
    await snap(page, 'operation-wizard-step1-desktop');
    await expect.poll(() => next.isEnabled()).toBe(true);
    await next.click();
    await page.waitForURL('**/nuevo-ingreso/costo');
    const opId = Number(await page.evaluate(() => localStorage.getItem('opID')));
    expect(opId).toBeGreaterThan(0);
    await expectNotification(page, `Operación ${opId} creada`);
    expect(await page.evaluate(() => localStorage.getItem('operationStatus'))).toBe('ABIERTA');

    await page.getByRole('button', { name: 'Agregar nuevo costo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar nuevo costo' });
    await field(dialog, 'Tipo de costo').click();
    await page.getByRole('option', { name: 'Flete', exact: true }).click();
    await field(dialog, 'Monto').fill('12a');
    await expect.poll(() => dialog.getByText('Sólo se admiten números').isVisible()).toBe(true);
    await field(dialog, 'Monto').fill('100000');
    await field(dialog, 'N° factura').fill('555');
    // The invoice date: the product's dd/MM/yyyy picker with a Spanish calendar, whatever the browser's locale.
    const invoiceDate = field(dialog, 'Fecha factura');
    expect(await invoiceDate.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await invoiceDate.fill('03/11/2026');
    await invoiceDate.click();
    await page.getByRole('button', { name: /^noviembre 2026$/i }).waitFor();
    await snap(page, 'operation-wizard-cost-date-picker-desktop', { fullPage: false });
    // Leaving the field closes the calendar and keeps the date.
    await field(dialog, 'N° factura').click();
    await page.getByRole('button', { name: /^noviembre 2026$/i }).waitFor({ state: 'hidden' });
    expect(await invoiceDate.inputValue()).toBe('03/11/2026');
    expect(await field(dialog, 'N° RA').isDisabled()).toBe(true);
    expect(await field(dialog, 'Monto venta').isDisabled()).toBe(true);
    await dialog.getByText('Involucra venta').click();
    await field(dialog, 'Monto venta').fill('130000');
    await settled(page);
    await snap(page, 'operation-wizard-cost-modal-desktop');
    await page.setViewportSize(MOBILE);
    await settled(page);
    await snap(page, 'operation-wizard-cost-modal-mobile', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expectNotification(page, 'Costo agregado');

    const costCard = page.getByRole('group', { name: /^Costo \d+$/ });
    await expect.poll(() => costCard.count()).toBe(1);
    expect(await costCard.textContent()).toContain('$100.000');
    expect(await costCard.textContent()).toContain('03/11/2026');
    const summary = page.getByLabel('Resumen de la operación');
    await expect.poll(() => summary.textContent()).toContain('$30.000');
    await settled(page);
    await snap(page, 'operation-wizard-cost-desktop');

    await page.setViewportSize(MOBILE);
    await noHorizontalOverflow(page);
    await settled(page);
    await snap(page, 'operation-wizard-cost-mobile');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL('**/nuevo-ingreso/venta');
    await expect.poll(() => page.getByLabel('Resumen de la operación').textContent()).toContain('$130.000');
    await settled(page);
    await snap(page, 'operation-wizard-sale-desktop');
    await page.setViewportSize(MOBILE);
    await settled(page);
    await snap(page, 'operation-wizard-sale-mobile');
    await page.setViewportSize(DESKTOP);

    await closeOperation(page);
    expect(await page.evaluate(() => localStorage.getItem('opID'))).toBeNull();
    const closed = await findOperation(page, opId);
    await expect.poll(() => closed.textContent()).toContain('CERRADA');
  });

  it('shows the first step at 390 px with the fields stacked', async () => {
    const page = await pages.signedIn('bodega.scl', MOBILE);
    await page.goto('/nuevo-ingreso/operacion');
    await expect.poll(() => field(page, 'Descripción').isVisible()).toBe(true);
    await noHorizontalOverflow(page);
    await settled(page);
    await snap(page, 'operation-wizard-step1-mobile');
  });
});
