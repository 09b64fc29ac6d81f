import {
  formatUnitNumber,
  messages,
  parseUnitCode,
  readUnitCode,
  type ScanAnomaly,
  type ScanResponse,
  type scanRequest,
  scanTexts,
  unitName,
  type z,
} from '@carga/domain';
import { and, eq, getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Principal } from '../../core/principal.ts';
import { type CustodyEventRow, findEventByKey, type NewCustodyEvent } from '../../core/ra/events.repo.ts';
import type { ReceptionRow } from '../../core/ra/ra.repo.ts';
import { findReception } from '../../core/ra/ra.repo.ts';
import { ensureUnits, lockUnitByCode, type UnitRow } from '../../core/ra/units.repo.ts';
import type { Tx } from '../../db/client.ts';
import { runPrepared, slot } from '../../db/prepared.ts';
import { custodyEvents, receptions, units } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';

// What every hand-off's scan shares: the device's key (a scan sent again answers its first answer), the
// label read back to its unit, the locks, and the event written whatever the outcome. Each hand-off only
// decides, from the RA and the unit, whether to accept the scan and what that changes.

export type Scan = z.output<typeof scanRequest>;

/** Where a scan happens: on which list (null: the unit's own, at a delivery), at which office or warehouse. */
export interface ScanTarget {
  nidlistacarga: number | null;
  place: string;
  /**
   * A hand-off of one RA (a delivery), whose row the caller locked: another RA's label is refused without
   * locking that RA (two counters each scanning the other's label would wait on each other).
   */
  onlyRa?: number;
  /** The figures the answer carries: units on the list, and those already scanned at this hand-off. */
  counts: (tx: Tx) => Promise<{ onList: number; scanned: number }>;
  /**
   * The same figures as columns of the target's list (a slot), when they can be read by the statement that
   * records the event (its RETURNING sees what the scan changed before it): one round trip less a scan.
   * `shape` names which columns `build` makes (the statement is built once per shape).
   */
  countColumns?: {
    shape: string;
    build: (list: Placeholder) => { onList: SQL<number>; scanned: SQL<number> };
  };
}

export interface ScannedUnit {
  ra: ReceptionRow;
  unit: UnitRow;
  /** 'Bulto 03/05 del RA 123'. */
  name: string;
}

export type ScanOutcome =
  | {
      accept: NewCustodyEvent['stipoevento'];
      message: string;
      apply: () => Promise<unknown>;
      /** Stores a file kept with the event (the photo of a damage): only once the scan is accepted. */
      attach?: () => Promise<number>;
    }
  | { refuse: ScanAnomaly; message: string };

/** Every field a scan's event is written with: each in a slot, so the insert is built once. */
const EVENT_FIELDS = [
  'sclave',
  'scodigo',
  'sorigen',
  'nidlistacarga',
  'scodlugar',
  'nidusuario',
  'sdispositivo',
  'dfechadispositivo',
  'stipoevento',
  'sanomalia',
  'smensaje',
  'nidra',
  'nidunidad',
  'nidadjunto',
] as const satisfies ReadonlyArray<keyof NewCustodyEvent>;
// A timestamp column's encoder would call toISOString on a null: the device's time goes as text, cast.
const eventSlots = {
  ...Object.fromEntries(EVENT_FIELDS.map((field) => [field, slot(field)])),
  dfechadispositivo: sql`${slot('dfechadispositivo')}::timestamptz`,
} as unknown as PgInsertValue<typeof custodyEvents>;

/** Records a scan's event; answers its row, with the target's counts when it reads them as columns. */
async function insertScanEvent(tx: Tx, event: NewCustodyEvent, target: ScanTarget) {
  const values: Record<string, unknown> = Object.fromEntries(
    EVENT_FIELDS.map((field) => [field, event[field] ?? null]),
  );
  values.dfechadispositivo = event.dfechadispositivo?.toISOString() ?? null;
  const counts = target.countColumns;
  if (!counts) {
    const [row] = await runPrepared(tx, 'evento-escaneo', values, () =>
      tx.insert(custodyEvents).values(eventSlots).returning(),
    );
    return row && { row, counts: undefined };
  }
  values.countsList = target.nidlistacarga;
  const [row] = await runPrepared(tx, `evento-escaneo|${counts.shape}`, values, () =>
    tx
      .insert(custodyEvents)
      .values(eventSlots)
      .returning({ ...getTableColumns(custodyEvents), ...counts.build(slot('countsList')) }),
  );
  if (!row) return undefined;
  const { onList, scanned, ...recorded } = row;
  return { row: recorded, counts: { onList: Number(onList), scanned: Number(scanned) } };
}

/**
 * The RA and the unit a label names, both locked, in one statement (the RA's row first: lists, then RAs,
 * then units); undefined when either is missing, for the slower path that tells which and makes the units.
 */
async function lockRaAndUnit(tx: Tx, nidra: number, scodigo: string) {
  const [row] = await runPrepared(tx, 'ra-y-unidad|bloqueo', { nidra, scodigo }, () =>
    tx
      .select({ ra: receptions, unit: units })
      .from(receptions)
      .innerJoin(units, and(eq(units.nidra, receptions.nidra), eq(units.scodigo, slot('scodigo'))))
      .where(eq(receptions.nidra, slot('nidra')))
      .for('update'),
  );
  return row as { ra: ReceptionRow; unit: UnitRow } | undefined;
}

