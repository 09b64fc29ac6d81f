import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  menuLink,
  noHorizontalOverflow,
  signIn,
} from './fixtures/browser.ts';
import { pdfText } from './fixtures/files.ts';
import { startServer } from './fixtures/server.ts';

// Issue 33 in Chromium: a cuenta corriente client's Estado de cuenta downloaded as PDF and xlsx, and
// Cuentas por cobrar with its chart and table. The suite's server keeps the demo money out (it counts
// the demo's RAs), so this file starts its own with it: Comercial Austral owes eight delivered RAs
// ($500.000), an abono (TRF-20431) paid the two oldest ($125.000), the saldo is $375.000.

const SHOTS = '/tmp/shots-billing';

describe('Estado de cuenta and Cuentas por cobrar (demo money)', () => {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startServer({ SEED_DEMO_MONEY: 'true' });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signedIn(username: string, viewport = DESKTOP): Promise<Page> {
    if (!browser || !server) throw new Error('the server and the browser start in beforeAll');
    const context = await browser.newContext({
      viewport,
      locale: 'es-CL',
      baseURL: server.baseUrl,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, username);
    return page;
  }

  async function downloaded(page: Page, button: string) {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button, exact: true }).click(),
    ]);
    return { name: file.suggestedFilename(), path: await file.path() };
  }

  it("downloads a client's statement as PDF and xlsx", async () => {
    const page = await signedIn('admin');
    await menuLink(page, 'Estado de cuenta').click();
    await page.waitForURL('**/dashboard/estado-cuenta');
    await page.getByRole('textbox', { name: 'Cliente' }).fill('Comercial');
    await page.getByRole('option', { name: /Comercial Austral/ }).click();

    const lines = page.getByRole('table', { name: 'RA del período' });
    await expect.poll(() => lines.locator('tbody tr').count(), { timeout: 15_000 }).toBe(8);
    // How many RAs the period holds, above its page of them (20 a page: one page here, no pager).
    await page.getByText('8 RA', { exact: true }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Páginas de RA del período' }).count()).toBe(0);
    const abonos = page.getByRole('table', { name: 'Abonos del período' });
    await expect.poll(() => abonos.locator('tbody tr').count()).toBe(1);
    await expect.poll(() => abonos.textContent()).toContain('TRF-20431');
    await expect.poll(() => page.getByText('$375.000').first().isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/estado-cuenta-1366.png`, fullPage: true });

    const pdf = await downloaded(page, 'Descargar PDF');
    expect(pdf.name).toMatch(/^estado-cuenta-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = pdfText(pdf.path);
    expect(text).toContain('Estado de cuenta');
    expect(text).toContain('Comercial Austral');
    expect(text).toContain('TRF-20431');
    // The figures in pairs: 'Abonos del período' $125.000 beside 'Saldo al cierre del período' $375.000.
    expect(text).toMatch(/ABONOS DEL PERÍODO\s+SALDO AL CIERRE DEL PERÍODO\s+\$125\.000\s+\$375\.000/);

    const xlsx = await downloaded(page, 'Exportar');
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync(xlsx.path) as unknown as ArrayBuffer);
    const values: unknown[] = [];
    for (const sheet of book.worksheets) {
      sheet.eachRow((row) => values.push(...(row.values as unknown[]).slice(1)));
    }
    expect(values.map(String).join('|')).toContain('Comercial Austral');
    expect(values).toContain('TRF-20431');
    expect(values).toContain(375000);

    await page.setViewportSize(MOBILE);
    await noHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}/estado-cuenta-390.png`, fullPage: true });
    await page.context().close();
  });

  it('shows Cuentas por cobrar with its chart by age and the table', async () => {
    for (const [size, viewport] of [
      ['1366', DESKTOP],
      ['390', MOBILE],
    ] as const) {
      const page = await signedIn('admin', viewport);
      await page.goto('/dashboard/cuentas-por-cobrar');
      const table = page.getByRole('table', { name: 'Cuentas por cobrar' });
      await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1);
      const row = await table.locator('tbody tr').first().textContent();
      expect(row).toContain('Comercial Austral');
      expect(row).toContain('$375.000');
      const chart = page.getByLabel('Saldo por antigüedad');
      await expect.poll(() => chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
      await noHorizontalOverflow(page);
      await page.screenshot({ path: `${SHOTS}/cuentas-por-cobrar-${size}.png`, fullPage: true });
      if (size === '1366') {
        const file = await downloaded(page, 'Exportar');
        expect(file.name).toMatch(/^cuentas-por-cobrar-\d{4}-\d{2}-\d{2}\.xlsx$/);
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(readFileSync(file.path) as unknown as ArrayBuffer);
        const cells: unknown[] = [];
        book.worksheets[0]?.eachRow((r) => cells.push(...(r.values as unknown[]).slice(1)));
        expect(cells.map(String).join('|')).toContain('Comercial Austral');
      }
      await page.context().close();
    }
  });

  it('shows the customer their own statement from Mis cargas, and nobody else’s', async () => {
    for (const [size, viewport] of [
      ['1366', DESKTOP],
      ['390', MOBILE],
    ] as const) {
      const page = await signedIn('cliente', viewport);
      await page.goto('/dashboard/cargas');
      await page.getByRole('link', { name: 'Estado de cuenta' }).first().click();
      await page.waitForURL('**/dashboard/cargas/estado-cuenta');
      // No client to pick: the statement is the customer's own (their RUT), with its figures and downloads.
      expect(await page.getByRole('textbox', { name: 'Cliente' }).count()).toBe(0);
      await page.getByRole('heading', { name: 'Comercial Austral SpA' }).waitFor({ timeout: 15_000 });
      // A table at a desk, one card per RA on a phone.
      const lines =
        size === '1366'
          ? page.getByRole('table', { name: 'RA del período' }).locator('tbody tr')
          : page.getByRole('list', { name: 'RA del período' }).getByRole('listitem');
      await expect.poll(() => lines.count()).toBe(8);
      await expect.poll(() => page.getByText('$375.000').first().isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Descargar PDF' }).waitFor();
      await noHorizontalOverflow(page);
      await page.screenshot({ path: `${SHOTS}/estado-cuenta-cliente-${size}.png`, fullPage: true });
      await page.context().close();
    }
  });
});
