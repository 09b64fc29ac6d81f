import {
  arrivalSealText,
  type DestinationSealRequest,
  type DestinationSealResult,
  isListReceivable,
  messages,
  sealsDiffer,
} from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import { recordHistory } from '../../core/ra/ra.repo.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import { listRaIds } from '../loading-list/loading-list.repo.ts';
import { arrivalSealOf, saveArrivalSeal } from './arrival-seal.repo.ts';
import { loadDestinationList } from './destination-access.ts';

/**
 * 'Registrar sello' (issue 14): the seal found on the truck, while the list travels, and again to correct
 * it until the list is received. One that is not the dispatched seal marks the list with an incident;
 * every RA on the list has it in its history, either way.
 */
export async function registerArrivalSeal(
  db: Db,
  principal: Principal,
  code: string,
  body: DestinationSealRequest,
): Promise<DestinationSealResult> {
  return db.transaction(async (tx) => {
    const found = await loadDestinationList(tx, principal, code, true);
    if (!isListReceivable(found.list.scodestadolista)) throw conflict(messages.arrivalSealNotDispatched);
    const { nidlistacarga, scodlistacarga, sselloseguridad } = found.list;
    const seal = body.sselloseguridad;
    const saved = await saveArrivalSeal(tx, nidlistacarga, {
      ssellollegada: seal,
      dfhosellollegada: new Date(),
      nidusuariosellollegada: principal.nidusuario,
      sindincidenciasello: sealsDiffer(sselloseguridad, seal) ? 'S' : 'N',
    });
    if (!saved) throw conflict(messages.arrivalSealNotDispatched);
    const sdetalle = `${arrivalSealText(sselloseguridad, seal)}; lista ${scodlistacarga}`;
    for (const nidra of await listRaIds(tx, nidlistacarga)) {
      await recordHistory(tx, {
        nidra,
        nidusuario: principal.nidusuario,
        saccion: 'SELLO_LLEGADA',
        sdetalle,
      });
    }
    return { scodlistacarga, sselloseguridad, ...(await arrivalSealOf(tx, nidlistacarga)) };
  });
}
