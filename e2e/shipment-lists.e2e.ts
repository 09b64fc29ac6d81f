import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, freshDocumentId, freshRut, runTag } from './fixtures/api.ts';
import { eventually, MOBILE, noHorizontalOverflow, snap, usePages } from './fixtures/browser.ts';
import { download, FILE_DAY, PIXEL_PNG, pixelFile } from './fixtures/files.ts';
import { listedRas } from './fixtures/lists.ts';
import { choose, field, modalShown, modalsGone } from './fixtures/mantine.ts';
import { createRa } from './fixtures/ra.ts';

// Recepciones, Captura de imágenes, Preparación and Consulta RA as office and warehouse users: the
// filters, the paging, the RA detail with its downloads, voiding and returning, photos.

/** Starts from the defaults ('Limpiar'), fills some filters, presses 'Buscar' and waits for the answer. */
async function search(page: Page, filters: Record<string, string>, selects: Record<string, string> = {}) {
  await page.getByRole('button', { name: 'Limpiar' }).click();
  for (const [label, value] of Object.entries(filters)) await field(page, label).fill(value);
  for (const [label, option] of Object.entries(selects)) await choose(page, label, option);
  await page.getByRole('button', { name: 'Buscar' }).click();
}

async function expectListed(page: Page, table: string, ids: number[]) {
  await eventually(() => listedRas(page, table)).toEqual(ids);
}

