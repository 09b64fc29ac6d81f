import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMPORT_LABELS_NAME, IMPORT_TEMPLATE_NAME } from '@carga/domain';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshRut, runTag } from './fixtures/api.ts';
import {
  DESKTOP,
  MOBILE,
  menuLink,
  noHorizontalOverflow,
  settled,
  shot,
  usePages,
} from './fixtures/browser.ts';

// Importing RAs from a spreadsheet (issue 17): an office user downloads the template, fills it (here with
// ExcelJS) with one bad row, sees the report name that row and column, fixes it, imports, and prints the
// labels of every RA created in one PDF.

const shotsDir = process.env.IMPORT_SHOTS ?? path.join(tmpdir(), 'shots-import');
const workDir = path.join(tmpdir(), `import-e2e-${process.pid}`);

/** Fills the template's 'RA' sheet by header: two RAs, the second with a sender RUT that `rut` sets. */
async function fillTemplate(template: Buffer, tag: string, senderRut: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('RA');
  if (!sheet) throw new Error('the template has no RA sheet');
  const headers = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const ra = {
    'Oficina origen': 'OFISCL',
    'Nombre remitente': `Importadora ${tag}`,
    'RUT destinatario': freshRut(),
    'Nombre destinatario': `Destino ${tag}`,
    'Bodega origen': 'BDSCL',
    'Bodega destino': 'BDPUQ',
    'Oficina destino': 'OFIPUQ',
    'Tipo de carga': 'GENERAL',
    'Descripción de la carga': 'Repuestos',
  };
  const rows: Array<Record<string, string | number>> = [
    {
      Grupo: 'A',
      ...ra,
      'RUT remitente': '76086428-5',
      'Tipo de bulto': 'CAJA',
      Cantidad: 2,
      'Peso kg': 10,
      'Largo cm': 40,
      'Ancho cm': 30,
      'Alto cm': 20,
      'Referencia del bulto': `Cajas ${tag}`,
    },
    {
      Grupo: 'A',
      'Tipo de bulto': 'PALLET',
      Cantidad: 1,
      'Peso kg': 200,
      'Largo cm': 120,
      'Ancho cm': 100,
      'Alto cm': 100,
    },
    {
      Grupo: 'B',
      ...ra,
      'RUT remitente': senderRut,
      'Tipo de bulto': 'CAJA',
      Cantidad: 1,
      'Peso kg': 5,
      'Largo cm': 30,
      'Ancho cm': 30,
      'Alto cm': 30,
    },
  ];
  rows.forEach((row, i) => {
    const excelRow = sheet.getRow(i + 2);
    for (const [header, value] of Object.entries(row))
      excelRow.getCell(headers.indexOf(header)).value = value;
  });
  const file = path.join(workDir, `carga-${senderRut}.xlsx`);
  writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));
  return file;
}

async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: file.suggestedFilename(), path: await file.path() };
}

