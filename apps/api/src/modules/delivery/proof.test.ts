import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deliveryProofFileName, messages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { deliveries, trackingCodes } from '../../db/schema.ts';
import { insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';
import { trackingUrl } from '../tracking/codes.ts';
import { proofOfDeliveryPdf } from './proof.ts';
import { pngDataUrl, signaturePng } from './signature.test-support.ts';

// A real 1×1 PNG: the hand-over photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const CUSTOMER_RUT = '76086428-5';
const dir = mkdtempSync(join(tmpdir(), 'carga-proof-'));
let files = 0;

function save(pdf: Buffer) {
  const file = join(dir, `proof-${++files}.pdf`);
  writeFileSync(file, pdf);
  return file;
}
/** The images a PDF holds, as 'width×height' (pdfimages lists an RGBA PNG's alpha as its own 'smask'). */
function pdfImages(pdf: Buffer): string[] {
  const list = execFileSync('pdfimages', ['-list', save(pdf)], { encoding: 'utf8' });
  return list
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[2] === 'image')
    .map((cols) => `${cols[3]}×${cols[4]}`)
    .sort();
}
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', save(pdf), '-'], { encoding: 'utf8' });

/** The QR codes of a PDF's first page, read at 300 dpi like a phone would. */
async function readQrCodes(pdf: Buffer): Promise<string[]> {
  const png = execFileSync('pdftoppm', ['-r', '300', '-f', '1', '-l', '1', '-png', save(pdf)], {
    maxBuffer: 64 << 20,
  });
  const results = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'], tryHarder: true });
  return results.filter((r) => r.isValid).map((r) => r.text);
}

