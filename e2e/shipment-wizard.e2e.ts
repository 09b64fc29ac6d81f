import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshRut } from './fixtures/api.ts';
import { MOBILE, noHorizontalOverflow, shot, usePages } from './fixtures/browser.ts';
import { download, downloadedPdf, FILE_DAY, pixelFile, printed } from './fixtures/files.ts';
import { choose, field, toggle } from './fixtures/mantine.ts';
import { addPackage, continueTo } from './fixtures/wizard.ts';

// The new-cargo wizard (/pasos) as oficina.scl, through its 7 steps on a desktop and at 390 px.

describe('new-cargo wizard', () => {
  const pages = usePages();
  let pngPath: string;
  beforeAll(() => {
    pngPath = pixelFile();
  });

  it('registers an RA through the 7 steps on desktop', { timeout: 180_000 }, async () => {
    const page = await pages.signedIn('oficina.scl');

    // A step not reached yet sends the user back to the first one.
    await page.goto('/pasos/paso-4');
    await page.waitForURL('**/pasos/paso-1');

    await page.goto('/dashboard/origen');
    await page.getByRole('link', { name: /Nuevo ingreso/ }).click();
    await page.waitForURL('**/pasos/paso-1');
    await page.getByRole('heading', { name: 'Origen y destino de la carga' }).waitFor();
    await page.getByRole('heading', { name: 'Nuevo ingreso' }).waitFor();
    expect(await page.getByText(/^RA: /).count()).toBe(0);

    // Step 1: a new sender through 'Agregar remitente'…
    const rut = freshRut();
    await page.getByRole('button', { name: 'Agregar remitente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar remitente' });
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await dialog.getByText('El nombre es obligatorio').waitFor();
    await dialog.getByText('Persona').click();
    await field(page, 'Nombre').fill('Transportes Estrecho Limitada');
    await field(page, 'Nombre corto').fill('Transportes Estrecho');
    await field(page, 'Calle').fill('Av. Colón');
    await field(page, 'Numeración').fill('1020');
    await field(page, 'Resto dirección').fill('Oficina 4');
    await choose(page, 'Región', 'Magallanes y de la Antártica Chilena');
    await choose(page, 'Comuna', 'Punta Arenas');
    // A rut already in the book: the server's message in the error modal, the field marked.
    await field(page, 'Rut').fill('76086428-5');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    const error = page.getByRole('dialog', { name: 'Ha ocurrido un error' });
    await error.getByText('Ya existe un cliente con ese rut').waitFor();
    await shot(page, 'wizard-1-error-desktop');
    await error.getByRole('button', { name: 'Aceptar' }).click();
    await error.waitFor({ state: 'hidden' });
    await field(page, 'Rut').fill(rut);
    await shot(page, 'wizard-1-new-sender-desktop');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await field(page, 'Rut remitente').inputValue()).toBe(rut);
    expect(await field(page, 'Nombre remitente').inputValue()).toBe('Transportes Estrecho');

    // …replaced by the seeded sender found by rut (clearing the rut clears the name too),
    await field(page, 'Rut remitente').fill('');
    expect(await field(page, 'Nombre remitente').inputValue()).toBe('');
    // typed with dots as people write it: searched as a rut, and kept without them.
    await field(page, 'Rut remitente').fill('76.086.428-5');
    await expect.poll(() => field(page, 'Nombre remitente').inputValue()).toBe('Comercial Austral');
    expect(await field(page, 'Rut remitente').inputValue()).toBe('76086428-5');
    // and the recipient found by name.
    await field(page, 'Nombre destinatario').fill('Los Andes');
    await expect.poll(() => field(page, 'Rut destinatario').inputValue()).toBe('77123456-9');
    // An agent chosen among the matches of a partial name.
    expect(await field(page, 'Rut agente').isDisabled()).toBe(true);
    await toggle(page, 'Agente');
    await field(page, 'Nombre agente').fill('Ferre');
    const option = page.getByRole('option', { name: /Ferretería Magallanes/ });
    await option.waitFor();
    await shot(page, 'wizard-1-search-desktop');
    await option.click();
    expect(await field(page, 'Rut agente').inputValue()).toBe('96512340-7');
    expect(await field(page, 'Otro medio').isDisabled()).toBe(true);
    expect(await field(page, 'Tipo de recepción').inputValue()).toBe('Carga física');
    await shot(page, 'wizard-1-desktop');
    await continueTo(page, 2, 'Condiciones de recepción');
    const ra = (await page.getByRole('heading', { name: /^RA: \d+$/ }).textContent())!.replace('RA: ', '');
    expect(Number(ra)).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('cargoRA'))).toBe(ra);

    // Step 2: the defaults of an office in Santiago.
    expect(await field(page, 'Rut a facturar').inputValue()).toBe('77123456-9');
    expect(await field(page, 'Rut a facturar').isDisabled()).toBe(true);
    expect(await field(page, 'Oficina de recepción').inputValue()).toBe('Santiago (OFISCL)');
    expect(await field(page, 'Bodega de origen').inputValue()).toBe('Bodega Santiago (BDSCL)');
    expect(await field(page, 'Bodega de destino').inputValue()).toBe('Bodega Punta Arenas (BDPUQ)');
    expect(await field(page, 'Oficina de destino').inputValue()).toBe('Punta Arenas (OFIPUQ)');
    expect(await field(page, 'Número de tracking').isDisabled()).toBe(true);
    await shot(page, 'wizard-2-desktop');
    await continueTo(page, 3, 'Descripción y estado de la carga');

    // Step 3: cargo type required.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Debe seleccionar un tipo de carga').waitFor();
    await choose(page, 'Tipo de carga', 'Carga general');
    expect(await field(page, 'Estado de la carga').inputValue()).toBe('Normal');
    await page.getByLabel('Descripción de la carga').fill('Repuestos de maquinaria');
    await page.getByRole('checkbox', { name: 'Frágil' }).check();
    await toggle(page, 'Refrigerada');
    await field(page, 'Temperatura (°C)').fill('-05');
    expect(await field(page, 'Temperatura (°C)').inputValue()).toBe('-5');
    await shot(page, 'wizard-3-desktop');
    await continueTo(page, 4, 'Documentación asociada');

    // Step 4: one document.
    await page.getByText('No hay documentos adjuntos').waitFor();
    expect(await field(page, 'Fecha').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await choose(page, 'Tipo de documento', 'Factura');
    await field(page, 'Número').fill('12a');
    await field(page, 'Valor (CLP)').fill('1500000');
    await page.getByRole('button', { name: 'Agregar' }).click();
    await page.getByText('Sólo se admiten números').waitFor();
    await field(page, 'Número').fill('45812');
    await page.getByRole('button', { name: 'Agregar' }).click();
    const row = page.getByRole('row', { name: /45812/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('$1.500.000');
    expect(await row.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    await shot(page, 'wizard-4-desktop');
    await continueTo(page, 5, 'Detalle de los bultos');

    // Step 5: two package lines, the first one edited.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Debe registrar al menos un bulto para continuar').waitFor();
    await addPackage(page, 'Caja', ['2', '10', '50', '40', '30'], 'Repuestos');
    await page.getByRole('row', { name: /Repuestos/ }).waitFor();
    await addPackage(page, 'Pallet', ['1', '300', '120', '100', '100']);
    await page.getByRole('button', { name: 'Eliminar bulto 2' }).waitFor();
    await page.getByRole('button', { name: 'Editar bulto 1' }).click();
    expect(await field(page, 'Cantidad').inputValue()).toBe('2');
    await field(page, 'Cantidad').fill('3');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByRole('button', { name: 'Agregar' }).waitFor();
    const totals = (label: string) => page.getByRole('group', { name: label });
    await expect.poll(() => totals('Total bultos').textContent()).toContain('4');
    expect(await totals('Volumen total m³').textContent()).toContain('1,38');
    expect(await totals('Peso total kg').textContent()).toContain('330');
    // Measures in one order, largo × ancho × alto: the inputs, the column and each line.
    const form = page.locator('form').filter({ has: field(page, 'Largo (cm)') });
    const inputLabels = await form.locator('label').allTextContents();
    expect(inputLabels.filter((l) => /\(cm\)/.test(l)).map((l) => l.replace(/\s*\*$/, ''))).toEqual([
      'Largo (cm)',
      'Ancho (cm)',
      'Alto (cm)',
    ]);
    await page.getByRole('columnheader', { name: 'Largo × ancho × alto' }).waitFor();
    // The boxes were typed 50 high, 40 long, 30 wide.
    expect(await page.getByRole('row', { name: /Repuestos/ }).textContent()).toContain('40 × 30 × 50 cm');
    await shot(page, 'wizard-5-desktop');

    // A reload keeps the RA and the step, and reads the packages again.
    await page.reload();
    await page.getByRole('heading', { name: 'Detalle de los bultos' }).waitFor();
    await page.getByRole('button', { name: 'Editar bulto 2' }).waitFor();
    expect(await page.getByRole('heading', { name: `RA: ${ra}` }).count()).toBe(1);
    await continueTo(page, 6, 'Archivos adjuntos');

    // Step 6: a small PNG, previewed.
    await page.getByText('No hay imágenes adjuntas').waitFor();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Subir archivo' }).click(),
    ]);
    await chooser.setFiles(pngPath);
    await page.getByRole('row', { name: /pixel\.png/ }).waitFor();
    await page.getByRole('button', { name: 'Ver pixel.png' }).click();
    const preview = page.getByRole('dialog', { name: 'pixel.png' });
    await preview.getByRole('img', { name: 'pixel.png' }).waitFor();
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    await shot(page, 'wizard-6-desktop');
    await continueTo(page, 7, 'Imprimir');

    // Step 7: labels and receipt as PDF files, then finish in the office.
    const labels = await download(page, 'Imprimir etiquetas');
    expect(labels.name).toMatch(new RegExp(`^Etiqueta ${ra} - ${FILE_DAY}\\.pdf$`));
    expect(labels.head).toBe('%PDF');
    const receipt = await downloadedPdf(page, 'Imprimir comprobante');
    expect(receipt.name).toMatch(new RegExp(`^Comprobante ${ra} - ${FILE_DAY}\\.pdf$`));
    // Issue 29: before the finish the receipt is a draft, and says so on paper.
    expect(receipt.text).toContain('BORRADOR — no válido como comprobante');
    await expect
      .poll(() => page.getByRole('button', { name: 'Imprimir comprobante' }).isEnabled())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Enviar a bodega' }).isDisabled()).toBe(false);
    await shot(page, 'wizard-7-desktop');
    await page.getByRole('button', { name: 'Permanecer en oficina' }).click();
    await page.getByText('RA finalizado').waitFor();
    await shot(page, 'wizard-7-finished-desktop');
    // Issue 29: the final receipt and the labels, with the tracking code, opened to print.
    const final = await printed(page, 'Imprimir comprobante', /\/api\/Shipment\/Voucher\/\d+$/);
    expect(final.text).not.toContain('BORRADOR');
    expect(final.text).toContain('SIGA SU CARGA CON EL CÓDIGO');
    const finalLabels = await printed(page, 'Imprimir etiquetas', /\/api\/Shipment\/PrintLabels\/\d+$/);
    expect(finalLabels.text).toMatch(/Seguimiento [A-Z0-9]{20}/);
    await page.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL('**/dashboard/origen');
    expect(
      await page.evaluate(() => [localStorage.getItem('cargoRA'), localStorage.getItem('pasos')]),
    ).toEqual([null, null]);

    // Resuming the RA (as from the preparation list): step 1 with the parties locked, every data step open.
    await page.goto(`/pasos/${ra}`);
    await page.waitForURL('**/pasos/paso-1');
    await expect.poll(() => field(page, 'Rut remitente').inputValue()).toBe('76086428-5');
    expect(await field(page, 'Rut remitente').isDisabled()).toBe(true);
    expect(await field(page, 'Nombre destinatario').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Agregar remitente' }).isDisabled()).toBe(true);
    expect(await field(page, 'Rut agente').inputValue()).toBe('96512340-7');
    expect(await field(page, 'Rut agente').isDisabled()).toBe(false);
    const steps = page.getByRole('list', { name: 'Pasos del ingreso' });
    await steps.getByRole('button', { name: /Detalle de los bultos/ }).click();
    await page.waitForURL('**/pasos/paso-5');
    await page.getByRole('button', { name: 'Editar bulto 2' }).waitFor();
    expect(await steps.getByRole('button', { name: /Imprimir/ }).count()).toBe(0);
    await shot(page, 'wizard-resume-desktop');
    await page.getByRole('button', { name: 'Salir' }).click();
    const exit = page.getByRole('dialog', { name: 'Salir del ingreso' });
    await exit.getByText('¿Desea salir sin guardar? Todos los cambios se perderán').waitFor();
    await exit.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL('**/dashboard/origen');
    expect(await page.evaluate(() => localStorage.getItem('cargoRA'))).toBeNull();
    await page.close();
  });

  it('runs at 390 px with the compact progress and no overflow', { timeout: 180_000 }, async () => {
    const page = await pages.signedIn('oficina.scl', MOBILE);
    await page.goto('/pasos');
    await page.waitForURL('**/pasos/paso-1');
    await page.getByText('Paso 1 de 7 · Origen y destino de la carga').waitFor();

    // Salir asks first; 'Seguir editando' stays.
    await page.getByRole('button', { name: 'Salir' }).click();
    const exit = page.getByRole('dialog', { name: 'Salir del ingreso' });
    await exit.getByText('¿Desea salir sin guardar? Todos los cambios se perderán').waitFor();
    await exit.getByRole('button', { name: 'Seguir editando' }).click();
    await exit.waitFor({ state: 'hidden' });

    await field(page, 'Rut remitente').fill('76086428-5');
    await expect.poll(() => field(page, 'Nombre remitente').inputValue()).toBe('Comercial Austral');
    await field(page, 'Nombre destinatario').fill('Los Andes');
    await expect.poll(() => field(page, 'Rut destinatario').inputValue()).toBe('77123456-9');
    await toggle(page, 'Agente');
    expect(await field(page, 'Rut agente').isDisabled()).toBe(false);
    await toggle(page, 'Agente');
    // Documents only: no packages needed.
    await choose(page, 'Tipo de recepción', 'Sólo documentos');
    await noHorizontalOverflow(page);
    await shot(page, 'wizard-1-mobile');

    await continueTo(page, 2, 'Condiciones de recepción');
    await page.getByText(/^RA: \d+$/).waitFor();
    await noHorizontalOverflow(page);
    await shot(page, 'wizard-2-mobile');

    await continueTo(page, 3, 'Descripción y estado de la carga');
    await choose(page, 'Tipo de carga', 'Sin tarifa');
    await noHorizontalOverflow(page);
    await shot(page, 'wizard-3-mobile');

    await continueTo(page, 4, 'Documentación asociada');
    await noHorizontalOverflow(page);
    await shot(page, 'wizard-4-mobile');
    await continueTo(page, 5, 'Detalle de los bultos');
    await addMobilePackage(page);
    await noHorizontalOverflow(page);
    await shot(page, 'wizard-5-mobile');
    await continueTo(page, 6, 'Archivos adjuntos');
    await noHorizontalOverflow(page);
    await continueTo(page, 7, 'Imprimir');

    // Without a tariff the cargo cannot go to the warehouse.
    expect(await page.getByRole('button', { name: 'Enviar a bodega' }).isDisabled()).toBe(true);
    await noHorizontalOverflow(page);
    await shot(page, 'wizard-7-mobile');
    await page.getByRole('button', { name: 'Permanecer en oficina' }).click();
    await page.getByText('RA finalizado').waitFor();
    await shot(page, 'wizard-7-finished-mobile');
    await page.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL('**/dashboard/origen');
    await page.close();
  });
});

/** One package line on the phone, to see the cards and the totals there. */
async function addMobilePackage(page: Page) {
  await addPackage(page, 'Sobre', ['1', '1', '30', '25', '2']);
  await page.getByRole('button', { name: 'Editar bulto 1' }).waitFor();
  await expect.poll(() => page.getByRole('button', { name: 'Agregar' }).isEnabled()).toBe(true);
}