describe('RA lists and detail (staff)', () => {
  const pages = usePages();
  let pngPath: string;
  const tag = runTag();
  const people = {
    senderA: { rut: freshRut(), name: `Austral ${tag}` },
    recipientA: { rut: freshRut(), name: `Andes ${tag}` },
    senderB: { rut: freshRut(), name: `Sur ${tag}` },
    recipientB: { rut: freshRut(), name: `Patagonia ${tag}` },
  };
  const docB = freshDocumentId();
  // A: sent to the warehouse (BORIG), to be voided. B: by sea, to BDSCL, in preparation, to be returned.
  // C: only step 1 (ENCREA), for the photos and the wizard. D: in the warehouse, for the phone.
  const ra = { a: 0, b: 0, c: 0, d: 0 };
  const batchSender = `Lote ${runTag()}`;

  beforeAll(async () => {
    pngPath = pixelFile();
    const token = await apiSignIn('oficina.scl');
    // Eleven RAs of another sender make a list of two pages; made first, so the rest are newer.
    for (let i = 0; i < 11; i++) {
      await createRa(token, { sender: { rut: freshRut(), name: batchSender }, onlyStepOne: true });
    }
    ra.a = await createRa(token, {
      sender: people.senderA,
      recipient: people.recipientA,
      description: `Repuestos ${tag}`,
      finish: 'BORIG',
    });
    ra.b = await createRa(token, {
      sender: people.senderB,
      recipient: people.recipientB,
      via: 'MAR',
      warehouses: { from: 'BDPUQ', to: 'BDSCL' },
      document: { type: 'GUIA', id: docB, value: 1234567 },
      finish: 'ENPREP',
    });
    ra.c = await createRa(token, { sender: { rut: freshRut(), name: `Norte ${tag}` }, onlyStepOne: true });
    ra.d = await createRa(token, {
      sender: { rut: freshRut(), name: `Centro ${tag}` },
      description: '',
      packages: 2,
      finish: 'BORIG',
    });
  });

  it('finds RAs in Recepciones by each filter', async () => {
    const page = await pages.signedIn('oficina.scl');
    await page.goto('/dashboard/recepciones');
    await page.getByRole('heading', { name: 'Recepciones' }).waitFor();
    await expect.poll(() => field(page, 'Origen').inputValue()).toBe('Santiago (OFISCL)');
    const table = 'Recepciones';
    await page.getByRole('table', { name: table }).waitFor();

    // N° RA: digits only.
    await field(page, 'N° RA').fill('12a');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Sólo se admiten números').waitFor();

    await search(page, { 'N° RA': String(ra.a) });
    await expectListed(page, table, [ra.a]);
    expect(page.url()).toContain(`idRA=${ra.a}`);

    await search(page, { Remitente: people.senderA.name });
    await expectListed(page, table, [ra.a]);
    // A numeric text is a RUT prefix.
    await search(page, { Destinatario: people.recipientB.rut.slice(0, 6) });
    await expect.poll(() => listedRas(page, table)).toContain(ra.b);
    await search(page, { Destinatario: people.recipientB.rut });
    await expectListed(page, table, [ra.b]);

    // The tag is in every sender's name: each remaining filter picks B among this run's RAs.
    await search(page, { Remitente: tag });
    await expectListed(page, table, [ra.d, ra.c, ra.b, ra.a]);
    await search(page, { Remitente: tag }, { Estado: 'En preparación' });
    await expectListed(page, table, [ra.b]);
    await search(page, { Remitente: tag }, { 'Bodega destino': 'Bodega Santiago (BDSCL)' });
    await expectListed(page, table, [ra.b]);
    await search(page, { 'ID documento': docB }, { 'Tipo documento': 'Guía de despacho' });
    await expectListed(page, table, [ra.b]);
    await search(page, { 'ID documento': docB }, { 'Tipo documento': 'Factura' });
    await page.getByText('No hay datos').waitFor();
    await search(page, { Remitente: tag }, { 'Vía de despacho': 'Marítimo' });
    await expectListed(page, table, [ra.b]);

    // The filters live in the address: a reload shows the same list.
    await page.reload();
    await expectListed(page, table, [ra.b]);
    await expect.poll(() => field(page, 'Vía de despacho').inputValue()).toBe('Marítimo');
    expect(await field(page, 'Remitente').inputValue()).toBe(tag);
    await page.getByText('1 de 1').waitFor();
    await search(page, { Remitente: tag });
    await expectListed(page, table, [ra.d, ra.c, ra.b, ra.a]);
    await snap(page, 'recepciones-desktop');
    await page.close();
  });

  it('pages through a list of two pages and keeps the page in the address', async () => {
    const page = await pages.signedIn('oficina.scl');
    await page.goto(`/dashboard/recepciones?idRemitente=${encodeURIComponent(batchSender)}`);
    const rows = page.getByRole('table', { name: 'Recepciones' }).locator('tbody tr');
    await page.getByText('1 de 2').waitFor();
    expect(await rows.count()).toBe(10);
    expect(await page.getByRole('button', { name: 'Primera página' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Página anterior' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await page.getByText('2 de 2').waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('Page')).toBe('2');
    expect(await page.getByRole('button', { name: 'Última página' }).isDisabled()).toBe(true);
    await page.reload();
    await page.getByText('2 de 2').waitFor();
    await page.getByRole('button', { name: 'Primera página' }).click();
    await page.getByText('1 de 2').waitFor();
    await page.getByRole('button', { name: 'Última página' }).click();
    await page.getByText('2 de 2').waitFor();
    // The back button returns to the previous page of the list.
    await page.goBack();
    await page.getByText('1 de 2').waitFor();
    await page.close();
  });

  it('shows the detail with its tabs and downloads the receipt and the labels', async () => {
    const page = await pages.signedIn('oficina.scl');
    await page.goto(`/dashboard/recepciones?idRA=${ra.a}`);
    await page.getByRole('link', { name: `Ver RA ${ra.a}` }).click();
    await page.waitForURL(`**/detalle/recepcion/${ra.a}`);
    await page.getByRole('heading', { name: 'Detalle de recepción' }).waitFor();
    await page.getByText(`RA: ${ra.a}`).waitFor();
    const facts = (label: string) => page.getByRole('group', { name: label, exact: true });
    expect(await facts('Estado').textContent()).toContain('En bodega de origen');
    expect(await facts('Remitente').textContent()).toContain(people.senderA.name);
    expect(await facts('Remitente').textContent()).toContain(people.senderA.rut);
    expect(await facts('Destinatario').textContent()).toContain(people.recipientA.name);
    expect(await facts('Fecha de recepción').textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}/);
    expect(await facts('Descripción').textContent()).toContain(`Repuestos ${tag}`);
    await page.getByText('Sin información').first().waitFor();
    // The summary.
    expect(await facts('Total bultos').textContent()).toContain('2');
    expect(await facts('Volumen total m³').textContent()).toContain('0,12');
    expect(await facts('Peso total kg').textContent()).toContain('20');
    expect(await facts('Peso volumétrico total').textContent()).toContain('39,96');

    // Bultos (the first tab).
    await page
      .getByRole('group', { name: /^Bulto \d+$/ })
      .first()
      .getByText('Caja')
      .waitFor();
    await snap(page, 'detalle-recepcion-desktop');
    await page.getByRole('tab', { name: /Archivos adjuntos/ }).click();
    await page.getByText('No hay imágenes adjuntas').waitFor();
    await page.getByRole('tab', { name: /Documentos asociados/ }).click();
    const documents = page.getByRole('table', { name: 'Documentos asociados' });
    await documents.getByText('Factura').waitFor();
    await documents.getByText('$100.000').waitFor();
    await documents.getByText('01/11/2026').waitFor();
    await page.getByRole('tab', { name: 'Bitácora' }).click();
    await page.getByText('RA creado', { exact: true }).waitFor();
    await page.getByText('Bultos agregados', { exact: true }).waitFor();
    await page.getByText('Ingreso finalizado', { exact: true }).waitFor();
    await page.getByText('ENCREA → BORIG').waitFor();
    await page
      .getByText(/Oficina Santiago \(oficina\.scl\)/)
      .first()
      .waitFor();
    await snap(page, 'detalle-bitacora-desktop');

    const receipt = await download(page, 'Descargar comprobante de recepción');
    expect(receipt.name).toMatch(new RegExp(`^Comprobante ${ra.a} - ${FILE_DAY}\\.pdf$`));
    expect(receipt.head).toBe('%PDF');
    const labels = await download(page, 'Descargar etiquetas');
    expect(labels.name).toMatch(new RegExp(`^Etiqueta ${ra.a} - ${FILE_DAY}\\.pdf$`));
    expect(labels.head).toBe('%PDF');
    await page.close();
  });

  it("voids one RA ('Anular RA') and returns another ('Devolver a oficina'), back to the list", async () => {
    const page = await pages.signedIn('oficina.scl');
    await page.goto(`/dashboard/recepciones?idRemitente=${tag}`);
    await page.getByRole('link', { name: `Ver RA ${ra.a}` }).click();
    await page.waitForURL(`**/detalle/recepcion/${ra.a}`);

    await page.getByRole('button', { name: 'Anular RA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anular RA' });
    await dialog.getByText(`¿Desea anular el RA ${ra.a}?`, { exact: false }).waitFor();
    await modalShown(page);
    await snap(page, 'detalle-anular-confirmacion-desktop');
    // Cancelling changes nothing.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Anular RA' }).click();
    await dialog.getByRole('button', { name: 'Anular RA' }).click();
    // Back to the list the user came from, with its filters.
    await page.waitForURL(
      (url) => url.pathname === '/dashboard/recepciones' && url.searchParams.get('idRemitente') === tag,
    );
    const row = page
      .getByRole('table', { name: 'Recepciones' })
      .getByRole('row')
      .filter({
        has: page.getByRole('link', { name: `Ver RA ${ra.a}` }),
      });
    await row.getByText('Anulado').waitFor();

    await page.getByRole('link', { name: `Ver RA ${ra.a}` }).click();
    await page.waitForURL(`**/detalle/recepcion/${ra.a}`);
    await page.getByRole('group', { name: 'Estado', exact: true }).getByText('Anulado').waitFor();
    await page.getByRole('button', { name: 'Descargar comprobante de recepción' }).waitFor();
    for (const gone of ['Anular RA', 'Devolver a oficina', 'Descargar etiquetas']) {
      expect(await page.getByRole('button', { name: gone }).count()).toBe(0);
    }
    await page.getByRole('tab', { name: 'Bitácora' }).click();
    await page.getByText('BORIG → ANULA').waitFor();

    // A deep link goes back to the list itself.
    await page.goto(`/detalle/recepcion/${ra.b}`);
    await page.getByRole('group', { name: 'Estado', exact: true }).getByText('En preparación').waitFor();
    // In preparation there are labels to print too.
    await page.getByRole('button', { name: 'Descargar etiquetas' }).waitFor();
    await page.getByRole('tab', { name: /Documentos asociados/ }).click();
    await page.getByText('$1.234.567').waitFor();
    await page.getByRole('button', { name: 'Devolver a oficina' }).click();
    await page
      .getByRole('dialog', { name: 'Devolver a oficina' })
      .getByRole('button', { name: 'Devolver a oficina' })
      .click();
    await page.waitForURL('**/dashboard/recepciones');
    await page.goto(`/dashboard/recepciones?idRA=${ra.b}`);
    await page.getByRole('table', { name: 'Recepciones' }).getByText('Enviado a oficina').waitFor();
    await page.close();
  });

  it('uploads a file on Captura de imágenes and previews it', async () => {
    const page = await pages.signedIn('oficina.scl');
    await page.goto('/dashboard/captura');
    await page.getByRole('heading', { name: 'Captura de imágenes' }).waitFor();
    await expect.poll(() => field(page, 'Oficina de origen').inputValue()).toBe('Santiago (OFISCL)');
    await search(page, { Remitente: tag });
    // Voided and returned RAs can no longer be photographed.
    await expectListed(page, 'RA para captura de imágenes', [ra.d, ra.c]);
    await snap(page, 'captura-desktop');
    await search(page, { 'N° RA': String(ra.c) });
    await expectListed(page, 'RA para captura de imágenes', [ra.c]);
    await page.getByRole('link', { name: `Ver RA ${ra.c}` }).click();
    await page.waitForURL(`**/detalle/captura-img/${ra.c}`);
    await page.getByRole('heading', { name: 'Detalle de captura de imágenes' }).waitFor();
    await page.getByText('No hay imágenes adjuntas').waitFor();

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Subir archivo' }).click(),
    ]);
    await chooser.setFiles(pngPath);
    const dialog = page.getByRole('dialog', { name: 'Subir imagen' });
    await dialog.getByText('La imagen se subió correctamente').waitFor();
    await modalShown(page);
    await snap(page, 'captura-detalle-subida-desktop');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    const files = page.getByRole('table', { name: 'Archivos adjuntos' });
    await files.getByText('pixel.png').waitFor();

    await page.getByRole('button', { name: 'Ver pixel.png' }).click();
    await page.getByRole('dialog', { name: 'pixel.png' }).getByRole('img', { name: 'pixel.png' }).waitFor();
    await page.keyboard.press('Escape');
    await modalsGone(page);
    await snap(page, 'captura-detalle-desktop');

    // A file too large is refused before it is sent.
    const big = path.join(path.dirname(pngPath), 'grande.png');
    writeFileSync(big, Buffer.concat([PIXEL_PNG, Buffer.alloc(10 * 1024 * 1024 + 1)]));
    const [again] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Subir archivo' }).click(),
    ]);
    await again.setFiles(big);
    await page.getByText('El tamaño del archivo no puede superar los 10MB').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();

    // The list counts the file; the close button goes back to it.
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await page.waitForURL('**/dashboard/captura');
    await search(page, { 'N° RA': String(ra.c) });
    const row = page.getByRole('table', { name: 'RA para captura de imágenes' }).locator('tbody tr').first();
    await expect.poll(() => row.locator('td').nth(5).textContent()).toBe('1');
    await page.close();
  });

  it('Preparación shows the summary by state and resumes an RA in the wizard', async () => {
    const page = await pages.signedIn('oficina.scl');
    await page.goto('/dashboard/preparacion');
    await page.getByRole('heading', { name: 'Preparación' }).waitFor();
    const summary = page.getByRole('list', { name: 'Resumen por estado' });
    await summary.getByRole('listitem', { name: 'En creación' }).waitFor();
    await summary.getByRole('listitem', { name: 'En preparación' }).waitFor();
    const created = summary.getByRole('listitem', { name: 'En creación' });
    await expect
      .poll(async () => Number(/Cantidad(\d+)/.exec((await created.textContent()) ?? '')?.[1] ?? 0))
      .toBeGreaterThanOrEqual(1);
    await search(page, {}, { Estado: 'En creación' });
    await expect.poll(() => listedRas(page, 'RA en preparación')).toContain(ra.c);
    expect(await listedRas(page, 'RA en preparación')).not.toContain(ra.d);
    await snap(page, 'preparacion-desktop');
    const resume = page.getByRole('link', { name: `Continuar ingreso del RA ${ra.c}` });
    expect(await resume.getAttribute('href')).toBe(`/pasos/${ra.c}`);
    await resume.click();
    await page.waitForURL(/\/pasos\//);
    await page.close();
  });

  it('a warehouse user sees weight and volume in Consulta RA', async () => {
    const page = await pages.signedIn('bodega.scl');
    await page.goto('/dashboard/consulta-ra');
    await page.getByRole('heading', { name: 'Consulta RA' }).waitFor();
    await page.locator('.mantine-Breadcrumbs-root').getByRole('link', { name: 'Bodega' }).waitFor();
    await expect.poll(() => field(page, 'Origen').inputValue()).toBe('Bodega Santiago (BDSCL)');
    const table = page.getByRole('table', { name: 'RA de la bodega' });
    await table.getByRole('columnheader', { name: 'Peso total (kg)' }).waitFor();
    await table.getByRole('columnheader', { name: 'Volumen (m³)' }).waitFor();
    await search(page, { 'N° RA': String(ra.d) });
    await expectListed(page, 'RA de la bodega', [ra.d]);
    const cells = table.locator('tbody tr').first().locator('td');
    // D: two lines of 2 boxes of 10 kg, 40 × 50 × 30 cm.
    expect(await cells.nth(7).textContent()).toBe('40');
    expect(await cells.nth(8).textContent()).toBe('0,24');
    await snap(page, 'consulta-ra-desktop');
    await page.getByRole('link', { name: `Ver RA ${ra.d}` }).click();
    await page.getByRole('heading', { name: 'Detalle de recepción' }).waitFor();
    await page.locator('.mantine-Breadcrumbs-root').getByRole('link', { name: 'Consulta RA' }).waitFor();
    await page.close();
  });

  it('at 390 px shows cards, the detail below its summary and the camera on Captura', async () => {
    const page = await pages.signedIn('oficina.scl', MOBILE);
    await page.goto(`/dashboard/recepciones?idRemitente=${tag}`);
    const cards = page.getByRole('list', { name: 'Recepciones' });
    await cards.getByRole('listitem').first().waitFor();
    expect(await cards.getByRole('listitem').count()).toBe(4);
    expect(await page.getByRole('table').count()).toBe(0);
    await noHorizontalOverflow(page);
    await snap(page, 'recepciones-mobile');
    await page.getByRole('button', { name: 'Filtros' }).click();
    await field(page, 'N° RA').waitFor();
    await snap(page, 'recepciones-filtros-mobile');

    await page.getByRole('link', { name: `Ver RA ${ra.d}` }).click();
    await page.waitForURL(`**/detalle/recepcion/${ra.d}`);
    await page.getByRole('heading', { name: 'Detalle de recepción' }).waitFor();
    await page.getByText('Sin descripción').waitFor();
    await page.getByRole('button', { name: 'Anular RA' }).waitFor();
    await noHorizontalOverflow(page);
    await snap(page, 'detalle-recepcion-mobile');
    await page.getByRole('tab', { name: 'Bitácora' }).click();
    await page.getByText('ENCREA → BORIG').waitFor();
    await noHorizontalOverflow(page);
    await snap(page, 'detalle-bitacora-mobile');

    await page.goto('/dashboard/captura');
    await page
      .getByRole('list', { name: 'RA para captura de imágenes' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await noHorizontalOverflow(page);
    await snap(page, 'captura-mobile');
    await page.goto(`/detalle/captura-img/${ra.d}`);
    await page.getByRole('heading', { name: 'Detalle de captura de imágenes' }).waitFor();
    const camera = page.getByRole('button', { name: 'Activar cámara' });
    await camera.waitFor();
    await page.getByRole('button', { name: 'Volver' }).waitFor();
    expect(await page.getByRole('button', { name: 'Subir archivo' }).count()).toBe(0);
    expect(await page.locator('input[type="file"]').getAttribute('capture')).toBe('environment');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), camera.click()]);
    await chooser.setFiles(pngPath);
    const uploaded = page.getByRole('dialog', { name: 'Subir imagen' });
    await uploaded.getByText('La imagen se subió correctamente').waitFor();
    await uploaded.getByRole('button', { name: 'Aceptar' }).click();
    await modalsGone(page);
    await page.getByRole('list', { name: 'Archivos adjuntos' }).getByText(`Foto RA: ${ra.d}`).waitFor();
    await noHorizontalOverflow(page);
    await snap(page, 'captura-detalle-mobile');

    await page.goto('/dashboard/preparacion');
    await page.getByRole('list', { name: 'Resumen por estado' }).waitFor();
    await noHorizontalOverflow(page);
    await snap(page, 'preparacion-lista-mobile');
    await page.close();
  });

  it('a warehouse user at 390 px sees the weight and volume on the cards', async () => {
    const page = await pages.signedIn('bodega.scl', MOBILE);
    await page.goto(`/dashboard/consulta-ra?idRA=${ra.d}`);
    const card = page.getByRole('list', { name: 'RA de la bodega' }).getByRole('listitem').first();
    await card.getByText('Peso total (kg)').waitFor();
    await card.getByText('Volumen (m³)').waitFor();
    await noHorizontalOverflow(page);
    await snap(page, 'consulta-ra-mobile');
    await page.close();
  });
});
