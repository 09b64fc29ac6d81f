import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@carga/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { boxes, createOfficeUser, createReadyRa, insertRa, raHistoryOf } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../password.ts';

// Issue 14: the labels in ZPL for thermal printers, and one unit's label printed again.

const pdfText = (bytes: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'carga-pdf-')), 'label.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
};

/** The Code 128 contents of a ZPL file, label by label. */
const barcodes = (zpl: string) => [...zpl.matchAll(/\^BC[^^]*\^FD([^^]*)\^FS/g)].map((m) => m[1]);

/** A customer whose cargo is not this RA's (Ferretería Magallanes). */
async function createOtherCustomer(db: Db) {
  await db.insert(users).values({
    susuario: 'cliente.otro',
    snombre: 'Ferretería Magallanes',
    spasswordhash: await hashPassword('demo-2026'),
    srut: '96512340-7',
    oficinas: [],
    menus: [],
  });
}

describe.each(drivers)('thermal labels and reprints on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    {
      office: 'oficina.scl',
      puq: 'oficina.puq',
      elsewhere: 'oficina.ant',
      customer: 'cliente',
      other: 'cliente.otro',
    },
    async (db) => {
      await createOfficeUser(db, 'oficina.puq', 'OFIPUQ');
      // An office on no route of these RAs.
      await createOfficeUser(db, 'oficina.ant', 'OFIANT');
      await createOtherCustomer(db);
    },
  );
  const { tokens } = ctx;
  let id: number;
  let ra: string;
  beforeAll(async () => {
    // 3 boxes, then 2 pallets: units 1 to 5 across both lines.
    id = await createReadyRa(ctx.app, tokens.office);
    const pallets = await ctx.call('POST', `/api/Shipment/Package/${id}`, {
      token: tokens.office,
      body: boxes({ scodtipobulto: 'PALLET', ncantidadbultos: 2, sreferencia: 'Pallets B' }),
    });
    expect(pallets.statusCode).toBe(200);
    ra = String(id).padStart(6, '0');
  });

  const zpl = (nidra: number, query: string, token: string) =>
    ctx.call('GET', `/api/Shipment/PrintLabels/${nidra}/Zpl${query}`, { token });
  const reprint = (nidra: number, k: number | string, body: unknown, token: string) =>
    ctx.call('POST', `/api/Shipment/PrintLabels/${nidra}/Bulto/${k}`, { token, body });
  const reprints = async (nidra: number) =>
    (await raHistoryOf(ctx.db, nidra)).filter((h) => h.saccion === 'ETIQUETA_REIMPRESA');

  it.each([
    ['10x15', 1218],
    ['10x5', 406],
  ])('answers every unit in ZPL %s as a text attachment', async (size, height) => {
    const response = await zpl(id, `?sformato=${size}`, tokens.office);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="etiquetas-RA-${ra}.zpl"`);
    const body = response.body;
    expect(body.startsWith('^XA\n^CI28\n^PW812\n')).toBe(true);
    expect(body.match(/\^XA/g)).toHaveLength(5);
    expect(body.match(/\^XZ/g)).toHaveLength(5);
    expect(body.match(new RegExp(`\\^LL${height}\\n`, 'g'))).toHaveLength(5);
    expect(barcodes(body)).toEqual([1, 2, 3, 4, 5].map((k) => `RA-${ra}-0${k}/05`));
    expect(body).toContain('Bulto 04/05');
    expect(body).toContain('Los Andes');
    // The same file for the destination office, also on the RA's route.
    expect((await zpl(id, `?sformato=${size}`, tokens.puq)).statusCode).toBe(200);
  });

  it('refuses a size it does not print, in Spanish', async () => {
    for (const query of ['?sformato=A4', '?sformato=pdf', '']) {
      const response = await zpl(id, query, tokens.office);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(messages.labelSizeInvalid);
    }
  });

  it("prints one unit's label again as PDF or ZPL and writes it to the RA history", async () => {
    const before = await reprints(id);
    const pdf = await reprint(id, 4, { sformato: 'pdf' }, tokens.office);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="Etiqueta ${id} bulto 04-05 - \\d{2}-\\d{2}-\\d{4}\\.pdf"$`),
    );
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Bulto 4 de 5');
    expect(text).toContain(`RA-${ra}-04/05`);
    expect(text).toContain('Pallet');
    // One page: the unit's label alone.
    expect(text.split('\f').filter((page) => page.trim())).toHaveLength(1);

    for (const sformato of ['10x15', '10x5']) {
      const response = await reprint(id, 2, { sformato }, tokens.puq);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="etiqueta-RA-${ra}-02-05.zpl"`,
      );
      expect(response.body.match(/\^XA/g)).toHaveLength(1);
      expect(barcodes(response.body)).toEqual([`RA-${ra}-02/05`]);
    }

    const written = (await reprints(id)).slice(before.length);
    expect(written.map((h) => h.sdetalle)).toEqual([
      'Etiqueta del bulto 04/05 reimpresa (PDF)',
      'Etiqueta del bulto 02/05 reimpresa (ZPL 10×15 cm)',
      'Etiqueta del bulto 02/05 reimpresa (ZPL 10×5 cm)',
    ]);
    // The 'Bitácora' tab reads it in words.
    const history = await ctx.call('GET', `/api/Shipment/Detail/${id}/Bitacora`, { token: tokens.office });
    expect(history.json().at(-1)).toMatchObject({
      saccion: 'ETIQUETA_REIMPRESA',
      sdesaccion: 'Etiqueta reimpresa',
      sdetalle: 'Etiqueta del bulto 02/05 reimpresa (ZPL 10×5 cm)',
    });
  });

  it('answers 404 for a unit the RA does not have and 400 for a bad format, writing nothing', async () => {
    const before = await reprints(id);
    for (const k of [6, 999]) {
      const response = await reprint(id, k, { sformato: 'pdf' }, tokens.office);
      expect(response.statusCode, `bulto ${k}`).toBe(404);
      expect(response.json().message).toBe(messages.unitLabelNotFound);
    }
    for (const [k, body] of [
      [1, { sformato: 'A6' }],
      [1, {}],
      [0, { sformato: 'pdf' }],
      ['uno', { sformato: 'pdf' }],
    ] as const) {
      const response = await reprint(id, k, body, tokens.office);
      expect(response.statusCode, `${k} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().message).toMatch(/formato de etiqueta|bulto con ese número/);
    }
    expect((await reprint(id, 1, { sformato: 'A6' }, tokens.office)).json().message).toBe(
      messages.labelFormatInvalid,
    );
    expect(await reprints(id)).toEqual(before);
  });

  it('gives labels to staff on the route only: 403 to its customer and to other offices, 404 to other customers', async () => {
    const before = await reprints(id);
    const cases: Array<[string, number]> = [
      [tokens.customer, 403],
      [tokens.elsewhere, 403],
      [tokens.other, 404],
    ];
    for (const [token, status] of cases) {
      expect((await zpl(id, '?sformato=10x15', token)).statusCode).toBe(status);
      expect((await reprint(id, 1, { sformato: '10x5' }, token)).statusCode).toBe(status);
      expect((await reprint(id, 1, { sformato: 'pdf' }, token)).statusCode).toBe(status);
    }
    expect((await zpl(id, '?sformato=10x15', tokens.elsewhere)).json().message).toBe(messages.raWrongOffice);
    expect((await zpl(999_999, '?sformato=10x15', tokens.office)).statusCode).toBe(404);
    expect((await reprint(999_999, 1, { sformato: 'pdf' }, tokens.office)).statusCode).toBe(404);
    expect(await reprints(id)).toEqual(before);
  });

  it('documents both operations under Impresión', async () => {
    const spec = (await ctx.call('GET', '/api/docs/json')).json();
    const zplOperation = spec.paths['/api/Shipment/PrintLabels/{id}/Zpl'].get;
    expect(zplOperation.tags).toEqual(['Impresión']);
    expect(zplOperation.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['id', 'sformato']),
    );
    expect(spec.paths['/api/Shipment/PrintLabels/{id}/Bulto/{nnumero}'].post.tags).toEqual(['Impresión']);
  });

  it('refuses an RA without packages with the PDF labels own 409', async () => {
    const empty = await insertRa(ctx.db, { ncantidadbultos: 0 });
    const response = await zpl(empty, '?sformato=10x5', tokens.office);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.labelsNeedPackages);
    expect((await reprint(empty, 1, { sformato: 'pdf' }, tokens.office)).statusCode).toBe(409);
  });
});
