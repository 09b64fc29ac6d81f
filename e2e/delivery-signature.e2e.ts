import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, runTag } from './fixtures/api.ts';
import { MOBILE, noHorizontalOverflow, settled, shotModal, usePages } from './fixtures/browser.ts';
import { raCard } from './fixtures/lists.ts';
import { expectNotification, field } from './fixtures/mantine.ts';
import { DEMO, warehouseRa } from './fixtures/ra.ts';
import { signaturePad, signOnPad } from './fixtures/signature.ts';
import { createClosedList, dispatchList } from './fixtures/warehouse-data.ts';

// The recipient's signature at the hand-over (issue 29 item 20): the delivery modal refuses to confirm
// until the person signs on the pad (finger, pen or mouse); the PNG drawn travels with the delivery and is
// the one printed on the proof of delivery, over the name and RUT of who received the cargo.

const SIGNATURE_REQUIRED = 'La firma de quien retira es obligatoria';
const PICKUP = { name: 'Marta Ruiz Paredes', rut: '12345678-5' };

/** The width and height a PNG's header gives. */
function pngSize(dataUrl: string): string {
  const bytes = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  return `${bytes.readUInt32BE(16)}×${bytes.readUInt32BE(20)}`;
}

/** The images of a PDF as 'width×height' (pdfimages lists a PNG's alpha as a separate 'smask'). */
const pdfImages = (file: string) =>
  execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[2] === 'image')
    .map((cols) => `${cols[3]}×${cols[4]}`);

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

/** Opens the delivery modal of the RA from Destino / Entregar. */
async function openDelivery(page: Page, nidra: number) {
  await page.goto(`/dashboard/entregar?idRA=${nidra}`);
  await page.getByRole('button', { name: `Entregar RA ${nidra}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Entregar RA ${nidra}`, exact: true });
  await dialog.waitFor();
  await field(dialog, 'Nombre de quien retira').fill(PICKUP.name);
  await field(dialog, 'Rut de quien retira').fill(PICKUP.rut);
  return dialog;
}

/** Confirms the delivery and answers the signature the browser sent. */
async function confirm(page: Page, nidra: number): Promise<string> {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/Delivery/${nidra}`)),
    page.getByRole('button', { name: 'Confirmar entrega' }).click(),
  ]);
  await expectNotification(page, `Entrega del RA ${nidra} registrada`);
  return (request.postDataJSON() as { b64firma: string }).b64firma;
}

describe('the signature of who takes the cargo', () => {
  const pages = usePages();
  const tag = runTag();
  const ra = { desktop: 0, phone: 0 };

  beforeAll(async () => {
    const office = await apiSignIn('oficina.scl');
    const people = { sender: DEMO.ferreteriaMagallanes, recipient: DEMO.comercialAustral };
    ra.desktop = await warehouseRa(office, `Firma escritorio ${tag}`, 2, people);
    ra.phone = await warehouseRa(office, `Firma teléfono ${tag}`, 1, people);
    const origin = await apiSignIn('bodega.scl');
    const { code } = await createClosedList(origin, `Firma ${tag}`, [ra.desktop, ra.phone]);
    await dispatchList(origin, code, `S-${tag}`);
    await api(await apiSignIn('bodega.puq'), 'PUT', `/Destination/${code}`);
  }, 120_000);

  it('refuses to confirm unsigned, signs with the mouse and prints the signature on the proof', {
    timeout: 120_000,
  }, async () => {
    const page = await pages.signedIn('bodega.puq');
    const dialog = await openDelivery(page, ra.desktop);
    expect(await signaturePad(page).getAttribute('aria-label')).toBe('Firma de quien retira: sin firmar');
    await dialog.getByRole('button', { name: 'Confirmar entrega' }).click();
    await dialog.getByText(SIGNATURE_REQUIRED).waitFor();
    // 'Borrar firma' starts again: the pad is empty and the form refuses once more.
    await signOnPad(page);
    expect(await dialog.getByText(SIGNATURE_REQUIRED).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Borrar firma' }).click();
    expect(await signaturePad(page).getAttribute('aria-label')).toBe('Firma de quien retira: sin firmar');
    await dialog.getByRole('button', { name: 'Confirmar entrega' }).click();
    await dialog.getByText(SIGNATURE_REQUIRED).waitFor();
    await signOnPad(page);
    await settled(page);
    await shotModal(page, 'entregar-firma-desktop');
    const signature = await confirm(page, ra.desktop);
    expect(signature).toMatch(/^data:image\/png;base64,/);

    await page.goto(`/dashboard/entregar?estado=ENTRE&idRA=${ra.desktop}`);
    const button = raCard(page, ra.desktop).getByRole('button', {
      name: `Comprobante de entrega del RA ${ra.desktop}`,
    });
    const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const proof = await file.path();
    const text = pdfText(proof);
    expect(text).toContain('Recepción conforme');
    expect(text).toMatch(
      new RegExp(`FIRMA DE QUIEN RECIBE[\\s\\S]*${PICKUP.name}\\s*\\n\\s*RUT ${PICKUP.rut}`),
    );
    expect(text).not.toContain('sin firma');
    // No photo was taken: the one image is the very PNG drawn on the pad.
    expect(pdfImages(proof)).toEqual([pngSize(signature)]);
    await page.close();
  });

  it('at 390 px: the pad fits the phone and a finger-sized stroke signs it', {
    timeout: 120_000,
  }, async () => {
    const page = await pages.signedIn('bodega.puq', MOBILE);
    const dialog = await openDelivery(page, ra.phone);
    await dialog.getByRole('button', { name: 'Confirmar entrega' }).click();
    await dialog.getByText(SIGNATURE_REQUIRED).waitFor();
    await dialog.getByText('1 bulto recibido', { exact: false }).waitFor();
    await signaturePad(page).scrollIntoViewIfNeeded();
    await settled(page);
    await shotModal(page, 'entregar-firma-falta-mobile');
    const box = await signaturePad(page).boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(await signaturePad(page).evaluate((canvas) => getComputedStyle(canvas).touchAction)).toBe('none');
    await signOnPad(page);
    await noHorizontalOverflow(page);
    await settled(page);
    await shotModal(page, 'entregar-firma-mobile');
    expect(await confirm(page, ra.phone)).toMatch(/^data:image\/png;base64,/);
    await page.close();
  });
});
