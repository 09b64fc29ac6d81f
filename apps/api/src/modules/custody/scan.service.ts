import {
  formatUnitNumber,
  isListEditable,
  LOADABLE_STATES,
  messages,
  normalizeScannedCode,
  parseUnitCode,
  type ScanAnomaly,
  type ScanResponse,
  type scanRequest,
  scanTexts,
  unitName,
  type z,
} from '@carga/domain';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { type Principal, worksAt } from '../../plugins/auth.ts';
import { available, packageLines, setListUnits } from '../loading-list/list-packages.repo.ts';
import * as lists from '../loading-list/loading-list.repo.ts';
import { findReception } from '../shipment/ra.repo.ts';
import { settleRa } from '../shipment/ra-transition.repo.ts';
import { appendEvents, type CustodyEventRow, findEventByKey, type NewCustodyEvent } from './events.repo.ts';
import { ensureUnits, listCodeOf, lockUnitByCode, placeUnitOnList, unitsOnList } from './units.repo.ts';

type Scan = z.output<typeof scanRequest>;

/** What every event of one scan shares: the device's key and clock, who, where, on which list. */
function scanEvent(principal: Principal, scan: Scan, place: string, nidlistacarga: number, code: string) {
  return {
    sclave: scan.sclave,
    scodigo: code,
    sorigen: 'ESCANEO' as const,
    nidlistacarga,
    scodlugar: place,
    nidusuario: principal.nidusuario,
    sdispositivo: scan.sdispositivo,
    dfechadispositivo: scan.dfechadispositivo ? new Date(scan.dfechadispositivo) : null,
  } satisfies Partial<NewCustodyEvent>;
}

function answer(event: CustodyEventRow, duplicate: boolean, units: number, unitNumber: string | null) {
  return {
    nidevento: event.nidevento,
    sresultado: event.stipoevento === 'ANOMALIA' ? 'RECHAZADO' : 'ACEPTADO',
    stipoevento: event.stipoevento as ScanResponse['stipoevento'],
    sanomalia: event.sanomalia as ScanAnomaly | null,
    smensaje: event.smensaje,
    scodigo: event.scodigo,
    nidra: event.nidra,
    snumerobulto: unitNumber,
    sduplicado: duplicate ? 'S' : 'N',
    nbultoslista: units,
  } satisfies ScanResponse;
}

const unitNumberOf = (code: string) => {
  const parsed = parseUnitCode(code);
  return parsed ? formatUnitNumber(parsed.k, parsed.n) : null;
};

