import { chileToday, pickupMessages as m, messages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientIdsByRut, createOfficeUser } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { clients, pickups, users } from '../../db/schema.ts';
import { hashPassword } from '../../password.ts';

// Issue 35, the first mile: pickup requests by the office's staff (ORIG-INGRESO) and by customers.

const COMERCIAL_AUSTRAL = '76086428-5'; // the demo's customer user 'cliente'
const LOS_ANDES = '77123456-9';

/** A day `days` after today in Chile. */
function dayFromToday(days: number) {
  const d = new Date(`${chileToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe.each(drivers)('retiro: pickup requests on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    {
      office: 'oficina.scl',
      admin: 'admin',
      warehouse: 'bodega.scl',
      customer: 'cliente',
      other: 'otra.puq',
      andes: 'los.andes',
    },
    async (db) => {
      await createOfficeUser(db, 'otra.puq', 'OFIPUQ');
      await db.insert(users).values({
        susuario: 'los.andes',
        snombre: 'Los Andes',
        spasswordhash: await hashPassword('demo-2026'),
        srut: LOS_ANDES,
        oficinas: [],
        menus: [],
      });
    },
  );
  const ids = { client: {} as Record<string, number> };
  beforeAll(async () => {
    ids.client = await clientIdsByRut(ctx.db);
  });

  const request = (overrides: object = {}) => ({
    nidcliente: ids.client[LOS_ANDES],
    scodoficina: 'OFISCL',
    sdireccion: 'Av. Vicuña Mackenna 3200',
    scodcomuna: '13120',
    scontacto: 'Pedro Rojas',
    stelefono: '+56 9 8765 4321',
    dfecha: dayFromToday(1),
    shoradesde: '09:00',
    shorahasta: '13:00',
    nbultos: 3,
    npesokg: '45,5',
    sdescripcion: 'Cajas de repuestos',
    ...overrides,
  });
  const create = (body: object, token = ctx.tokens.office) =>
    ctx.call('POST', '/api/Retiro', { token, body });
  const count = async () => (await ctx.db.select({ id: pickups.nidretiro }).from(pickups)).length;

  it('staff take a request for a client at their office', async () => {
    const response = await create(request());
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      nidcliente: ids.client[LOS_ANDES],
      srutcliente: LOS_ANDES,
      scodoficina: 'OFISCL',
      snomoficina: 'Santiago',
      scodcomuna: '13120',
      snomcomuna: expect.any(String),
      npesokg: 45.5,
      nbultos: 3,
      sestado: 'SOLICITADO',
      sdesestado: 'Solicitado',
      sorigen: 'OFICINA',
      snombreusuario: 'Oficina Santiago',
      smotivoanulacion: null,
      nidra: null,
    });
    const list = await ctx.call('GET', '/api/Retiro', {
      token: ctx.tokens.office,
      query: { codigoOficina: 'OFISCL', fecha: dayFromToday(1), estado: 'SOLICITADO' },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().list.map((p: { nidretiro: number }) => p.nidretiro)).toContain(created.nidretiro);
    expect(list.json().totalPaginas).toBe(1);
    const one = await ctx.call('GET', `/api/Retiro/${created.nidretiro}`, { token: ctx.tokens.office });
    expect(one.json()).toEqual(created);
  });

  it('a customer asks for its own client at any active office, and sees only its own', async () => {
    const response = await create(
      request({ nidcliente: undefined, scodoficina: 'OFIPUQ' }),
      ctx.tokens.customer,
    );
    expect(response.statusCode, response.body).toBe(200);
    const mine = response.json();
    expect(mine).toMatchObject({
      nidcliente: ids.client[COMERCIAL_AUSTRAL],
      sorigen: 'PORTAL',
      scodoficina: 'OFIPUQ',
      sestado: 'SOLICITADO',
    });
    const list = (await ctx.call('GET', '/api/Retiro', { token: ctx.tokens.customer })).json();
    expect(list.list.length).toBeGreaterThan(0);
    expect(list.list.every((p: { nidcliente: number }) => p.nidcliente === mine.nidcliente)).toBe(true);
    // The office that receives it sees it; the customer's own client named again is fine.
    const staff = await ctx.call('GET', `/api/Retiro/${mine.nidretiro}`, { token: ctx.tokens.other });
    expect(staff.statusCode).toBe(200);
    const same = await create(
      request({ nidcliente: ids.client[COMERCIAL_AUSTRAL], scodoficina: 'OFIPUQ' }),
      ctx.tokens.customer,
    );
    expect(same.statusCode, same.body).toBe(200);
  });

  it('gives customers and staff the comunas, with their region', async () => {
    for (const token of [ctx.tokens.customer, ctx.tokens.office]) {
      const response = await ctx.call('GET', '/api/Retiro/Comunas', { token });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().list).toContainEqual({
        scodcomuna: '12101',
        snomcomuna: 'Punta Arenas',
        snomregion: expect.stringMatching(/Magallanes/),
      });
    }
  });

  it.each([
    ['a past day', { dfecha: dayFromToday(-1) }, 'dfecha', m.dayPast],
    ['an impossible day', { dfecha: '2027-02-30' }, 'dfecha', m.dayInvalid],
    ['a window reversed', { shoradesde: '14:00', shorahasta: '10:00' }, 'shorahasta', m.windowOrder],
    ['an empty window', { shoradesde: '10:00', shorahasta: '10:00' }, 'shorahasta', m.windowOrder],
    ['an hour that is none', { shoradesde: '25:00' }, 'shoradesde', m.timeInvalid],
    ['no packages', { nbultos: 0 }, 'nbultos', m.packagesInvalid],
    ['a negative weight', { npesokg: -1 }, 'npesokg', messages.onlyNumbers],
    ['no address', { sdireccion: '  ' }, 'sdireccion', m.addressRequired],
    ['a phone with letters', { stelefono: 'llamar' }, 'stelefono', m.phoneFormat],
    ['a NUL byte', { scontacto: 'Pedro\u0000' }, 'scontacto', messages.forbiddenCharacters],
  ])('refuses %s, writing nothing', async (_name, overrides, field, message) => {
    const before = await count();
    const response = await create(request(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await count()).toBe(before);
  });

  it.each([
    ['an unknown comuna', { scodcomuna: '99999' }, 'scodcomuna', m.comunaNotFound],
    ['an unknown client', { nidcliente: 999_999 }, 'nidcliente', m.clientNotFound],
    ['no client', { nidcliente: undefined }, 'nidcliente', m.clientRequired],
    ['an unknown office', { scodoficina: 'OFIXXX' }, 'scodoficina', m.officeNotFound],
  ])('refuses %s with its message, writing nothing', async (_name, overrides, field, message) => {
    const before = await count();
    const response = await create(request(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ field, message }] });
    expect(await count()).toBe(before);
  });

  it('refuses an inactive client', async () => {
    const id = ids.client['12345678-5'] as number;
    await ctx.db.update(clients).set({ sindactivo: 'N' }).where(eq(clients.nidcliente, id));
    const response = await create(request({ nidcliente: id }));
    expect(response.json()).toMatchObject({ message: m.clientNotFound });
    await ctx.db.update(clients).set({ sindactivo: 'S' }).where(eq(clients.nidcliente, id));
  });

  it('refuses callers who may not ask at that office, or for that client', async () => {
    const before = await count();
    const otherOffice = await create(request(), ctx.tokens.other);
    expect(otherOffice.statusCode).toBe(403);
    expect(otherOffice.json().message).toBe(m.officeForbidden);
    const noMenu = await create(request(), ctx.tokens.warehouse);
    expect(noMenu.statusCode).toBe(403);
    const forOther = await create(request({ nidcliente: ids.client[LOS_ANDES] }), ctx.tokens.customer);
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().message).toBe(m.otherClient);
    expect(await count()).toBe(before);
    const list = await ctx.call('GET', '/api/Retiro', {
      token: ctx.tokens.other,
      query: { codigoOficina: 'OFISCL' },
    });
    expect(list.statusCode).toBe(403);
    const noOffice = await ctx.call('GET', '/api/Retiro', { token: ctx.tokens.office });
    expect(noOffice.statusCode).toBe(400);
    const noMenuList = await ctx.call('GET', '/api/Retiro', {
      token: ctx.tokens.warehouse,
      query: { codigoOficina: 'OFISCL' },
    });
    expect(noMenuList.statusCode).toBe(403);
  });

  it("answers 404 to a customer reading another client's request, and 403 to another office", async () => {
    const staffs = (await create(request())).json();
    const customer = await ctx.call('GET', `/api/Retiro/${staffs.nidretiro}`, { token: ctx.tokens.customer });
    expect(customer.statusCode).toBe(404);
    expect(customer.json().message).toBe(m.pickupNotFound);
    const owner = await ctx.call('GET', `/api/Retiro/${staffs.nidretiro}`, { token: ctx.tokens.andes });
    expect(owner.statusCode).toBe(200);
    const otherOffice = await ctx.call('GET', `/api/Retiro/${staffs.nidretiro}`, { token: ctx.tokens.other });
    expect(otherOffice.statusCode).toBe(403);
    expect((await ctx.call('GET', '/api/Retiro/999999', { token: ctx.tokens.office })).statusCode).toBe(404);
    expect((await ctx.call('GET', '/api/Retiro/99999999999', { token: ctx.tokens.office })).statusCode).toBe(
      404,
    );
    const list = (await ctx.call('GET', '/api/Retiro', { token: ctx.tokens.customer })).json();
    expect(list.list.map((p: { nidretiro: number }) => p.nidretiro)).not.toContain(staffs.nidretiro);
  });

  it('annuls a request asked for or planned, with its reason; nothing else', async () => {
    const cancel = (id: number, token: string, smotivo = 'El cliente ya no envía') =>
      ctx.call('POST', `/api/Retiro/${id}/Anular`, { token, body: { smotivo } });
    const staffs = (await create(request())).json();
    const blank = await cancel(staffs.nidretiro, ctx.tokens.office, ' ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toContainEqual({ field: 'smotivo', message: m.reasonRequired });
    expect((await cancel(staffs.nidretiro, ctx.tokens.other)).statusCode).toBe(403);
    expect((await cancel(staffs.nidretiro, ctx.tokens.customer)).statusCode).toBe(404);
    const done = await cancel(staffs.nidretiro, ctx.tokens.office);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ sestado: 'ANULADO', smotivoanulacion: 'El cliente ya no envía' });
    const again = await cancel(staffs.nidretiro, ctx.tokens.office);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.notCancellable('Anulado'));

    // The customer annuls its own while asked for; once planned, only the office does.
    const mine = (await create(request({ nidcliente: undefined }), ctx.tokens.customer)).json();
    const planned = (await create(request({ nidcliente: undefined }), ctx.tokens.customer)).json();
    await ctx.db
      .update(pickups)
      .set({ sestado: 'PLANIFICADO' })
      .where(eq(pickups.nidretiro, planned.nidretiro));
    expect((await cancel(mine.nidretiro, ctx.tokens.customer)).json()).toMatchObject({ sestado: 'ANULADO' });
    const late = await cancel(planned.nidretiro, ctx.tokens.customer);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(m.customerNotCancellable);
    expect((await cancel(planned.nidretiro, ctx.tokens.office)).json()).toMatchObject({ sestado: 'ANULADO' });

    const picked = (await create(request())).json();
    await ctx.db.update(pickups).set({ sestado: 'RETIRADO' }).where(eq(pickups.nidretiro, picked.nidretiro));
    const refused = await cancel(picked.nidretiro, ctx.tokens.office);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.notCancellable('Retirado'));
  });
});
