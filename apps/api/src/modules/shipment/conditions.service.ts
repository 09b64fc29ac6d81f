// Steps 2 and 3 of the wizard: reception conditions, and the description and state of the cargo.
import type { CargoDescriptionResponse, ReceptionConditionsResponse } from '@carga/domain';
import {
  type cargoDescriptionUpdate,
  messages,
  normalizeRut,
  type receptionConditionsUpdate,
  type z,
} from '@carga/domain';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, forbidden } from '../../errors.ts';
import { type Principal, worksAt } from '../../plugins/auth.ts';
import { listOffices, listWarehouses } from '../lookups/lookups.repo.ts';
import {
  parameterGroups as g,
  listParameters,
  type ParameterGroup,
  parameterDescription,
} from '../lookups/parameters.repo.ts';
import { placeName } from '../lookups/place-names.ts';
import { listRepacks, replaceRepacks } from './items.repo.ts';
import { resolveParty } from './parties.ts';
import { recordHistory, updateReception } from './ra.repo.ts';
import { editRa, loadOriginRa } from './ra-access.ts';
import { assertParameter, assertRow } from './wizard-checks.ts';

/** The history names a code by its description, as people read it (the code when it has none). */
const describeCode = async (tx: Tx, group: ParameterGroup, code: string) =>
  (await parameterDescription(tx, group, code)) ?? code;

/** 'Oficina Santiago (OFSCL) / Bodega Santiago (BDSCL)': the places of one end of the route that are set. */
const placesOf = async (tx: Tx, ...codes: Array<string | null | undefined>) =>
  (await Promise.all(codes.filter(Boolean).map((code) => placeName(tx, code)))).join(' / ') || 'sin definir';

export function createConditionsService(db: Db) {
  return {
    async getReceptionConditions(principal: Principal, nidra: number): Promise<ReceptionConditionsResponse> {
      const ra = await loadOriginRa(db, principal, nidra);
      const [facturarAList, bodegasList, oficinaList] = await Promise.all([
        listParameters(db, g.billingParty),
        listWarehouses(db),
        listOffices(db),
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
        },
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
        await assertRow(tx, 'office', body.scodoficinaorigen, 'scodoficinaorigen', ra.scodoficinaorigen);
        await assertRow(tx, 'office', body.scodoficinadestino, 'scodoficinadestino', ra.scodoficinadestino);
        await assertRow(tx, 'warehouse', body.scodbodegaorigen, 'scodbodegaorigen', ra.scodbodegaorigen);
        await assertRow(tx, 'warehouse', body.scodbodegadestino, 'scodbodegadestino', ra.scodbodegadestino);
        // DESTI and REMIT bill the party itself, whatever the client sent (spec 1 section 4, step 2).
        const payer =
          body.sfacturar === 'DESTI'
            ? { id: ra.niddestinatario, rut: ra.srutdestinatario }
            : body.sfacturar === 'REMIT'
              ? { id: ra.nidremitente, rut: ra.srutremitente }
              : await resolveParty(tx, body.nidpagador, normalizeRut(body.srutfacturar), 'srutfacturar');
        await updateReception(tx, nidra, {
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
        });
        await recordHistory(tx, {
          nidra,
          nidusuario: principal.nidusuario,
          saccion: 'CONDICIONES',
          sdetalle: `Condiciones: ${await placesOf(tx, body.scodoficinaorigen, body.scodbodegaorigen)} → ${await placesOf(tx, body.scodbodegadestino, body.scodoficinadestino)}, facturar a ${await describeCode(tx, g.billingParty, body.sfacturar)} (${payer.rut})`,
        });
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
        await assertParameter(tx, g.cargoType, body.scodtipocarga, 'scodtipocarga');
        await assertParameter(tx, g.cargoState, body.scodestadocarga, 'scodestadocarga');
        const repackCodes = new Set<string>();
        for (const line of body.reempaqueList) {
          await assertParameter(tx, g.repackType, line.scodigo, 'reempaqueList');
          if (repackCodes.has(line.scodigo)) throw badRequest(messages.validation, 'reempaqueList');
          repackCodes.add(line.scodigo);
        }
        const reef = body.sindreef === 'S';
        await updateReception(tx, nidra, {
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
        });
        await replaceRepacks(tx, nidra, body.reempaqueList);
        await recordHistory(tx, {
          nidra,
          nidusuario: principal.nidusuario,
          saccion: 'DESCRIPCION',
          sdetalle: `Carga: ${await describeCode(tx, g.cargoType, body.scodtipocarga)}, estado ${(await describeCode(tx, g.cargoState, body.scodestadocarga)).toLowerCase()}${reef ? `, refrigerada a ${body.ntemperatura} °C` : ''}`,
        });
        return nidra;
      });
    },

    /** Step 7: 'Permanecer en oficina' (ENPREP) or 'Enviar a bodega' (BORIG, never for SINTARIFA). */
  };
}

export type ConditionsService = ReturnType<typeof createConditionsService>;
