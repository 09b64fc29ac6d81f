import { execFileSync } from 'node:child_process';
import { messages } from '@carga/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, runTag } from './fixtures/api.ts';
import { eventually, MOBILE, noHorizontalOverflow, settled, shot, usePages } from './fixtures/browser.ts';
import { choose, field } from './fixtures/mantine.ts';
import { createRa, warehouseRa } from './fixtures/ra.ts';
import { createTruckOperation } from './fixtures/warehouse-data.ts';
import { confirmClose } from './fixtures/warehouse-screens.ts';
import { continueTo } from './fixtures/wizard.ts';

/** The text of the PDF a button of the page downloads. */
async function pdfFrom(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return execFileSync('pdftotext', ['-layout', await file.path(), '-'], { encoding: 'utf8' });
}

// Issue 29 as a new user types: a weight written '12,5' in the wizard, a plate written 'gh-kl-23' on
// 'Cierre de lista', and a disabled 'Confirmar' that says why, next to it.

describe('what people type', () => {
  const pages = usePages();
  const tag = runTag();
  let ra: number;
  let list: string;
  beforeAll(async () => {
    const office = await apiSignIn('oficina.scl');
    ra = await createRa(office, { description: `Decimales ${tag}` });
    const warehouse = await apiSignIn('bodega.scl');
    const loaded = await warehouseRa(office, `Patentes ${tag}`, 2);
    const operation = await createTruckOperation(warehouse, `Patentes ${tag}`);
    list = await api<string>(warehouse, 'POST', '/LoadingList', { nidoperacion: operation });
    await api(warehouse, 'POST', `/LoadingList/${list}/RA`, { operacionId: operation, raList: [loaded] });
  });

  it("takes a weight typed '12,5' and a side '45,5' at step 5, and prints them so at step 7", async () => {
    for (const viewport of [undefined, MOBILE]) {
      const page = await pages.signedIn('oficina.scl', viewport);
      await page.goto(`/pasos/${ra}`);
      await page.waitForURL('**/pasos/paso-1');
      await page.getByText('Cargando información...').waitFor({ state: 'hidden' });
      await continueTo(page, 2, 'Condiciones de recepción');
      await continueTo(page, 3, 'Descripción y estado de la carga');
      await continueTo(page, 4, 'Documentación asociada');
      await continueTo(page, 5, 'Detalle de los bultos');
      // kg and cm are typed with decimals: a phone offers its keyboard with the comma.
      expect(await field(page, 'Peso (kg)').getAttribute('inputmode')).toBe('decimal');
      expect(await field(page, 'Cantidad').getAttribute('inputmode')).toBe('numeric');
      await choose(page, 'Tipo de bulto', 'Caja');
      await field(page, 'Cantidad').fill('1');
      await field(page, 'Alto (cm)').fill('30');
      await field(page, 'Ancho (cm)').fill('50');
      const weight = field(page, 'Peso (kg)');
      const length = field(page, 'Largo (cm)');
      const add = page.getByRole('button', { name: 'Agregar' });
      // The ambiguous and what has more decimals than are kept are refused, saying why.
      await weight.fill('12.500');
      await length.fill('45,25');
      await add.click();
      await page.getByText(messages.ambiguousNumber('12500', '12,5')).waitFor();
      await page.getByText(messages.decimalsAtMost(1)).waitFor();
      await settled(page);
      await shot(page, viewport ? 'typed-weight-refused-390' : 'typed-weight-refused-desktop');
      await weight.fill('12,5');
      await length.fill('45,5');
      await add.click();
      await eventually(() => field(page, 'Cantidad').inputValue()).toBe('');
      expect(await page.getByText(messages.onlyNumbers, { exact: true }).count()).toBe(0);
      // Shown with the decimal comma, and given back so to be edited.
      await page.getByText('45,5 × 50 × 30 cm').first().waitFor();
      await page
        .getByText(viewport ? '12,5 kg c/u' : /^12,5$/)
        .first()
        .waitFor();
      await settled(page);
      if (viewport) await noHorizontalOverflow(page);
      await shot(page, viewport ? 'typed-weight-390' : 'typed-weight-desktop');
      const lines = await page.getByRole('button', { name: /^Editar bulto / }).count();
      await page.getByRole('button', { name: `Editar bulto ${lines}` }).click();
      await eventually(() => weight.inputValue()).toBe('12,5');
      expect(await length.inputValue()).toBe('45,5');
      if (!viewport) {
        await page.getByRole('button', { name: 'Cancelar' }).click();
        await continueTo(page, 6, 'Archivos adjuntos');
        await continueTo(page, 7, 'Imprimir');
        const receipt = await pdfFrom(page, 'Imprimir comprobante');
        expect(receipt).toMatch(/45,5 × 50 × 30 cm/);
        expect(receipt).toMatch(/\b12,5\b/);
      }
      // The RA's detail shows the line as it was typed.
      await page.goto(`/detalle/recepcion/${ra}`);
      const line = page.getByRole('group', { name: /^Bulto / }).last();
      await eventually(() => line.textContent()).toContain('45,5 × 50 × 30 cm');
      expect(await line.textContent()).toContain('12,5 kg');
      await settled(page);
      if (viewport) await noHorizontalOverflow(page);
      await shot(page, viewport ? 'typed-weight-detail-390' : 'typed-weight-detail-desktop');
      await page.close();
    }
  });

  it("keeps a plate typed 'gh-kl-23' as GHKL23 and says why 'Confirmar' waits", async () => {
    const page = await pages.signedIn('bodega.scl');
    await page.goto(`/detalle/lista-carga/${list}`);
    await page.getByRole('button', { name: 'Cerrar lista' }).click();
    await page.waitForURL('**/detalle/cierre-lista-carga');
    const reason = page.getByRole('note');
    await expect
      .poll(() => reason.textContent())
      .toBe(
        'Para continuar, complete o corrija: Patente camión, Patente acoplado, Nombre conductor, Prefijo, Celular.',
      );
    await page.getByText('Código de país (Chile: 56)').waitFor();
    await field(page, 'Patente camión').pressSequentially('gh-kl-23');
    expect(await field(page, 'Patente camión').inputValue()).toBe('GHKL23');
    await field(page, 'Patente acoplado').fill('XYZ');
    await page.getByText(messages.trailerPlateFormat).waitFor();
    await field(page, 'Nombre conductor').fill('Juan Soto');
    await field(page, 'Celular').fill('912345678');
    await expect
      .poll(() => reason.textContent())
      .toBe('Para continuar, complete o corrija: Patente acoplado, Prefijo.');
    await settled(page);
    await shot(page, 'close-list-reason-desktop');
    await field(page, 'Patente acoplado').fill('jk 34 56');
    await field(page, 'Prefijo').fill('+56');
    await expect.poll(() => reason.count()).toBe(0);
    await confirmClose(page);
    const closed = await api<{ loadingListDetail: { spatentecamion: string; spatenteacoplado: string } }>(
      await apiSignIn('bodega.scl'),
      'GET',
      `/LoadingList/${list}`,
    );
    expect(closed.loadingListDetail).toMatchObject({ spatentecamion: 'GHKL23', spatenteacoplado: 'JK3456' });
    // The closed list's detail says why its actions are off, beside them, on a desktop and on a phone.
    await page.goto(`/detalle/lista-carga/${list}`);
    await page.getByText('Lista cerrada: ya no admite cambios.').waitFor();
    await settled(page);
    await shot(page, 'closed-list-reason-desktop');
    await page.close();
    const phone = await pages.signedIn('bodega.scl', MOBILE);
    await phone.goto(`/detalle/lista-carga/${list}`);
    await phone.getByText('Lista cerrada: ya no admite cambios.').waitFor();
    await settled(phone);
    await noHorizontalOverflow(phone);
    await shot(phone, 'closed-list-reason-390');
    await phone.close();
  });

  it("shows a new client's missing fields and the phone hints on a phone", async () => {
    const page = await pages.signedIn('admin', MOBILE);
    await page.goto('/dashboard/cliente-proveedor');
    await page.getByRole('button', { name: 'Crear cliente/proveedor' }).click();
    await page.getByRole('note').waitFor();
    await page.getByText('Código de país (Chile: 56)').waitFor();
    await settled(page);
    await noHorizontalOverflow(page);
    await shot(page, 'client-reason-390');
    await page.close();

    // On a desktop the hints sit under their inputs, which line up with the rest of the row.
    const desktop = await pages.signedIn('admin');
    await desktop.goto('/dashboard/cliente-proveedor');
    await desktop.getByRole('button', { name: 'Crear cliente/proveedor' }).click();
    await desktop.getByRole('note').waitFor();
    await settled(desktop);
    await shot(desktop, 'client-reason-desktop');
    await desktop.close();
  });

  it("writes the yes of a flag 'Sí', whole on a phone's card", async () => {
    const page = await pages.signedIn('admin', MOBILE);
    await page.goto('/dashboard/cliente-proveedor');
    await page.getByText('Sí', { exact: true }).first().waitFor();
    await settled(page);
    await noHorizontalOverflow(page);
    await shot(page, 'clients-si-390');
    await page.close();
  });
});
