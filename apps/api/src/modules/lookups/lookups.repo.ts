import { asc, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cities, offices, regions, warehouses } from '../../db/schema.ts';

export const listOffices = (db: Db | Tx) =>
  db
    .select({
      scodoficina: offices.scodoficina,
      snomoficina: offices.snomoficina,
      sdireccion: offices.sdireccion,
      sindactivo: offices.sindactivo,
    })
    .from(offices)
    .orderBy(asc(offices.scodoficina));

export const listWarehouses = (db: Db | Tx) =>
  db
    .select({
      scodbodega: warehouses.scodbodega,
      snombodega: warehouses.snombodega,
      sdireccion: warehouses.sdireccion,
      sindactivo: warehouses.sindactivo,
    })
    .from(warehouses)
    .orderBy(asc(warehouses.scodbodega));

export const listRegions = (db: Db | Tx) =>
  db
    .select({ scodregion: regions.scodregion, snomregion: regions.snomregion })
    .from(regions)
    .orderBy(asc(regions.scodregion));

/** Communes in Spanish alphabetical order (Ñuñoa after Nueva Imperial, not after Zapallar). */
export const listCities = (db: Db | Tx) =>
  db
    .select({ scodciudad: cities.scodciudad, snomciudad: cities.snomciudad, scodregion: cities.scodregion })
    .from(cities)
    .orderBy(sql`${cities.snomciudad} collate "und-x-icu"`);
