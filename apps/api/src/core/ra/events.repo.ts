import type { CustodySource } from '@carga/domain';
import {
  CUSTODY_EVENT_NAMES,
  type CustodyEvent,
  type CustodyEventItem,
  formatUnitNumber,
  staffRoleAt,
  UNIT_STATE_NAMES,
  type UnitItem,
  type UnitState,
  unitName,
} from '@carga/domain';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { runPrepared, slot } from '../../db/prepared.ts';
import { custodyEvents, loadingLists, packages, units, users } from '../../db/schema.ts';
import { describeCode, parameterGroups as g } from '../reference/parameters.repo.ts';
import { placeName } from '../reference/place-names.ts';

export type CustodyEventRow = typeof custodyEvents.$inferSelect;
export type NewCustodyEvent = typeof custodyEvents.$inferInsert;

type NamedUnit = Pick<typeof units.$inferSelect, 'nidra' | 'nnumero' | 'ntotal'>;

/** 'Bulto 03/05 del RA 123'. */
export const nameOfUnit = (unit: NamedUnit) =>
  unitName(unit.nidra, formatUnitNumber(unit.nnumero, unit.ntotal));

/** The units a confirmation is about, by name: the first 20, then 'y N más'. */
export function namedUnits(list: NamedUnit[]) {
  const named = list.slice(0, 20).map(nameOfUnit);
  const more = list.length > named.length ? ` y ${list.length - named.length} más` : '';
  return `${named.join(', ')}${more}`;
}

/** Where, on which list and by whom units moved together; without a list, each unit's own. */
export interface MoveSite {
  nidlistacarga?: number;
  scodlugar: string;
  nidusuario: number;
}

/**
 * The events of units moved together (a list dispatched or received, counts typed, a hand-over): one each,
 * its sentence made from the unit's name ('Bulto 03/05 del RA 123').
 */
export function unitEvents(
  moved: Array<
    Pick<
      typeof units.$inferSelect,
      'nidunidad' | 'nidra' | 'scodigo' | 'nnumero' | 'ntotal' | 'nidlistacarga'
    >
  >,
  stipoevento: CustodyEvent,
  sentence: (unitName: string) => string,
  site: MoveSite,
  sorigen: CustodySource = 'MANUAL',
): NewCustodyEvent[] {
  return moved.map((unit) => ({
    nidunidad: unit.nidunidad,
    nidra: unit.nidra,
    scodigo: unit.scodigo,
    stipoevento,
    smensaje: sentence(nameOfUnit(unit)),
    sorigen,
    nidlistacarga: site.nidlistacarga ?? unit.nidlistacarga,
    scodlugar: site.scodlugar,
    nidusuario: site.nidusuario,
  }));
}

/** Appends events; answers the first one's row. Events are never updated nor deleted. */
export async function appendEvents(tx: Tx, events: NewCustodyEvent[]) {
  if (events.length === 0) return [];
  const rows: CustodyEventRow[] = [];
  for (let start = 0; start < events.length; start += 500) {
    rows.push(
      ...(await tx
        .insert(custodyEvents)
        .values(events.slice(start, start + 500))
        .returning()),
    );
  }
  return rows;
}

/** The event a device's key already recorded, if any. */
export async function findEventByKey(db: Db | Tx, sclave: string) {
  const [row] = await runPrepared(db, 'evento-por-clave', { sclave }, () =>
    db
      .select()
      .from(custodyEvents)
      .where(eq(custodyEvents.sclave, slot('sclave'))),
  );
  return row;
}

/** Who reads a trail: which RA (its route's places) and whose devices they may see. */
export interface TrailReader {
  nidra: number;
  /** The RA's offices and warehouses. */
  route: string[];
  /** Whether the reader sees the device text of an event recorded at this place. */
  seesDevice: (scodlugar: string) => boolean;
}

/**
 * Each unit of an RA with its trail, oldest event first. Its trail is what happened to it: every accepted
 * event, and the refusals of a place on its route, except 'another route' (the scan was of someone else's
 * list). Any other refusal stays a row of the place that scanned (`scodlugar`, `nidlistacarga`) and is
 * nobody else's to read (issue 30).
 */
