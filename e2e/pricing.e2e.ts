import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, freshRut, runTag } from './fixtures/api.ts';
import {
  DESKTOP,
  eventually,
  MOBILE,
  noHorizontalOverflow,
  settled,
  shot,
  usePages,
} from './fixtures/browser.ts';
import { DESKTOP_1366, expectInSight } from './fixtures/layout.ts';
import { listedRas, raCard, textOf } from './fixtures/lists.ts';
import { choose, expectNotification, field } from './fixtures/mantine.ts';
import { createRa } from './fixtures/ra.ts';
import { createTruckOperation, dispatchList, TRUCK } from './fixtures/warehouse-data.ts';
import { continueTo, sendToWarehouse } from './fixtures/wizard.ts';

// Issue 12, prices that stay put and unpriced cargo that is never silent: an RA billed to a client
// without tariff is finished with a warning and a confirmation, travels on a list closed with another
// confirmation naming it, and keeps its $0 sale once the tariff exists; an RA priced by the tariff is
// re-priced before dispatch; the warehouse dashboard counts the unpriced RAs and opens them.

const SHOTS = '/tmp/shots-h4';
const shotTo = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
const group = (scope: Page | ReturnType<Page['locator']>, label: string) =>
  scope.getByRole('group', { name: label, exact: true });

