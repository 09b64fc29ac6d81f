import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, createRa, runTag } from './api-helpers.ts';
import { launchBrowser, MOBILE, newPage, signIn, snap } from './browser.ts';

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const card = (page: Page, nidra: number) => page.locator(`[aria-label="RA ${nidra}"]`);
/** A card's label and value, as the card reads them (label and value are separate texts). */
const cardText = async (page: Page, nidra: number) => (await card(page, nidra).textContent()) ?? '';

async function modalsGone(page: Page) {
  await expect.poll(() => page.locator('.mantine-Modal-content').count()).toBe(0);
}

async function modalShown(page: Page) {
  const content = page.locator('.mantine-Modal-content').last();
  await expect.poll(() => content.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), head: readFileSync(saved).subarray(0, 2).toString('latin1') };
}

describe('load lists (bodega.scl)', () => {
  let browser: Browser;
  const tag = runTag();
  const ra = { a: 0, b: 0 };
  let operation = 0;
  let code = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const office = await apiSignIn('oficina.scl');
    const warehouse = await apiSignIn('bodega.scl');
    // Two RAs in the warehouse (BORIG), each with two lines of 2 boxes.
    ra.a = await createRa(office, { packages: 2, finish: 'BORIG', description: `Repuestos ${tag}` });
    ra.b = await createRa(office, { packages: 2, finish: 'BORIG', description: `Ropa ${tag}` });
    const created = await api<{ nidoperacion: number }>(warehouse, 'POST', '/Operation', {
      sdescripcion: `Camión ${tag}`,
      scodbodegaorigen: 'BDSCL',
      scodbodegadestino: 'BDPUQ',
      scodigovia: 'TER',
      scodtipoequipo: 'CAMION',
      scodmodalidadenvio: 'LCL',
      nidclientecargafull: 0,
      srutclientefull: '',
    });
    operation = created.nidoperacion;
  });
  afterAll(() => browser?.close());

  it('creates a list, adds two RAs, edits, comments, downloads and closes it', async () => {
    const page = await newPage(browser);
    await signIn(page, 'bodega.scl');
    await page.goto('/dashboard/lista-carga');
    await expect.poll(() => page.getByRole('button', { name: 'Crea nueva lista' }).isVisible()).toBe(true);
    await snap(page, 'lista-carga-desktop');

    await page.getByRole('button', { name: 'Crea nueva lista' }).click();
    await page.waitForURL('**/nueva-lista/datos');
    await expect.poll(() => page.getByText('Datos generales').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Seleccione una operación para continuar').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Crear lista' }).isDisabled()).toBe(true);
    await field(page, 'Operación').click();
    await page.getByRole('option', { name: `${operation} - Camión ${tag}`, exact: true }).click();
    await expect.poll(() => page.getByText('Carga consolidada (LCL)').isVisible()).toBe(true);
    await snap(page, 'nueva-lista-desktop');
    await page.getByRole('button', { name: 'Crear lista' }).click();
    await page.waitForURL(/\/detalle\/lista-carga\/LC\d{6}$/);
    code = page.url().split('/').pop() ?? '';
    await expect.poll(() => page.getByText('No se encontraron RAs').isVisible()).toBe(true);

    // Add both RAs: the RA number accepts digits only.
    await page.getByRole('button', { name: 'Agregar nuevo RA' }).click();
    await modalShown(page);
    await field(page, 'Número de RA').fill('12a');
    await expect.poll(() => page.getByText('Sólo se admiten números').isVisible()).toBe(true);
    for (const id of [ra.a, ra.b]) {
      await field(page, 'Número de RA').fill(String(id));
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      await page.getByRole('checkbox', { name: `Seleccionar RA ${id}` }).check();
    }
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await modalsGone(page);
    await expect.poll(() => cardText(page, ra.a)).toContain('Bultos ingresados4');
    await expect.poll(() => cardText(page, ra.b)).toContain('Bultos ingresados4');

    // One box less of RA a: its first line goes from 2 to 1.
    await page.getByRole('button', { name: `Editar bultos RA ${ra.a}` }).click();
    await modalShown(page);
    const quantity = page.getByRole('textbox', { name: /^Cantidad Caja/ }).first();
    await quantity.fill('9');
    await expect
      .poll(() => page.getByText('El valor no puede ser mayor a la suma de los dos totales').isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Confirmar' }).isDisabled()).toBe(true);
    await quantity.fill('1');
    await snap(page, 'lista-carga-bultos-desktop');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await modalsGone(page);
    await expect.poll(() => cardText(page, ra.a)).toContain('Bultos ingresados3');
    expect(await cardText(page, ra.a)).toContain('Bultos disponibles1');

    // A comment on RA b.
    await page.getByRole('button', { name: `Comentar RA ${ra.b}` }).click();
    await modalShown(page);
    await page.getByRole('textbox', { name: 'Observación' }).fill(`Frágil ${tag}`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await modalsGone(page);
    await expect.poll(() => cardText(page, ra.b)).toContain(`Frágil ${tag}`);
    await expect.poll(() => page.getByRole('group', { name: 'Bultos' }).textContent()).toContain('7');
    await snap(page, 'lista-carga-detalle-desktop');

    const valued = await download(page, 'Lista valorizada');
    expect(valued.name).toMatch(new RegExp(`^Reporte valorizado \\(${code}\\) \\d{2}-\\d{2}-\\d{4}\\.xlsx$`));
    expect(valued.head).toBe('PK');
    const warehouseList = await download(page, 'Lista bodega');
    expect(warehouseList.name).toMatch(
      new RegExp(`^Reporte lista carga \\(${code}\\) \\d{2}-\\d{2}-\\d{4}\\.xlsx$`),
    );
    expect(warehouseList.head).toBe('PK');

    // Close with the truck's data.
    await page.getByRole('button', { name: 'Cerrar lista' }).click();
    await page.waitForURL('**/detalle/cierre-lista-carga');
    const confirm = page.getByRole('button', { name: 'Confirmar' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(await confirm.isDisabled()).toBe(true);
    await field(page, 'Patente camión').fill('ABCD12');
    await field(page, 'Patente camión').fill('');
    await expect.poll(() => page.getByText('La patente es obligatoria').isVisible()).toBe(true);
    await field(page, 'Patente camión').fill('ABCD12');
    await field(page, 'Patente acoplado').fill('JK3456');
    await field(page, 'Nombre conductor').fill('Juan Soto');
    await field(page, 'Prefijo').fill('56');
    await field(page, 'Celular').fill('912345678');
    await snap(page, 'cierre-lista-desktop');
    await confirm.click();
    await page.waitForURL('**/dashboard/lista-carga');
    await field(page, 'Código lista').fill(code);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.locator(`[aria-label="Lista ${code}"]`).textContent()).toContain('Cerrada');
    await page.close();
  });

  it('shows the closed list read-only at 390 px without overflow', async () => {
    const page = await newPage(browser, MOBILE);
    await signIn(page, 'bodega.scl');
    await page.goto('/dashboard/lista-carga');
    await expect.poll(() => page.getByRole('button', { name: 'Crea nueva lista' }).isVisible()).toBe(true);
    await noHorizontalOverflow(page);
    await snap(page, 'lista-carga-mobile');
    await page.goto(`/detalle/lista-carga/${code}`);
    await expect.poll(() => cardText(page, ra.b)).toContain(`Frágil ${tag}`);
    expect(await page.getByRole('button', { name: 'Agregar nuevo RA' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Cerrar lista' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: `Comentar RA ${ra.b}` }).count()).toBe(0);
    await noHorizontalOverflow(page);
    await snap(page, 'lista-carga-detalle-mobile');
    await page.getByRole('button', { name: `Ver bultos RA ${ra.a}` }).click();
    await modalShown(page);
    expect(await page.getByRole('button', { name: 'Confirmar' }).count()).toBe(0);
    await snap(page, 'lista-carga-bultos-mobile');
    await page.close();
  });
});