async function pictures(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  await settled(page);
  await shot(page, name);
  await page.screenshot({ path: path.join(shotsDir, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(MOBILE);
  await noHorizontalOverflow(page);
  await settled(page);
  await page.screenshot({ path: path.join(shotsDir, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 860 });
}

describe('importing RAs from a spreadsheet (oficina.scl)', () => {
  const pages = usePages();
  const tag = runTag();

  it('reports the bad row, imports the fixed file and prints every label', async () => {
    mkdirSync(workDir, { recursive: true });
    const page = await pages.signedIn('oficina.scl', { width: 1280, height: 860 });
    await menuLink(page, 'Importar RA').click();
    await page.getByRole('heading', { name: 'Importar RA' }).waitFor();

    const template = await download(page, 'Descargar plantilla');
    expect(template.name).toBe(IMPORT_TEMPLATE_NAME);
    const bad = await fillTemplate(readFileSync(template.path), tag, '76086428-0');

    await page.locator('input[type=file]').setInputFiles(bad);
    await page.getByRole('button', { name: 'Revisar planilla' }).click();
    const issues = page.getByRole('table', { name: 'Errores de la planilla' });
    await issues.waitFor();
    const row = issues.getByRole('row').nth(1);
    await expect
      .poll(() => row.getByRole('cell').allInnerTexts())
      .toEqual(['4', 'RUT remitente', expect.stringMatching(/RUT|verificador/i)]);
    expect(await issues.getByRole('row').count()).toBe(2);
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/Una fila tiene errores/);
    await pictures(page, 'importar-ra-errores');

    // Fixed: a valid RUT on row 4, and to the warehouse.
    const good = await fillTemplate(readFileSync(template.path), tag, freshRut());
    await page.locator('input[type=file]').setInputFiles(good);
    await page.locator('label', { hasText: 'Enviar a bodega' }).click();
    await page.getByRole('button', { name: 'Revisar planilla' }).click();
    const planned = page.getByRole('table', { name: 'RA a crear' });
    await planned.waitFor();
    expect(await planned.getByRole('row').count()).toBe(3);
    // The destination office by its name beside the file's code (issue 29).
    await expect.poll(() => planned.locator('tbody').textContent()).toContain('Punta Arenas (OFIPUQ)');
    await pictures(page, 'importar-ra-resumen');

    await page.getByRole('button', { name: 'Confirmar importación' }).click();
    const created = page.getByRole('table', { name: 'RA creados' });
    await created.waitFor();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toMatch(/Se crearon 2 RA, en la bodega de origen/);
    const ids = (await created.locator('tbody tr td:first-child').allInnerTexts()).map((t) =>
      Number(t.trim()),
    );
    expect(ids.every((id) => id > 0)).toBe(true);
    await pictures(page, 'importar-ra-creados');

    const labels = await download(page, 'Imprimir etiquetas');
    expect(labels.name).toBe(IMPORT_LABELS_NAME);
    const text = execFileSync('pdftotext', ['-layout', labels.path, '-'], { encoding: 'utf8' });
    for (const id of ids) expect(text).toContain(String(id));
    expect(execFileSync('pdfinfo', [labels.path], { encoding: 'utf8' })).toMatch(/Pages:\s+4/);
  });

  it('warns that the same rows in a new file were imported, naming their RAs, and imports them when asked', async () => {
    mkdirSync(workDir, { recursive: true });
    const page = await pages.signedIn('oficina.scl', DESKTOP);
    await menuLink(page, 'Importar RA').click();
    await page.getByRole('heading', { name: 'Importar RA' }).waitFor();
    const template = await download(page, 'Descargar plantilla');
    const first = await fillTemplate(readFileSync(template.path), `${tag}r`, freshRut());

    const importFile = async (file: string) => {
      await page.locator('input[type=file]').setInputFiles(file);
      await page.getByRole('button', { name: 'Revisar planilla' }).click();
      await page.getByRole('table', { name: 'RA a crear' }).waitFor();
      await page.getByRole('button', { name: 'Confirmar importación' }).click();
    };
    const createdIds = async () => {
      const created = page.getByRole('table', { name: 'RA creados' });
      await created.waitFor();
      return (await created.locator('tbody tr td:first-child').allInnerTexts()).map((t) => Number(t.trim()));
    };
    await importFile(first);
    const [a, b] = (await createdIds()) as [number, number];
    await page.getByRole('button', { name: 'Importar otra planilla' }).click();

    // The same rows saved as another file: other group names, the recipient in capitals.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(first);
    const sheet = workbook.getWorksheet('RA');
    if (!sheet) throw new Error('no RA sheet');
    const headers = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
    for (const fila of [2, 3, 4]) {
      const row = sheet.getRow(fila);
      const group = row.getCell(headers.indexOf('Grupo'));
      group.value = group.value === 'A' ? 'Primero' : 'Segundo';
      const recipient = row.getCell(headers.indexOf('Nombre destinatario'));
      if (recipient.value) recipient.value = String(recipient.value).toUpperCase();
    }
    const second = path.join(workDir, `otra-vez-${tag}.xlsx`);
    await workbook.xlsx.writeFile(second);
    await importFile(second);

    const warning = page.getByRole('alert').filter({ hasText: '¿Importar otra vez?' });
    await warning.waitFor();
    const ra = (id: number) => `RA-${String(id).padStart(6, '0')}`;
    await expect
      // The screen keeps 'RA-000123' on one line with a non-breaking hyphen.
      .poll(async () => (await warning.textContent())?.replaceAll('\u2011', '-'))
      .toContain(
        `Estas filas ya se importaron en las últimas 24 horas: fila 2 → ${ra(a)}, fila 3 → ${ra(a)}, fila 4 → ${ra(b)}`,
      );
    expect(await page.getByRole('table', { name: 'RA creados' }).count()).toBe(0);
    mkdirSync(shotsDir, { recursive: true });
    await settled(page);
    await page.screenshot({ path: path.join(shotsDir, 'importar-ra-repetidas-1366.png'), fullPage: true });
    await page.setViewportSize(MOBILE);
    await noHorizontalOverflow(page);
    await warning.scrollIntoViewIfNeeded();
    await settled(page);
    await page.screenshot({ path: path.join(shotsDir, 'importar-ra-repetidas-390.png') });
    await page.setViewportSize(DESKTOP);

    await warning.getByRole('button', { name: 'Importar de todas formas' }).click();
    const again = await createdIds();
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/Se crearon 2 RA/);
    expect(again).toHaveLength(2);
    expect(again.every((id) => id > b)).toBe(true);
  });
});
