import { messages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/events.ts';
import { dataUrl, PNG, storedHashes } from '../../../test/files.ts';
import { useScanSuite } from '../../../test/scan-suite.ts';
import { drivers } from '../../../test/test-app.ts';
import { attachments } from '../../db/schema.ts';
import { scanKey } from './custody.test-support.ts';

// 'Dañado' with a photo (issue 14): the photo is one of the RA's files, named by the damage's event, and
// stored only when the damage is recorded, once per key.

const CUSTOMER_RUT = '76086428-5';

describe.each(drivers)('photo of a damaged unit on %s', (driver) => {
  const ctx = useScanSuite(driver, {
    origin: 'bodega.scl',
    destination: 'bodega.puq',
    customer: 'cliente',
    office: 'oficina.scl',
  });
  const { tokens, calls } = ctx;
  const damage = (list: string, body: Record<string, unknown>, token = tokens.destination) =>
    ctx.call('POST', `/api/Scan/Arrival/${list}/Damaged`, {
      token,
      body: {
        smotivo: 'Caja mojada',
        sclave: scanKey(),
        ...body,
      },
    });
  const filesOf = (nidra: number) => ctx.db.select().from(attachments).where(eq(attachments.nidra, nidra));
  /** A customer's RA of 5 units on a dispatched list, 2 of them scanned at the arrival. */
  const arrivedList = async () => {
    const { list, nidra, codes } = await calls.dispatchedListOfFive(tokens.origin, {
      srutremitente: CUSTOMER_RUT,
    });
    for (const scodigo of codes.slice(0, 2)) {
      const arrived = await calls.scan('Arrival', list, scodigo, tokens.destination);
      expect(arrived.json().stipoevento).toBe('LLEGADA');
    }
    return { list, nidra, codes };
  };

  it('keeps the photo with the damage: on the event, among the RA files, on the trail, for the customer too', async () => {
    const { list, nidra, codes } = await arrivedList();
    const marked = await damage(list, {
      scodigo: codes[0],
      b64foto: dataUrl('image/png', PNG),
      snombrefoto: 'golpe.png',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const [file] = await filesOf(nidra);
    expect(file).toMatchObject({
      snombreadjunto: 'golpe.png',
      stipoadjunto: 'image/png',
      ntamano: PNG.length,
    });
    const event = (await eventsOf(ctx.db, 'custody', nidra)).find(
      (e) => e.nidevento === marked.json().nidevento,
    );
    expect(event).toMatchObject({ stipoevento: 'DANADA', nidadjunto: file?.nidadjunto });

    // Without a name the file says which unit it shows.
    const unnamed = await damage(list, { scodigo: codes[1], b64foto: dataUrl('image/png', PNG) });
    expect(unnamed.statusCode, unnamed.body).toBe(200);
    expect((await filesOf(nidra)).map((f) => f.snombreadjunto)).toContain(
      `Daño: Bulto 02/05 del RA ${nidra}`,
    );

    for (const token of [tokens.destination, tokens.office, tokens.customer]) {
      const trail = await ctx.call('GET', `/api/Shipment/Detail/${nidra}/Bultos`, { token });
      expect(trail.statusCode, trail.body).toBe(200);
      const events = trail.json().unidadList[0].eventoList;
      expect(events.find((e: { stipoevento: string }) => e.stipoevento === 'DANADA').nidadjunto).toBe(
        file?.nidadjunto,
      );
      expect(events.find((e: { stipoevento: string }) => e.stipoevento === 'LLEGADA').nidadjunto).toBeNull();
      const photo = await ctx.call('GET', `/api/Shipment/Attachment/File/${nidra}/${file?.nidadjunto}`, {
        token,
      });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect(photo.rawPayload.equals(PNG)).toBe(true);
    }
  });

  it('refuses a photo that is not an image, and stores no file for a refused damage', async () => {
    const { list, nidra, codes } = await arrivedList();
    const before = await storedHashes(ctx.files);
    const eventsBefore = (await eventsOf(ctx.db, 'custody', nidra)).length;
    const text = await damage(list, {
      scodigo: codes[0],
      b64foto: dataUrl('image/png', Buffer.from('no soy una imagen')),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(messages.deliveryPhotoNotImage);
    // A unit that did not arrive (409), and another warehouse (403): the photo's bytes are not kept.
    const photo = (tag: string) => dataUrl('image/png', Buffer.concat([PNG, Buffer.from(tag)]));
    const notArrived = await damage(list, { scodigo: codes[4], b64foto: photo('no llegó') });
    expect(notArrived.statusCode).toBe(409);
    const foreign = await damage(list, { scodigo: codes[0], b64foto: photo('otra bodega') }, tokens.origin);
    expect(foreign.statusCode).toBe(403);
    expect(await filesOf(nidra)).toEqual([]);
    expect((await eventsOf(ctx.db, 'custody', nidra)).length).toBe(eventsBefore);
    expect(await storedHashes(ctx.files)).toEqual(before);
  });

  it('stores one photo for a damage sent twice with the same key', async () => {
    const { list, nidra, codes } = await arrivedList();
    const body = { scodigo: codes[0], sclave: scanKey(), b64foto: dataUrl('image/png', PNG) };
    const first = await damage(list, body);
    const again = await damage(list, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toMatchObject({ nidevento: first.json().nidevento, sduplicado: 'S' });
    expect(await filesOf(nidra)).toHaveLength(1);
    expect((await eventsOf(ctx.db, 'custody', nidra)).filter((e) => e.stipoevento === 'DANADA')).toHaveLength(
      1,
    );
  });
});