export async function unitTrails(db: Db | Tx, reader: TrailReader): Promise<UnitItem[]> {
  const { nidra } = reader;
  const unitRows = await db
    .select({
      nidunidad: units.nidunidad,
      scodigo: units.scodigo,
      nnumero: units.nnumero,
      ntotal: units.ntotal,
      niditem: units.niditem,
      sestado: units.sestado,
      sdestipobulto: describeCode(g.packageType, sql`${packages.scodtipobulto}`),
      scodlistacarga: loadingLists.scodlistacarga,
    })
    .from(units)
    .innerJoin(packages, eq(packages.niditem, units.niditem))
    .leftJoin(loadingLists, eq(loadingLists.nidlistacarga, units.nidlistacarga))
    .where(eq(units.nidra, nidra))
    .orderBy(asc(units.nnumero));
  if (unitRows.length === 0) return [];
  const eventRows = await db
    .select({
      nidevento: custodyEvents.nidevento,
      nidunidad: custodyEvents.nidunidad,
      stipoevento: custodyEvents.stipoevento,
      sanomalia: custodyEvents.sanomalia,
      smensaje: custodyEvents.smensaje,
      sorigen: custodyEvents.sorigen,
      scodlistacarga: loadingLists.scodlistacarga,
      scodlugar: custodyEvents.scodlugar,
      susuario: users.susuario,
      sdispositivo: custodyEvents.sdispositivo,
      dfecha: custodyEvents.dfecha,
      nidadjunto: custodyEvents.nidadjunto,
    })
    .from(custodyEvents)
    .innerJoin(users, eq(users.nidusuario, custodyEvents.nidusuario))
    .leftJoin(loadingLists, eq(loadingLists.nidlistacarga, custodyEvents.nidlistacarga))
    .where(
      and(
        inArray(
          custodyEvents.nidunidad,
          unitRows.map((u) => u.nidunidad),
        ),
        or(
          ne(custodyEvents.stipoevento, 'ANOMALIA'),
          and(
            inArray(custodyEvents.scodlugar, reader.route),
            ne(sql`coalesce(${custodyEvents.sanomalia}, '')`, 'OTRA_RUTA'),
          ),
        ),
      ),
    )
    .orderBy(asc(custodyEvents.nidevento));
  const names = new Map<string, string>();
  for (const code of new Set(eventRows.map((e) => e.scodlugar))) names.set(code, await placeName(db, code));
  return unitRows.map((unit) => ({
    nidunidad: unit.nidunidad,
    scodigo: unit.scodigo,
    snumerobulto: formatUnitNumber(unit.nnumero, unit.ntotal),
    niditem: unit.niditem,
    sdestipobulto: unit.sdestipobulto ?? '',
    sestado: unit.sestado as UnitState,
    sdesestado: UNIT_STATE_NAMES[unit.sestado as UnitState] ?? unit.sestado,
    scodlistacarga: unit.scodlistacarga,
    eventoList: eventRows
      .filter((e) => e.nidunidad === unit.nidunidad)
      .map(
        (e): CustodyEventItem => ({
          nidevento: e.nidevento,
          stipoevento: e.stipoevento as CustodyEvent,
          sdesevento: CUSTODY_EVENT_NAMES[e.stipoevento as CustodyEvent] ?? e.stipoevento,
          sanomalia: e.sanomalia as CustodyEventItem['sanomalia'],
          smensaje: e.smensaje,
          sorigen: e.sorigen as CustodyEventItem['sorigen'],
          scodlistacarga: e.scodlistacarga,
          slugar: names.get(e.scodlugar) ?? e.scodlugar,
          susuario: e.susuario,
          srol: staffRoleAt(e.scodlugar),
          // The text a device sent is its own place's to read, not written into what others see.
          sdispositivo: reader.seesDevice(e.scodlugar) ? e.sdispositivo : '',
          dfecha: e.dfecha.toISOString(),
          nidadjunto: e.nidadjunto,
        }),
      ),
  }));
}
