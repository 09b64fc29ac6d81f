import { creditNoteMessages, formatPesos } from '@carga/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, runTag } from './fixtures/api.ts';
import { paidAtCounter, useCollectionOn } from './fixtures/billing.ts';
import { bothSizes, usePages } from './fixtures/browser.ts';
import { downloadedPdf } from './fixtures/files.ts';
import { expectNotification, modalShown, modalsGone } from './fixtures/mantine.ts';

// Issue 34: a paid RA's boleta stands when the RA is voided. 'Anular pago' and 'Anular RA' say so before
// they act; then the RA detail warns, and 'Nota de crédito' annuls the boleta with the reason offered
// ('Anulación de la RA N° …'): the nota is listed under its boleta, which reads 'Anulada por NC N° …', and
// its PDF carries the timbre.

describe('A voided RA gets the nota de crédito of its boleta (issue 34)', () => {
  useCollectionOn();
  const pages = usePages();
  const tag = runTag();
  let cashier = '';
  let nidra = 0;
  let boleta = 0;
  let due = { value: 0, text: '' };

  beforeAll(async () => {
    const paid = await paidAtCounter(tag);
    ({ cashier, nidra, due } = paid);
    const token = paid.token;
    boleta = (await api<{ nfolio: number }>(token, 'POST', '/Dte/Documento', { nidra })).nfolio;
  }, 120_000);

  it('warns before voiding, then emits the nota de crédito from the RA detail', {
    timeout: 180_000,
  }, async () => {
    const page = await pages.signedIn(cashier);
    await page.goto(`/detalle/recepcion/${nidra}`);
    const boletaName = `Boleta electrónica N° ${boleta}`;
    const warning = creditNoteMessages.standingDocument(boletaName);

    // 'Anular pago' says the boleta stands (and is cancelled here).
    await page
      .getByRole('region', { name: 'Pago' })
      .getByRole('button', { name: /^Anular pago \d+$/ })
      .click();
    const reverse = page.getByRole('dialog', { name: 'Anular pago' });
    await reverse.getByText(warning).waitFor();
    await modalShown(page);
    await bothSizes(page, 'nc-anular-pago-aviso', { fullPage: false });
    await reverse.getByRole('button', { name: 'Cancelar' }).click();
    await modalsGone(page);

    // 'Anular RA' says it too; the RA is voided all the same.
    await page.getByRole('button', { name: 'Anular RA' }).click();
    const confirm = page.getByRole('dialog', { name: 'Anular RA' });
    await confirm.getByText(warning).waitFor();
    await modalShown(page);
    await bothSizes(page, 'nc-anular-ra-aviso', { fullPage: false });
    await confirm.getByRole('button', { name: 'Anular RA' }).click();
    await expectNotification(page, `RA ${nidra} anulado`);

    // The detail warns and offers the nota de crédito.
    await page.goto(`/detalle/recepcion/${nidra}`);
    const section = page.getByRole('region', { name: 'Documento tributario' });
    await section.getByText(creditNoteMessages.raVoided(boletaName)).waitFor();
    await bothSizes(page, 'nc-ra-anulada-aviso');

    await section.getByRole('button', { name: `Nota de crédito de ${boletaName}` }).click();
    const form = page.getByRole('dialog', { name: 'Nota de crédito' });
    await modalShown(page);
    expect(await form.getByLabel('Razón').inputValue()).toBe(`Anulación de la RA N° ${nidra}`);
    // A correction needs its amount: the shared schema says so before anything is sent.
    await form.getByLabel('Corrige montos').check();
    await form.getByRole('button', { name: 'Emitir nota de crédito' }).click();
    await form.getByText(creditNoteMessages.amountRequired).waitFor();
    await form.getByLabel('Anula el documento').check();
    await bothSizes(page, 'nc-formulario', { fullPage: false });
    await form.getByRole('button', { name: 'Emitir nota de crédito' }).click();
    await expectNotification(page, /Nota de crédito electrónica N° \d+ emitida/);
    await modalsGone(page);

    const notaLine = section.getByText(/^Nota de crédito electrónica N° \d+ · /);
    await notaLine.waitFor();
    const nota = Number(/N° (\d+)/.exec((await notaLine.textContent()) ?? '')?.[1]);
    expect(nota).toBeGreaterThan(0);
    expect(await notaLine.textContent()).toContain(formatPesos(due.value));
    await section.getByText(`Anulada por NC N° ${nota}`).waitFor();
    await section.getByText(`Anula: Anulación de la RA N° ${nidra}`).waitFor();
    expect(await section.getByText(creditNoteMessages.raVoided(boletaName)).count()).toBe(0);
    expect(await section.getByRole('button', { name: /^Nota de crédito de / }).count()).toBe(0);
    // A voided RA is not billed again.
    expect(await section.getByRole('button', { name: 'Emitir boleta' }).count()).toBe(0);
    await bothSizes(page, 'nc-emitida');

    const pdf = await downloadedPdf(page, `PDF de Nota de crédito electrónica N° ${nota}`);
    expect(pdf.name).toBe(`nota-credito-${nota}.pdf`);
    expect(pdf.text).toContain('NOTA DE CR');
    expect(pdf.text).toContain(`Flete RA N° ${nidra}`);
    expect(pdf.text).toContain(formatPesos(due.value).replace('$', ''));
    expect(pdf.text).toContain('Timbre Electr');
    expect(pdf.text).toContain(`Anulación de la RA N° ${nidra}`);
    await page.close();
  });
});
