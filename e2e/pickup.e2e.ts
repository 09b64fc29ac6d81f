import { chileToday, pickupMessages as m } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { runTag } from './fixtures/api.ts';
import { menuLink, usePages } from './fixtures/browser.ts';
import { choose, expectNotification, field, modalShown, modalsGone, pick } from './fixtures/mantine.ts';
import { pickupNumber, pickupRow, pickupShots } from './fixtures/pickup.ts';

// Issue 35, the first mile: oficina.scl takes a pickup request on the phone ('Origen › Retiros'), with the
// form's Spanish refusals, and annuls another; the customer asks for one in the portal ('Solicitar retiro')
// and sees it 'Solicitado'; the office sees the customer's request among the day's.

const STAFF_LIST = 'Solicitudes de retiro';
const MY_LIST = 'Mis solicitudes de retiro';

describe('Retiro: pickup requests', () => {
  const pages = usePages();
  const tag = runTag();
  const contact = (who: string) => `${who} ${tag}`;

  it('the office takes a request by the form, lists it and annuls another', {
    timeout: 120_000,
  }, async () => {
    const page = await pages.signedIn('oficina.scl');
    await menuLink(page, 'Retiros').click();
    await page.waitForURL('**/dashboard/retiros');
    await page.getByRole('heading', { name: 'Retiros', level: 2 }).waitFor();

    for (const who of ['Pedro', 'Anita']) {
      await page.getByRole('button', { name: 'Nuevo retiro' }).click();
      await modalShown(page);
      const dialog = page.getByRole('dialog');
      await field(dialog, 'Cliente').fill('Los Andes');
      await pick(page, 'Cliente', /Distribuidora Los Andes Limitada/);
      // The client's address fills the form's.
      await expect
        .poll(() => field(dialog, 'Dirección de retiro').inputValue())
        .toBe('Av. Vicuña Mackenna 3200');
      await field(dialog, 'Contacto').fill(contact(who));
      await field(dialog, 'Teléfono').fill('+56 9 8765 4321');
      await dialog.getByLabel('Desde').fill('14:00');
      await dialog.getByLabel('Hasta').fill('10:00');
      await field(dialog, 'Bultos').fill('3');
      await field(dialog, 'Peso (kg)').fill('45,5');
      await dialog.getByRole('button', { name: 'Registrar retiro' }).click();
      await dialog.getByText(m.windowOrder).waitFor();
      if (who === 'Pedro') await pickupShots(page, 'staff-form', { fullPage: false });
      await dialog.getByLabel('Hasta').fill('18:00');
      await dialog.getByRole('button', { name: 'Registrar retiro' }).click();
      await expectNotification(page, /Solicitud de retiro N° \d+ registrada/);
      await modalsGone(page);
      await pickupRow(page, STAFF_LIST, contact(who)).waitFor();
    }
    const row = pickupRow(page, STAFF_LIST, contact('Pedro'));
    await row.getByText('Solicitado').waitFor();
    await row.getByText('14:00–18:00').waitFor();
    await row.getByText('3 bultos, 45,5 kg').waitFor();
    await pickupShots(page, 'staff-list');

    const annulled = await pickupNumber(page, STAFF_LIST, contact('Anita'));
    await page.getByRole('button', { name: `Anular retiro N° ${annulled}` }).click();
    await modalShown(page);
    const dialog = page.getByRole('dialog', { name: `Anular retiro N° ${annulled}` });
    await dialog.getByRole('button', { name: 'Anular retiro' }).click();
    await dialog.getByText(m.reasonRequired).waitFor();
    await dialog.getByLabel('Motivo de la anulación').fill('El cliente enviará la carga a la oficina');
    await pickupShots(page, 'staff-cancel', { fullPage: false });
    await dialog.getByRole('button', { name: 'Anular retiro' }).click();
    await expectNotification(page, `Solicitud de retiro N° ${annulled} anulada`);
    const cancelled = pickupRow(page, STAFF_LIST, contact('Anita'));
    await cancelled.getByText('Anulado').waitFor();
    await cancelled.getByText('El cliente enviará la carga a la oficina').waitFor();
    expect(await cancelled.getByRole('button', { name: /Anular/ }).count()).toBe(0);
    await pickupShots(page, 'staff-cancelled');
  });

  it('a customer asks for a pickup in the portal and the office sees it', { timeout: 120_000 }, async () => {
    const page = await pages.signedIn('cliente');
    await page.goto('/dashboard/cargas');
    await page.getByRole('link', { name: 'Solicitar retiro' }).first().click();
    await page.waitForURL('**/dashboard/cargas/retiros');
    await page.getByRole('heading', { name: 'Solicitar retiro', level: 2 }).waitFor();
    const form = page.getByRole('region', { name: 'Nueva solicitud de retiro' });
    await form.getByRole('button', { name: 'Solicitar retiro' }).click();
    await form.getByText(m.officeRequired).waitFor();
    await form.getByText(m.comunaRequired).waitFor();
    await choose(page, 'Oficina que recibe la carga', 'Santiago');
    await field(form, 'Dirección de retiro').fill('Av. España 1450, Local 3');
    await field(form, 'Comuna').fill('Punta Are');
    await pick(page, 'Comuna', /^Punta Arenas/);
    await field(form, 'Contacto').fill(contact('Claudia'));
    await field(form, 'Teléfono').fill('612345678');
    await field(form, 'Bultos').fill('2');
    await field(form, 'Descripción').fill('Dos cajas de ropa');
    await pickupShots(page, 'customer-form');
    await form.getByRole('button', { name: 'Solicitar retiro' }).click();
    await expectNotification(page, /Solicitud de retiro N° \d+ registrada/);
    const mine = pickupRow(page, MY_LIST, contact('Claudia'));
    await mine.getByText('Solicitado').waitFor();
    await mine.getByText('Santiago').waitFor();
    await mine.getByText('2 bultos', { exact: true }).waitFor();
    // Sent: the form is empty again, ready for another.
    expect(await field(form, 'Contacto').inputValue()).toBe('');
    await pickupShots(page, 'customer-list');

    const office = await pages.signedIn('oficina.scl');
    await office.goto('/dashboard/retiros');
    const theirs = pickupRow(office, STAFF_LIST, contact('Claudia'));
    await theirs.getByText('Comercial Austral SpA').waitFor();
    await theirs.getByText('Solicitado').waitFor();
    await theirs.getByText('Pedido en el portal').waitFor();
    await pickupShots(office, 'staff-portal');
    expect(await office.getByRole('textbox', { name: 'Fecha' }).inputValue()).toBe(
      chileToday().split('-').reverse().join('/'),
    );
  });
});
