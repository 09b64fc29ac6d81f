import { messages } from '@carga/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOfficeUser, createReadyRa } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';

// A real 1×1 PNG and the start of a real PDF: what file-type recognises.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe.each(drivers)('RA attachments (step 6) on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    { office: 'oficina.scl', puq: 'oficina.puq', warehouse: 'bodega.scl' },
    (db) => createOfficeUser(db, 'oficina.puq', 'OFIPUQ'),
  );
  const { tokens } = ctx;
  let id: number;
  beforeAll(async () => {
    id = await createReadyRa(ctx.app, tokens.office);
  });

  const upload = (token: string, type: string, bytes: Buffer | string, name = 'foto.png') =>
    ctx.call('POST', `/api/Shipment/Attachment/${id}`, {
      token,
      body: {
        nidra: id,
        stipoadjunto: type,
        snombreadjunto: name,
        b64archivo: typeof bytes === 'string' ? bytes : dataUrl(type, bytes),
      },
    });
  const get = (url: string, token = tokens.office) => ctx.call('GET', `/api/Shipment${url}`, { token });

  it('stores a PNG and a PDF, lists them, and previews exactly the uploaded bytes', async () => {
    const png = await upload(tokens.office, 'image/png', PNG);
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({
      nidra: id,
      stipoadjunto: 'image/png',
      snombreadjunto: 'foto.png',
      ntamano: PNG.length,
    });
    const pdf = await upload(tokens.office, 'application/pdf', PDF, 'guia.pdf');
    expect(pdf.statusCode).toBe(201);

    const list = (await get(`/Attachment/${id}`)).json();
    expect(list.map((a: { snombreadjunto: string }) => a.snombreadjunto)).toEqual(['foto.png', 'guia.pdf']);

    const preview = (await get(`/Attachment/${id}/${png.json().nidadjunto}`)).json();
    expect(preview.stipoadjunto).toBe('image/png');
    const returned = Buffer.from(preview.b64archivo.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(returned.equals(PNG)).toBe(true);
    const pdfPreview = (await get(`/Attachment/${id}/${pdf.json().nidadjunto}`)).json();
    expect(Buffer.from(pdfPreview.b64archivo.split(',')[1], 'base64').equals(PDF)).toBe(true);
  });

  it('refuses a text file disguised as image/png, with a Spanish 400', async () => {
    const response = await upload(
      tokens.office,
      'image/png',
      Buffer.from('hola, no soy una imagen\n'.repeat(20)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.fileContentMismatch);
    const notBase64 = await upload(tokens.office, 'image/png', 'data:image/png;base64,@@@@');
    expect(notBase64.statusCode).toBe(400);
    const wrongDeclared = await upload(tokens.office, 'text/plain', PNG);
    expect(wrongDeclared.statusCode).toBe(400);
    expect(wrongDeclared.json().errors).toContainEqual({
      field: 'stipoadjunto',
      message: messages.fileWrongType,
    });
  });

  it('refuses an 11 MB file with 413 and the spec message', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024);
    PNG.copy(big);
    const response = await upload(tokens.office, 'image/png', big, 'grande.png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'El tamaño del archivo no puede superar los 10MB' });
  });

  it('lets only the origin office upload, lets the route read, and deletes', async () => {
    expect((await upload(tokens.puq, 'image/png', PNG)).statusCode).toBe(403);
    expect((await upload(tokens.warehouse, 'image/png', PNG)).statusCode).toBe(403);
    // OFIPUQ is the destination office: it may read the files, not add them.
    expect((await get(`/Attachment/${id}`, tokens.puq)).statusCode).toBe(200);
    const list = (await get(`/Attachment/${id}`)).json();
    const removed = await ctx.call('DELETE', `/api/Shipment/Attachment/${id}/${list[0].nidadjunto}`, {
      token: tokens.office,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toHaveLength(list.length - 1);
    expect((await get(`/Attachment/${id}/${list[0].nidadjunto}`)).statusCode).toBe(404);
  });
});