export function createScanService(db: Db) {
  return {
    /**
     * 'Lista de carga → Escanear': the scanned unit goes onto the open list (its RA added when it was not
     * on it, the line's count follows). Refusals are events too, answered with their reason (200): what a
     * scanner read is a fact to keep, not a malformed request. The list row is locked first, so scans into
     * one list take turns and a key sent twice is found by the second.
     */
    async loadOntoList(principal: Principal, listCode: string, scan: Scan): Promise<ScanResponse> {
      return db.transaction(async (tx) => {
        const found = await lists.findLoadingList(tx, listCode, { forUpdate: true });
        if (!found) throw notFound(messages.loadingListNotFound);
        const place = found.operation.scodbodegaorigen;
        if (!worksAt(principal, place)) throw forbidden(messages.loadingListWrongWarehouse);
        const { nidlistacarga, scodlistacarga } = found.list;

        const prior = await findEventByKey(tx, scan.sclave);
        if (prior)
          return answer(prior, true, await unitsOnList(tx, nidlistacarga), unitNumberOf(prior.scodigo));
        if (!isListEditable(found.list.scodestadolista)) throw conflict(messages.loadingListNotEditable);

        const code = normalizeScannedCode(scan.scodigo);
        const base = scanEvent(principal, scan, place, nidlistacarga, code);
        const record = async (event: Omit<NewCustodyEvent, keyof typeof base>) => {
          const [row] = await appendEvents(tx, [{ ...base, ...event }]);
          if (!row) throw new Error('evento no registrado');
          return answer(row, false, await unitsOnList(tx, nidlistacarga), unitNumberOf(code));
        };
        const refuse = (
          sanomalia: ScanAnomaly,
          smensaje: string,
          nidra: number | null = null,
          nidunidad?: number,
        ) => record({ stipoevento: 'ANOMALIA', sanomalia, smensaje, nidra, nidunidad });

        const parsed = parseUnitCode(code);
        if (!parsed) return refuse('DESCONOCIDA', scanTexts.unknown(code));
        // Lists first, then the RA (the order of every change to a list's contents).
        const ra = await findReception(tx, parsed.nidra, { forUpdate: true });
        if (!ra) return refuse('DESCONOCIDA', scanTexts.unknown(code));
        const name = unitName(ra.nidra, formatUnitNumber(parsed.k, parsed.n));
        if (ra.scodestado === 'ANULA') return refuse('ANULADA', scanTexts.voided(ra.nidra), ra.nidra);
        if (
          ra.scodbodegaorigen !== found.operation.scodbodegaorigen ||
          ra.scodbodegadestino !== found.operation.scodbodegadestino
        ) {
          return refuse('OTRA_RUTA', scanTexts.otherRoute(ra.nidra), ra.nidra);
        }
        const unit = (await ensureUnits(tx, ra.nidra)) ? await lockUnitByCode(tx, code) : undefined;
        // A label of another numbering (printed before the packages were changed) names no unit.
        if (!unit) return refuse('DESCONOCIDA', scanTexts.unknown(code), ra.nidra);
        if (unit.nidlistacarga === nidlistacarga)
          return refuse(
            'YA_ESCANEADA',
            scanTexts.alreadyHere(name, scodlistacarga),
            ra.nidra,
            unit.nidunidad,
          );
        if (unit.nidlistacarga !== null) {
          const other = await listCodeOf(tx, unit.nidlistacarga);
          return refuse('OTRA_LISTA', scanTexts.otherList(name, other), ra.nidra, unit.nidunidad);
        }
        if (!(LOADABLE_STATES as readonly string[]).includes(ra.scodestado))
          return refuse(
            'NO_DISPONIBLE',
            scanTexts.notAvailable(ra.nidra, ra.scodestado),
            ra.nidra,
            unit.nidunidad,
          );

        const [line] = (await packageLines(tx, [ra.nidra], nidlistacarga, { lock: true })).filter(
          (l) => l.niditem === unit.niditem,
        );
        // Units and counts agree (both change together), so a free unit is a free place on its line.
        if (!line || available(line) < 1)
          return refuse(
            'NO_DISPONIBLE',
            scanTexts.notAvailable(ra.nidra, ra.scodestado),
            ra.nidra,
            unit.nidunidad,
          );
        await setListUnits(tx, nidlistacarga, line, line.onThisList + 1);
        await placeUnitOnList(tx, unit.nidunidad, nidlistacarga);
        const joined = !(await lists.isOnList(tx, nidlistacarga, ra.nidra));
        if (joined) await lists.addRaToList(tx, nidlistacarga, ra.nidra);
        // The RA's history records it joining the list (and any change of state), not each of its units:
        // those are the custody log's.
        if (joined || ra.scodestado !== 'ENLIS')
          await settleRa(
            tx,
            principal,
            ra,
            'EN_LISTA',
            `Agregado a la lista de carga ${scodlistacarga} por escaneo`,
          );
        return record({
          stipoevento: 'CARGADA',
          sanomalia: null,
          smensaje: scanTexts.loaded(name, scodlistacarga),
          nidra: ra.nidra,
          nidunidad: unit.nidunidad,
        });
      });
    },
  };
}

export type ScanService = ReturnType<typeof createScanService>;
