// How each RA's money is collected (issue 33): the company's setting, the cash desks (caja), every
// movement in them, and what cuenta corriente clients owe per RA. Written by the billing service in the
// transaction of each action; the two sums of what is owed (per client, per day) are kept from deuda_ra by
// its statement triggers (functions/deuda_ra_saldos.sql), so that no writer of deuda_ra can miss them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clients } from './parties.ts';
import { receptions } from './receptions.ts';
import { users } from './users.ts';

const pesos = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** The company's own settings: one row. 'Cobro en Carga' off: nothing here blocks a list or a delivery. */
export const company = pgTable(
  'empresa',
  {
    nidempresa: smallint('nidempresa').primaryKey().default(1),
    sindcobro: char('sindcobro', { length: 1 }).notNull().default('S'),
    dfecmodificacion: at('dfecmodificacion').notNull().defaultNow(),
  },
  (t) => [check('empresa_una_fila', sql`${t.nidempresa} = 1`)],
);

/** A person's cash desk at an office or warehouse: opened with a float, closed once, never reopened. */
export const cajas = pgTable(
  'caja',
  {
    nidcaja: serial('nidcaja').primaryKey(),
    nidusuario: integer('nidusuario')
      .notNull()
      .references(() => users.nidusuario),
    scodlugar: varchar('scodlugar', { length: 10 }).notNull(),
    nmontoinicial: pesos('nmontoinicial').notNull(),
    /** ABIERTA or CERRADA. */
    sestado: varchar('sestado', { length: 10 }).notNull().default('ABIERTA'),
    dfecapertura: at('dfecapertura').notNull().defaultNow(),
    dfeccierre: at('dfeccierre'),
    nidusuariocierre: integer('nidusuariocierre').references(() => users.nidusuario),
    smotivodiferencia: varchar('smotivodiferencia', { length: 200 }),
  },
  (t) => [
    // One open caja per person: a second 'Abrir caja' (two tabs, two servers) fails on this index.
    uniqueIndex('caja_usuario_abierta_idx').on(t.nidusuario).where(sql`${t.sestado} = 'ABIERTA'`),
    index('caja_lugar_idx').on(t.scodlugar, t.nidcaja),
    index('caja_estado_idx').on(t.sestado, t.nidcaja),
  ],
);

/** The close of a caja per method: what the system expected, what the person counted. */
export const cajaCloses = pgTable(
  'caja_cierre',
  {
    nidcaja: integer('nidcaja')
      .notNull()
      .references(() => cajas.nidcaja),
    scodmediopago: varchar('scodmediopago', { length: 20 }).notNull(),
    nesperado: pesos('nesperado').notNull(),
    ncontado: pesos('ncontado').notNull(),
    ndiferencia: pesos('ndiferencia').notNull(),
  },
  (t) => [primaryKey({ columns: [t.nidcaja, t.scodmediopago] })],
);

/**
 * Every movement of a caja: PAGO of an RA, its ANULACION (a new row with the negative amount, naming the
 * payment; the payment is marked, never deleted), ABONO of a cuenta corriente client.
 */
export const payments = pgTable(
  'pago',
  {
    nidpago: serial('nidpago').primaryKey(),
    nidcaja: integer('nidcaja')
      .notNull()
      .references(() => cajas.nidcaja),
    stipo: varchar('stipo', { length: 10 }).notNull(),
    nidra: integer('nidra').references(() => receptions.nidra),
    nidcliente: integer('nidcliente').references(() => clients.nidcliente),
    nmonto: pesos('nmonto').notNull(),
    scodmediopago: varchar('scodmediopago', { length: 20 }).notNull(),
    sreferencia: varchar('sreferencia', { length: 50 }).notNull().default(''),
    nmontorecibido: pesos('nmontorecibido'),
    nvuelto: pesos('nvuelto'),
    nidpagoorigen: integer('nidpagoorigen'),
    sindanulado: char('sindanulado', { length: 1 }).notNull().default('N'),
    smotivo: varchar('smotivo', { length: 200 }).notNull().default(''),
    /** How many RAs an ABONO was applied to (pago_aplicacion rows), written with them; 0 otherwise. */
    nras: integer('nras').notNull().default(0),
    dfecpago: at('dfecpago').notNull().defaultNow(),
    nidusuario: integer('nidusuario')
      .notNull()
      .references(() => users.nidusuario),
  },
  (t) => [
    // Exactly one live payment per RA: a double click, two tabs or two servers, the second one fails here.
    uniqueIndex('pago_ra_vigente_idx').on(t.nidra).where(sql`${t.stipo} = 'PAGO' and ${t.sindanulado} = 'N'`),
    // A payment is reversed once.
    uniqueIndex('pago_anulacion_idx').on(t.nidpagoorigen).where(sql`${t.stipo} = 'ANULACION'`),
    index('pago_caja_idx').on(t.nidcaja, t.nidpago),
    index('pago_ra_idx').on(t.nidra),
    index('pago_cliente_idx').on(t.nidcliente, t.dfecpago).where(sql`${t.stipo} = 'ABONO'`),
  ],
);

