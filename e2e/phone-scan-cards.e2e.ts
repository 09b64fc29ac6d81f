import { beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, runTag } from './fixtures/api.ts';
import { MOBILE, noHorizontalOverflow, settled, shot, usePages } from './fixtures/browser.ts';
import { listCard } from './fixtures/lists.ts';
import { createRa } from './fixtures/ra.ts';
import { createClosedList, dispatchList } from './fixtures/warehouse-data.ts';

// Issue 29: a warehouse worker on a phone reaches scanning from the welcome page. After the spec's
// three cards come 'Escanear lista de carga' and 'Escanear llegada', each leading to its list filtered
// to what can be scanned, where each card has its own scan button.

describe('scanning from the phone welcome (bodega.puq)', () => {
  const pages = usePages();
  const tag = runTag();
  let code = '';

  beforeAll(async () => {
    const office = await apiSignIn('oficina.scl');
    const origin = await apiSignIn('bodega.scl');
    const nidra = await createRa(office, { packages: 1, finish: 'BORIG', description: `Escaneo ${tag}` });
    ({ code } = await createClosedList(origin, `Escaneo ${tag}`, [nidra]));
    await dispatchList(origin, code, `S-${tag}`.slice(0, 20));
  });

  it('leads from the welcome to the dispatched list and on to its arrival scan', async () => {
    const page = await pages.signedIn('bodega.puq', MOBILE);
    const cards = page.getByRole('main').getByRole('link');
    await expect
      .poll(async () => (await cards.allTextContents()).map((t) => t.trim()))
      .toEqual(
        expect.arrayContaining(
          ['Escanear lista de carga', 'Escanear llegada'].map((t) => expect.stringContaining(t)),
        ),
      );
    const titles = (await cards.allTextContents()).map((t) => t.trim());
    const at = (title: string) => titles.findIndex((t) => t.startsWith(title));
    // After the spec's three cards, never before them.
    expect(at('Escanear llegada')).toBeGreaterThan(at('Entrega de la carga'));
    expect(at('Escanear lista de carga')).toBeGreaterThan(at('Entrega de la carga'));
    await settled(page);
    await shot(page, 'bienvenida-bodega-escanear-mobile');

    await page.getByRole('link', { name: 'Escanear llegada', exact: true }).click();
    await page.waitForURL('**/dashboard/recibir?estado=DESPA');
    const scan = listCard(page, code).getByRole('link', { name: `Escanear llegada de la lista ${code}` });
    await expect.poll(() => scan.isVisible(), { timeout: 15_000 }).toBe(true);
    // The card's actions fit the phone.
    const box = await scan.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    await noHorizontalOverflow(page);
    await settled(page);
    await shot(page, 'recibir-escanear-mobile');
    await scan.click();
    await page.waitForURL(`**/detalle/recibir/${code}/escanear`);
  });
});
