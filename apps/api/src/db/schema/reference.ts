import { char, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

// Column names are the spec's field names (spec 1 and 2, section 3): no mapping layer.

export const offices = pgTable('oficina', {
  scodoficina: varchar('scodoficina', { length: 10 }).primaryKey(),
  snomoficina: varchar('snomoficina', { length: 100 }).notNull(),
  sdireccion: varchar('sdireccion', { length: 200 }).notNull().default(''),
  sindactivo: char('sindactivo', { length: 1 }).notNull().default('S'),
});

export const warehouses = pgTable('bodega', {
  scodbodega: varchar('scodbodega', { length: 10 }).primaryKey(),
  snombodega: varchar('snombodega', { length: 100 }).notNull(),
  sdireccion: varchar('sdireccion', { length: 200 }).notNull().default(''),
  sindactivo: char('sindactivo', { length: 1 }).notNull().default('S'),
});

/** Every code list of the screens (vías, modalities, cargo types…), one group per list. */
export const parameters = pgTable(
  'parametro',
  {
    sgrupo: varchar('sgrupo', { length: 40 }).notNull(),
    scodparametro01: varchar('scodparametro01', { length: 20 }).notNull(),
    scodparametro02: varchar('scodparametro02', { length: 20 }),
    sdeslargo01: varchar('sdeslargo01', { length: 200 }).notNull(),
    norden: integer('norden').notNull().default(0),
    /** Package types can be retired from the configuration; the other lists are code-defined. */
    sindactivo: char('sindactivo', { length: 1 }).notNull().default('S'),
  },
  (t) => [primaryKey({ columns: [t.sgrupo, t.scodparametro01] })],
);

export const regions = pgTable('region', {
  scodregion: varchar('scodregion', { length: 2 }).primaryKey(),
  snomregion: varchar('snomregion', { length: 100 }).notNull(),
});

export const cities = pgTable(
  'ciudad',
  {
    scodciudad: varchar('scodciudad', { length: 5 }).primaryKey(),
    snomciudad: varchar('snomciudad', { length: 100 }).notNull(),
    scodregion: varchar('scodregion', { length: 2 })
      .notNull()
      .references(() => regions.scodregion),
  },
  (t) => [index('ciudad_region_idx').on(t.scodregion)],
);
