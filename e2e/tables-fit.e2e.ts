import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, runTag } from './fixtures/api.ts';
import { MOBILE, noHorizontalOverflow, settled, shot, usePages } from './fixtures/browser.ts';
import { DESKTOP_1366, expectBadgeWhole, expectInSight } from './fixtures/layout.ts';
import { createRa, DEMO } from './fixtures/ra.ts';
import { createClosedList, dispatchList } from './fixtures/warehouse-data.ts';

// Issue 29: at 1366 px (and 390 px) a table fits or scrolls sideways with its actions in sight and its
// states whole: the wizard's packages, the customer's 'Diferencias en destino', Mis cargas.

describe('tables at 1366 px and 390 px', () => {
  const pages = usePages();
  const tag = runTag();
  const ra = { draft: 0, short: 0 };

  beforeAll(async () => {
    const office = await apiSignIn('oficina.scl');
    // Wide figures, as real cargo has: the columns outgrow the form's width beside the steps.
    ra.draft = await createRa(office, {
      finish: 'ENPREP',
      packages: 2,
      box: { units: 1500, kg: 98765 },
      description: `Tabla ${tag}`,
    });
    ra.short = await createRa(office, {
      sender: DEMO.comercialAustral,
      finish: 'BORIG',
      description: `Diferencias ${tag}`,
    });
    const origin = await apiSignIn('bodega.scl');
    const { code } = await createClosedList(origin, `Tablas ${tag}`, [ra.short]);
    await dispatchList(origin, code, `S-${tag}`.slice(0, 20));
    // BDPUQ counts the RA one box short and receives the list: a difference the customer sees.
    const destination = await apiSignIn('bodega.puq');
    const path = `/Destination/${code}/RA/${ra.short}/Package`;
    const lines = await api<{ bultoList: Array<{ niditem: number; ncantidadingresada: number }> }>(
      destination,
      'GET',
      path,
    );
    await api(
      destination,
      'PUT',
      path,
      lines.bultoList.map((line) => ({
        niditem: line.niditem,
        ncantidadbultos: line.ncantidadingresada - 1,
        ncantidaddanada: 0,
        smotivodiferencia: 'Caja extraviada en el camino a Punta Arenas',
      })),
    );
    await api(destination, 'PUT', `/Destination/${code}`);
  }, 120_000);

  it("the wizard's packages: 'Editar' and 'Eliminar' in sight at 1366 px", async () => {
    const page = await pages.signedIn('oficina.scl', DESKTOP_1366);
    await page.goto(`/pasos/${ra.draft}`);
    await page.waitForURL('**/pasos/paso-1');
    await page
      .getByRole('list', { name: 'Pasos del ingreso' })
      .getByRole('button', { name: /Detalle de los bultos/ })
      .click();
    await page.waitForURL('**/pasos/paso-5');
    const edit = page.getByRole('button', { name: 'Editar bulto 2' });
    await edit.waitFor();
    await expectInSight(edit);
    await expectInSight(page.getByRole('button', { name: 'Eliminar bulto 2' }));
    await settled(page);
    await shot(page, 'tablas-paso-5-desktop');
  });

  it("the customer's 'Diferencias en destino' and Mis cargas: whole at 1366 px, cards at 390 px", async () => {
    const page = await pages.signedIn('cliente', DESKTOP_1366);
    await page.goto(`/detalle/recepcion/${ra.short}`);
    const table = page.getByRole('table', { name: 'Diferencias en destino' });
    await table.waitFor({ timeout: 15_000 });
    await settled(page);
    await shot(page, 'tablas-diferencias-cliente-desktop');
    // Every column of the table is in sight: the last header, not only the first ones.
    await expectInSight(table.locator('thead th').last());

    await page.goto(`/dashboard/cargas?id=${ra.short}`);
    const row = page.getByRole('table', { name: 'Mis cargas' }).locator('tbody tr');
    await expect.poll(() => row.count()).toBe(1);
    await expectBadgeWhole(row.locator('.mantine-Badge-root').first());
    await expectInSight(row.getByRole('link', { name: `Ver RA ${ra.short}` }));
    await shot(page, 'tablas-mis-cargas-desktop');

    await page.setViewportSize(MOBILE);
    await page.goto(`/detalle/recepcion/${ra.short}`);
    await page.getByText('Caja extraviada en el camino a Punta Arenas').first().waitFor();
    await noHorizontalOverflow(page);
    await settled(page);
    await shot(page, 'tablas-diferencias-cliente-mobile');
  });
});
