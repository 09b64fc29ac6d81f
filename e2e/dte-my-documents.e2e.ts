import { formatPesos } from '@carga/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, runTag } from './fixtures/api.ts';
import { paidAtCounter, useCollectionOn } from './fixtures/billing.ts';
import { bothSizes, usePages } from './fixtures/browser.ts';
import { downloadedPdf } from './fixtures/files.ts';

// Issue 34: the customer finds the boleta issued to them under Mis cargas → 'Mis documentos', and downloads it.

describe("A customer's documents under Mis cargas (issue 34)", () => {
  useCollectionOn();
  const pages = usePages();
  const tag = runTag();
  let customer = '';
  let nidra = 0;
  let folio = 0;
  let due = { value: 0, text: '' };

  beforeAll(async () => {
    const paid = await paidAtCounter(tag);
    ({ nidra, due } = paid);
    const { admin, token } = paid;
    folio = (await api<{ nfolio: number }>(token, 'POST', '/Dte/Documento', { nidra })).nfolio;
    // The paying client's own user.
    customer = `cli.${tag}`;
    await api(admin, 'POST', '/User', {
      susuario: customer,
      snombre: `Cliente ${tag}`,
      password: 'demo-2026',
      srut: paid.rut,
      oficinas: [],
      bodegas: [],
      menus: [],
    });
  }, 120_000);

  it('lists the boleta issued to them and downloads its PDF', { timeout: 120_000 }, async () => {
    const page = await pages.signedIn(customer);
    await page.goto('/dashboard/cargas');
    await page.getByRole('link', { name: 'Mis documentos' }).first().click();
    await page.getByRole('heading', { name: 'Mis documentos' }).waitFor();
    const name = `Boleta electrónica N° ${folio}`;
    await page.getByText(name).first().waitFor();
    await page.getByText(formatPesos(due.value)).first().waitFor();
    await bothSizes(page, 'cliente-mis-documentos');

    const pdf = await downloadedPdf(page, `PDF de ${name}`);
    expect(pdf.name).toBe(`boleta-${folio}.pdf`);
    expect(pdf.text).toContain(`Flete RA N° ${nidra}`);
    expect(pdf.text).toContain('DOCUMENTO DE PRUEBA');
    await page.close();
  });
});
