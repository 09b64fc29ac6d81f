import { chileToday, formatPesos } from '@carga/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, freshRut, runTag } from './fixtures/api.ts';
import { createCashier, useCollectionOn } from './fixtures/billing.ts';
import { bothSizes, menuLink, usePages } from './fixtures/browser.ts';
import { download, downloadedPdf } from './fixtures/files.ts';
import { expectNotification, field } from './fixtures/mantine.ts';
import { createRa } from './fixtures/ra.ts';

// Issue 34, cuenta corriente: a client with a giro, a billing address and two finished CTACTE RAs of this
// month is invoiced from Gestión / Facturación — the preview names it with its RAs and total, 'Facturar'
// issues one factura of the period (one line per RA), whose PDF carries the lines and the timbre.

const dmy = (day: string) => day.split('-').reverse().join('/');

describe('Cuenta corriente invoicing from Gestión / Facturación (issue 34)', () => {
  useCollectionOn();
  const pages = usePages();
  const tag = runTag();
  const client = { rut: freshRut(), name: `Cuenta ${tag} SpA` };
  const ras: number[] = [];
  let total = 0;

  beforeAll(async () => {
    const admin = await apiSignIn('admin');
    const office = await apiSignIn(await createCashier(admin, tag));
    const created = await api<{ nidcliente: number }>(office, 'POST', '/Customer/sender', {
      srutcliente: client.rut,
      snombrecliente: client.name,
      snombrecorto: client.name,
      sindempresa: 'S',
      direcciones: [
        {
          scalle: 'Av. Prueba',
          snumeracion: '100',
          srestodireccion: '',
          scodregion: '13',
          scodcomuna: '13101',
        },
      ],
    });
    await api(admin, 'PUT', `/Billing/Cliente/${created.nidcliente}/Credito`, {
      sindctacte: 'S',
      nlimitecredito: 10_000_000,
      ndiaspago: 30,
      sfacturactacte: 'PERIODO',
      sdetallefactura: 'RA',
      sgiro: 'Comercio al por mayor',
    });
    await api(admin, 'POST', '/Customer/Tarifa', {
      srutcliente: client.rut,
      scodoficinaorigen: 'OFISCL',
      scodoficinadestino: 'OFIPUQ',
      svia: 'TER',
      scodmodalidad: 'LCL',
      scodtipocarga: 'GENERAL',
      nvalortarifakg: 500,
      nvalortarifam3: 0,
      nvalorpesovolum: 0,
      nvalorcantidad: 0,
      nvalorcantinterno: 0,
      nporcentajeseguro: 0,
      nporcentajecargaimo: 0,
      ntarifaminima: 12500,
    });
    for (let i = 0; i < 2; i++) {
      const nidra = await createRa(office, {
        sender: client,
        billing: 'REMIT',
        description: `Cuenta ${tag} ${i}`,
      });
      await api(admin, 'PUT', `/Billing/RA/${nidra}/Condicion`, { scondicionpago: 'CTACTE' });
      await api(office, 'POST', `/Shipment/Attachment/FinishAndPrint/${nidra}/BORIG`);
      const payment = await api<{ nmonto: number | null }>(admin, 'GET', `/Billing/RA/${nidra}`);
      ras.push(nidra);
      total += payment.nmonto ?? 0;
    }
  }, 180_000);

  it('previews the client, invoices its period and downloads the factura', { timeout: 180_000 }, async () => {
    expect(total).toBeGreaterThan(0);
    const page = await pages.signedIn('admin');
    await menuLink(page, 'Facturación').click();
    await page.waitForURL('**/dashboard/facturacion');
    const today = chileToday();
    await field(page, 'Desde').fill(dmy(`${today.slice(0, 8)}01`));
    await field(page, 'Desde').press('Tab');
    await field(page, 'Hasta').fill(dmy(today));
    await field(page, 'Hasta').press('Tab');

    const preview = page.getByRole('table', { name: 'Clientes por facturar' });
    const row = preview.getByRole('row').filter({ hasText: client.name });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(formatPesos(total));
    await row.getByText('Por facturar').waitFor();
    await bothSizes(page, 'facturacion-preview');

    await page.getByRole('button', { name: 'Facturar' }).click();
    await page.getByRole('dialog', { name: 'Facturar el período' }).waitFor();
    await page.getByRole('button', { name: 'Emitir facturas' }).click();
    await expectNotification(page, /facturas? emitidas?/);
    const issued = page.getByRole('region', { name: 'Facturas emitidas' });
    const line = issued.getByText(/^Factura electrónica N° \d+ · /).filter({ hasText: formatPesos(total) });
    await line.waitFor();
    const folio = Number(/N° (\d+)/.exec((await line.textContent()) ?? '')?.[1]);
    expect(folio).toBeGreaterThan(0);
    await issued.getByText(`${client.name} (${client.rut}) · 2 RAs`).waitFor();
    // The client's RAs left the preview.
    await expect.poll(() => preview.getByRole('row').filter({ hasText: client.name }).count()).toBe(0);
    await bothSizes(page, 'facturacion-emitida');

    const name = `Factura electrónica N° ${folio}`;
    const pdf = await downloadedPdf(page, `PDF de ${name}`);
    expect(pdf.name).toBe(`factura-${folio}.pdf`);
    expect(pdf.text).toContain('FACTURA ELECTR');
    for (const nidra of ras) expect(pdf.text).toContain(`RA N° ${nidra}`);
    expect(pdf.text).toContain('Timbre Electrónico SII');
    expect(pdf.text).toContain(formatPesos(total).replace('$', ''));
    const xml = await download(page, `XML de ${name}`);
    expect(xml).toEqual({ name: `factura-${folio}.xml`, head: '<?xm' });
    await page.close();
  });
});
