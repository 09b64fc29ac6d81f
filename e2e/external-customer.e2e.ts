import { beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn } from './fixtures/api.ts';
import { MOBILE, menuLink, noHorizontalOverflow, snap, usePages } from './fixtures/browser.ts';
import { download, FILE_DAY } from './fixtures/files.ts';
import { listedRas } from './fixtures/lists.ts';
import { field } from './fixtures/mantine.ts';
import { createRa, DEMO } from './fixtures/ra.ts';

// Mis cargas: the customer sees only the RAs it sends, receives or pays for, without staff actions.

/** The row's state badge is not cut ('EN PREPARAC…') and its 'Ver' icon is inside the window. */
async function stateWholeAndActionSeen(
  page: import('playwright-core').Page,
  row: import('playwright-core').Locator,
) {
  const label = row.locator('.mantine-Badge-label').first();
  expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const view = await row.getByRole('link', { name: /^Ver RA / }).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(view && view.x + view.width).toBeLessThanOrEqual(width);
}

describe('Mis cargas (customer)', () => {
  const pages = usePages();
  // Own: Comercial Austral (the 'cliente' user's RUT) sends. Other: neither sender, recipient nor payer.
  const ra = { own: 0, other: 0 };

  beforeAll(async () => {
    const token = await apiSignIn('oficina.scl');
    ra.own = await createRa(token, {
      sender: DEMO.comercialAustral,
      recipient: DEMO.losAndes,
      description: 'Repuestos para Punta Arenas',
      finish: 'ENPREP',
    });
    ra.other = await createRa(token, {
      sender: DEMO.ferreteriaMagallanes,
      recipient: { rut: '12345678-5', name: 'María Pérez' },
      billing: 'DESTI',
      finish: 'BORIG',
    });
  });

  it('lists only the customer’s own RAs and opens their detail without staff actions', async () => {
    const page = await pages.signedIn('cliente');
    await menuLink(page, 'Mis cargas').click();
    await page.waitForURL('**/dashboard/cargas');
    await page.getByRole('heading', { name: 'Mis cargas' }).waitFor();
    await page.getByText('Panel principal').waitFor();
    await expect.poll(() => listedRas(page, 'Mis cargas')).toContain(ra.own);
    expect(await listedRas(page, 'Mis cargas')).not.toContain(ra.other);
    expect(await field(page, 'ID documento').getAttribute('placeholder')).toBe('Escriba para buscar');
    const row = page
      .getByRole('table', { name: 'Mis cargas' })
      .locator('tbody tr')
      .filter({
        has: page.getByRole('link', { name: `Ver RA ${ra.own}` }),
      });
    // Issue 29: places by their names, the recipient beside the sender, the state whole, the action seen.
    await row.getByText('Santiago → Bodega Punta Arenas', { exact: true }).waitFor();
    await row.getByText('Los Andes').waitFor();
    await row.getByText('En preparación').waitFor();
    await row.getByText('20 kg').waitFor();
    await stateWholeAndActionSeen(page, row);
    await snap(page, 'mis-cargas-desktop');

    // Filters: the other RA's number finds nothing; the own one finds it.
    await field(page, 'N°RA').fill(String(ra.other));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('No hay datos').waitFor();
    await field(page, 'N°RA').fill(String(ra.own));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => listedRas(page, 'Mis cargas')).toEqual([ra.own]);
    await field(page, 'N°RA').fill('');
    await field(page, 'Estados').click();
    await page.getByRole('option', { name: 'Anulado', exact: true }).click();
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => listedRas(page, 'Mis cargas')).not.toContain(ra.own);
    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect.poll(() => listedRas(page, 'Mis cargas')).toContain(ra.own);

    await page.getByRole('link', { name: `Ver RA ${ra.own}` }).click();
    await page.waitForURL(`**/detalle/recepcion/${ra.own}`);
    await page.getByRole('heading', { name: 'Detalle de carga' }).waitFor();
    await page.getByText('Repuestos para Punta Arenas').waitFor();
    for (const tab of [/Bultos/, /Archivos adjuntos/, /Documentos asociados/]) {
      await page.getByRole('tab', { name: tab }).waitFor();
    }
    expect(await page.getByRole('tab', { name: 'Bitácora' }).count()).toBe(0);
    for (const gone of ['Anular RA', 'Devolver a oficina', 'Descargar etiquetas']) {
      expect(await page.getByRole('button', { name: gone }).count()).toBe(0);
    }
    const receipt = await download(page, 'Descargar comprobante de recepción');
    expect(receipt.name).toMatch(new RegExp(`^Comprobante ${ra.own} - ${FILE_DAY}\\.pdf$`));
    expect(receipt.head).toBe('%PDF');
    await snap(page, 'detalle-carga-desktop');

    // Back to Mis cargas with the button.
    await page.getByRole('button', { name: 'Volver' }).click();
    await page.waitForURL('**/dashboard/cargas');
    await page.close();
  });

  it('shows an error, not data, for an RA that is not the customer’s', async () => {
    const page = await pages.signedIn('cliente');
    await page.goto(`/detalle/recepcion/${ra.other}`);
    await page.getByRole('heading', { name: 'Detalle de carga' }).waitFor();
    await page.getByRole('alert').getByText('El RA solicitado no existe').waitFor();
    expect(await page.getByText('Ferretería Magallanes').count()).toBe(0);
    expect(await page.getByText('María Pérez').count()).toBe(0);
    await snap(page, 'detalle-carga-ajena-desktop');
    await page.close();
  });

  it('at 390 px shows the customer’s whole name in the header and opens Mis cargas from the menu', async () => {
    const page = await pages.signedIn('cliente', MOBILE);
    const greeting = page.getByRole('banner').getByText('Hola, Comercial Austral');
    await greeting.waitFor();
    // Not cut: the text fits its box, with no ellipsis or clamped line.
    const cut = await greeting.evaluate(
      (el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
    );
    expect(cut).toBe(false);
    await page.getByRole('banner').getByText('76086428-5').waitFor();
    await noHorizontalOverflow(page);
    await snap(page, 'welcome-customer-mobile');
    const footer = page.getByRole('navigation', { name: 'Navegación inferior' });
    await footer.getByRole('button', { name: 'Menú' }).click();
    // 'Mis cargas' is now a block (its list and 'Estado de cuenta'): the link opens the list.
    await page.getByRole('dialog').getByRole('link', { name: 'Mis cargas', exact: true }).click();
    await page.waitForURL('**/dashboard/cargas');
    await page.getByRole('heading', { name: 'Mis cargas' }).waitFor();
    await page.close();
  });

  it('at 390 px shows cards and the detail', async () => {
    const page = await pages.signedIn('cliente', MOBILE);
    const footer = page.getByRole('navigation', { name: 'Navegación inferior' });
    await footer.getByRole('link', { name: 'Mis cargas' }).click();
    await page.waitForURL('**/dashboard/cargas');
    const cards = page.getByRole('list', { name: 'Mis cargas' });
    await cards.getByRole('listitem').first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await noHorizontalOverflow(page);
    await snap(page, 'mis-cargas-mobile');
    await page.getByRole('link', { name: `Ver RA ${ra.own}` }).click();
    await page.getByRole('heading', { name: 'Detalle de carga' }).waitFor();
    await page.getByRole('button', { name: 'Descargar comprobante de recepción' }).waitFor();
    await noHorizontalOverflow(page);
    await snap(page, 'detalle-carga-mobile');
    await page.close();
  });
});
