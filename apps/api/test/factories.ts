import type {
  cargoDescriptionUpdate,
  packageInput,
  receptionConditionsUpdate,
  stepOneCreate,
} from '@carga/domain';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../src/db/client.ts';
import { clients, raHistory, receptions, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/password.ts';
import { present } from './present.ts';
import { bearer, type TestApp } from './test-app.ts';

export const stepOne = (
  overrides: Partial<z.input<typeof stepOneCreate>> = {},
): z.input<typeof stepOneCreate> => ({
  nidra: 0,
  scodoficinaorigen: 'OFISCL',
  idRemitente: null,
  rutRemitente: '76086428-5',
  nomRemitente: 'Comercial Austral',
  idDestinatario: null,
  rutDestinatario: '77123456-9',
  nomDestinatario: 'Los Andes',
  rutAgente: '',
  nomAgente: '',
  tipoRecepcion: 'FISIC',
  enviadoPor: 'TER',
  otroMedio: '',
  modalidadEnvio: 'LCL',
  ...overrides,
});

export const conditions = (
  overrides: Partial<z.input<typeof receptionConditionsUpdate>> = {},
): z.input<typeof receptionConditionsUpdate> => ({
  sfacturar: 'DESTI',
  nidpagador: null,
  srutfacturar: '',
  sidtrackingext: '',
  sindretirolocal: 'N',
  sindentregalocal: 'N',
  sindenviodirecto: 'N',
  scodoficinaorigen: 'OFISCL',
  scodbodegaorigen: 'BDSCL',
  scodbodegadestino: 'BDPUQ',
  scodoficinadestino: 'OFIPUQ',
  ...overrides,
});

export const description = (
  overrides: Partial<z.input<typeof cargoDescriptionUpdate>> = {},
): z.input<typeof cargoDescriptionUpdate> => ({
  scodtipocarga: 'GENERAL',
  sdescripcioncarga: 'Repuestos de maquinaria',
  scondicioncarga: 'Buen estado',
  scondicionadicional: '',
  reempaqueList: [],
  sindcargaimo: 'N',
  sindsobredimension: 'N',
  sindnoapilable: 'N',
  sindplana: 'N',
  sindfragil: 'S',
  sindreef: 'N',
  ntemperatura: null,
  scodestadocarga: 'NORMAL',
  ...overrides,
});

export const boxes = (
  overrides: Partial<z.input<typeof packageInput>> = {},
): z.input<typeof packageInput> => ({
  scodtipobulto: 'CAJA',
  ncantidadbultos: 3,
  npesobultokg: 12,
  naltocm: 30,
  nlargocm: 50,
  nanchocm: 40,
  sreferencia: 'Cajas A',
  ...overrides,
});

/** An RA through steps 1 to 5 (one package line), ready to finish. */
export async function createReadyRa(app: TestApp, token: string, options: { cargoType?: string } = {}) {
  const headers = bearer(token);
  const created = await app.inject({
    method: 'POST',
    url: '/api/Shipment/OriginAndDestinationOfCargo',
    headers,
    payload: stepOne(),
  });
  if (created.statusCode !== 200) throw new Error(`create RA: ${created.body}`);
  const id = created.json() as number;
  const steps = [
    { url: `/api/Shipment/ReceptionConditions/${id}`, method: 'PUT' as const, payload: conditions() },
    {
      url: `/api/Shipment/DescriptionAndStatusOfCargo/${id}`,
      method: 'PUT' as const,
      payload: description({ scodtipocarga: options.cargoType ?? 'GENERAL' }),
    },
    { url: `/api/Shipment/Package/${id}`, method: 'POST' as const, payload: boxes() },
  ];
  for (const step of steps) {
    const response = await app.inject({ ...step, headers });
    if (response.statusCode !== 200) throw new Error(`${step.url}: ${response.body}`);
  }
  return id;
}

/** A staff user of one office only, to test who may touch whose RAs. */
export async function createOfficeUser(db: Db, susuario: string, oficina: string, password = 'demo-2026') {
  await db.insert(users).values({
    susuario,
    snombre: `Oficina ${oficina}`,
    spasswordhash: await hashPassword(password),
    oficinas: [oficina],
    menus: ['ORIG-INGRESO', 'ORIG-IMAGENES', 'ORIG-PREPARA', 'ORIG-RECEP'],
  });
}

/** An RA row straight into the database, for list and statistics tests that need many. */
export async function insertRa(db: Db, overrides: Partial<typeof receptions.$inferInsert> = {}) {
  const [admin] = await db.select({ id: users.nidusuario }).from(users).where(eq(users.susuario, 'admin'));
  const [row] = await db
    .insert(receptions)
    .values({
      nidusuariocreacion: present(admin, 'admin user').id,
      srutremitente: '96512340-7',
      snomremitente: 'Ferretería Magallanes',
      srutdestinatario: '12345678-5',
      snomdestinatario: 'María Pérez',
      scodoficinaorigen: 'OFISCL',
      scodoficinadestino: 'OFIPUQ',
      scodbodegaorigen: 'BDSCL',
      scodbodegadestino: 'BDPUQ',
      scodestado: 'ENPREP',
      scodtipocarga: 'GENERAL',
      ncantidadbultos: 2,
      nvolumenm3: 0.5,
      npesobrutokg: 40,
      ...overrides,
    })
    .returning({ nidra: receptions.nidra });
  return present(row, 'inserted RA').nidra;
}

/** A user's id by their username (a demo user's, or one a test created). */
export async function userIdOf(db: Db, susuario: string) {
  const [row] = await db.select({ id: users.nidusuario }).from(users).where(eq(users.susuario, susuario));
  return present(row, susuario).id;
}

/** The client ids by RUT, as the demo data stores them. */
export async function clientIdsByRut(db: Db) {
  const ids: Record<string, number> = {};
  for (const c of await db.select().from(clients)) ids[c.srutcliente] = c.nidcliente;
  return ids;
}

/** An RA's state as stored. */
export async function raStateOf(db: Db, nidra: number) {
  const [row] = await db
    .select({ s: receptions.scodestado })
    .from(receptions)
    .where(eq(receptions.nidra, nidra));
  return row?.s;
}

/** An RA's history rows, oldest first. */
export const raHistoryOf = (db: Db, nidra: number) =>
  db.select().from(raHistory).where(eq(raHistory.nidra, nidra)).orderBy(asc(raHistory.nidbitacora));
