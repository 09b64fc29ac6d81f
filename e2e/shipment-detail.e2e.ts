import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, runTag } from './fixtures/api.ts';
import { MOBILE, noHorizontalOverflow, snap, usePages } from './fixtures/browser.ts';
import { download, FILE_DAY, PIXEL_PNG, pixelFile } from './fixtures/files.ts';
import { expectListed, search } from './fixtures/lists.ts';
import { field, modalShown, modalsGone } from './fixtures/mantine.ts';
import { createRaSet, planRaSet } from './fixtures/ra.ts';

// The RA detail (Detalle de recepción) with its tabs, downloads, voiding and returning, and Captura de
// imágenes, as oficina.scl on a desktop and at 390 px.

describe('RA detail and photos (staff)', () => {
  const pages = usePages();
  let pngPath: string;
  const tag = runTag();
  // A: sent to the warehouse (BORIG), to be voided. B: by sea, to BDSCL, in preparation, to be returned.
  // C: only step 1 (ENCREA), for the photos. D: in the warehouse, for the phone.
  const set = planRaSet(tag);
  const { people, ra } = set;

  beforeAll(async () => {
    pngPath = pixelFile();
    await createRaSet(await apiSignIn('oficina.scl'), set);
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

    // The repack of step 3, by its types' descriptions.
    expect(await facts('Reempaque').textContent()).toContain('Film: 1 · Pallet: 2');
    // Bultos (the first tab), measured largo × ancho × alto (40 long, 50 wide, 30 high).
    const box = page.getByRole('group', { name: /^Bulto \d+$/ }).first();
    await box.getByText('Caja').waitFor();
    expect(await box.getByRole('group', { name: 'Largo × ancho × alto' }).textContent()).toContain(
      '40 × 50 × 30 cm',
    );
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
    await page.getByText('En creación → En bodega de origen').waitFor();
    // To the minute, 24-hour Chile time, and codes read as their descriptions.
    await page
      .getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · Oficina Santiago \(oficina\.scl\)$/)
      .first()
      .waitFor();
    const history = await page.getByRole('tabpanel', { name: 'Bitácora' }).textContent();
    expect(history).not.toMatch(/ENCREA|BORIG|DESTI|CAJA|GENERAL/);
    expect(history).toContain('Caja');
    expect(history).toMatch(/Documento Factura N° \d+ del 01\/11\/2026/);
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
    await page.getByText('En bodega de origen → Anulado').waitFor();

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

    // The file comes as a file (issue 13), not as a data URL in JSON.
    const [served] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/api/Shipment/Attachment/File/${ra.c}/`)),
      page.getByRole('button', { name: 'Ver pixel.png' }).click(),
    ]);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    await page.getByRole('dialog', { name: 'pixel.png' }).getByRole('img', { name: 'pixel.png' }).waitFor();
    await page.keyboard.press('Escape');
    await modalsGone(page);
    expect(await download(page, 'Descargar pixel.png')).toEqual({
      name: 'pixel.png',
      head: PIXEL_PNG.subarray(0, 4).toString('latin1'),
    });
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

  it('at 390 px shows the detail below its summary and the camera on Captura', async () => {
    const page = await pages.signedIn('oficina.scl', MOBILE);
    await page.goto(`/dashboard/recepciones?idRemitente=${tag}`);
    await page.getByRole('list', { name: 'Recepciones' }).getByRole('listitem').first().waitFor();
    await page.getByRole('link', { name: `Ver RA ${ra.d}` }).click();
    await page.waitForURL(`**/detalle/recepcion/${ra.d}`);
    await page.getByRole('heading', { name: 'Detalle de recepción' }).waitFor();
    await page.getByText('Sin descripción').waitFor();
    await page.getByRole('button', { name: 'Anular RA' }).waitFor();
    await noHorizontalOverflow(page);
    await snap(page, 'detalle-recepcion-mobile');
    await page.getByRole('tab', { name: 'Bitácora' }).click();
    await page.getByText('En creación → En bodega de origen').waitFor();
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

    await page.close();
  });
});
