import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { snap } from './browser.ts';
import { field } from './wizard-steps.ts';

// Driving the origin warehouse's screens by their labels (Operaciones' wizard, Lista de carga, Cierre de
// lista): shared by warehouse-flow.e2e.ts and ra-journey.e2e.ts.

export const raCard = (page: Page, nidra: number) => page.locator(`[aria-label="RA ${nidra}"]`);
export const raCardText = async (page: Page, nidra: number) =>
  (await raCard(page, nidra).textContent()) ?? '';

/** Waits for the running animations (a modal's, a select's) so that a screenshot shows the end state. */
export async function settled(page: Page) {
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((a) => a.finished)));
}

/** Picks the first option of a Mantine select matching the text or pattern. */
export async function pick(page: Page, label: string, option: string | RegExp) {
  await field(page, label).click();
  await page.getByRole('option', { name: option }).first().click();
}

export async function modalsGone(page: Page) {
  await expect.poll(() => page.locator('.mantine-Modal-content').count()).toBe(0);
}

export async function modalShown(page: Page) {
  const content = page.locator('.mantine-Modal-content').last();
  await expect.poll(() => content.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
}

/**
 * Operaciones → 'Crea nueva operación': a truck BDSCL → BDPUQ (Terrestre, LCL) with this description,
 * saved by 'Continuar'. Answers the operation's id, on the cost step.
 */
export async function createOperation(page: Page, description: string, snapAs?: string): Promise<number> {
  await page.goto('/dashboard/operaciones');
  await page.getByRole('button', { name: 'Crea nueva operación' }).click();
  await page.waitForURL('**/nuevo-ingreso/operacion');
  await field(page, 'Descripción').fill(description);
  expect(await field(page, 'Bodega origen').inputValue()).toMatch(/^BDSCL/);
  await pick(page, 'Bodega destino', /^BDPUQ/);
  await pick(page, 'Vía', 'Terrestre');
  await pick(page, 'Tipo de equipo', 'Camión');
  expect(await field(page, 'Vía').inputValue()).toBe('Terrestre');
  expect(await field(page, 'Modalidad').inputValue()).toMatch(/LCL|consolidada/i);
  if (snapAs) {
    await settled(page);
    await snap(page, snapAs);
  }
  const next = page.getByRole('button', { name: 'Continuar' });
  await expect.poll(() => next.isEnabled()).toBe(true);
  await next.click();
  await page.waitForURL('**/nuevo-ingreso/costo');
  const operation = Number(await page.evaluate(() => localStorage.getItem('opID')));
  expect(operation).toBeGreaterThan(0);
  return operation;
}

/** Lista de carga → 'Crea nueva lista' of the operation. Answers the list's code, on its (empty) detail. */
export async function createLoadList(page: Page, operation: number, description: string): Promise<string> {
  await page.goto('/dashboard/lista-carga');
  await page.getByRole('button', { name: 'Crea nueva lista' }).click();
  await page.waitForURL('**/nueva-lista/datos');
  await field(page, 'Operación').click();
  await page.getByRole('option', { name: `${operation} - ${description}`, exact: true }).click();
  await expect.poll(() => page.getByText('Carga consolidada (LCL)').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Crear lista' }).click();
  await page.waitForURL(/\/detalle\/lista-carga\/LC\d{6}$/);
  await expect.poll(() => page.getByText('No se encontraron RAs').isVisible()).toBe(true);
  return page.url().split('/').pop() ?? '';
}

/** On a list's detail: 'Agregar nuevo RA', each RA found by its number and ticked, then 'Agregar'. */
export async function addRas(page: Page, ids: number[]) {
  await page.getByRole('button', { name: 'Agregar nuevo RA' }).click();
  await modalShown(page);
  for (const id of ids) {
    await field(page, 'Número de RA').fill(String(id));
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('checkbox', { name: `Seleccionar RA ${id}` }).check();
  }
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  await modalsGone(page);
}

export interface Truck {
  plate: string;
  trailer: string;
  driver: string;
  prefix: string;
  phone: string;
}

/** On a list's detail: 'Cerrar lista', the truck's data on 'Cierre de lista', Confirmar → Lista de carga. */
export async function closeList(page: Page, truck: Truck, snapAs?: string) {
  await page.getByRole('button', { name: 'Cerrar lista' }).click();
  await page.waitForURL('**/detalle/cierre-lista-carga');
  const confirm = page.getByRole('button', { name: 'Confirmar' });
  await expect.poll(() => confirm.isVisible()).toBe(true);
  await field(page, 'Patente camión').fill(truck.plate);
  await field(page, 'Patente acoplado').fill(truck.trailer);
  await field(page, 'Nombre conductor').fill(truck.driver);
  await field(page, 'Prefijo').fill(truck.prefix);
  await field(page, 'Celular').fill(truck.phone);
  if (snapAs) {
    await settled(page);
    await snap(page, snapAs);
  }
  await expect.poll(() => confirm.isEnabled()).toBe(true);
  await confirm.click();
  await page.waitForURL('**/dashboard/lista-carga');
}

/** Lista de carga searched by the list's code: the list's card. */
export async function findLoadList(page: Page, code: string) {
  await field(page, 'Código lista').fill(code);
  await page.getByRole('button', { name: 'Buscar' }).click();
  return page.locator(`[aria-label="Lista ${code}"]`);
}
