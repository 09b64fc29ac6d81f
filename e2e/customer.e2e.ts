import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, freshRut, runTag } from './fixtures/api.ts';
import { MOBILE, noHorizontalOverflow, settled, snap, usePages } from './fixtures/browser.ts';
import { choose, expectNotification, field, yesNo } from './fixtures/mantine.ts';
import { createRa } from './fixtures/ra.ts';

// Configuración as admin: a client, its address and its tariff, made, found and edited through the
// screens; the tariff then prices an RA billed to that client.

const info = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

async function searchList(page: Page, filters: Record<string, string>) {
  for (const [label, value] of Object.entries(filters)) await field(page, label).fill(value);
  await page.getByRole('button', { name: 'Buscar' }).click();
}

describe('Configuración: clients, addresses and tariffs (admin)', () => {
  const pages = usePages();
  const tag = runTag();
  const rut = freshRut();
  const name = `Transportes ${tag} Limitada`;
  const shortName = `Transportes ${tag}`;

  it('creates a client, refuses a bad rut, finds it in the list and edits it', async () => {
    const page = await pages.signedIn('admin');
    await page.goto('/dashboard/cliente-proveedor');
    await page.getByRole('heading', { name: 'Cliente - Proveedor' }).waitFor();
    await page
      .getByRole('table', { name: 'Clientes y proveedores' })
      .getByText('Comercial Austral SpA')
      .waitFor();
    await snap(page, 'cliente-proveedor-desktop');

    await page.getByRole('button', { name: 'Crear cliente/proveedor' }).click();
    await page.waitForURL('**/detalle/cliente-proveedor');
    await page.getByRole('heading', { name: 'Cliente / Proveedor' }).waitFor();
    const create = page.getByRole('button', { name: 'Crear' });
    expect(await create.isDisabled()).toBe(true);
    // The spec's defaults: proveedor remitente Si, the rest No, active.
    expect(
      await page
        .getByRole('radiogroup', { name: 'Proveedor remitente' })
        .getByRole('radio', { name: 'Sí' })
        .isChecked(),
    ).toBe(true);
    expect(await page.getByRole('switch', { name: 'Vigente' }).isChecked()).toBe(true);

    await field(page, 'Rut').fill('76086428');
    await field(page, 'Nombre cliente').click();
    await page.getByText('Formato incorrecto (sin puntos y con guión)').waitFor();
    // Typed as people write it, with dots and '+56': kept and sent as the spec writes them.
    await field(page, 'Rut').fill(rut.replace(/^(\d{2})(\d{3})(\d{3})-/, '$1.$2.$3-'));
    expect(await field(page, 'Rut').inputValue()).toBe(rut);
    await field(page, 'Nombre cliente').fill(name);
    await field(page, 'Nombre corto').fill(shortName);
    await field(page, 'Prefijo').fill('+56');
    expect(await field(page, 'Prefijo').inputValue()).toBe('56');
    await field(page, 'Celular').fill('9123x');
    await field(page, 'Rut facturación').click();
    await page.getByText('Sólo se admiten números').waitFor();
    expect(await create.isDisabled()).toBe(true);
    await field(page, 'Celular').fill('912345678');
    await yesNo(page, 'Cliente destinatario', 'Sí');
    await choose(page, 'Término de envío', 'Puerta a puerta');
    await choose(page, 'Tipo de entrega', 'Entrega a domicilio');
    await snap(page, 'cliente-proveedor-detalle-nuevo-desktop');
    await create.click();
    await expectNotification(page, `Cliente ${shortName} creado`);

    // Created: the rut is locked, the button says Actualizar and the panel shows the id.
    await page.getByRole('button', { name: 'Actualizar' }).waitFor();
    expect(await field(page, 'Rut').getAttribute('readonly')).not.toBeNull();
    await expect
      .poll(async () =>
        Number(
          await info(page, 'ID')
            .textContent()
            .then((t) => t?.replace('ID', '')),
        ),
      )
      .toBeGreaterThan(0);
    const clientId = (await info(page, 'ID').textContent())!.replace('ID', '').trim();
    expect(await page.evaluate(() => localStorage.getItem('cliente-id'))).toBe(clientId);

    // The same rut again answers 409 in a modal.
    await page.goto('/dashboard/cliente-proveedor');
    await page.getByRole('button', { name: 'Crear cliente/proveedor' }).click();
    await page.getByRole('heading', { name: 'Cliente / Proveedor' }).waitFor();
    await field(page, 'Rut').fill(rut);
    await field(page, 'Nombre cliente').fill('Otro');
    await field(page, 'Nombre corto').fill('Otro');
    await field(page, 'Prefijo').fill('56');
    await field(page, 'Celular').fill('900000000');
    await page.getByRole('button', { name: 'Crear' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Ya existe un cliente con ese rut').waitFor();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();

    // Found in the list by rut, and by name in any case with a Yes/No filter.
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('heading', { name: 'Cliente - Proveedor' }).waitFor();
    await searchList(page, { Rut: rut });
    const table = page.getByRole('table', { name: 'Clientes y proveedores' });
    await table.getByText(name).waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await page.getByRole('button', { name: 'Limpiar' }).click();
    await field(page, 'Nombre').fill(tag.toUpperCase());
    await choose(page, 'Cliente', 'Sí');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await table.getByText(name).waitFor();
    await choose(page, 'Cliente', 'No');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('No hay clientes/proveedores').waitFor();
    await snap(page, 'cliente-proveedor-vacio-desktop');

    // Opened from the list, edited.
    await searchList(page, { Nombre: tag });
    await choose(page, 'Cliente', 'Todos');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('button', { name: `Ver cliente ${rut}` }).click();
    await page.waitForURL('**/detalle/cliente-proveedor');
    await expect.poll(() => field(page, 'Nombre corto').inputValue()).toBe(shortName);
    await yesNo(page, 'Cliente courier', 'Sí');
    await field(page, 'Rut facturación').fill('76086428-5');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await page.getByText('Cambios guardados').waitFor();
    await settled(page);
    await snap(page, 'cliente-proveedor-detalle-desktop');
    await page.close();
  });

  it('gives the client an address in two stages, finds it and edits it', async () => {
    const page = await pages.signedIn('admin');
    await page.goto('/dashboard/direcciones');
    await page.getByRole('heading', { name: 'Direcciones' }).waitFor();
    await page.getByRole('table', { name: 'Direcciones' }).waitFor();
    await snap(page, 'direcciones-desktop');
    await page.getByRole('button', { name: 'Nueva dirección' }).click();
    await page.getByRole('heading', { name: 'Dirección', exact: true }).waitFor();
    await info(page, 'Nombre corto').getByText('Sin definir').waitFor();

    // Client suggestions after a pause, as 'rut - short name'.
    await field(page, 'Rut').fill(rut.slice(0, 5));
    await page.getByRole('option', { name: `${rut} - ${shortName}` }).click();
    await expect.poll(() => field(page, 'Rut').inputValue()).toBe(rut);
    await info(page, 'Nombre corto').getByText(shortName).waitFor();
    await snap(page, 'direcciones-detalle-nuevo-desktop');
    await page.getByRole('button', { name: 'Crear' }).click();

    // The shell exists: the whole form appears.
    const update = page.getByRole('button', { name: 'Actualizar' });
    await update.waitFor();
    expect(await update.isDisabled()).toBe(true);
    await field(page, 'Calle').fill('Av. Colón');
    await field(page, 'Numeración').fill('1020');
    await field(page, 'Resto dirección').fill(`Bodega ${tag}`);
    await field(page, 'Código postal').fill('6200000');
    await yesNo(page, 'Dirección de entrega', 'Sí');
    // Choosing a commune sets its region.
    await field(page, 'Comuna').fill('Punta Are');
    await page.getByRole('option', { name: 'Punta Arenas', exact: true }).click();
    await expect.poll(() => field(page, 'Región').inputValue()).toContain('Magallanes');
    await update.click();
    await page.getByText('Cambios guardados').waitFor();
    const addressId = (await info(page, 'ID Dirección').textContent())!.replace('ID Dirección', '').trim();
    expect(Number(addressId)).toBeGreaterThan(0);
    await snap(page, 'direcciones-detalle-desktop');

    // In the list, by rut; opened again and edited.
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('heading', { name: 'Direcciones' }).waitFor();
    await searchList(page, { Rut: rut });
    const table = page.getByRole('table', { name: 'Direcciones' });
    const row = table.getByRole('row').filter({ hasText: `Av. Colón 1020, Bodega ${tag}` });
    await row.getByText('Punta Arenas').waitFor();
    await page.getByRole('button', { name: `Ver dirección ${addressId}` }).click();
    await page.waitForURL('**/detalle/direcciones');
    await expect.poll(() => field(page, 'Calle').inputValue()).toBe('Av. Colón');
    expect(await page.evaluate(() => localStorage.getItem('direccion-id'))).toBe(addressId);
    // A region that is not the commune's clears the commune.
    await choose(page, 'Región', 'Metropolitana de Santiago');
    await expect.poll(() => field(page, 'Comuna').inputValue()).toBe('');
    await field(page, 'Comuna').fill('Ñuño');
    await page.getByRole('option', { name: 'Ñuñoa', exact: true }).click();
    await field(page, 'Calle').fill('x'.repeat(201));
    await field(page, 'Numeración').click();
    await page.getByText('La calle no puede tener más de 200 caracteres').waitFor();
    await field(page, 'Calle').fill('Irarrázaval');
    await update.click();
    await page.getByText('Cambios guardados').waitFor();
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('heading', { name: 'Direcciones' }).waitFor();
    await searchList(page, { Rut: rut });
    await table.getByRole('row').filter({ hasText: 'Irarrázaval 1020' }).getByText('Ñuñoa').waitFor();
    await page.close();
  });

  /** 'Nueva tarifa' with the key of the client's tariff: Santiago → Punta Arenas, Terrestre, LCL, general. */
  async function newTariffKey(page: Page) {
    await page.getByRole('button', { name: 'Nueva tarifa' }).click();
    await page.getByRole('heading', { name: 'Tarifa', exact: true }).waitFor();
    await field(page, 'Rut').fill(rut);
    await info(page, 'Nombre corto').getByText(shortName).waitFor();
    await choose(page, 'Oficina de recepción', 'Santiago (OFISCL)');
    await choose(page, 'Oficina de destino', 'Punta Arenas (OFIPUQ)');
    await choose(page, 'Vía', 'Terrestre');
    await choose(page, 'Modalidad de envío', 'Carga consolidada (LCL)');
    await choose(page, 'Tarifa', 'Carga general');
  }

  it('creates a tariff, refuses a duplicate, finds it, edits it and prices an RA with it', async () => {
    const page = await pages.signedIn('admin');
    await page.goto('/dashboard/tarifas');
    await page.getByRole('heading', { name: 'Tarifas' }).waitFor();
    await newTariffKey(page);
    await field(page, 'Valor Kg').fill('12.5');
    await field(page, 'Valor M³').click();
    await page.getByText('Sólo se admiten números').waitFor();
    const create = page.getByRole('button', { name: 'Crear' });
    expect(await create.isDisabled()).toBe(true);
    await field(page, 'Valor Kg').fill('500');
    await field(page, 'Valor M³').fill('90000');
    await field(page, 'Valor volumen').fill('400');
    await field(page, 'Valor cantidad').fill('5000');
    await field(page, 'Valor cant. interno').fill('1000');
    await field(page, '% Seguro').fill('1,5');
    await field(page, '% Carga IMO').fill('20');
    await field(page, 'Tarifa mínima').fill('10000');
    await snap(page, 'tarifas-detalle-nuevo-desktop');
    await create.click();
    await expectNotification(page, `Tarifa de ${shortName} creada`);

    // Created: the key is read-only, the panel shows the client.
    await page.getByRole('button', { name: 'Actualizar' }).waitFor();
    await info(page, 'ID Cliente').getByText(/\d+/).waitFor();
    expect(await field(page, 'Oficina de recepción').getAttribute('readonly')).not.toBeNull();
    expect(await field(page, 'Rut').getAttribute('readonly')).not.toBeNull();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('tarifa')))!)).toMatchObject({
      scodoficinaorigen: 'OFISCL',
      scodtipocarga: 'GENERAL',
    });
    await expect.poll(() => field(page, '% Seguro').inputValue()).toBe('1,5');

    // The same key again: 409 in a modal.
    await page.goto('/dashboard/tarifas');
    await newTariffKey(page);
    await page.getByRole('button', { name: 'Crear' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Ya existe una tarifa vigente/).waitFor();
    await settled(page);
    await snap(page, 'tarifas-duplicada-desktop');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();

    // In the list, by rut and by the filters; opened and edited.
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('heading', { name: 'Tarifas' }).waitFor();
    await searchList(page, { Rut: rut });
    await choose(page, 'Oficina origen', 'Santiago (OFISCL)');
    await choose(page, 'Vías', 'Terrestre');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const table = page.getByRole('table', { name: 'Tarifas' });
    await table.getByText('Carga general').waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await snap(page, 'tarifas-desktop');
    await choose(page, 'Vías', 'Aéreo');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('No hay datos').waitFor();
    await choose(page, 'Vías', 'Terrestre');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await table.getByRole('button', { name: new RegExp(`^Ver tarifa ${rut}`) }).click();
    await page.waitForURL('**/detalle/tarifas');
    await expect.poll(() => field(page, 'Valor Kg').inputValue()).toBe('500');
    await field(page, 'Tarifa mínima').fill('75000');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expectNotification(page, `Tarifa de ${shortName} actualizada`);
    await page.getByText('Cambios guardados').waitFor();
    await settled(page);
    await snap(page, 'tarifas-detalle-desktop');

    // The client now counts one address and one tariff.
    await page.goto(`/dashboard/cliente-proveedor?rut=${rut}`);
    await page.getByRole('button', { name: `Ver cliente ${rut}` }).click();
    await info(page, 'Cantidad direcciones').getByText('1').waitFor();
    await info(page, 'Cantidad tarifas').getByText('1').waitFor();

    // An RA billed to the client (its recipient) is priced with the tariff: 2 boxes of 10 kg, 30×40×50 cm
    // (20 kg, 0,12 m³, 39,96 kg volumetric) cost at most 15.984 by measure, so the minimum 75.000 wins.
    const token = await apiSignIn('oficina.scl');
    const raId = await createRa(token, { recipient: { rut, name: shortName } });
    await page.goto(`/detalle/recepcion/${raId}`);
    const price = page.getByRole('region', { name: 'Valor del servicio' });
    await price.getByText('tarifa mínima', { exact: false }).waitFor();
    // Freight 75.000 (minimum) + internal 2 packages × 1.000 + insurance 1,5% of 100.000 = 78.500.
    await price.getByRole('group', { name: 'Total' }).getByText('$78.500').waitFor();
    await snap(page, 'detalle-recepcion-valor-desktop');
    await page.close();
  });

  it('fits the lists and details on a phone (390 px)', async () => {
    const page = await pages.signedIn('admin', MOBILE);
    const screens: Array<[string, string, string]> = [
      ['/dashboard/cliente-proveedor', 'Clientes y proveedores', 'cliente-proveedor-mobile'],
      ['/dashboard/direcciones', 'Direcciones', 'direcciones-mobile'],
      ['/dashboard/tarifas', 'Tarifas', 'tarifas-mobile'],
    ];
    for (const [path, list, shot] of screens) {
      await page.goto(`${path}?rut=${rut}`);
      await page.getByRole('list', { name: list }).getByRole('listitem').first().waitFor();
      await noHorizontalOverflow(page);
      await snap(page, shot);
      // The card opens the detail.
      await page.getByRole('list', { name: list }).getByRole('listitem').first().getByRole('button').click();
      await page.getByRole('button', { name: 'Actualizar' }).waitFor();
      await page.waitForLoadState('networkidle');
      await settled(page);
      await noHorizontalOverflow(page);
      await snap(page, `${shot.replace('-mobile', '')}-detalle-mobile`);
    }
    await page.close();
  });
});
