import {
  DOOR_PLACE,
  FAILED_VISIT_REASONS,
  messages,
  type RaTrackingCode,
  TRACKING_STATE_NAMES,
  type TrackingResponse,
  type TrackingState,
} from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import { loadReadableRa } from '../../core/ra/ra-access.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { ensureTrackingCode, TRACKING_CODE_PATTERN, trackingUrl } from './codes.ts';
import * as repo from './tracking.repo.ts';

/** Public tracking: lookups per client address and minute, and how long a code answers after delivery. */
export interface TrackingPolicy {
  callsPerMinute: number;
  daysAfterDelivery: number;
}

export const defaultTrackingPolicy: TrackingPolicy = { callsPerMinute: 30, daysAfterDelivery: 90 };

/** The first entry of every timeline: the reception at the origin office. */
const RECEIVED = 'RECIB';

type Ra = NonNullable<Awaited<ReturnType<typeof repo.trackedReception>>>;

/** Where the cargo is in each state, as the place's code (the page shows its name). */
function placeOfState(ra: Ra, state: string): string | null {
  switch (state) {
    case 'BORIG':
    case 'ENLIS':
      return ra.scodbodegaorigen;
    case 'ENTRA':
    case 'BDEST':
    case 'ENTRE':
      return ra.scodbodegadestino;
    default:
      return ra.scodoficinaorigen;
  }
}

/** The reception, then every state change the customer has words for, repeats folded. */
function timeline(
  ra: Ra,
  changes: Array<{ dfecha: Date; sestadonuevo: string | null }>,
  names: Map<string, string>,
) {
  const entry = (code: string, date: Date): TrackingState => {
    const place = placeOfState(ra, code);
    return {
      scodestado: code,
      sdesestado: TRACKING_STATE_NAMES[code] ?? code,
      dfecha: date.toISOString(),
      slugar: place ? (names.get(place) ?? place) : '',
    };
  };
  const states = [entry(RECEIVED, ra.dfecrecepcion)];
  for (const change of changes) {
    const code = change.sestadonuevo;
    if (!code || !(code in TRACKING_STATE_NAMES) || states.at(-1)?.scodestado === code) continue;
    states.push(entry(code, change.dfecha));
  }
  return states;
}

/**
 * The door's steps (issue 35) among the states, by date: 'En reparto a domicilio' from the warehouse, each
 * 'Visita sin éxito' with its reason's words, and a delivery at the door placed at the recipient's home.
 */
function withDoor(
  states: TrackingState[],
  door: Awaited<ReturnType<typeof repo.doorEvents>>,
  warehouse: string,
): TrackingState[] {
  if (door.length === 0) return states;
  const atDoor = door.some((e) => e.sevento === 'ENTREGADA');
  const steps: TrackingState[] = door
    .filter((e) => e.sevento !== 'ENTREGADA')
    .map((e) => {
      const code = e.sevento === 'EN_REPARTO' ? 'REPAR' : 'VISIT';
      const reason = e.smotivo
        ? FAILED_VISIT_REASONS[e.smotivo as keyof typeof FAILED_VISIT_REASONS]
        : undefined;
      return {
        scodestado: code,
        sdesestado:
          code === 'VISIT' && reason
            ? `${TRACKING_STATE_NAMES.VISIT}: ${reason}`
            : (TRACKING_STATE_NAMES[code] ?? code),
        dfecha: new Date(e.dfecha).toISOString(),
        slugar: code === 'REPAR' ? warehouse : DOOR_PLACE,
      };
    });
  const placed = states.map((s) => (s.scodestado === 'ENTRE' && atDoor ? { ...s, slugar: DOOR_PLACE } : s));
  // By date, the delivery last whatever a phone's clock said (it ends the journey).
  const rank = (state: TrackingState) => (state.scodestado === 'ENTRE' ? 1 : 0);
  return [...placed, ...steps].sort((a, b) => rank(a) - rank(b) || a.dfecha.localeCompare(b.dfecha));
}

export function createTrackingService(db: Db, policy: TrackingPolicy, publicUrl: string) {
  return {
    /**
     * What anyone holding the code may read. A malformed, unknown or expired code is the same 404 after
     * the same statements: the reads run against an RA id that names nothing.
     */
    async follow(code: string): Promise<TrackingResponse> {
      const probe = TRACKING_CODE_PATTERN.test(code) ? code : '';
      const nidra = await repo.findTrackedRa(db, probe, policy.daysAfterDelivery);
      const [ra, changes, delivery, tally, door] = await Promise.all([
        repo.trackedReception(db, nidra),
        repo.stateChanges(db, nidra),
        repo.trackedDelivery(db, nidra),
        repo.unitTally(db, nidra),
        repo.doorEvents(db, nidra),
      ]);
      const codes = ra ? [ra.scodoficinaorigen, ra.scodbodegaorigen, ra.scodbodegadestino] : [];
      const names = await repo.placeNames(
        db,
        codes.filter((c): c is string => Boolean(c)),
      );
      if (!ra || ra.scodestado === 'ENCREA') throw notFound(messages.trackingNotFound);
      const total = tally.total || ra.ncantidadbultos;
      // An RA delivered before units existed has no unit rows: all of it was handed over.
      const delivered = tally.total > 0 ? tally.delivered : ra.scodestado === 'ENTRE' ? total : 0;
      const state = ra.scodestado === 'ENPREP' ? RECEIVED : ra.scodestado;
      return {
        nidra: ra.nidra,
        scodestado: state,
        sdesestado: TRACKING_STATE_NAMES[state] ?? state,
        // The hand-over's own time, not when it was typed in.
        estados: withDoor(
          timeline(ra, changes, names).map((s) =>
            s.scodestado === 'ENTRE' && delivery ? { ...s, dfecha: delivery.dfhoentrega.toISOString() } : s,
          ),
          door,
          ra.scodbodegadestino ? (names.get(ra.scodbodegadestino) ?? ra.scodbodegadestino) : '',
        ),
        ncantidadbultos: total,
        ncantidadentregada: delivered,
        entrega: delivery
          ? {
              snombreretira: initialsOf(delivery.snombreretira),
              dfhoentrega: delivery.dfhoentrega.toISOString(),
            }
          : null,
      };
    },

    /**
     * The RA's code and link for whoever may read the RA (staff on its route, the customer whose cargo it
     * is); an RA finished before codes existed gets one now. None while the wizard has not finished.
     */
    async codeOf(principal: Principal, nidra: number, base = publicUrl): Promise<RaTrackingCode> {
      const ra = await loadReadableRa(db, principal, nidra);
      if (ra.scodestado === 'ENCREA') return { scodigo: null, surl: null };
      const code = await ensureTrackingCode(db, nidra);
      return { scodigo: code, surl: trackingUrl(base, code) };
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;

/** Words of a Spanish name that are not a name of their own ('María de la Fuente'). */
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'e']);

/**
 * 'Pedro González' → 'P. G.': enough for the customer to recognise who collected the cargo, without
 * telling a full name to whoever holds the code (issue 30).
 */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word && !PARTICLES.has(word.toLowerCase()))
    .map((word) => `${word.charAt(0).toLocaleUpperCase('es')}.`)
    .join(' ');
}
