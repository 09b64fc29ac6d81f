// Steps 2 and 3 of the wizard: reception conditions, and the description and state of the cargo.
import type { CargoDescriptionResponse, ReceptionConditionsResponse } from '@carga/domain';
import {
  billingMessages,
  type cargoDescriptionUpdate,
  messages,
  normalizeRut,
  PAYMENT_CONDITION_LABELS,
  type PaymentCondition,
  proposeCondition,
  type receptionConditionsUpdate,
  type z,
} from '@carga/domain';
import { syncDebt } from '../../core/billing/debt.repo.ts';
import { hasLivePayment, payerCredit } from '../../core/billing/ra-flow.repo.ts';
import { type Principal, worksAt } from '../../core/principal.ts';
import { listRepacks, replaceRepacks } from '../../core/ra/items.repo.ts';
import { type ReceptionRow, recordHistory, updateReception } from '../../core/ra/ra.repo.ts';
import { editRa, loadOriginRa } from '../../core/ra/ra-access.ts';
import {
  parameterGroups as g,
  listParameters,
  type ParameterGroup,
} from '../../core/reference/parameters.repo.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden } from '../../errors.ts';
import { listOffices, listWarehouses } from '../lookups/lookups.repo.ts';
import { resolveParty } from './parties.ts';
import { type References, referencesIn } from './references.repo.ts';
import { assertParameter, assertRow } from './wizard-checks.ts';

/** The history names a code by its description, as people read it (the code when it has none). */
const describeCode = async (refs: References, group: ParameterGroup, code: string) =>
  (await refs.parameterDescription(group, code)) ?? code;

/** 'Oficina Santiago (OFSCL) / Bodega Santiago (BDSCL)': the places of one end of the route that are set. */
const placesOf = async (refs: References, ...codes: Array<string | null | undefined>) =>
  (await Promise.all(codes.filter(Boolean).map((code) => refs.placeName(code)))).join(' / ') || 'sin definir';

type Parties = Pick<
  ReceptionRow,
  | 'scodoficinaorigen'
  | 'scodoficinadestino'
  | 'scodbodegaorigen'
  | 'scodbodegadestino'
  | 'nidremitente'
  | 'srutremitente'
  | 'niddestinatario'
  | 'srutdestinatario'
>;

/**
 * Step 2 on an RA (its places and parties as they are), checked: the columns it writes and what its
 * history says. The wizard updates the RA with them; the import inserts them with the RA.
 */
export async function planConditions(
  refs: References,
  principal: Principal,
  ra: Parties,
  body: z.output<typeof receptionConditionsUpdate>,
) {
  if (!worksAt(principal, body.scodoficinaorigen)) throw forbidden(messages.officeNotAllowed);
  await assertRow(refs, 'office', body.scodoficinaorigen, 'scodoficinaorigen', ra.scodoficinaorigen);
  await assertRow(refs, 'office', body.scodoficinadestino, 'scodoficinadestino', ra.scodoficinadestino);
  await assertRow(refs, 'warehouse', body.scodbodegaorigen, 'scodbodegaorigen', ra.scodbodegaorigen);
  await assertRow(refs, 'warehouse', body.scodbodegadestino, 'scodbodegadestino', ra.scodbodegadestino);
  // DESTI and REMIT bill the party itself, whatever the client sent (spec 1 section 4, step 2).
  const payer =
    body.sfacturar === 'DESTI'
      ? { id: ra.niddestinatario, rut: ra.srutdestinatario }
      : body.sfacturar === 'REMIT'
        ? { id: ra.nidremitente, rut: ra.srutremitente }
        : await resolveParty(refs, body.nidpagador, normalizeRut(body.srutfacturar), 'srutfacturar');
  // How it is paid (issue 33): as chosen, or proposed from the billing party and the payer's terms.
  // The payer's row by its RUT (read once for a whole import), by its id when the RUT names another.
  const byRut = payer.id && payer.rut ? await refs.clientByRut(normalizeRut(payer.rut)) : undefined;
  const client = payer.id ? (byRut?.nidcliente === payer.id ? byRut : await refs.clientById(payer.id)) : null;
  const terms = client ? { sindctacte: client.sindctacte === 'S' ? ('S' as const) : ('N' as const) } : null;
  const scondicionpago: PaymentCondition = body.scondicionpago ?? proposeCondition(body.sfacturar, terms);
  if (scondicionpago === 'CTACTE' && terms?.sindctacte !== 'S')
    throw badRequest(billingMessages.ctacteNotAllowed, 'scondicionpago');
  return {
    values: {
      sfacturar: body.sfacturar,
      nidpagador: payer.id,
      srutfacturar: payer.rut,
      sidtrackingext: body.sidtrackingext || null,
      sindretirolocal: body.sindretirolocal,
      sindentregalocal: body.sindentregalocal,
      sindenviodirecto: body.sindenviodirecto,
      scodoficinaorigen: body.scodoficinaorigen,
      scodbodegaorigen: body.scodbodegaorigen,
      scodbodegadestino: body.scodbodegadestino,
      scodoficinadestino: body.scodoficinadestino,
      scondicionpago,
    },
    history: {
      nidusuario: principal.nidusuario,
      saccion: 'CONDICIONES',
      sdetalle: `Condiciones: ${await placesOf(refs, body.scodoficinaorigen, body.scodbodegaorigen)} → ${await placesOf(refs, body.scodbodegadestino, body.scodoficinadestino)}, facturar a ${await describeCode(refs, g.billingParty, body.sfacturar)} (${payer.rut}), ${PAYMENT_CONDITION_LABELS[scondicionpago].toLowerCase()}`,
    },
  };
}