describe.each(drivers)('proof of delivery and the receipt QR on %s', (driver) => {
  const ctx = useTestApp(driver, { admin: 'admin' });
  let flow: Awaited<ReturnType<typeof flowClient>>;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
    const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer;
    await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  });

  const customerRa = async (recipient = CUSTOMER_RUT) =>
    (
      await insertWarehouseRa(ctx.db, undefined, {
        srutdestinatario: recipient,
        snomdestinatario: recipient === CUSTOMER_RUT ? 'Comercial Austral SpA' : 'María Pérez',
        snomremitente: 'Ferretería Magallanes',
      })
    ).nidra;
  const delivered = async (recipient = CUSTOMER_RUT) => {
    const nidra = await customerRa(recipient);
    await flow.receivedList([nidra]);
    await flow.ok('POST', `/api/Delivery/${nidra}`, {
      body: {
        snombreretira: 'Pedro Vargas',
        srutretira: '12345678-5',
        dfhoentrega: new Date().toISOString(),
        b64foto: `data:image/png;base64,${PNG.toString('base64')}`,
        b64firma: pngDataUrl(signaturePng(320, 128)),
      },
      token: flow.tokens.puq,
    });
    return nidra;
  };
  const codeOf = async (nidra: number) =>
    (await ctx.db.select().from(trackingCodes).where(eq(trackingCodes.nidra, nidra)))[0]?.scodigo ?? '';

  it('gives staff the proof: who received it, RUT, RA, the warehouse, units and the tracking QR', async () => {
    const nidra = await delivered();
    const response = await flow.call('GET', `/api/Delivery/${nidra}/Comprobante`, { token: flow.tokens.puq });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${deliveryProofFileName(nidra)}"`,
    );
    const pdf = response.rawPayload;
    const text = pdfText(pdf);
    const code = await codeOf(nidra);
    expect(code).not.toBe('');
    for (const expected of [
      'Comprobante de entrega',
      `RA ${String(nidra).padStart(6, '0')}`,
      'Pedro Vargas',
      'RUT 12345678-5',
      'Ferretería Magallanes',
      'Comercial Austral SpA',
      'Bodega Punta Arenas (BDPUQ)',
      'BULTOS ENTREGADOS',
      '5 de 5',
      'Recepción conforme',
      'FOTO DE LA ENTREGA',
      code,
    ])
      expect(text, expected).toContain(expected);
    expect(await readQrCodes(pdf)).toEqual([trackingUrl('http://localhost:3000', code)]);
    // The signature (320×128) beside the photo (1×1), over the name of who received the cargo.
    expect(pdfImages(pdf)).toEqual(['1×1', '320×128']);
    const receipt = text.split('\n').findIndex((line) => line.includes('FIRMA DE QUIEN RECIBE'));
    expect(text.split('\n')[receipt]).toMatch(/FIRMA DE QUIEN RECIBE\s+FOTO DE LA ENTREGA/);
    expect(text.split('\n').slice(receipt).join('\n')).toMatch(/Pedro Vargas\s*\n\s*RUT 12345678-5/);
    // The origin staff (the RA's route) reads it too.
    expect((await flow.call('GET', `/api/Delivery/${nidra}/Comprobante`)).statusCode).toBe(200);
  });

  it("gives the customer their own cargo's proof, and nobody else's", async () => {
    const nidra = await delivered();
    const mine = await flow.call('GET', `/api/ExternalCustomer/${nidra}/Comprobante`, {
      token: flow.tokens.customer,
    });
    expect(mine.statusCode).toBe(200);
    expect(pdfText(mine.rawPayload)).toContain('Pedro Vargas');

    const foreign = await delivered('12345678-5');
    const refused = await flow.call('GET', `/api/ExternalCustomer/${foreign}/Comprobante`, {
      token: flow.tokens.customer,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(messages.raNotFound);
    // The staff path is not theirs, nor the customer path staff's.
    expect(
      (await flow.call('GET', `/api/Delivery/${nidra}/Comprobante`, { token: flow.tokens.customer }))
        .statusCode,
    ).toBe(403);
    expect(
      (await flow.call('GET', `/api/ExternalCustomer/${nidra}/Comprobante`, { token: flow.tokens.puq }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.call('GET', `/api/Delivery/${nidra}/Comprobante`)).statusCode).toBe(401);
  });

  it('answers 404 in Spanish while the RA is not delivered, and for an RA that does not exist', async () => {
    const nidra = await customerRa();
    for (const [url, token] of [
      [`/Delivery/${nidra}/Comprobante`, flow.tokens.scl],
      [`/ExternalCustomer/${nidra}/Comprobante`, flow.tokens.customer],
    ] as const) {
      const response = await flow.call('GET', `/api${url}`, { token });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(messages.deliveryProofNotDelivered);
    }
    const missing = await flow.call('GET', '/api/Delivery/99999999/Comprobante', { token: ctx.tokens.admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.raNotFound);
    await expect(proofOfDeliveryPdf(ctx.db, nidra, 'http://x')).rejects.toThrow(
      messages.deliveryProofNotDelivered,
    );
  });

  it('builds the proof without a file store for the e-mail, with the code made on the way', async () => {
    const nidra = await delivered();
    await ctx.db.delete(trackingCodes).where(eq(trackingCodes.nidra, nidra));
    const pdf = await proofOfDeliveryPdf(ctx.db, nidra, 'https://carga.example.cl');
    const code = await codeOf(nidra);
    const text = pdfText(pdf);
    expect(text).toContain(code);
    expect(text).not.toContain('FOTO DE LA ENTREGA');
    expect(text).not.toContain('FIRMA DE QUIEN RECIBE');
    expect(pdfImages(pdf)).toEqual([]);
    expect(await readQrCodes(pdf)).toEqual([`https://carga.example.cl/seguimiento/${code}`]);
  });

  it('says a delivery made before signatures has none, and still prints its photo', async () => {
    const nidra = await delivered();
    await ctx.db.update(deliveries).set({ nidadjuntofirma: null }).where(eq(deliveries.nidra, nidra));
    const response = await flow.call('GET', `/api/Delivery/${nidra}/Comprobante`, { token: flow.tokens.puq });
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Entrega registrada sin firma.');
    expect(text).toContain('FOTO DE LA ENTREGA');
    expect(pdfImages(response.rawPayload)).toEqual(['1×1']);
  });

  it("prints the tracking QR on the reception receipt, read back to the RA's page", async () => {
    const nidra = await customerRa();
    const response = await flow.call('GET', `/api/Shipment/Voucher/${nidra}`);
    expect(response.statusCode).toBe(200);
    const code = await codeOf(nidra);
    expect(pdfText(response.rawPayload)).toContain(code);
    expect(await readQrCodes(response.rawPayload)).toEqual([trackingUrl('http://localhost:3000', code)]);
    const zpl = await flow.call('GET', `/api/Shipment/PrintLabels/${nidra}/Zpl?sformato=10x15`);
    expect(zpl.body).toContain(`Seguimiento ${code}`);
    const labels = await flow.call('GET', `/api/Shipment/PrintLabels/${nidra}`);
    expect(pdfText(labels.rawPayload)).toContain(`Seguimiento ${code}`);
    expect(await readQrCodes(labels.rawPayload)).toEqual([trackingUrl('http://localhost:3000', code)]);
    // The widest code prints whole too (a code of wide letters was once cut short with '…').
    const wide = 'W'.repeat(20);
    await ctx.db.update(trackingCodes).set({ scodigo: wide }).where(eq(trackingCodes.nidra, nidra));
    const wideLabels = await flow.call('GET', `/api/Shipment/PrintLabels/${nidra}`);
    expect(pdfText(wideLabels.rawPayload)).toContain(`Seguimiento ${wide}`);
  });
});
