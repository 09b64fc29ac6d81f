import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { boxes, conditions, description, stepOne, userIdOf } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { cargoEvents, clients, notices, webhookDeliveries, webhooks } from '../../db/schema.ts';
import { SIGNED } from '../delivery/signature.test-support.ts';
import { createEmailJob } from '../notifications/email-job.ts';
import type { Mailer, MailMessage } from '../notifications/mailer.ts';
import { buildPayload } from '../webhooks/deliver.ts';
import { findDeliveryToSend } from '../webhooks/deliveries.repo.ts';
import { puqRouteSetup, type RouteSetup } from './reparto.test-support.ts';
import { insertPickupRequest, routeWithPickups } from './route-pickups.test-support.ts';

// Issue 35: a pickup request's client hears of each change (planned with its day, picked up, a visit without
// success with its reason, annulled by the office) by e-mail and webhook, before the request has an RA; the
// request made into an RA goes to webhooks only (the RA's own notice tells people); the customer who annuls
// its own request gets no e-mail.

const DAY = '2026-12-10';
const LOS_ANDES = '77123456-9';
const COMERCIAL_AUSTRAL = '76086428-5';

describe.each(drivers)('retiro: notices and webhooks of a request on %s', (driver) => {
  const ctx = useTestApp(driver, {
    puq: 'bodega.puq',
    driver: 'conductor.puq',
    office: 'oficina.scl',
    customer: 'cliente',
    admin: 'admin',
  });
  let setup: RouteSetup;
  let nidwebhook = 0;
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    kind: 'eml',
    from: 'Carga <no-responder@carga.local>',
    send: async (message) => {
      sent.push(message);
      return { sarchivo: null };
    },
    emlPath: () => null,
    close: () => {},
  };
  beforeAll(async () => {
    setup = await puqRouteSetup(ctx, DAY);
    const [andes] = await ctx.db
      .update(clients)
      .set({ semail: 'Retiros@Andes.cl', sindnotificar: 'S' })
      .where(eq(clients.srutcliente, LOS_ANDES))
      .returning({ nidcliente: clients.nidcliente });
    const [hook] = await ctx.db
      .insert(webhooks)
      .values({
        nidcliente: andes!.nidcliente,
        surl: 'https://andes.example.cl/carga',
        ssecreto: 'secreto-de-prueba',
        nidusuario: await userIdOf(ctx.db, 'admin'),
      })
      .returning({ nidwebhook: webhooks.nidwebhook });
    nidwebhook = hook!.nidwebhook;
  });

  const eventsOf = (nidretiro: number) =>
    ctx.db
      .select()
      .from(cargoEvents)
      .where(eq(cargoEvents.nidretiro, nidretiro))
      .orderBy(asc(cargoEvents.nidevento));
  const noticesOf = (nidretiro: number) =>
    ctx.db
      .select()
      .from(notices)
      .where(and(isNotNull(notices.nidretiro), eq(notices.nidretiro, nidretiro)))
      .orderBy(asc(notices.nidnotificacion));
  const deliveryOf = async (nidevento: number) => {
    const [row] = await ctx.db
      .select({ nidentrega: webhookDeliveries.nidentrega })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.nidevento, nidevento), eq(webhookDeliveries.nidwebhook, nidwebhook)));
    return row ? findDeliveryToSend(ctx.db, row.nidentrega) : undefined;
  };
  /** Sends one notice through the e-mail job into `sent`. */
  const send = (id: number) =>
    createEmailJob(ctx.db, {
      mailer,
      publicUrl: 'https://carga.example.cl',
      proofOfDelivery: async () => Buffer.alloc(0),
      taxDocument: async () => null,
    }).process(id, 1);
  /** The request made into an RA in the wizard (its client the sender), finished to the warehouse. */
  async function raFromPickup(nidretiro: number) {
    const token = ctx.tokens.office;
    const body = stepOne({
      nidretiro,
      rutRemitente: LOS_ANDES,
      nomRemitente: 'Los Andes',
      rutDestinatario: '76086428-5',
      nomDestinatario: 'Comercial Austral',
    });
    const created = await ctx.call('POST', '/api/Shipment/OriginAndDestinationOfCargo', { token, body });
    expect(created.statusCode, created.body).toBe(200);
    const nidra = created.json() as number;
    const steps: Array<[string, string, object]> = [
      ['PUT', `/api/Shipment/ReceptionConditions/${nidra}`, conditions()],
      ['PUT', `/api/Shipment/DescriptionAndStatusOfCargo/${nidra}`, description()],
      ['POST', `/api/Shipment/Package/${nidra}`, boxes()],
      ['POST', `/api/Shipment/Attachment/FinishAndPrint/${nidra}/BORIG`, {}],
    ];
    for (const [method, path, stepBody] of steps) {
      const response = await ctx.call(method as 'PUT', path, { token, body: stepBody });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    }
    return nidra;
  }
  const minuteAgo = () => new Date(Date.now() - 60_000).toISOString();

  it('planned, a visit without success, planned again, picked up, received: each told once', async () => {
    const a = await insertPickupRequest(ctx.db, DAY);
    const first = await routeWithPickups(setup, [a]);
    let events = await eventsOf(a);
    expect(events.map((e) => [e.sevento, e.nidra])).toEqual([['RETIRO_PLANIFICADO', null]]);
    let rows = await noticesOf(a);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      nidra: null,
      nidretiro: a,
      srol: 'SOLICITANTE',
      semail: 'retiros@andes.cl',
      sasunto: `Su solicitud de retiro N° ${a} fue programada para el 10/12/2026`,
    });
    await send(rows[0]!.nidnotificacion);
    expect(sent.at(-1)?.text).toContain(
      `Programamos su solicitud de retiro N° ${a}: pasaremos a retirar 3 bultos el 10/12/2026 entre las 09:00 y las 13:00 en Av. Vicuña Mackenna 3200,`,
    );
    expect(sent.at(-1)?.text).toContain('https://carga.example.cl/dashboard/cargas/retiros');
    const planned = await deliveryOf(events[0]!.nidevento);
    expect(buildPayload(planned!)).toMatchObject({
      evento: 'RETIRO_PLANIFICADO',
      retiro: { nidretiro: a, estado: 'PLANIFICADO', cliente: { rut: LOS_ANDES }, fecha: DAY, nbultos: 3 },
      datos: { nidhojaruta: first.id, dfecha: DAY },
    });
    expect(buildPayload(planned!)).not.toHaveProperty('ra');

    const stop = first.retiros[0]!.nidparadaretiro;
    const visit = { smotivo: 'NADIE', sobservacion: 'Portón cerrado', dfhovisita: minuteAgo() };
    const no = await ctx.call('POST', `/api/Reparto/Retiro/${stop}/NoRetirado`, {
      token: ctx.tokens.driver,
      body: visit,
    });
    expect(no.statusCode, no.body).toBe(200);
    // The phone retrying the same visit: no second event.
    await ctx.call('POST', `/api/Reparto/Retiro/${stop}/NoRetirado`, {
      token: ctx.tokens.driver,
      body: visit,
    });
    rows = await noticesOf(a);
    expect(rows.map((n) => n.sasunto)).toEqual([
      `Su solicitud de retiro N° ${a} fue programada para el 10/12/2026`,
      `No pudimos retirar la carga de su solicitud de retiro N° ${a}`,
    ]);
    await send(rows[1]!.nidnotificacion);
    expect(sent.at(-1)?.text).toContain(
      `No pudimos retirar la carga de su solicitud de retiro N° ${a}: Nadie en el lugar.`,
    );
    // The driver's note stays in the warehouse.
    expect(sent.at(-1)?.text).not.toContain('Portón');
    // 'Avisos enviados' filtered by the request, named as the screens name it.
    const listed = await ctx.call('GET', `/api/Notificaciones?nidretiro=${a}`, { token: ctx.tokens.admin });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().avisoList).toMatchObject([
      {
        nidra: null,
        nidretiro: a,
        sevento: 'RETIRO_FALLIDO',
        sdesevento: 'Retiro sin éxito',
        srol: 'SOLICITANTE',
      },
      { nidra: null, nidretiro: a, sevento: 'RETIRO_PLANIFICADO', sdesevento: 'Retiro programado' },
    ]);
    const bad = await ctx.call('GET', '/api/Notificaciones?nidretiro=abc', { token: ctx.tokens.admin });
    expect(bad.statusCode).toBe(400);

    const second = await routeWithPickups(setup, [a]);
    const done = await ctx.call(
      'POST',
      `/api/Reparto/Retiro/${second.retiros[0]!.nidparadaretiro}/Retirado`,
      {
        token: ctx.tokens.driver,
        body: { nbultos: 4, snombre: 'Pedro Rojas', dfhoretiro: minuteAgo(), ...SIGNED },
      },
    );
    expect(done.statusCode, done.body).toBe(200);
    events = await eventsOf(a);
    expect(events.map((e) => e.sevento)).toEqual([
      'RETIRO_PLANIFICADO',
      'RETIRO_FALLIDO',
      'RETIRO_PLANIFICADO',
      'RETIRADO',
    ]);
    rows = await noticesOf(a);
    await send(rows.at(-1)!.nidnotificacion);
    expect(sent.at(-1)?.subject).toBe(`Retiramos la carga de su solicitud de retiro N° ${a}`);
    expect(sent.at(-1)?.text).toMatch(
      new RegExp(
        `Retiramos 4 bultos de su solicitud de retiro N° ${a} el \\d\\d/\\d\\d/2026 \\d\\d:\\d\\d, entregados por Pedro Rojas\\.`,
      ),
    );
    expect(sent.at(-1)?.text).toContain('La carga va a Oficina Santiago');

    // Made into an RA at the office: the webhook links them; no e-mail (the RA's notice tells people).
    const nidra = await raFromPickup(a);
    events = await eventsOf(a);
    const received = events.at(-1)!;
    expect(received).toMatchObject({ sevento: 'RETIRO_RECIBIDO', sreferencia: String(nidra) });
    expect((await noticesOf(a)).filter((n) => n.nidevento === received.nidevento)).toEqual([]);
    expect(buildPayload((await deliveryOf(received.nidevento))!)).toMatchObject({
      evento: 'RETIRO_RECIBIDO',
      retiro: { nidretiro: a, estado: 'RECIBIDO', nidra },
      datos: { nidra },
    });
  });

  it('annulled by the office: e-mail and webhook; by its customer: webhook only', async () => {
    const byOffice = await insertPickupRequest(ctx.db, DAY);
    const cancelled = await ctx.call('POST', `/api/Retiro/${byOffice}/Anular`, {
      token: ctx.tokens.office,
      body: { smotivo: 'El cliente llamó para cancelar' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [notice] = await noticesOf(byOffice);
    expect(notice?.sasunto).toBe(`Su solicitud de retiro N° ${byOffice} fue anulada`);
    await send(notice!.nidnotificacion);
    expect(sent.at(-1)?.text).toContain(
      `Anulamos su solicitud de retiro N° ${byOffice}: El cliente llamó para cancelar.`,
    );
    const [event] = await eventsOf(byOffice);
    expect(buildPayload((await deliveryOf(event!.nidevento))!)).toMatchObject({
      evento: 'RETIRO_ANULADO',
      retiro: { nidretiro: byOffice, estado: 'ANULADO' },
    });

    // Comercial Austral (the demo's 'cliente') asked for notices too, and annuls its own request.
    const [austral] = await ctx.db
      .update(clients)
      .set({ semail: 'avisos@austral.cl', sindnotificar: 'S' })
      .where(eq(clients.srutcliente, COMERCIAL_AUSTRAL))
      .returning({ nidcliente: clients.nidcliente });
    const own = await insertPickupRequest(ctx.db, DAY, { nidcliente: austral!.nidcliente });
    const byCustomer = await ctx.call('POST', `/api/Retiro/${own}/Anular`, {
      token: ctx.tokens.customer,
      body: { smotivo: 'Ya no la envío' },
    });
    expect(byCustomer.statusCode, byCustomer.body).toBe(200);
    expect((await eventsOf(own)).map((e) => e.sevento)).toEqual(['RETIRO_ANULADO']);
    expect(await noticesOf(own)).toEqual([]);
  });
});
