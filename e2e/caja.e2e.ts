import { formatPesos } from '@carga/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, runTag } from './fixtures/api.ts';
import { amountDue, createCashier, pagadoRa, useCollectionOn } from './fixtures/billing.ts';
import { bothSizes, menuLink, usePages } from './fixtures/browser.ts';
import { textOf } from './fixtures/lists.ts';
import { expectNotification, field, modalShown } from './fixtures/mantine.ts';
import { continueTo, sendToWarehouse } from './fixtures/wizard.ts';

// Issue 33, the cash desk: a new cashier opens a caja on the 'Caja' screen, charges an RA PAGADO at step 7
// in cash with change, sees the payment among the caja's movements, and closes the caja one thousand
// pesos short, with the reason; the closed caja is then read-only with its PDF and export.

const FLOAT = 50_000;
const CHANGE = 7_500;

describe('Caja: a cash payment at step 7 and the cierre de caja (issue 33)', () => {
  useCollectionOn();
  const pages = usePages();
  const tag = runTag();
  let cashier = '';
  let nidra = 0;
  let due = { value: 0, text: '' };

  beforeAll(async () => {
    const admin = await apiSignIn('admin');
    cashier = await createCashier(admin, tag);
    nidra = await pagadoRa(admin, await apiSignIn(cashier), tag);
  });

  it('opens the caja and charges an RA PAGADO in cash at step 7, with the change', {
    timeout: 180_000,
  }, async () => {
    const page = await pages.signedIn(cashier);
    await menuLink(page, 'Caja').click();
    await page.waitForURL('**/dashboard/caja');
    const openForm = page.getByRole('form', { name: 'Abrir caja' });
    await openForm.getByText('No tiene una caja abierta').waitFor();
    expect(await field(page, 'Lugar').inputValue()).toContain('OFISCL');
    await bothSizes(page, 'caja-abrir');
    await field(page, 'Monto inicial').fill('50.000');
    await openForm.getByRole('button', { name: 'Abrir caja' }).click();
    await expectNotification(page, 'Caja abierta');
    const totals = page.getByRole('table', { name: 'Totales por medio de pago' });
    await totals.waitFor();
    expect(await textOf(totals.getByRole('row', { name: /Efectivo/ }))).toContain(formatPesos(FLOAT));

    // Step 7: the wizard finishes the RA, which is then charged before the sender leaves.
    await page.goto(`/pasos/${nidra}`);
    await page.waitForURL('**/pasos/paso-1');
    await page.getByText('Cargando información...').waitFor({ state: 'hidden' });
    await continueTo(page, 2, 'Condiciones de recepción');
    await continueTo(page, 3, 'Descripción y estado de la carga');
    await continueTo(page, 4, 'Documentación asociada');
    await continueTo(page, 5, 'Detalle de los bultos');
    await continueTo(page, 6, 'Archivos adjuntos');
    await continueTo(page, 7, 'Imprimir');
    await page.getByText('Condición de pago: Pagado').waitFor();
    expect(await sendToWarehouse(page)).toBe('');
    due = await amountDue(await apiSignIn(cashier), nidra);
    expect(due.value).toBeGreaterThan(0);
    await page.getByText('Pendiente de pago').waitFor();
    await page.getByText(`Monto: ${due.text}`).waitFor();
    await bothSizes(page, 'paso-7-cobrar');

    await page.getByRole('button', { name: 'Cobrar' }).click();
    const dialog = page.getByRole('dialog', { name: `Cobrar RA ${nidra}` });
    await modalShown(page);
    expect(await textOf(dialog.getByLabel('Monto a cobrar'))).toBe(due.text);
    expect(await dialog.getByRole('radio', { name: 'Efectivo' }).isChecked()).toBe(true);
    // Too little: no change, and the payment is refused on the form.
    await field(dialog, 'Monto recibido').fill(String(due.value - 1));
    expect(await textOf(dialog.getByLabel('Vuelto'))).toBe('—');
    await dialog.getByRole('button', { name: 'Registrar pago' }).click();
    await dialog.getByText(`El monto recibido no alcanza a cubrir ${due.text}`).waitFor();
    // The change follows what is typed, the Chilean way ('20.000').
    const received = (due.value + CHANGE).toLocaleString('es-CL');
    await field(dialog, 'Monto recibido').fill(received);
    expect(await textOf(dialog.getByLabel('Vuelto'))).toBe(formatPesos(CHANGE));
    await bothSizes(page, 'cobrar-efectivo', { fullPage: false });
    // Another method asks for its number instead.
    await dialog.getByText('Transferencia', { exact: true }).click();
    await field(dialog, 'Número de transferencia').waitFor();
    expect(await dialog.getByLabel('Vuelto').count()).toBe(0);
    await dialog.getByText('Efectivo', { exact: true }).click();
    await field(dialog, 'Monto recibido').fill(received);
    await dialog.getByRole('button', { name: 'Registrar pago' }).click();
    await expectNotification(page, `Pago del RA ${nidra} registrado`);
    await dialog.waitFor({ state: 'hidden' });
    // The state's badge (the condition, also 'Pagado', is written beside it).
    await page.locator('.mantine-Badge-label').getByText('Pagado', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Cobrar' }).count()).toBe(0);

    // The caja lists the payment with its change; cash expects the float plus the payment.
    await menuLink(page, 'Caja').click();
    const movements = page.getByRole('table', { name: /^Movimientos de la caja/ });
    const row = movements.getByRole('row', { name: new RegExp(`${nidra}`) });
    await row.waitFor();
    const line = await textOf(row);
    expect(line).toContain('Pago');
    expect(line).toContain('Efectivo');
    expect(line).toContain(due.text);
    expect(line).toContain(formatPesos(CHANGE));
    expect(await textOf(totals.getByRole('row', { name: /Efectivo/ }))).toContain(
      formatPesos(FLOAT + due.value),
    );
    await bothSizes(page, 'caja-movimientos');
    await page.close();
  });

  it('closes the caja with a difference, which needs its reason, and shows it closed', {
    timeout: 120_000,
  }, async () => {
    const page = await pages.signedIn(cashier);
    await page.goto('/dashboard/caja');
    await page.getByRole('button', { name: 'Cerrar caja' }).click();
    const form = page.getByRole('form', { name: 'Cerrar caja' });
    const expected = FLOAT + due.value;
    const counts = form.getByRole('textbox', { name: /^Contado / });
    // Nothing is prefilled: every count is typed.
    for (const input of await counts.all()) expect(await input.inputValue()).toBe('');
    for (const input of await counts.all()) await input.fill('0');
    await form
      .getByRole('textbox', { name: 'Contado Efectivo' })
      .fill((expected - 1000).toLocaleString('es-CL'));
    expect(await textOf(form.getByLabel('Diferencia Efectivo'))).toBe(formatPesos(-1000));
    await form.getByRole('button', { name: 'Cerrar caja' }).click();
    await form.getByText('Hay diferencias: indique el motivo').waitFor();
    await bothSizes(page, 'caja-cierre');
    await field(form, 'Motivo de la diferencia').fill(`Vuelto mal entregado ${tag}`);
    await form.getByRole('button', { name: 'Cerrar caja' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cerrar caja' });
    await confirm.getByText('La caja se cerrará con diferencias y no podrá reabrirse').waitFor();
    await confirm.getByRole('button', { name: 'Confirmar cierre' }).click();
    await expectNotification(page, 'Caja cerrada');
    await page.waitForURL('**/detalle/caja/*');
    await page.getByText('Cerrada', { exact: true }).waitFor();
    await page.getByText(`Vuelto mal entregado ${tag}`).waitFor();
    const totals = page.getByRole('table', { name: 'Totales por medio de pago' });
    const cash = await textOf(totals.getByRole('row', { name: /Efectivo/ }));
    expect(cash).toContain(formatPesos(expected));
    expect(cash).toContain(formatPesos(expected - 1000));
    expect(cash).toContain(formatPesos(-1000));
    await page.getByRole('button', { name: 'Descargar PDF' }).waitFor();
    await page.getByRole('button', { name: 'Exportar' }).waitFor();
    await bothSizes(page, 'caja-cerrada');

    // Closed for good: 'Caja' offers a new one.
    await menuLink(page, 'Caja').click();
    await page.getByRole('form', { name: 'Abrir caja' }).waitFor();
    await page.close();
  });
});
