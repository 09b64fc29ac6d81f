import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, freshRut, runTag } from './fixtures/api.ts';
import { MOBILE, menuLink, noHorizontalOverflow, usePages } from './fixtures/browser.ts';
import { expectListed, listedRas, search } from './fixtures/lists.ts';
import { createRa, DEMO } from './fixtures/ra.ts';

// 'Exportar' (issue 17): the list's applied filters, every page, as an .xlsx read back with ExcelJS.

const SHOTS = '/tmp/shots-export';
const DESKTOP_1280 = { width: 1280, height: 860 };

/** Clicks 'Exportar' and answers the file's name and its first column (the RA numbers). */
async function exportList(page: Page) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar', exact: true }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await file.path()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the export has no sheet');
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const first: unknown[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) first.push(row.getCell(1).value);
  });
  return { name: file.suggestedFilename(), header, first, sheet };
}

describe("'Exportar' on the lists", () => {
  const pages = usePages();
  const tag = runTag();
  const sender = `Exporta ${tag}`;
  const ras: number[] = [];
  let own = 0;

  beforeAll(async () => {
    const token = await apiSignIn('oficina.scl');
    // Twelve RAs of one sender: two pages of the list, one file.
    for (let i = 0; i < 12; i++) {
      ras.unshift(await createRa(token, { sender: { rut: freshRut(), name: sender }, onlyStepOne: true }));
    }
    own = await createRa(token, {
      sender: DEMO.comercialAustral,
      recipient: DEMO.losAndes,
      onlyStepOne: true,
    });
  }, 120_000);

  it('exports every page of the filtered Recepciones, showing progress meanwhile', async () => {
    const page = await pages.signedIn('oficina.scl', DESKTOP_1280);
    await page.goto('/dashboard/recepciones');
    await page.getByRole('table', { name: 'Recepciones' }).waitFor();
    await search(page, { Remitente: sender });
    await expectListed(page, 'Recepciones', ras.slice(0, 10));
    await page.screenshot({ path: `${SHOTS}/recepciones-1280.png`, fullPage: true });

    // Held back a moment, the export shows its progress and the button waits.
    await page.route('**/api/Shipment/Receptions/List/Exportar**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const exported = exportList(page);
    await page
      .getByRole('status')
      .getByText(/Exportando/)
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/recepciones-exportando-1280.png` });
    const file = await exported;
    expect(file.name).toMatch(/^recepciones-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(file.header.slice(0, 3)).toEqual(['RA', 'Fecha', 'Remitente']);
    expect(file.first).toEqual(ras);
    expect(file.sheet.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    await expect.poll(() => page.getByRole('status').count()).toBe(0);
    await page.close();
  });

  it('exports only the customer’s own cargo from Mis cargas', async () => {
    const page = await pages.signedIn('cliente');
    await menuLink(page, 'Mis cargas').click();
    await page.getByRole('heading', { name: 'Mis cargas' }).waitFor();
    await expect.poll(() => listedRas(page, 'Mis cargas')).toContain(own);
    const file = await exportList(page);
    expect(file.name).toMatch(/^mis-cargas-/);
    expect(file.first).toContain(own);
    for (const ra of ras) expect(file.first).not.toContain(ra);
    await page.close();
  });

  it('keeps the phone layout with the button', async () => {
    const page = await pages.signedIn('oficina.scl', MOBILE);
    await page.goto(`/dashboard/recepciones?idRemitente=${encodeURIComponent(sender)}`);
    await page.getByRole('button', { name: 'Exportar', exact: true }).waitFor();
    await noHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}/recepciones-390.png`, fullPage: true });
    const file = await exportList(page);
    expect(file.first).toEqual(ras);
    await page.close();
  });
});
