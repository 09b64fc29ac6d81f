import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { snap } from './browser.ts';

// Driving the new-cargo wizard (/pasos) by its labels: shared by wizard.e2e.ts and ra-journey.e2e.ts.

export const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Mantine hides the switch's input: the user clicks its visible label. */
export async function toggle(page: Page, label: string) {
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
}

/** Full-page shots with the shell's fixed bars look right only from the top. */
export async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** Opens a Mantine select by its label and picks an option by its text. */
export async function choose(page: Page, label: string, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => field(page, label).inputValue()).toBe(option);
}

/** 'Continuar' to the next step, once that step has read its data. */
export async function continueTo(page: Page, step: number, title: string) {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(`**/pasos/paso-${step}`);
  await page
    .getByRole('heading', { name: title })
    .or(page.getByText(`Paso ${step} de 7 · ${title}`))
    .waitFor();
  await page.getByText('Cargando información...').waitFor({ state: 'hidden' });
}

/** Step 5: one package line (quantity, weight, height, length, width) with its reference. */
export async function addPackage(
  page: Page,
  type: string,
  values: [string, string, string, string, string],
  ref = '',
) {
  await choose(page, 'Tipo de bulto', type);
  const labels = ['Cantidad', 'Peso (kg)', 'Alto (cm)', 'Largo (cm)', 'Ancho (cm)'];
  for (const [i, label] of labels.entries()) await field(page, label).fill(values[i]);
  await field(page, 'Referencia').fill(ref);
  await page.getByRole('button', { name: 'Agregar' }).click();
}