/**
 * Step 3, checked: the columns it writes, the repacking list and what the history says (the wizard
 * updates the RA with them; the import inserts them with the RA).
 */
export async function planDescription(
  refs: References,
  principal: Principal,
  body: z.output<typeof cargoDescriptionUpdate>,
) {
  await assertParameter(refs, g.cargoType, body.scodtipocarga, 'scodtipocarga');
  await assertParameter(refs, g.cargoState, body.scodestadocarga, 'scodestadocarga');
  const repackCodes = new Set<string>();
  for (const line of body.reempaqueList) {
    await assertParameter(refs, g.repackType, line.scodigo, 'reempaqueList');
    if (repackCodes.has(line.scodigo)) throw badRequest(messages.validation, 'reempaqueList');
    repackCodes.add(line.scodigo);
  }
  const reef = body.sindreef === 'S';
  return {
    values: {
      scodtipocarga: body.scodtipocarga,
      sdescripcioncarga: body.sdescripcioncarga,
      scondicioncarga: body.scondicioncarga,
      scondicionadicional: body.scondicionadicional,
      sindrequierereemp: body.reempaqueList.length > 0 ? 'S' : 'N',
      sindcargaimo: body.sindcargaimo,
      sindsobredimension: body.sindsobredimension,
      sindnoapilable: body.sindnoapilable,
      sindplana: body.sindplana,
      sindfragil: body.sindfragil,
      sindreef: body.sindreef,
      ntemperatura: reef ? (body.ntemperatura ?? null) : null,
      scodestadocarga: body.scodestadocarga,
    },
    repacks: body.reempaqueList,
    history: {
      nidusuario: principal.nidusuario,
      saccion: 'DESCRIPCION',
      sdetalle: `Carga: ${await describeCode(refs, g.cargoType, body.scodtipocarga)}, estado ${(await describeCode(refs, g.cargoState, body.scodestadocarga)).toLowerCase()}${reef ? `, refrigerada a ${body.ntemperatura} °C` : ''}`,
    },
  };
}

