import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, runTag } from './api-helpers.ts';
import { launchBrowser, MOBILE, newPage, signIn, snap } from './browser.ts';

// Operaciones as bodega.scl: the wizard screens are not built yet, so the operation and its cost are
// made through the API; the list shows them, the edit button stores the operation, closing hides it.

async function settled(page: Page) {
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((a) => a.finished)));
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
});
