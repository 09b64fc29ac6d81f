import { beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, runTag } from './fixtures/api.ts';
import { MOBILE, noHorizontalOverflow, snap, usePages } from './fixtures/browser.ts';
import { download, FILE_DAY } from './fixtures/files.ts';
import { raCardText } from './fixtures/lists.ts';
import { field, modalShown, modalsGone } from './fixtures/mantine.ts';
import { createRa } from './fixtures/ra.ts';
import { createTruckOperation, TRUCK } from './fixtures/warehouse-data.ts';
import { commentRa, confirmClose, findLoadList } from './fixtures/warehouse-screens.ts';

// Lista de carga as bodega.scl: a list of an operation made through the API gets two RAs, one box
// less of one, a comment and both spreadsheets, and is closed with the truck's data.

describe('load lists (bodega.scl)', () => {
  const pages = usePages();
  const tag = runTag();
  const ra = { a: 0, b: 0 };
  let operation = 0;
  let code = '';

  beforeAll(async () => {
    const office = await apiSignIn('oficina.scl');
    const warehouse = await apiSignIn('bodega.scl');
    // Two RAs in the warehouse (BORIG), each with two lines of 2 boxes.
    ra.a = await createRa(office, { packages: 2, finish: 'BORIG', description: `Repuestos ${tag}` });
    ra.b = await createRa(office, { packages: 2, finish: 'BORIG', description: `Ropa ${tag}` });
    operation = await createTruckOperation(warehouse, `Camión ${tag}`);
  });

  it('creates a list, adds two RAs, edits, comments, downloads and closes it', async () => {
    const page = await pages.signedIn('bodega.scl');
    await page.goto('/dashboard/lista-carga');
    await expect.poll(() => page.getByRole('button', { name: 'Crea nueva lista' }).isVisible()).toBe(true);
    await snap(page, 'lista-carga-desktop');

    await page.getByRole('button', { name: 'Crea nueva lista' }).click();
    await page.waitForURL('**/nueva-lista/datos');
    await expect.poll(() => page.getByText('Datos generales').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Seleccione una operación para continuar').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Crear lista' }).isDisabled()).toBe(true);
    await field(page, 'Operación').click();
    await page.getByRole('option', { name: `${operation} - Camión ${tag}`, exact: true }).click();
    await expect.poll(() => page.getByText('Carga consolidada (LCL)').isVisible()).toBe(true);
    await snap(page, 'nueva-lista-desktop');
    await page.getByRole('button', { name: 'Crear lista' }).click();
    await page.waitForURL(/\/detalle\/lista-carga\/LC\d{6}$/);
    code = page.url().split('/').pop() ?? '';
    await expect.poll(() => page.getByText('No se encontraron RAs').isVisible()).toBe(true);

    // Add both RAs: the RA number accepts digits only.
    await page.getByRole('button', { name: 'Agregar nuevo RA' }).click();
    await modalShown(page);
    await field(page, 'Número de RA').fill('12a');
    await expect.poll(() => page.getByText('Sólo se admiten números').isVisible()).toBe(true);
    for (const id of [ra.a, ra.b]) {
      await field(page, 'Número de RA').fill(String(id));
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      await page.getByRole('checkbox', { name: `Seleccionar RA ${id}` }).check();
    }
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await modalsGone(page);
    await expect.poll(() => raCardText(page, ra.a)).toContain('Bultos ingresados4');
    await expect.poll(() => raCardText(page, ra.b)).toContain('Bultos ingresados4');

    // One box less of RA a: its first line goes from 2 to 1.
    await page.getByRole('button', { name: `Editar bultos RA ${ra.a}` }).click();
    await modalShown(page);
    const quantity = page.getByRole('textbox', { name: /^Cantidad Caja/ }).first();
    await quantity.fill('9');
    await expect
      .poll(() => page.getByText('El valor no puede ser mayor a la suma de los dos totales').isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Confirmar' }).isDisabled()).toBe(true);
    await quantity.fill('1');
    await snap(page, 'lista-carga-bultos-desktop');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await modalsGone(page);
    await expect.poll(() => raCardText(page, ra.a)).toContain('Bultos ingresados3');
    expect(await raCardText(page, ra.a)).toContain('Bultos disponibles1');

    // A comment on RA b.
    await commentRa(page, ra.b, `Frágil ${tag}`);
    await expect.poll(() => raCardText(page, ra.b)).toContain(`Frágil ${tag}`);
    await expect.poll(() => page.getByRole('group', { name: 'Bultos' }).textContent()).toContain('7');
    await snap(page, 'lista-carga-detalle-desktop');

    const valued = await download(page, 'Lista valorizada');
    expect(valued.name).toMatch(new RegExp(`^Reporte valorizado \\(${code}\\) ${FILE_DAY}\\.xlsx$`));
    expect(valued.head).toMatch(/^PK/);
    const warehouseList = await download(page, 'Lista bodega');
    expect(warehouseList.name).toMatch(new RegExp(`^Reporte lista carga \\(${code}\\) ${FILE_DAY}\\.xlsx$`));
    expect(warehouseList.head).toMatch(/^PK/);

    // Close with the truck's data.
    await page.getByRole('button', { name: 'Cerrar lista' }).click();
    await page.waitForURL('**/detalle/cierre-lista-carga');
    const confirm = page.getByRole('button', { name: 'Confirmar' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(await confirm.isDisabled()).toBe(true);
    await field(page, 'Patente camión').fill(TRUCK.plate);
    await field(page, 'Patente camión').fill('');
    await expect.poll(() => page.getByText('La patente es obligatoria').isVisible()).toBe(true);
    await field(page, 'Patente camión').fill(TRUCK.plate);
    await field(page, 'Patente acoplado').fill(TRUCK.trailer);
    await field(page, 'Nombre conductor').fill(TRUCK.driver);
    await field(page, 'Prefijo').fill(TRUCK.prefix);
    await field(page, 'Celular').fill(TRUCK.phone);
    await snap(page, 'cierre-lista-desktop');
    await confirmClose(page);
    const closed = await findLoadList(page, code);
    await expect.poll(() => closed.textContent()).toContain('Cerrada');
    await page.close();
  });

  it('shows the closed list read-only at 390 px without overflow', async () => {
    const page = await pages.signedIn('bodega.scl', MOBILE);
    await page.goto('/dashboard/lista-carga');
    await expect.poll(() => page.getByRole('button', { name: 'Crea nueva lista' }).isVisible()).toBe(true);
    await noHorizontalOverflow(page);
    await snap(page, 'lista-carga-mobile');
    await page.goto(`/detalle/lista-carga/${code}`);
    await expect.poll(() => raCardText(page, ra.b)).toContain(`Frágil ${tag}`);
    expect(await page.getByRole('button', { name: 'Agregar nuevo RA' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Cerrar lista' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: `Comentar RA ${ra.b}` }).count()).toBe(0);
    await noHorizontalOverflow(page);
    await snap(page, 'lista-carga-detalle-mobile');
    await page.getByRole('button', { name: `Ver bultos RA ${ra.a}` }).click();
    await modalShown(page);
    expect(await page.getByRole('button', { name: 'Confirmar' }).count()).toBe(0);
    await snap(page, 'lista-carga-bultos-mobile');
    await page.close();
  });
});
