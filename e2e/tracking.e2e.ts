import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { SIGNED } from '../apps/api/src/modules/delivery/signature.test-support.ts';
import { api, apiSignIn, runTag } from './fixtures/api.ts';
import {
  baseUrl,
  DESKTOP,
  MOBILE,
  noHorizontalOverflow,
  settled,
  snap,
  usePages,
} from './fixtures/browser.ts';
import { DEMO, warehouseRa } from './fixtures/ra.ts';
import { createClosedList, dispatchList } from './fixtures/warehouse-data.ts';

// Public tracking and the proof of delivery (issue 16): the customer's receipt carries a QR; opened on a
// phone without signing in, it follows the cargo from the origin warehouse to its delivery; then the
// customer downloads the proof of delivery from the cargo's detail.

const CUSTOMER = DEMO.comercialAustral;
const SENDER = DEMO.ferreteriaMagallanes;
const PICKUP = { name: 'Juana Soto Riquelme', rut: '12345678-5' };
const dir = mkdtempSync(path.join(tmpdir(), 'carga-e2e-tracking-'));

async function fetchPdf(token: string, apiPath: string): Promise<Buffer> {
  const response = await fetch(`${baseUrl()}/api${apiPath}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${apiPath} → ${response.status}: ${await response.text()}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The QR codes on a PDF's first page, rendered at 300 dpi and read by ZXing as a phone camera would. */
async function readQr(pdf: Buffer): Promise<string[]> {
  const file = path.join(dir, `qr-${Date.now()}.pdf`);
  writeFileSync(file, pdf);
  const png = execFileSync('pdftoppm', ['-r', '300', '-f', '1', '-l', '1', '-png', file], {
    maxBuffer: 64 << 20,
  });
  const results = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'], tryHarder: true });
  return results.filter((r) => r.isValid).map((r) => r.text);
}

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

describe('public tracking and the proof of delivery', () => {
  const pages = usePages();
  const tag = runTag();
  let nidra = 0;
  let trackingUrl = '';

  beforeAll(async () => {
    const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer;
    await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
    const office = await apiSignIn('oficina.scl');
    nidra = await warehouseRa(office, `Repuestos ${tag}`, 3, { sender: SENDER, recipient: CUSTOMER });
  }, 60_000);

  it('reads the receipt QR and follows the cargo on a phone, without signing in, to its delivery', {
    timeout: 180_000,
  }, async () => {
    const office = await apiSignIn('oficina.scl');
    const codes = await readQr(await fetchPdf(office, `/Shipment/Voucher/${nidra}`));
    expect(codes).toHaveLength(1);
    trackingUrl = codes[0] ?? '';
    // Issue 29: without PUBLIC_URL the QR holds the address the receipt was asked at (here 127.0.0.1), not
    // http://localhost, which opens on no phone.
    expect(trackingUrl).toMatch(new RegExp(`^${baseUrl()}/seguimiento/[0-9A-Z]{20}$`));

    const phone = await pages.open(MOBILE);
    await phone.goto(trackingUrl);
    await phone.getByRole('heading', { name: 'Seguimiento de carga' }).waitFor();
    await phone.getByText(`RA ${nidra}`, { exact: true }).waitFor();
    await phone.getByText('Bultos entregados: 0 de 3').waitFor();
    await phone.getByText('Recibida en oficina de origen').waitFor();
    await phone.getByText('En bodega de origen').first().waitFor();
    // Nothing private: no RUT of the parties, no amounts.
    const before = (await phone.locator('body').textContent()) ?? '';
    for (const secret of [CUSTOMER.rut, SENDER.rut, '76086428', '$']) expect(before).not.toContain(secret);
    await noHorizontalOverflow(phone);
    await settled(phone);
    await snap(phone, 'seguimiento-en-bodega-390');

    // Dispatch, arrival and delivery, through the API.
    const origin = await apiSignIn('bodega.scl');
    const { code } = await createClosedList(origin, `Seguimiento ${tag}`, [nidra]);
    await dispatchList(origin, code, `S-${tag}`);
    const destination = await apiSignIn('bodega.puq');
    await api(destination, 'PUT', `/Destination/${code}`);
    await phone.reload();
    await phone.getByText('En bodega de destino').first().waitFor();
    await api(destination, 'POST', `/Delivery/${nidra}`, {
      ...SIGNED,
      snombreretira: PICKUP.name,
      srutretira: PICKUP.rut,
      dfhoentrega: new Date().toISOString(),
    });

    await phone.reload();
    await phone.getByText(/^Entregado a J\. S\. R\. el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
    await phone.getByText('Bultos entregados: 3 de 3').waitFor();
    for (const state of ['En tránsito', 'En bodega de destino', 'Entregada'])
      await phone.getByLabel('Recorrido', { exact: true }).getByText(state, { exact: true }).waitFor();
    // Only the initials of who collected it (issue 30): never the full name, nor the RUT.
    expect((await phone.locator('body').textContent()) ?? '').not.toContain(PICKUP.rut);
    expect((await phone.locator('body').textContent()) ?? '').not.toContain('Soto');
    await noHorizontalOverflow(phone);
    await settled(phone);
    await snap(phone, 'seguimiento-entregada-390');

    const desktop = await pages.open(DESKTOP);
    await desktop.goto(trackingUrl);
    await desktop.getByText('Bultos entregados: 3 de 3').waitFor();
    await settled(desktop);
    await snap(desktop, 'seguimiento-entregada-desktop');

    // An unknown code: the same answer as an expired one, with a hint.
    await phone.goto(`${new URL(trackingUrl).origin}/seguimiento/ABCDEFGHJKMNPQRSTVWX`);
    await phone.getByRole('heading', { name: 'No encontramos una carga con ese código' }).waitFor();
    await phone.getByText(/comprobante de recepción/).waitFor();
    await settled(phone);
    await snap(phone, 'seguimiento-no-encontrado-390');
    // Issue 29: the page lets the person type the code again, as written on paper (lower case, spaced).
    const realCode = new URL(trackingUrl).pathname.split('/').pop() ?? '';
    await phone
      .getByLabel('Código de seguimiento')
      .fill(`${realCode.slice(0, 10).toLowerCase()} ${realCode.slice(10)}`);
    await phone.getByRole('button', { name: 'Buscar' }).click();
    await phone.waitForURL(`**/seguimiento/${realCode}`);
    await phone.getByText(`RA ${nidra}`, { exact: true }).waitFor();

    // '/seguimiento' without a code asks for one.
    await desktop.goto(`${new URL(trackingUrl).origin}/seguimiento`);
    await desktop.getByLabel('Código de seguimiento').waitFor();
    await desktop.getByRole('button', { name: 'Buscar' }).click();
    await desktop
      .getByText('Ingrese el código de seguimiento de su comprobante de recepción', { exact: true })
      .waitFor();
    await settled(desktop);
    await snap(desktop, 'seguimiento-sin-codigo-desktop');
    await phone.goto(`${new URL(trackingUrl).origin}/seguimiento`);
    await phone.getByLabel('Código de seguimiento').fill(realCode);
    await noHorizontalOverflow(phone);
    await settled(phone);
    await snap(phone, 'seguimiento-sin-codigo-390');
    await phone.getByRole('button', { name: 'Buscar' }).click();
    await phone.getByText(`RA ${nidra}`, { exact: true }).waitFor();
  });

  it('lets the customer download the proof of delivery from the cargo detail', {
    timeout: 120_000,
  }, async () => {
    expect(trackingUrl).not.toBe('');
    const page = await pages.signedIn('cliente');
    await page.goto(`/detalle/recepcion/${nidra}`);
    await page.getByRole('heading', { name: 'Detalle de carga' }).waitFor();
    const card = page.getByLabel('Seguimiento público');
    const trackingCode = trackingUrl.split('/').at(-1) ?? '';
    await card.getByText(trackingCode).waitFor();
    const button = card.getByRole('button', { name: `Comprobante de entrega del RA ${nidra}` });
    await button.waitFor();
    await settled(page);
    await card.screenshot({
      path: path.join(
        path.dirname(new URL(import.meta.url).pathname),
        'screenshots',
        'comprobante-entrega-boton-cliente.png',
      ),
    });
    await snap(page, 'detalle-carga-entregada-cliente-desktop');

    const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(file.suggestedFilename()).toBe(`Comprobante de entrega ${nidra}.pdf`);
    const text = pdfText(await file.path());
    for (const expected of [
      'Comprobante de entrega',
      `RA ${String(nidra).padStart(6, '0')}`,
      PICKUP.name,
      `RUT ${PICKUP.rut}`,
      SENDER.name,
      trackingCode,
      '3 de 3',
    ])
      expect(text, expected).toContain(expected);

    // On a phone the button stays whole.
    const phone = await pages.signedIn('cliente', MOBILE);
    await phone.goto(`/detalle/recepcion/${nidra}`);
    await phone
      .getByLabel('Seguimiento público')
      .getByRole('button', { name: /Comprobante de entrega/ })
      .waitFor();
    await noHorizontalOverflow(phone);
  });
  it("gives the destination warehouse the proof from Entregar's delivered cards", {
    timeout: 120_000,
  }, async () => {
    expect(trackingUrl).not.toBe('');
    const page = await pages.signedIn('bodega.puq', MOBILE);
    await page.goto(`/dashboard/entregar?estado=ENTRE&idRA=${nidra}`);
    const card = page.getByLabel(`RA ${nidra}`, { exact: true });
    const button = card.getByRole('button', { name: `Comprobante de entrega del RA ${nidra}` });
    await button.waitFor();
    await noHorizontalOverflow(page);
    await settled(page);
    await snap(page, 'entregar-entregadas-comprobante-390');
    const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const text = pdfText(await file.path());
    expect(text).toContain(PICKUP.name);
    expect(text).toContain('Bodega Punta Arenas (BDPUQ)');
  });
});
