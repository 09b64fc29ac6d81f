import { beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, freshRut, runTag } from './fixtures/api.ts';
import { MOBILE, noHorizontalOverflow, snap, usePages } from './fixtures/browser.ts';
import { expectListed, listedRas, search } from './fixtures/lists.ts';
import { field } from './fixtures/mantine.ts';
import { createRa, createRaSet, planRaSet } from './fixtures/ra.ts';

// Recepciones, Preparación and Consulta RA as office and warehouse users: every filter, the paging
// and the phone's cards. The RA detail and Captura de imágenes are in shipment-detail.e2e.ts.

describe('RA lists (staff)', () => {
  const pages = usePages();
  const tag = runTag();
  // A: in the warehouse (BORIG). B: by sea, to BDSCL, in preparation. C: only step 1 (ENCREA).
  // D: in the warehouse, for the phone.
  const set = planRaSet(tag);
  const { people, docB, ra } = set;
  const batchSender = `Lote ${runTag()}`;

  beforeAll(async () => {
    const token = await apiSignIn('oficina.scl');
    // Eleven RAs of another sender make a list of two pages; made first, so the rest are newer.
    for (let i = 0; i < 11; i++) {
      await createRa(token, { sender: { rut: freshRut(), name: batchSender }, onlyStepOne: true });
    }
    await createRaSet(token, set);
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

  it('at 390 px shows Recepciones as cards with its filters folded, and Preparación', async () => {
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