const unitNumberOf = (code: string) => {
  const parsed = parseUnitCode(code);
  return parsed ? formatUnitNumber(parsed.k, parsed.n) : null;
};

function answer(event: CustodyEventRow, duplicate: boolean, counts: { onList: number; scanned: number }) {
  return {
    nidevento: event.nidevento,
    sresultado: event.stipoevento === 'ANOMALIA' ? 'RECHAZADO' : 'ACEPTADO',
    stipoevento: event.stipoevento as ScanResponse['stipoevento'],
    sanomalia: event.sanomalia as ScanAnomaly | null,
    smensaje: event.smensaje,
    scodigo: event.scodigo,
    nidra: event.nidra,
    snumerobulto: unitNumberOf(event.scodigo),
    sduplicado: duplicate ? 'S' : 'N',
    nbultoslista: counts.onList,
    nbultosescaneados: counts.scanned,
  } satisfies ScanResponse;
}

/**
 * The key already recorded answers as it did the first time; null when this scan is new. Only the same
 * scan sent again is a replay: the key with another label, or a key recorded at another place, answers 409
 * with one message for both, so another place's answer (its unit, RA and counts) is never read back.
 */
export async function replayedScan(tx: Tx, target: ScanTarget, scan: Pick<Scan, 'sclave' | 'scodigo'>) {
  const prior = await findEventByKey(tx, scan.sclave);
  if (!prior) return null;
  if (prior.scodlugar !== target.place || prior.scodigo !== readUnitCode(scan.scodigo).code)
    throw conflict(messages.scanKeyReused);
  return answer(prior, true, await target.counts(tx));
}

/**
 * Reads the label, locks its RA and unit (after the list the caller locked: lists, then RAs, then units),
 * lets the hand-off decide, and records the event. Refusals are events too, answered with their reason.
 */
export async function recordScan(
  tx: Tx,
  principal: Principal,
  scan: Scan,
  target: ScanTarget,
  decide: (scanned: ScannedUnit) => Promise<ScanOutcome>,
): Promise<ScanResponse> {
  // The label as printed, whatever keyboard layout the client's scanner was set for (issue 29).
  const reading = readUnitCode(scan.scodigo);
  const code = reading.code;
  const write = async (
    event: Pick<
      NewCustodyEvent,
      'stipoevento' | 'sanomalia' | 'smensaje' | 'nidra' | 'nidunidad' | 'nidadjunto'
    >,
    nidlistacarga = target.nidlistacarga,
  ) => {
    const values: NewCustodyEvent = {
      ...event,
      sclave: scan.sclave,
      scodigo: code,
      sorigen: 'ESCANEO',
      nidlistacarga,
      scodlugar: target.place,
      nidusuario: principal.nidusuario,
      sdispositivo: scan.sdispositivo,
      dfechadispositivo: scan.dfechadispositivo ? new Date(scan.dfechadispositivo) : null,
    };
    const recorded = await insertScanEvent(tx, values, target);
    if (!recorded) throw new Error('evento no registrado');
    return answer(recorded.row, false, recorded.counts ?? (await target.counts(tx)));
  };

  if (!reading.ok) {
    return write({
      stipoevento: 'ANOMALIA',
      sanomalia: 'DESCONOCIDA',
      smensaje: reading.reason,
      nidra: null,
      nidunidad: null,
    });
  }
  const parsed = reading.unit;
  if (target.onlyRa !== undefined && parsed.nidra !== target.onlyRa) {
    return write({
      stipoevento: 'ANOMALIA',
      sanomalia: 'NO_ESPERADA',
      smensaje: scanTexts.notOfRa(
        unitName(parsed.nidra, formatUnitNumber(parsed.k, parsed.n)),
        target.onlyRa,
      ),
      nidra: target.onlyRa,
      nidunidad: null,
    });
  }
  // The RA's units are made on their first use (ensureUnits) only when the label names none yet; a label of
  // another numbering (printed before the packages were changed) names no unit either.
  const both = await lockRaAndUnit(tx, parsed.nidra, code);
  const ra = both?.ra ?? (await findReception(tx, parsed.nidra, { forUpdate: true }));
  const unit =
    both?.unit ??
    (ra &&
      ((await lockUnitByCode(tx, code)) ??
        ((await ensureUnits(tx, ra.nidra)) ? await lockUnitByCode(tx, code) : undefined)));
  if (!ra || !unit) {
    return write({
      stipoevento: 'ANOMALIA',
      sanomalia: 'DESCONOCIDA',
      smensaje: scanTexts.unknown(code),
      nidra: ra?.nidra ?? null,
      nidunidad: null,
    });
  }
  const outcome = await decide({
    ra,
    unit,
    name: unitName(ra.nidra, formatUnitNumber(unit.nnumero, unit.ntotal)),
  });
  if ('refuse' in outcome) {
    return write({
      stipoevento: 'ANOMALIA',
      sanomalia: outcome.refuse,
      smensaje: outcome.message,
      nidra: ra.nidra,
      nidunidad: unit.nidunidad,
    });
  }
  await outcome.apply();
  const nidadjunto = outcome.attach ? await outcome.attach() : null;
  return write(
    {
      stipoevento: outcome.accept,
      sanomalia: null,
      smensaje: outcome.message,
      nidra: ra.nidra,
      nidunidad: unit.nidunidad,
      nidadjunto,
    },
    target.nidlistacarga ?? unit.nidlistacarga,
  );
}
