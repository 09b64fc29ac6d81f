import { bigint, char, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { cities } from './reference.ts';

export const clients = pgTable('cliente', {
  nidcliente: serial('nidcliente').primaryKey(),
  srutcliente: varchar('srutcliente', { length: 12 }).notNull().unique(),
  snombrecliente: varchar('snombrecliente', { length: 200 }).notNull(),
  snombrecorto: varchar('snombrecorto', { length: 100 }).notNull(),
  sindempresa: char('sindempresa', { length: 1 }).notNull().default('S'),
  sindclientecontr: char('sindclientecontr', { length: 1 }).notNull().default('N'),
  sindclientecouri: char('sindclientecouri', { length: 1 }).notNull().default('N'),
  sindproveedor: char('sindproveedor', { length: 1 }).notNull().default('S'),
  sindproveedorint: char('sindproveedorint', { length: 1 }).notNull().default('N'),
  sindfacturacion: char('sindfacturacion', { length: 1 }).notNull().default('N'),
  srutfacturacion: varchar('srutfacturacion', { length: 12 }),
  sidfactura: varchar('sidfactura', { length: 10 }),
  sprefijotelefono: varchar('sprefijotelefono', { length: 5 }),
  stelefono: varchar('stelefono', { length: 15 }),
  sterminoenvio: varchar('sterminoenvio', { length: 20 }),
  stipoentrega: varchar('stipoentrega', { length: 20 }),
  sindactivo: char('sindactivo', { length: 1 }).notNull().default('S'),
  dfeccreacion: timestamp('dfeccreacion', { withTimezone: true }).notNull().defaultNow(),
  /** Where the client's notices go (issue 16); notices are sent only with `sindnotificar` 'S'. */
  semail: varchar('semail', { length: 254 }),
  sindnotificar: char('sindnotificar', { length: 1 }).notNull().default('N'),
  /** Cuenta corriente (issue 33): its RAs are billed later, up to the limit, paid within the days. */
  sindctacte: char('sindctacte', { length: 1 }).notNull().default('N'),
  nlimitecredito: bigint('nlimitecredito', { mode: 'number' }).notNull().default(0),
  ndiaspago: integer('ndiaspago').notNull().default(30),
  /**
   * Invoicing of a cuenta corriente (issue 34): 'PERIODO' one factura per period, 'RA' one per RA;
   * `sdetallefactura` 'RA' one line per RA, 'RESUMEN' one line for the period referring to them; the giro
   * the facturas name as the receptor's.
   */
  sfacturactacte: varchar('sfacturactacte', { length: 7 }).notNull().default('PERIODO'),
  sdetallefactura: varchar('sdetallefactura', { length: 7 }).notNull().default('RA'),
  sgiro: varchar('sgiro', { length: 80 }),
});

export const clientAddresses = pgTable(
  'direccion',
  {
    niddireccion: serial('niddireccion').primaryKey(),
    nidcliente: integer('nidcliente')
      .notNull()
      .references(() => clients.nidcliente),
    scalle: varchar('scalle', { length: 200 }).notNull().default(''),
    snumeracion: varchar('snumeracion', { length: 20 }).notNull().default(''),
    srestodireccion: varchar('srestodireccion', { length: 200 }).notNull().default(''),
    scodcomuna: varchar('scodcomuna', { length: 5 }).references(() => cities.scodciudad),
    scodpostal: varchar('scodpostal', { length: 10 }).notNull().default('0'),
    sindentrega: char('sindentrega', { length: 1 }).notNull().default('N'),
    sindretiro: char('sindretiro', { length: 1 }).notNull().default('N'),
    sindfacturacion: char('sindfacturacion', { length: 1 }).notNull().default('N'),
    sindactivo: char('sindactivo', { length: 1 }).notNull().default('S'),
  },
  (t) => [index('direccion_cliente_idx').on(t.nidcliente)],
);
