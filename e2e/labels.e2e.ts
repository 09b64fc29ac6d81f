import { readFileSync } from 'node:fs';
import { formatRaNumber, unitCodeText } from '@carga/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, freshRut, runTag } from './fixtures/api.ts';
import { MOBILE, noHorizontalOverflow, settled, shot, snap, usePages } from './fixtures/browser.ts';
import { FILE_DAY } from './fixtures/files.ts';
import { createRa } from './fixtures/ra.ts';

// Labels for thermal printers (issue 14): the RA detail downloads every unit's label in ZPL, and the
// 'Seguimiento' tab prints one unit's label again, which the 'Bitácora' then shows.

/** Clicks a menu item and answers the download's name and its text. */
async function downloadFromMenu(page: Page, item: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item, exact: true }).click(),
  ]);
  return { name: file.suggestedFilename(), text: readFileSync(await file.path()).toString('utf8') };
}

describe('thermal labels and reprints (oficina.scl)', () => {
  const pages = usePages();
  const tag = runTag();
  // A recipient with accents: the ZPL carries them as UTF-8 (^CI28).
  const recipient = { rut: freshRut(), name: `Ñandú Peñalolén ${tag}` };
  let nidra = 0;
  let codes: string[] = [];

  beforeAll(async () => {
    const office = await apiSignIn('oficina.scl');
    // Two lines of 2 boxes, sent to the warehouse: units 01/04 … 04/04.
    nidra = await createRa(office, { recipient, packages: 2, box: { units: 2, kg: 10 }, finish: 'BORIG' });
    codes = [1, 2, 3, 4].map((k) => unitCodeText(nidra, k, 4));
  });

  const openDetail = async (page: Page) => {
    await page.goto(`/detalle/recepcion/${nidra}`);
    await page.getByRole('heading', { name: 'Detalle de recepción' }).waitFor();
  };
  const thermal = (page: Page) => page.getByRole('button', { name: 'Etiquetas para impresora térmica' });

  it('downloads every label in ZPL 10×15 and prints one unit again from Seguimiento', async () => {
    const page = await pages.signedIn('oficina.scl');
    await openDetail(page);
    // The spec's PDF button stays as it was.
    await page.getByRole('button', { name: 'Descargar etiquetas', exact: true }).waitFor();
    await thermal(page).click();
    await page.getByRole('menuitem', { name: 'ZPL 10×5 cm' }).waitFor();
    await settled(page);
    await snap(page, 'etiquetas-zpl-menu-desktop', { fullPage: false });
    const all = await downloadFromMenu(page, 'ZPL 10×15 cm');
    expect(all.name).toBe(`etiquetas-RA-${formatRaNumber(nidra)}.zpl`);
    expect(all.text.startsWith('^XA')).toBe(true);
    expect(all.text.match(/\^XA/g)).toHaveLength(4);
    expect(all.text.match(/\^LL1218/g)).toHaveLength(4);
    for (const code of codes) expect(all.text).toContain(`^FD${code}^FS`);
    expect(all.text).toContain(recipient.name);

    await page.getByRole('tab', { name: 'Seguimiento' }).click();
    const reprint = page.getByRole('button', { name: 'Reimprimir etiqueta del bulto 02/04' });
    await reprint.waitFor();
    await shot(page, 'etiquetas-seguimiento-desktop');
    await reprint.click();
    await page.getByRole('menuitem', { name: 'PDF', exact: true }).waitFor();
    await settled(page);
    // As the screen shows it: a full-page shot scrolls, and the menu hides when its button leaves the view.
    await snap(page, 'etiquetas-reimprimir-menu-desktop', { fullPage: false });
    const one = await downloadFromMenu(page, 'ZPL 10×5 cm');
    expect(one.name).toBe(`etiqueta-RA-${formatRaNumber(nidra)}-02-04.zpl`);
    expect(one.text.match(/\^XA/g)).toHaveLength(1);
    expect(one.text).toContain('^LL406');
    expect(one.text).toContain(`^FD${codes[1]}^FS`);
    expect(one.text).not.toContain(codes[0]);

    await page.getByRole('button', { name: 'Reimprimir etiqueta del bulto 04/04' }).click();
    const pdf = await downloadFromMenu(page, 'PDF');
    expect(pdf.name).toMatch(new RegExp(`^Etiqueta ${nidra} bulto 04-04 - ${FILE_DAY}\\.pdf$`));
    expect(pdf.text.startsWith('%PDF')).toBe(true);

    // Both reprints are in the RA's history.
    await page.getByRole('tab', { name: 'Bitácora' }).click();
    await page.getByText('Etiqueta del bulto 02/04 reimpresa (ZPL 10×5 cm)').waitFor();
    await page.getByText('Etiqueta del bulto 04/04 reimpresa (PDF)').waitFor();
    await page.getByText('Etiqueta reimpresa', { exact: true }).first().waitFor();
    await page.close();
  });

  it('fits a phone at 390 px', async () => {
    const page = await pages.signedIn('oficina.scl', MOBILE);
    await openDetail(page);
    await page.getByText('Total bultos').waitFor();
    await noHorizontalOverflow(page);
    await thermal(page).scrollIntoViewIfNeeded();
    await settled(page);
    await thermal(page).click();
    await page.getByRole('menuitem', { name: 'ZPL 10×15 cm' }).waitFor();
    await settled(page);
    await snap(page, 'etiquetas-zpl-menu-390', { fullPage: false });
    await page.getByRole('menuitem', { name: 'ZPL 10×5 cm' }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Seguimiento' }).click();
    await page.getByRole('button', { name: 'Reimprimir etiqueta del bulto 01/04' }).waitFor();
    await noHorizontalOverflow(page);
    await shot(page, 'etiquetas-seguimiento-390');
    await page.close();
  });

  it('offers a customer neither the thermal labels nor the reprint', async () => {
    const page = await pages.signedIn('cliente');
    await page.goto(`/detalle/recepcion/${nidra}`);
    await page.getByRole('heading', { name: 'Detalle de carga' }).waitFor();
    await page.getByRole('tab', { name: 'Seguimiento' }).click();
    await page.getByText('Bulto 01/04').waitFor();
    expect(await thermal(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Reimprimir etiqueta/ }).count()).toBe(0);
    await page.close();
  });
});
