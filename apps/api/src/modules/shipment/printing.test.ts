import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOfficeUser, createReadyRa, description } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';

const pdfText = (bytes: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'carga-pdf-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
};

describe.each(drivers)('labels and receipt downloads on %s', (driver) => {
  const ctx = useTestApp(driver, { office: 'oficina.scl', puq: 'oficina.puq', customer: 'cliente' }, (db) =>
    createOfficeUser(db, 'oficina.puq', 'OFIPUQ'),
  );
  const { tokens } = ctx;
  let id: number;
  beforeAll(async () => {
    id = await createReadyRa(ctx.app, tokens.office);
  });

  const get = (url: string, token: string) => ctx.call('GET', `/api/Shipment${url}`, { token });

  it('prints one label per package, named as the spec says', async () => {
    const response = await get(`/PrintLabels/${id}`, tokens.office);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="Etiqueta ${id} - \\d{2}-\\d{2}-\\d{4}\\.pdf"$`),
    );
    const text = pdfText(response.rawPayload);
    expect(text).toMatch(/Bulto 1 de 3/);
    expect(text).toMatch(/Bulto 3 de 3/);
    expect(text).toContain('Los Andes');
  });

  it('prints the receipt with the RA data, documents and packages', async () => {
    const response = await get(`/Voucher/${id}`, tokens.office);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`Comprobante ${id} - `);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Comprobante de recepción');
    expect(text).toContain('Comercial Austral');
    expect(text).toContain('Repuestos de maquinaria');
    expect(text).toContain('No hay documentos adjuntos');
    expect(text).toContain('0,18');
  });

  it('prints the repack of step 3 and the measures as largo × ancho × alto on the receipt', async () => {
    const repacked = await createReadyRa(ctx.app, tokens.office);
    const step3 = await ctx.call('PUT', `/api/Shipment/DescriptionAndStatusOfCargo/${repacked}`, {
      token: tokens.office,
      body: description({
        reempaqueList: [
          { scodigo: 'PALLET', ncantidad: 2 },
          { scodigo: 'FILM', ncantidad: 1 },
        ],
      }),
    });
    expect(step3.statusCode).toBe(200);
    const text = pdfText((await get(`/Voucher/${repacked}`, tokens.office)).rawPayload);
    expect(text).toMatch(/REEMPAQUE\s+INDICADORES\s+Film: 1 · Pallet: 2\s+Frágil/);
    // Ordered by code: FILM before PALLET.
    expect(text).toContain('Film: 1 · Pallet: 2');
    expect(text).toContain('Largo × ancho × alto');
    // The boxes are 50 long, 40 wide and 30 high.
    expect(text).toContain('50 × 40 × 30 cm');

    // Without repacking the receipt says so.
    expect(pdfText((await get(`/Voucher/${id}`, tokens.office)).rawPayload)).toMatch(
      /REEMPAQUE\s+INDICADORES\s+No requiere\s+Frágil/,
    );
  });

  it('marks the receipt printed before the finish as a draft, and the finished one not (issue 29)', async () => {
    const ra = await createReadyRa(ctx.app, tokens.office);
    const draft = pdfText((await get(`/Voucher/${ra}`, tokens.office)).rawPayload);
    expect(draft).toContain('BORRADOR — no válido como comprobante');
    expect(draft).toContain('En creación (ENCREA)');
    const finished = await ctx.call('POST', `/api/Shipment/Attachment/FinishAndPrint/${ra}/BORIG`, {
      token: tokens.office,
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const final = pdfText((await get(`/Voucher/${ra}`, tokens.office)).rawPayload);
    expect(final).not.toContain('BORRADOR');
    expect(final).toContain('SIGA SU CARGA CON EL CÓDIGO');
  });

  it('gives the receipt to the customer whose cargo it is, and nothing else', async () => {
    expect((await get(`/Voucher/${id}`, tokens.customer)).statusCode).toBe(200);
    expect((await get(`/PrintLabels/${id}`, tokens.customer)).statusCode).toBe(403);
    expect((await get('/Voucher/999999', tokens.customer)).statusCode).toBe(404);
    expect((await get(`/Voucher/${id}`, tokens.puq)).statusCode).toBe(200); // OFIPUQ is the destination office
  });
});