/** What a cuenta corriente RA owes its payer: written when it is finished (or set to CTACTE) and priced. */
export const raDebts = pgTable(
  'deuda_ra',
  {
    nidra: integer('nidra')
      .primaryKey()
      .references(() => receptions.nidra),
    nidcliente: integer('nidcliente')
      .notNull()
      .references(() => clients.nidcliente),
    /** The debt's date: the RA's finish; ages are counted from it. */
    dfecdeuda: at('dfecdeuda').notNull(),
    nmonto: pesos('nmonto').notNull(),
    nabonado: pesos('nabonado').notNull().default(0),
  },
  (t) => [
    // The statement: a client's RAs in a period, in its order, with the amounts (read from the index alone).
    index('deuda_ra_cliente_fecha_idx').on(t.nidcliente, t.dfecdeuda, t.nidra, t.nmonto, t.nabonado),
    // The receivables: only what is still owed, by client and age, with the amounts (index-only).
    index('deuda_ra_pendiente_idx')
      .on(t.nidcliente, t.dfecdeuda, t.nmonto, t.nabonado)
      .where(sql`${t.nabonado} < ${t.nmonto}`),
  ],
);

/**
 * What each client owes today: the sum of its deuda_ra rows' nmonto − nabonado where positive. Kept by
 * deuda_ra's triggers as deltas (concurrent writers add, never overwrite); 'Cuentas por cobrar' pages by it
 * and the credit limit is checked against it. A client that owes nothing keeps its row at 0.
 */
export const clientBalances = pgTable(
  'saldo_cliente',
  {
    nidcliente: integer('nidcliente')
      .primaryKey()
      .references(() => clients.nidcliente),
    nsaldo: pesos('nsaldo').notNull().default(0),
  },
  (t) => [index('saldo_cliente_saldo_idx').on(t.nsaldo.desc(), t.nidcliente).where(sql`${t.nsaldo} > 0`)],
);

/**
 * What each client was charged per Chile day (how many cuenta corriente RAs and their amount), kept by
 * deuda_ra's triggers: a statement's figures over a year read ~365 rows, not every RA.
 */
export const clientDailyCharges = pgTable(
  'cargo_cliente_dia',
  {
    nidcliente: integer('nidcliente')
      .notNull()
      .references(() => clients.nidcliente),
    dia: date('dia', { mode: 'string' }).notNull(),
    ncantidad: integer('ncantidad').notNull().default(0),
    nmonto: pesos('nmonto').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.nidcliente, t.dia] }),
    // A period's figures from the index alone: a client's days are on as many pages as days.
    index('cargo_cliente_dia_cifras_idx').on(t.nidcliente, t.dia, t.ncantidad, t.nmonto),
  ],
);

/** What is owed per Chile day of the debts (all clients): the chart of 'Cuentas por cobrar' ages it. */
export const dailyBalances = pgTable('deuda_dia', {
  dia: date('dia', { mode: 'string' }).primaryKey(),
  nsaldo: pesos('nsaldo').notNull().default(0),
});

/** Which RAs an abono paid, and how much of each. */
export const paymentApplications = pgTable(
  'pago_aplicacion',
  {
    nidpago: integer('nidpago')
      .notNull()
      .references(() => payments.nidpago),
    nidra: integer('nidra')
      .notNull()
      .references(() => receptions.nidra),
    nmonto: pesos('nmonto').notNull(),
  },
  (t) => [primaryKey({ columns: [t.nidpago, t.nidra] }), index('pago_aplicacion_ra_idx').on(t.nidra)],
);
