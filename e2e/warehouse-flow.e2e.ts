import { describe, expect, it } from 'vitest';
import { apiSignIn, runTag } from './fixtures/api.ts';
import { settled, snap, usePages } from './fixtures/browser.ts';
import { download, FILE_DAY } from './fixtures/files.ts';
import { raCardText } from './fixtures/lists.ts';
import { field, modalShown, modalsGone } from './fixtures/mantine.ts';
import { warehouseRa } from './fixtures/ra.ts';
import {
  addRas,
  closeList,
  closeOperation,
  commentRa,
  createLoadList,
  createOperation,
  findLoadList,
  findOperation,
} from './fixtures/warehouse-screens.ts';

// Issue 6's journey as bodega.scl: two RAs sent to the warehouse (BORIG) by the office; an operation
// made through the wizard screens with one cost; its sale summary; a load list of that operation with
// both RAs (one taken in part), a comment, both spreadsheets, closed with the truck's data; and the
// operation closed from its wizard.

describe('warehouse flow (bodega.scl)', () => {
  const pages = usePages();
  const tag = runTag();
  const ra = { a: 0, b: 0 };

  it('registers RAs, builds an operation and its load list, closes both', { timeout: 180_000 }, async () => {
    // (1) The office sends two RAs to the warehouse.
    const office = await apiSignIn('oficina.scl');
    ra.a = await warehouseRa(office, `Repuestos ${tag}`, 5);
    ra.b = await warehouseRa(office, `Ropa ${tag}`, 4);

    // (2) The warehouse makes an operation through the wizard.
    const page = await pages.signedIn('bodega.scl');
    const description = `Flujo ${tag}`;
    const operation = await createOperation(page, description, 'flujo-bodega-operacion');
    const next = page.getByRole('button', { name: 'Continuar' });

    await page.getByRole('button', { name: 'Agregar nuevo costo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar nuevo costo' });
    await field(dialog, 'Tipo de costo').click();
    await page.getByRole('option', { name: 'Flete', exact: true }).click();
    await field(dialog, 'Monto').fill('200000');
    await field(dialog, 'N° factura').fill('777');
    await dialog.getByText('Involucra venta').click();
    await field(dialog, 'Monto venta').fill('250000');
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

    await commentRa(page, ra.b, `Apilar arriba ${tag}`);
    await expect.poll(() => raCardText(page, ra.b)).toContain(`Apilar arriba ${tag}`);
    await expect.poll(() => page.getByRole('group', { name: 'Bultos' }).textContent()).toContain('7');
    await settled(page);
    await snap(page, 'flujo-bodega-lista');

    const warehouseList = await download(page, 'Lista bodega');
    expect(warehouseList.name).toMatch(new RegExp(`^Reporte lista carga \\(${code}\\) ${FILE_DAY}\\.xlsx$`));
    expect(warehouseList.head).toMatch(/^PK/);
    const valued = await download(page, 'Lista valorizada');
    expect(valued.name).toMatch(new RegExp(`^Reporte valorizado \\(${code}\\) ${FILE_DAY}\\.xlsx$`));
    expect(valued.head).toMatch(/^PK/);

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
    await closeOperation(page);
    const closed = await findOperation(page, operation);
    await expect.poll(() => closed.textContent()).toContain('CERRADA');
    expect(await closed.getByRole('button', { name: `Editar operación ${operation}` }).count()).toBe(0);
    await settled(page);
    await snap(page, 'flujo-bodega-operacion-cerrada');
    await page.close();
  });
});