describe('frozen prices and unpriced cargo (issue 12)', () => {
  const pages = usePages();
  const tag = runTag();
  const rut = freshRut();
  const shortName = `Fletes ${tag}`;
  const client = { rut, name: shortName };
  let office = '';
  let unpriced = 0;
  let code = '';

  beforeAll(async () => {
    const admin = await apiSignIn('admin');
    office = await apiSignIn('oficina.scl');
    // A client without any tariff, billed as the recipient (DESTI) of the RA.
    await api(admin, 'POST', '/Customer/ClienteProveedor', {
      srutcliente: rut,
      snombrecliente: `Fletes ${tag} Limitada`,
      snombrecorto: shortName,
      sindclientecontr: 'S',
      sprefijotelefono: '56',
      stelefono: '912345678',
    });
    // Steps 1 to 5 through the API; the wizard is finished on screen.
    unpriced = await createRa(office, { recipient: client, description: `Sin tarifa ${tag}` });
  });

  it('warns at step 7, asks before sending, and the dashboard counts and opens it', async () => {
    const page = await pages.signedIn('oficina.scl');
    await page.goto(`/pasos/${unpriced}`);
    await page.waitForURL('**/pasos/paso-1');
    await page.getByText('Cargando información...').waitFor({ state: 'hidden' });
    await continueTo(page, 2, 'Condiciones de recepción');
    // Issue 29: step 2 says whose tariff will price the RA (the billed client, here the recipient).
    await page
      .getByText(
        `Se aplicará la tarifa de ${shortName} (destinatario): las tarifas son del cliente a quien se factura el RA.`,
      )
      .waitFor();
    await settled(page);
    await shot(page, 'wizard-2-tarifa-desktop');
    await continueTo(page, 3, 'Descripción y estado de la carga');
    await continueTo(page, 4, 'Documentación asociada');
    await continueTo(page, 5, 'Detalle de los bultos');
    await continueTo(page, 6, 'Archivos adjuntos');
    await continueTo(page, 7, 'Imprimir');
    // Issue 29: the warning names the billed client that has no tariff.
    const warning = page.getByText(`Sin tarifa para ${shortName} (destinatario): No hay una tarifa vigente`);
    await warning.waitFor();
    expect(await textOf(warning)).toContain('La carga se enviará sin precio; podrá recalcularse');
    await settled(page);
    await shotTo(page, 'wizard-7-sin-tarifa-desktop');
    await shot(page, 'wizard-7-sin-tarifa-desktop');
    await page.setViewportSize(MOBILE);
    await settled(page);
    await noHorizontalOverflow(page);
    await shot(page, 'wizard-7-sin-tarifa-mobile');
    await page.setViewportSize(DESKTOP);
    const asked = await sendToWarehouse(page);
    expect(asked).toContain(`El RA ${unpriced} no tiene precio`);
    await page.close();

    // The warehouse dashboard: 'RAs sin tarifa' opens Consulta RA with only those.
    const scl = await pages.signedIn('bodega.scl');
    await scl.goto('/dashboard/bodega');
    const card = scl.getByRole('group', { name: 'RAs sin tarifa' });
    await eventually(async () => Number((await textOf(card)).replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
    await card.click();
    await scl.waitForURL('**/dashboard/consulta-ra?sinTarifa=S');
    const chip = scl.getByText('Sólo RAs sin tarifa por despachar');
    await chip.waitFor();
    await field(scl, 'N° RA').fill(String(unpriced));
    await scl.getByRole('button', { name: 'Buscar' }).click();
    await eventually(() => listedRas(scl, 'RA de la bodega')).toEqual([unpriced]);
    expect(scl.url()).toContain('sinTarifa=S');
    await scl.getByRole('button', { name: 'Quitar filtro sin tarifa' }).click();
    await chip.waitFor({ state: 'hidden' });
    expect(scl.url()).not.toContain('sinTarifa');
    await scl.close();
  });

  it('closes its list only once confirmed, and keeps its $0 sale after the tariff exists', async () => {
    const warehouse = await apiSignIn('bodega.scl');
    const operation = await createTruckOperation(warehouse, `Camión ${tag}`);
    code = await api<string>(warehouse, 'POST', '/LoadingList', { nidoperacion: operation });
    await api(warehouse, 'POST', `/LoadingList/${code}/RA`, { operacionId: operation, raList: [unpriced] });

    const page = await pages.signedIn('bodega.scl');
    await page.goto(`/detalle/lista-carga/${code}`);
    await eventually(() => textOf(raCard(page, unpriced))).toContain('Sin tarifa');
    await page.getByRole('button', { name: 'Cerrar lista' }).click();
    await page.waitForURL('**/detalle/cierre-lista-carga');
    await field(page, 'Patente camión').fill(TRUCK.plate);
    await field(page, 'Patente acoplado').fill(TRUCK.trailer);
    await field(page, 'Nombre conductor').fill(TRUCK.driver);
    await field(page, 'Prefijo').fill(TRUCK.prefix);
    await field(page, 'Celular').fill(TRUCK.phone);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cerrar lista sin tarifa' });
    await dialog.waitFor();
    expect(await textOf(dialog)).toContain(`La lista lleva RAs sin tarifa: RA ${unpriced}`);
    await settled(page);
    await shotTo(page, 'cierre-sin-tarifa-desktop', false);
    await page.setViewportSize(MOBILE);
    await settled(page);
    await shotTo(page, 'cierre-sin-tarifa-mobile', false);
    await dialog.getByRole('button', { name: 'Cerrar sin tarifa' }).click();
    await page.waitForURL('**/dashboard/lista-carga');
    await page.close();
    await dispatchList(warehouse, code, `S${tag}`);

    // The tariff for the client's route, created in Tarifas.
    const admin = await pages.signedIn('admin');
    await admin.goto('/dashboard/tarifas');
    await admin.getByRole('button', { name: 'Nueva tarifa' }).click();
    await admin.getByRole('heading', { name: 'Tarifa', exact: true }).waitFor();
    await field(admin, 'Rut').fill(rut);
    await group(admin, 'Nombre corto').getByText(shortName).waitFor();
    // Issue 29: the form says whose tariff it is and which RAs it prices.
    await admin
      .getByText(`Tarifa de ${shortName}: se aplica a los RA que se facturan a ese cliente`)
      .waitFor();
    await choose(admin, 'Oficina de recepción', 'Santiago (OFISCL)');
    await choose(admin, 'Oficina de destino', 'Punta Arenas (OFIPUQ)');
    await choose(admin, 'Vía', 'Terrestre');
    await choose(admin, 'Modalidad de envío', 'Carga consolidada (LCL)');
    await choose(admin, 'Tarifa', 'Carga general');
    await field(admin, 'Valor Kg').fill('500');
    await field(admin, 'Tarifa mínima').fill('50000');
    await admin.getByRole('button', { name: 'Crear' }).click();
    await expectNotification(admin, `Tarifa de ${shortName} creada`);
    // Edited: a new version from today, listed under the form.
    await admin.getByRole('button', { name: 'Actualizar' }).waitFor();
    await field(admin, 'Vigente desde').waitFor();
    await field(admin, 'Tarifa mínima').fill('75000');
    await admin.getByRole('button', { name: 'Actualizar' }).click();
    await expectNotification(admin, `Tarifa de ${shortName} actualizada`);
    const versions = admin.getByRole('region', { name: 'Versiones' });
    await versions.getByText('Vigente', { exact: true }).waitFor();
    await versions.getByText('$75.000').waitFor();
    // Issue 29: at 1366 px every column of the versions is in sight, 'Creada por' the last.
    await admin.setViewportSize(DESKTOP_1366);
    await expectInSight(versions.locator('thead th').last());
    await settled(admin);
    await shotTo(admin, 'tarifa-versiones-desktop');
    await shot(admin, 'tarifa-cliente-desktop');
    await admin.setViewportSize(MOBILE);
    await settled(admin);
    await noHorizontalOverflow(admin);
    await versions.scrollIntoViewIfNeeded();
    await shotTo(admin, 'tarifa-versiones-mobile');
    await shot(admin, 'tarifa-cliente-mobile');
    await admin.close();

    // The dispatched list's sale and the RA's price did not move.
    const after = await pages.signedIn('bodega.scl');
    await after.goto(`/detalle/lista-carga/${code}`);
    await eventually(() => textOf(group(after, 'Venta'))).toContain('$0');
    await after.goto(`/detalle/recepcion/${unpriced}`);
    const price = after.getByRole('region', { name: 'Valor del servicio' });
    await price.getByText('Sin tarifa', { exact: true }).waitFor();
    expect(await price.getByRole('button', { name: 'Recalcular precio' }).count()).toBe(0);
    await settled(after);
    await shotTo(after, 'detalle-ra-sin-tarifa-desktop');
    await after.close();
  });

  it('shows the price of an RA with tariff and re-prices it before dispatch', async () => {
    const ra = await createRa(office, {
      recipient: client,
      description: `Con tarifa ${tag}`,
      finish: 'BORIG',
    });
    const page = await pages.signedIn('oficina.scl');
    await page.goto(`/detalle/recepcion/${ra}`);
    const price = page.getByRole('region', { name: 'Valor del servicio' });
    await group(price, 'Total').getByText('$').waitFor();
    expect(await textOf(price)).toMatch(/Precio registrado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(await textOf(price)).toMatch(/Tarifa vigente desde \d{2}\/\d{2}\/\d{4}/);
    expect(await textOf(group(price, 'Flete mínimo'))).toContain('$75.000');
    expect(await textOf(price)).toContain(`Precio según la tarifa de ${shortName} (destinatario)`);
    await settled(page);
    await shotTo(page, 'detalle-ra-precio-desktop');
    await price.getByRole('button', { name: 'Recalcular precio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recalcular precio' });
    await dialog.getByRole('button', { name: 'Recalcular' }).click();
    await expectNotification(page, 'Precio recalculado');
    await dialog.waitFor({ state: 'hidden' });
    await page.setViewportSize(MOBILE);
    await settled(page);
    await noHorizontalOverflow(page);
    await price.scrollIntoViewIfNeeded();
    await shotTo(page, 'detalle-ra-precio-mobile', false);
    await page.close();
  });
});
