import { unitCodeText } from '@carga/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, runTag } from './fixtures/api.ts';
import { MOBILE, noHorizontalOverflow, settled, shot, shotModal, usePages } from './fixtures/browser.ts';
import { textOf } from './fixtures/lists.ts';
import { expectNotification, field, modalShown, modalsGone } from './fixtures/mantine.ts';
import { createRa } from './fixtures/ra.ts';
import { answered, readyToScan, scanRows, usScannerOnLatinKeyboard, wedgeScan } from './fixtures/scan.ts';
import {
  closeList,
  createClosedList,
  createTruckOperation,
  dispatchList,
} from './fixtures/warehouse-data.ts';

// Issue 29, the warehouse floor tried as a new user would: a US-layout scanner on a Latin-American keyboard
// (its output typed into the field as the scanner types it, then Enter) on every scanning screen; the focus
// back on the code field after every dialog, notice and error; 'Dañado' on the code in the field; the
// arrival seal as a blind check; and 'Recepcionar' asking once with what it records.

const SEAL = 'SELLO-778899';

/** A unit's code as a US-layout scanner types it on a Latin-American keyboard, then Enter. */
const usScan = (page: Page, code: string) => wedgeScan(page, usScannerOnLatinKeyboard(code));

/** Types the seal as a scanner would into 'Sello de llegada' (the code and Enter). */
async function scanSeal(page: Page, seal: string) {
  await field(page, 'Sello de llegada').click();
  await wedgeScan(page, seal);
}

