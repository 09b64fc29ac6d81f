import { messages } from '@carga/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOfficeUser, createReadyRa, insertRa } from '../../../test/factories.ts';
import { dataUrl, PDF, PNG, storedHashes } from '../../../test/files.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { hashOf } from '../../files/file-store.ts';

// Issue 13: uploads are checked before their bytes are stored, and files are served as files.
describe.each(drivers)('attachment files on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    { office: 'oficina.scl', puq: 'oficina.puq', warehouse: 'bodega.scl', customer: 'cliente' },
    (db) => createOfficeUser(db, 'oficina.puq', 'OFIPUQ'),
  );
  const { tokens } = ctx;
  let id: number;
  beforeAll(async () => {
    id = await createReadyRa(ctx.app, tokens.office);
  });

  const upload = (nidra: number, bytes: Buffer, token = tokens.office, type = 'image/png', name = 'f.png') =>
    ctx.call('POST', `/api/Shipment/Attachment/${nidra}`, {
      token,
      body: {
        nidra,
        stipoadjunto: type,
        snombreadjunto: name,
        b64archivo: dataUrl(type, bytes),
      },
    });
  const fileUrl = (nidra: number, nidadjunto: number) =>
    `/api/Shipment/Attachment/File/${nidra}/${nidadjunto}`;
  /** Bytes no other test uploads: a PNG with a different tail still sniffs as a PNG. */
  const uniquePng = (tag: string) => Buffer.concat([PNG, Buffer.from(tag)]);

  it('stores nothing for an upload it refuses: wrong office, voided or sent RA, wrong type, too large', async () => {
    const before = await storedHashes(ctx.files);
    const voided = await insertRa(ctx.db, { scodestado: 'ANULA' });
    const sent = await insertRa(ctx.db, { scodestado: 'ENVIA' });
    const refused: Array<[number, Buffer, string, number]> = [
      [id, uniquePng('otra oficina'), tokens.puq, 403],
      [id, uniquePng('bodega'), tokens.warehouse, 403],
      [voided, uniquePng('anulado'), tokens.office, 409],
      [sent, uniquePng('enviado'), tokens.office, 409],
      [999_999, uniquePng('no existe'), tokens.office, 404],
    ];
    for (const [nidra, bytes, token, status] of refused) {
      const response = await upload(nidra, bytes, token);
      expect(response.statusCode, `RA ${nidra}`).toBe(status);
    }
    expect((await upload(id, Buffer.from('texto que dice ser png'))).statusCode).toBe(400);
    const big = Buffer.alloc(11 * 1024 * 1024);
    PNG.copy(big);
    expect((await upload(id, big)).statusCode).toBe(413);
    expect(await storedHashes(ctx.files)).toEqual(before);

    // The same upload by the origin office is stored.
    const accepted = uniquePng('aceptado');
    expect((await upload(id, accepted)).statusCode).toBe(201);
    expect(await storedHashes(ctx.files)).toEqual([...before, hashOf(accepted)].sort());
  });

  it('answers the bytes with their sniffed type, the name (accents too) and nosniff', async () => {
    const png = (await upload(id, PNG, tokens.office, 'image/png', 'Foto recepción Ñuñoa')).json();
    const response = await ctx.call('GET', fileUrl(id, png.nidadjunto), { token: tokens.office });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Foto recepcion Nunoa.png"; filename*=UTF-8''Foto%20recepci%C3%B3n%20%C3%91u%C3%B1oa.png`,
    );
    const pdf = (await upload(id, PDF, tokens.office, 'application/pdf', 'guía "1".pdf')).json();
    const document = await ctx.call('GET', fileUrl(id, pdf.nidadjunto), { token: tokens.puq });
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.rawPayload.equals(PDF)).toBe(true);
    expect(document.headers['content-disposition']).toBe(
      `inline; filename="guia _1_.pdf"; filename*=UTF-8''gu%C3%ADa%20%221%22.pdf`,
    );
    // The wizard's preview call of the spec still answers JSON with a data URL.
    const preview = await ctx.call('GET', `/api/Shipment/Attachment/${id}/${png.nidadjunto}`, {
      token: tokens.office,
    });
    expect(preview.json().b64archivo).toBe(dataUrl('image/png', PNG));
  });

  it("reads as the RA does: a customer only their own cargo's files, staff only on its route", async () => {
    const theirs = await insertRa(ctx.db, {
      srutdestinatario: '76086428-5',
      snomdestinatario: 'Comercial Austral',
    });
    const own = (await upload(theirs, uniquePng('del cliente'))).json();
    // insertRa's sender and recipient are other people.
    const othersRa = await insertRa(ctx.db);
    const other = (await upload(othersRa, uniquePng('de otro'))).json();
    const customerOwn = await ctx.call('GET', fileUrl(theirs, own.nidadjunto), { token: tokens.customer });
    expect(customerOwn.statusCode).toBe(200);
    expect(customerOwn.rawPayload.equals(uniquePng('del cliente'))).toBe(true);

    const foreign = await ctx.call('GET', fileUrl(othersRa, other.nidadjunto), { token: tokens.customer });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(messages.raNotFound);
    // A file id of another RA is not found through this one.
    expect(
      (await ctx.call('GET', fileUrl(theirs, other.nidadjunto), { token: tokens.customer })).statusCode,
    ).toBe(404);

    const offRoute = await insertRa(ctx.db, {
      scodoficinaorigen: 'OFIPUQ',
      scodoficinadestino: 'OFIPUQ',
      scodbodegaorigen: 'BDPUQ',
      scodbodegadestino: 'BDPUQ',
    });
    const puqFile = (await upload(offRoute, uniquePng('de punta arenas'), tokens.puq)).json();
    expect(
      (await ctx.call('GET', fileUrl(offRoute, puqFile.nidadjunto), { token: tokens.warehouse })).statusCode,
    ).toBe(403);
    expect((await ctx.call('GET', fileUrl(id, 999_999), { token: tokens.office })).statusCode).toBe(404);
    expect((await ctx.call('GET', fileUrl(othersRa, other.nidadjunto))).statusCode).toBe(401);
  });

  it('answers 404, not 500, when the bytes are gone from the store', async () => {
    const bytes = uniquePng('perdido');
    const row = (await upload(id, bytes)).json();
    await ctx.files.delete(hashOf(bytes));
    const response = await ctx.call('GET', fileUrl(id, row.nidadjunto), { token: tokens.office });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.notFound);
    expect(
      (await ctx.call('GET', `/api/Shipment/Attachment/${id}/${row.nidadjunto}`, { token: tokens.office }))
        .statusCode,
    ).toBe(404);
  });
});
