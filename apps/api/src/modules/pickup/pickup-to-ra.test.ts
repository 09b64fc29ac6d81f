import { chileToday, pickupMessages as m } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  boxes,
  clientIdsByRut,
  conditions,
  createOfficeUser,
  description,
  stepOne,
  userIdOf,
} from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { deliveryRoutes, pickupStops, pickups, raHistory, receptions } from '../../db/schema.ts';

// Issue 35: the pickup request becomes the RA in the wizard at the office (step 1's `nidretiro`).

const COMERCIAL_AUSTRAL = '76086428-5'; // the sender of the factories' step 1
const LOS_ANDES = '77123456-9';

describe.each(drivers)('retiro: the request made into an RA on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    { office: 'oficina.scl', warehouse: 'bodega.scl', customer: 'cliente', puq: 'otra.puq' },
    (db) => createOfficeUser(db, 'otra.puq', 'OFIPUQ'),
  );
  const ids = { client: {} as Record<string, number> };
  beforeAll(async () => {
    ids.client = await clientIdsByRut(ctx.db);
  });

  /** A request of Comercial Austral at `scodoficina`, taken by that office's staff. */
  async function request(options: { scodoficina?: string; token?: string; rut?: string } = {}) {
    const response = await ctx.call('POST', '/api/Retiro', {
      token: options.token ?? ctx.tokens.office,
      body: {
        nidcliente: ids.client[options.rut ?? COMERCIAL_AUSTRAL],
        scodoficina: options.scodoficina ?? 'OFISCL',
        sdireccion: 'Av. Vicuña Mackenna 3200',
        scodcomuna: '13120',
        scontacto: 'Pedro Rojas',
        stelefono: '+56 9 8765 4321',
        dfecha: chileToday(),
        shoradesde: '09:00',
        shorahasta: '13:00',
        nbultos: 3,
        npesokg: '36',
        sdescripcion: 'Cajas de repuestos',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().nidretiro as number;
  }
  const createRa = (body: object, token = ctx.tokens.office) =>
    ctx.call('POST', '/api/Shipment/OriginAndDestinationOfCargo', { token, body: stepOne(body) });
  const pickupOf = async (nidretiro: number) =>
    (await ctx.call('GET', `/api/Retiro/${nidretiro}`, { token: ctx.tokens.office })).json();
  const raCount = async () => (await ctx.db.select({ id: receptions.nidra }).from(receptions)).length;

  /** Steps 2, 3 and 5 of the RA, then the wizard's finish. */
  async function finish(nidra: number, target = 'ENPREP') {
    const token = ctx.tokens.office;
    const steps: Array<[string, string, object]> = [
      ['PUT', `/api/Shipment/ReceptionConditions/${nidra}`, conditions()],
      ['PUT', `/api/Shipment/DescriptionAndStatusOfCargo/${nidra}`, description()],
      ['POST', `/api/Shipment/Package/${nidra}`, boxes()],
    ];
    for (const [method, path, body] of steps) {
      const response = await ctx.call(method as 'PUT', path, { token, body });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    }
    const done = await ctx.call('POST', `/api/Shipment/Attachment/FinishAndPrint/${nidra}/${target}`, {
      token,
    });
    expect(done.statusCode, done.body).toBe(200);
  }

  it('links a request brought to the counter (SOLICITADO), received when the RA is finished', async () => {
    const nidretiro = await request();
    const created = await createRa({ nidretiro });
    expect(created.statusCode, created.body).toBe(200);
    const nidra = created.json() as number;
    expect(await pickupOf(nidretiro)).toMatchObject({ nidra, sestado: 'SOLICITADO' });
    const [history] = await ctx.db.select().from(raHistory).where(eq(raHistory.nidra, nidra));
    expect(history?.sdetalle).toContain(`solicitud de retiro N° ${nidretiro}`);
    // Linked, it is not annulled (the RA is voided instead, which frees it).
    const annul = await ctx.call('POST', `/api/Retiro/${nidretiro}/Anular`, {
      token: ctx.tokens.office,
      body: { smotivo: 'El cliente ya no la envía' },
    });
    expect(annul.statusCode, annul.body).toBe(409);
    expect(annul.json().message).toBe(m.linkedToRa(nidra));
    expect(await pickupOf(nidretiro)).toMatchObject({ nidra, sestado: 'SOLICITADO' });

    await finish(nidra);
    expect(await pickupOf(nidretiro)).toMatchObject({ nidra, sestado: 'RECIBIDO', sdesestado: 'Recibido' });
    // A second finish (the wizard may still change it) leaves it received.
    await finish(nidra, 'BORIG');
    expect(await pickupOf(nidretiro)).toMatchObject({ nidra, sestado: 'RECIBIDO' });
  });

  it('links a request a driver picked up (RETIRADO): the trail starts at the door; voiding frees it', async () => {
    const nidretiro = await request();
    const driverId = await userIdOf(ctx.db, 'bodega.scl');
    const pickedAt = new Date('2026-11-28T14:30:00Z');
    const [route] = await ctx.db
      .insert(deliveryRoutes)
      .values({
        scodbodega: 'BDSCL',
        dfecha: '2026-11-28',
        nidconductor: driverId,
        spatente: 'ABCD12',
        sestado: 'CERRADA',
        nidusuario: driverId,
      })
      .returning({ id: deliveryRoutes.nidhojaruta });
    await ctx.db.insert(pickupStops).values({
      nidhojaruta: route!.id,
      nidretiro,
      norden: 1,
      sestado: 'RETIRADO',
      sindvigente: 'N',
      nbultosretirados: 3,
      snombreentrega: 'Pedro Rojas',
      dfhoresultado: pickedAt,
      nidusuario: driverId,
    });
    await ctx.db.update(pickups).set({ sestado: 'RETIRADO' }).where(eq(pickups.nidretiro, nidretiro));
    const nidra = (await createRa({ nidretiro })).json() as number;
    await finish(nidra);
    expect(await pickupOf(nidretiro)).toMatchObject({ nidra, sestado: 'RECIBIDO' });
    const trail = await ctx.call('GET', `/api/Shipment/Detail/${nidra}/Bultos`, { token: ctx.tokens.office });
    expect(trail.statusCode, trail.body).toBe(200);
    const unitList = trail.json().unidadList as Array<{ eventoList: Array<Record<string, unknown>> }>;
    expect(unitList).toHaveLength(3);
    for (const unit of unitList)
      expect(unit.eventoList[0]).toMatchObject({
        stipoevento: 'RECOGIDA',
        sdesevento: 'Retirado en domicilio',
        dfecha: pickedAt.toISOString(),
        susuario: 'bodega.scl',
      });

    const voided = await ctx.call('PUT', `/api/Shipment/Receptions/${nidra}/ANULAR`, {
      token: ctx.tokens.office,
    });
    expect(voided.statusCode, voided.body).toBe(200);
    // Freed, back to picked up: it may be made into a new RA.
    expect(await pickupOf(nidretiro)).toMatchObject({ nidra: null, sestado: 'RETIRADO' });
    const again = await createRa({ nidretiro });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('frees a request brought to the counter back to asked for when its RA is voided', async () => {
    const nidretiro = await request();
    const nidra = (await createRa({ nidretiro })).json() as number;
    await finish(nidra);
    const voided = await ctx.call('PUT', `/api/Shipment/Receptions/${nidra}/ANULAR`, {
      token: ctx.tokens.office,
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await pickupOf(nidretiro)).toMatchObject({ nidra: null, sestado: 'SOLICITADO' });
  });

  it('refuses a second RA for one request (409) and writes nothing', async () => {
    const nidretiro = await request();
    const nidra = (await createRa({ nidretiro })).json() as number;
    const before = await raCount();
    const second = await createRa({ nidretiro });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(m.pickupHasRa(nidra));
    expect(await raCount()).toBe(before);
    expect((await pickupOf(nidretiro)).nidra).toBe(nidra);
  });

  it('refuses requests in other states and senders other than its client', async () => {
    const annulled = await request();
    await ctx.db.update(pickups).set({ sestado: 'PLANIFICADO' }).where(eq(pickups.nidretiro, annulled));
    const before = await raCount();
    const planned = await createRa({ nidretiro: annulled });
    expect(planned.statusCode).toBe(409);
    expect(planned.json().message).toBe(m.pickupNotReceivable('Planificado'));

    const otherClient = await request({ rut: LOS_ANDES });
    const wrongSender = await createRa({ nidretiro: otherClient });
    expect(wrongSender.statusCode).toBe(400);
    expect(wrongSender.json().errors).toContainEqual({ field: 'rutRemitente', message: m.pickupOtherSender });
    expect(await raCount()).toBe(before);
    expect((await pickupOf(otherClient)).nidra).toBeNull();
  });

  it("refuses another office's request, customers and callers without the menu", async () => {
    const atPuq = await request({ scodoficina: 'OFIPUQ', token: ctx.tokens.puq });
    const before = await raCount();
    const fromScl = await createRa({ nidretiro: atPuq });
    expect(fromScl.statusCode).toBe(403);
    expect(fromScl.json().message).toBe(m.officeForbidden);
    // Received at its own office, the request must be made into that office's RA.
    const atScl = await request();
    const elsewhere = await createRa({ nidretiro: atScl, scodoficinaorigen: 'OFIPUQ' }, ctx.tokens.puq);
    expect(elsewhere.statusCode).toBe(403);
    expect((await createRa({ nidretiro: atScl }, ctx.tokens.customer)).statusCode).toBe(403);
    expect((await createRa({ nidretiro: atScl }, ctx.tokens.warehouse)).statusCode).toBe(403);
    expect(await raCount()).toBe(before);
    expect((await pickupOf(atScl)).nidra).toBeNull();
  });

  it('refuses a bad or unknown request number in Spanish', async () => {
    for (const nidretiro of ['abc', 0, -3, 1.5]) {
      const response = await createRa({ nidretiro } as object);
      expect(response.statusCode, String(nidretiro)).toBe(400);
      expect(response.json().errors).toContainEqual({ field: 'nidretiro', message: m.pickupInvalid });
    }
    const unknown = await createRa({ nidretiro: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.pickupNotFound);
  });
});
