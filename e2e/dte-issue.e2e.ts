import { formatPesos } from '@carga/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { runTag } from './fixtures/api.ts';
import { paidAtCounter, useCollectionOn } from './fixtures/billing.ts';
import { bothSizes, usePages } from './fixtures/browser.ts';
import { download, downloadedPdf } from './fixtures/files.ts';
import { expectNotification } from './fixtures/mantine.ts';

// Issue 34 at the counter: an RA PAGADO charged in cash gets its boleta from the RA detail — 'Emitir
// boleta', then the document's line (marked PRUEBA: the demo's test CAFs) with its PDF and XML.

describe("A paid RA's boleta from the RA detail (issue 34)", () => {
  useCollectionOn();
  const pages = usePages();
  const tag = runTag();
  let cashier = '';
  let nidra = 0;
  let due = { value: 0, text: '' };

  beforeAll(async () => {
    ({ cashier, nidra, due } = await paidAtCounter(tag));
    expect(due.value).toBeGreaterThan(0);
  }, 120_000);

  it('issues the boleta, shows its line and downloads its PDF and XML', { timeout: 120_000 }, async () => {
    const page = await pages.signedIn(cashier);
    await page.goto(`/detalle/recepcion/${nidra}`);
    const section = page.getByRole('region', { name: 'Documento tributario' });
    await section.getByRole('button', { name: 'Emitir boleta' }).waitFor();
    await bothSizes(page, 'ra-emitir-boleta');

    await section.getByRole('button', { name: 'Emitir boleta' }).click();
    await expectNotification(page, /Boleta electrónica N° \d+ emitida/);
    const line = section.getByText(/^Boleta electrónica N° \d+ · /);
    await line.waitFor();
    const text = (await line.textContent()) ?? '';
    expect(text).toContain(formatPesos(due.value));
    const folio = Number(/N° (\d+)/.exec(text)?.[1]);
    expect(folio).toBeGreaterThan(0);
    await section.getByText('PRUEBA', { exact: true }).waitFor();
    expect(await section.getByRole('button', { name: 'Emitir boleta' }).count()).toBe(0);
    await bothSizes(page, 'ra-boleta-emitida');

    const name = `Boleta electrónica N° ${folio}`;
    const pdf = await downloadedPdf(page, `PDF de ${name}`);
    expect(pdf.name).toBe(`boleta-${folio}.pdf`);
    expect(pdf.text).toContain('BOLETA ELECTR');
    expect(pdf.text).toContain(`N° ${folio}`);
    expect(pdf.text).toContain(`Flete RA N° ${nidra}`);
    expect(pdf.text).toContain(formatPesos(due.value).replace('$', ''));
    expect(pdf.text).toContain('DOCUMENTO DE PRUEBA');
    const roll = await downloadedPdf(page, `Rollo 80 mm de ${name}`);
    expect(roll.name).toBe(`boleta-${folio}-rollo.pdf`);
    // The roll's narrow description column may wrap the RA's number under its line's prices: read it
    // without the amounts and the layout's spaces.
    const rollWords = roll.text.replace(/\$[\d.]+/g, ' ').replace(/\s+/g, ' ');
    expect(rollWords).toContain(`Flete RA N° ${nidra}`);
    const xml = await download(page, `XML de ${name}`);
    expect(xml).toEqual({ name: `boleta-${folio}.xml`, head: '<?xm' });
    await page.close();
  });
});