export function createConditionsService(db: Db) {
  return {
    async getReceptionConditions(principal: Principal, nidra: number): Promise<ReceptionConditionsResponse> {
      const ra = await loadOriginRa(db, principal, nidra);
      const [facturarAList, bodegasList, oficinaList, credito] = await Promise.all([
        listParameters(db, g.billingParty),
        listWarehouses(db),
        listOffices(db),
        payerCredit(db, ra.nidpagador),
      ]);
      return {
        ra: {
          nidra: ra.nidra,
          sfacturar: ra.sfacturar,
          nidpagador: ra.nidpagador,
          srutfacturar: ra.srutfacturar,
          sidtrackingext: ra.sidtrackingext,
          sindretirolocal: ra.sindretirolocal,
          sindentregalocal: ra.sindentregalocal,
          sindenviodirecto: ra.sindenviodirecto,
          scodoficinaorigen: ra.scodoficinaorigen,
          scodbodegaorigen: ra.scodbodegaorigen,
          scodbodegadestino: ra.scodbodegadestino,
          scodoficinadestino: ra.scodoficinadestino,
          nidremitente: ra.nidremitente,
          srutremitente: ra.srutremitente,
          snomremitente: ra.snomremitente,
          niddestinatario: ra.niddestinatario,
          srutdestinatario: ra.srutdestinatario,
          snomdestinatario: ra.snomdestinatario,
          scondicionpago: ra.scondicionpago,
        },
        credito,
        facturarAList,
        bodegasList,
        oficinaList,
      };
    },

    async updateReceptionConditions(
      principal: Principal,
      nidra: number,
      body: z.output<typeof receptionConditionsUpdate>,
    ): Promise<number> {
      if (!worksAt(principal, body.scodoficinaorigen)) throw forbidden(messages.officeNotAllowed);
      return editRa(db, principal, nidra, async (tx, ra) => {
        // A paid RA keeps its condition (issue 33): absent, it is not proposed again; changed, it is refused.
        const paid = await hasLivePayment(tx, nidra);
        const chosen =
          paid && !body.scondicionpago && ra.scondicionpago
            ? { ...body, scondicionpago: ra.scondicionpago as PaymentCondition }
            : body;
        const { values, history } = await planConditions(referencesIn(tx), principal, ra, chosen);
        if (paid && values.scondicionpago !== ra.scondicionpago)
          throw conflict(billingMessages.conditionLocked);
        await updateReception(tx, nidra, values);
        await recordHistory(tx, { ...history, nidra });
        // What a cuenta corriente RA owes follows its condition and payer.
        await syncDebt(tx, nidra);
        return nidra;
      });
    },

    async getCargoDescription(principal: Principal, nidra: number): Promise<CargoDescriptionResponse> {
      const ra = await loadOriginRa(db, principal, nidra);
      const [reempaqueList, estadoList, tipoCargaList, tipoEmpaqueList] = await Promise.all([
        listRepacks(db, nidra),
        listParameters(db, g.cargoState),
        listParameters(db, g.cargoType),
        listParameters(db, g.repackType),
      ]);
      return {
        ra: {
          nidra: ra.nidra,
          scodtipocarga: ra.scodtipocarga,
          sdescripcioncarga: ra.sdescripcioncarga,
          scondicioncarga: ra.scondicioncarga,
          scondicionadicional: ra.scondicionadicional,
          sindrequierereemp: ra.sindrequierereemp,
          reempaqueList,
          sindcargaimo: ra.sindcargaimo,
          sindsobredimension: ra.sindsobredimension,
          sindnoapilable: ra.sindnoapilable,
          sindplana: ra.sindplana,
          sindfragil: ra.sindfragil,
          sindreef: ra.sindreef,
          ntemperatura: ra.ntemperatura,
          scodestadocarga: ra.scodestadocarga,
        },
        estadoList,
        tipoCargaList,
        tipoEmpaqueList,
      };
    },

    async updateCargoDescription(
      principal: Principal,
      nidra: number,
      body: z.output<typeof cargoDescriptionUpdate>,
    ): Promise<number> {
      return editRa(db, principal, nidra, async (tx) => {
        const { values, repacks, history } = await planDescription(referencesIn(tx), principal, body);
        await updateReception(tx, nidra, values);
        await replaceRepacks(tx, nidra, repacks);
        await recordHistory(tx, { ...history, nidra });
        return nidra;
      });
    },

    /** Step 7: 'Permanecer en oficina' (ENPREP) or 'Enviar a bodega' (BORIG, never for SINTARIFA). */
  };
}

export type ConditionsService = ReturnType<typeof createConditionsService>;
