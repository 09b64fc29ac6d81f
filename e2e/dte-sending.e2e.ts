import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, runTag } from './fixtures/api.ts';
import { paidAtCounter, useCollectionOn } from './fixtures/billing.ts';
import { bothSizes, usePages } from './fixtures/browser.ts';
import { choose, expectNotification } from './fixtures/mantine.ts';

// Issue 34, sending: a paid RA's boleta is issued, then in Finanzas / Documentos tributarios the batch of
// boletas is generated and its signed XML downloaded for the SII's web upload (this server does not send:
// the note says so), and the libro de ventas of the month downloads as an xlsx.

/** Clicks the button and answers the download's name and its bytes. */
async function downloaded(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

describe('Batches to the SII and the libro de ventas (issue 34)', () => {
  useCollectionOn();
  const pages = usePages();
  const tag = runTag();
  let folio = 0;

  beforeAll(async () => {
    const { token, nidra } = await paidAtCounter(tag);
    folio = (await api<{ nfolio: number }>(token, 'POST', '/Dte/Documento', { nidra })).nfolio;
  }, 120_000);

  it('generates the batch of boletas, downloads its XML and the month’s libro', {
    timeout: 120_000,
  }, async () => {
    const page = await pages.signedIn('admin');
    await page.goto('/dashboard/documentos-tributarios');
    const batches = page.getByRole('heading', { name: 'Envíos al SII' });
    await batches.waitFor();
    await page.getByText(/Descargue el envío y súbalo en www\.sii\.cl/).waitFor();
    await page.getByText(/Pendientes de envío — facturas y notas: \d+ · boletas: [1-9]\d*/).waitFor();
    await bothSizes(page, 'dte-envios');

    await page.getByRole('button', { name: 'Generar envío de boletas' }).click();
    await expectNotification(page, /Envío N° \d+ generado con \d+ documentos?/);
    const table = page.getByRole('table', { name: 'Envíos al SII' });
    const row = table.getByRole('row').nth(1);
    await row.getByText('Boletas', { exact: true }).waitFor();
    const nidenvio = Number(await row.getByRole('cell').first().textContent());
    expect(nidenvio).toBeGreaterThan(0);
    await row.getByText('Prueba', { exact: true }).waitFor();
    await row.getByText('Los documentos de prueba no se envían al SII').waitFor();
    expect(await row.getByRole('button', { name: 'Enviar al SII' }).count()).toBe(0);
    await page.getByText(/Pendientes de envío — facturas y notas: \d+ · boletas: 0$/).waitFor();

    const xml = await downloaded(page, `Descargar XML del envío ${nidenvio}`);
    expect(xml.name).toBe(`envio-boletas-${nidenvio}.xml`);
    const text = xml.bytes.toString('latin1');
    expect(text).toMatch(/^<\?xml version="1.0" encoding="ISO-8859-1"\?>\n<EnvioBOLETA /);
    expect(text).toContain(`<Folio>${folio}</Folio>`);

    // Nothing left of that class: the server says so in Spanish.
    await page.getByRole('button', { name: 'Generar envío de boletas' }).click();
    await page.getByRole('alert').filter({ hasText: 'No hay documentos pendientes de envío' }).waitFor();

    const now = new Date();
    const chile = now.toLocaleDateString('en-CA', { timeZone: 'America/Santiago' }).slice(0, 7);
    const [year, month] = chile.split('-').map(Number) as [number, number];
    await choose(page, 'Período', `${MONTHS[month - 1]} de ${year}`);
    const book = await downloaded(page, 'Descargar libro');
    expect(book.name).toBe(`libro-ventas-${chile}.xlsx`);
    expect(book.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    await bothSizes(page, 'dte-envios-generado');
    await page.close();
  });
});