describe('scanning screens with a US-layout scanner (bodega.scl → bodega.puq)', () => {
  const pages = usePages();
  const tag = runTag();
  let a = 0;
  let b = 0;
  let code = '';

  beforeAll(async () => {
    const office = await apiSignIn('oficina.scl');
    const warehouse = await apiSignIn('bodega.scl');
    a = await createRa(office, { box: { units: 4, kg: 10 }, finish: 'BORIG', description: `Piso A ${tag}` });
    b = await createRa(office, { box: { units: 2, kg: 10 }, finish: 'BORIG', description: `Piso B ${tag}` });
    ({ code } = await createClosedList(warehouse, `Piso ${tag}`, [a, b]));
    await dispatchList(warehouse, code, SEAL);
  });

  it('arrival: blind seal, US-layout codes, Dañado on the code in the field, focus back, one confirmation', async () => {
    const page = await pages.signedIn('bodega.puq');
    await page.goto(`/detalle/recibir/${code}`);
    await page.getByRole('region', { name: 'Sello de llegada' }).waitFor();
    // Blind: the dispatched seal is nowhere on the screen before one is recorded.
    expect(await page.locator('body').textContent()).not.toContain(SEAL);
    expect(await field(page, 'Sello de llegada').getAttribute('placeholder')).toBeNull();
    await page.getByRole('link', { name: 'Escanear llegada' }).click();
    await page.waitForURL(`**/detalle/recibir/${code}/escanear`);
    await readyToScan(page);
    expect(await page.locator('body').textContent()).not.toContain(SEAL);

    // A wrong seal: the incident names both, the notice is dismissed, the field is ready again.
    await scanSeal(page, 'SELLO-000001');
    const incident = `Incidencia: el sello de llegada (SELLO-000001) no coincide con el despachado (${SEAL})`;
    await expect.poll(() => page.getByText(incident).isVisible(), { timeout: 10_000 }).toBe(true);
    await expectNotification(page, `no coincide con el despachado (${SEAL})`);
    await readyToScan(page);
    // The right seal read by the US-layout scanner ("SELLO'778899") is the dispatched one.
    await scanSeal(page, usScannerOnLatinKeyboard(SEAL).toLowerCase());
    await expectNotification(page, `Sello ${SEAL} registrado`);
    await expect.poll(() => page.getByText(incident).count()).toBe(0);
    await readyToScan(page);

    // Units as the US-layout scanner types them; an unreadable code is refused here with the reason.
    await usScan(page, unitCodeText(a, 1, 4));
    await usScan(page, unitCodeText(a, 2, 4));
    await usScan(page, unitCodeText(b, 1, 2));
    await wedgeScan(page, unitCodeText(b, 2, 2));
    await wedgeScan(page, `RA.${String(b).padStart(6, '0')}.01.02`);
    await answered(page, 5);
    expect(await page.getByLabel('Aceptado').count()).toBe(4);
    expect(await textOf(scanRows(page).first())).toContain('tiene «.» donde la etiqueta lleva «-»');
    expect(await textOf(scanRows(page).nth(2))).toContain(unitCodeText(b, 1, 2));
    await readyToScan(page);

    // 'Dañado' with a code in the field: that unit, scanned first and named, not the last one scanned.
    await page.keyboard.type(usScannerOnLatinKeyboard(unitCodeText(a, 3, 4)), { delay: 5 });
    await page.getByRole('button', { name: 'Dañado' }).click();
    await modalShown(page);
    const dialog = page.getByRole('dialog', { name: 'Bulto dañado' });
    const named = await textOf(dialog);
    expect(named).toContain(
      `Se marcará como dañado el bulto ${unitCodeText(a, 3, 4)}, el código escrito en el campo`,
    );
    expect(named).not.toContain(unitCodeText(b, 2, 2));
    await settled(page);
    await shotModal(page, 'piso-danado-campo-desktop');
    await field(page, 'Motivo del daño').fill('Caja aplastada');
    await dialog.getByRole('button', { name: `Marcar dañado ${unitCodeText(a, 3, 4)}` }).click();
    await modalsGone(page);
    await readyToScan(page);
    await expectNotification(page, `Bulto 03/04 del RA ${a} dañado: Caja aplastada`);
    await readyToScan(page);

    // With the field empty, the last unit scanned, named so; closed without marking.
    await page.getByRole('button', { name: 'Dañado' }).click();
    await modalShown(page);
    expect(await textOf(page.getByRole('dialog'))).toContain(
      `Se marcará como dañado el bulto ${unitCodeText(a, 3, 4)}, el último bulto escaneado`,
    );
    await page.keyboard.press('Escape');
    await modalsGone(page);
    await readyToScan(page);
    await shot(page, 'piso-escanear-llegada-desktop');

    // 'Recepcionar' asks once: received, damaged, missing (named), uncounted.
    await page.getByRole('link', { name: 'Volver a la recepción' }).click();
    await page.getByRole('button', { name: 'Recepcionar' }).click();
    await modalShown(page);
    const ask = page.getByRole('dialog', { name: 'Recepcionar lista' });
    await expect.poll(() => textOf(ask), { timeout: 10_000 }).toContain('Recibidos5 de 6 bultos');
    const asked = await textOf(ask);
    expect(asked).toContain(`Dañados1Bulto 03/04 del RA ${a}`);
    expect(asked).toContain(`Faltantes1Bulto 04/04 del RA ${a}`);
    expect(asked).toContain('Sin contar0');
    expect(asked).not.toContain('Todos los bultos fueron contados');
    await settled(page);
    await shotModal(page, 'piso-recepcionar-desktop');
    await ask.getByRole('button', { name: 'Recepcionar con faltantes' }).click();
    await page.waitForURL('**/dashboard/recibir');
    await expectNotification(page, `Lista ${code} recepcionada`);
    // No second question came: the missing unit is recorded as the confirmation said.
    const detail = await api<{ recepcion: { ncantidadfaltante: number; ncantidaddanada: number } }>(
      await apiSignIn('bodega.puq'),
      'GET',
      `/Destination/${code}`,
    );
    expect(detail.recepcion).toMatchObject({ ncantidadfaltante: 1, ncantidaddanada: 1 });

    // Entregar → Escanear: the US-layout code, the delivery dialog closed, the field ready again.
    await page.goto(`/detalle/entregar/${b}/escanear`);
    await readyToScan(page);
    await usScan(page, unitCodeText(b, 1, 2));
    await answered(page, 1);
    expect(await page.getByLabel('Aceptado').count()).toBe(1);
    await page.getByRole('button', { name: 'Entregar' }).click();
    await modalShown(page);
    await page.keyboard.press('Escape');
    await modalsGone(page);
    await readyToScan(page);
    await shot(page, 'piso-escanear-entrega-desktop');
  });

  it('at 390 px: load list and truck check take US-layout codes; errors and dialogs give the focus back', async () => {
    const warehouse = await apiSignIn('bodega.scl');
    const office = await apiSignIn('oficina.scl');
    const c = await createRa(office, {
      box: { units: 2, kg: 10 },
      finish: 'BORIG',
      description: `Piso C ${tag}`,
    });
    const operation = await createTruckOperation(warehouse, `Piso móvil ${tag}`);
    const list = await api<string>(warehouse, 'POST', '/LoadingList', { nidoperacion: operation });
    const phone = await pages.signedIn('bodega.scl', MOBILE);

    await phone.goto(`/detalle/lista-carga/${list}/escanear`);
    await readyToScan(phone);
    await usScan(phone, unitCodeText(c, 1, 2));
    await usScan(phone, unitCodeText(c, 2, 2).toLowerCase());
    await wedgeScan(phone, 'RA-000001-0102');
    await answered(phone, 3);
    expect(await phone.getByLabel('Aceptado').count()).toBe(2);
    expect(await textOf(scanRows(phone).first())).toContain('no tiene la forma RA-NNNNNN-PP/TT');
    await readyToScan(phone);
    await noHorizontalOverflow(phone);
    await shot(phone, 'piso-escanear-lista-390');

    await closeList(warehouse, list);
    await phone.goto(`/detalle/despacho-lista/${list}/verificar`);
    await readyToScan(phone);
    await usScan(phone, unitCodeText(c, 1, 2));
    await usScan(phone, unitCodeText(c, 2, 2));
    await answered(phone, 2);
    await expect.poll(() => phone.getByText('2 de 2 bultos verificados').isVisible()).toBe(true);
    await readyToScan(phone);
    await noHorizontalOverflow(phone);
    await shot(phone, 'piso-verificar-carga-390');
    // The seal of the dispatch, as the same scanner types it, is the seal the list leaves with.
    await api(warehouse, 'POST', '/Dispatch', {
      scodlistacarga: list,
      sselloseguridad: usScannerOnLatinKeyboard('SELLO-4455'),
    });

    const puq = await pages.signedIn('bodega.puq', MOBILE);
    await puq.goto(`/detalle/recibir/${list}/escanear`);
    await readyToScan(puq);
    expect(await puq.locator('body').textContent()).not.toContain('SELLO-4455');
    await usScan(puq, unitCodeText(c, 1, 2));
    await answered(puq, 1);
    await puq.getByRole('button', { name: 'Dañado' }).click();
    await modalShown(puq);
    expect(await textOf(puq.getByRole('dialog'))).toContain('el último bulto escaneado');
    await settled(puq);
    await shotModal(puq, 'piso-danado-ultimo-390');
    await puq.keyboard.press('Escape');
    await modalsGone(puq);
    await readyToScan(puq);
    await noHorizontalOverflow(puq);
    await shot(puq, 'piso-escanear-llegada-390');

    await puq.goto(`/detalle/recibir/${list}`);
    await puq.getByRole('button', { name: 'Recepcionar' }).click();
    await modalShown(puq);
    const ask = puq.getByRole('dialog', { name: 'Recepcionar lista' });
    await expect.poll(() => textOf(ask), { timeout: 10_000 }).toContain(`Faltantes1Bulto 02/02 del RA ${c}`);
    await settled(puq);
    await shotModal(puq, 'piso-recepcionar-390');
  });
});
