import type {
  CargoDescriptionResponse,
  ReceptionConditionsResponse,
  StepOneCombos,
  StepOneResponse,
} from '@carga/domain';
import {
  canTransition,
  type cargoDescriptionUpdate,
  type FinishTarget,
  messages,
  normalizeRut,
  type RaState,
  type receptionConditionsUpdate,
  SIN_TARIFA,
  STANDARD_MEDIA,
  type stepOneCreate,
  type stepOneForm,
  type z,
} from '@carga/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { offices, packages, repacks, warehouses } from '../../db/schema.ts';
import { badRequest, conflict, forbidden } from '../../errors.ts';
import { type Principal, worksAt } from '../../plugins/auth.ts';
import { listOffices, listWarehouses } from '../lookups/lookups.repo.ts';
import {
  parameterGroups as g,
  listParameters,
  parameterDescription,
  parameterExists,
} from '../lookups/parameters.repo.ts';
import { resolveParty } from './parties.ts';
import {
  findReception,
  insertReception,
  type ReceptionRow,
  recordHistory,
  updateReception,
} from './ra.repo.ts';
import { editRa, loadOriginRa } from './ra-access.ts';

type StepOne = z.output<typeof stepOneForm>;

async function assertParameter(
  tx: Tx,
  group: Parameters<typeof parameterExists>[1],
  code: string,
  field: string,
) {
  if (!(await parameterExists(tx, group, code))) throw badRequest(messages.unknownCode, field);
}

async function assertRow(tx: Tx, kind: 'office' | 'warehouse', code: string, field: string) {
  const table = kind === 'office' ? offices : warehouses;
  const key = kind === 'office' ? offices.scodoficina : warehouses.scodbodega;
  const [row] = await tx.select({ key }).from(table).where(eq(key, code));
  if (!row) throw badRequest(messages.unknownCode, field);
}

/** Step 1's parties, medium and modality, checked against the database. */
async function stepOneValues(tx: Tx, form: StepOne) {
  await assertParameter(tx, g.via, form.enviadoPor, 'enviadoPor');
  await assertParameter(tx, g.modality, form.modalidadEnvio, 'modalidadEnvio');
  const sender = await resolveParty(tx, form.idRemitente, form.rutRemitente, 'rutRemitente');
  const recipient = await resolveParty(tx, form.idDestinatario, form.rutDestinatario, 'rutDestinatario');
  const agent = form.rutAgente ? await resolveParty(tx, form.idAgente, form.rutAgente, 'rutAgente') : null;
  const standardMedium = (STANDARD_MEDIA as readonly string[]).includes(form.enviadoPor);
  return {
    nidremitente: sender.id,
    srutremitente: sender.rut,
    snomremitente: form.nomRemitente,
    niddestinatario: recipient.id,
    srutdestinatario: recipient.rut,
    snomdestinatario: form.nomDestinatario,
    nidagente: agent?.id ?? null,
    srutagente: agent?.rut ?? '',
    snomagente: agent ? form.nomAgente : '',
    stiporecepcion: form.tipoRecepcion,
    sviadespacho: form.enviadoPor,
    sotraviadespacho: standardMedium ? '' : form.otroMedio,
    smodalidadenvio: form.modalidadEnvio,
  };
}

function toStepOne(ra: ReceptionRow): StepOneResponse {
  return {
    nidra: ra.nidra,
    scodestado: ra.scodestado,
    scodoficinaorigen: ra.scodoficinaorigen,
    idRemitente: ra.nidremitente,
    rutRemitente: ra.srutremitente,
    nomRemitente: ra.snomremitente,
    idDestinatario: ra.niddestinatario,
    rutDestinatario: ra.srutdestinatario,
    nomDestinatario: ra.snomdestinatario,
    idAgente: ra.nidagente,
    rutAgente: ra.srutagente,
    nomAgente: ra.snomagente,
    tipoRecepcion: ra.stiporecepcion,
    enviadoPor: ra.sviadespacho,
    otroMedio: ra.sotraviadespacho,
    modalidadEnvio: ra.smodalidadenvio,
  };
}

export function createWizardService(db: Db) {
  return {
    async stepOneCombos(): Promise<StepOneCombos> {
      const [medioEnvioList, modalidadEnvioList, tipoRecepcionList] = await Promise.all([
        listParameters(db, g.via),
        listParameters(db, g.modality),
        listParameters(db, g.receptionType),
      ]);
      return { medioEnvioList, modalidadEnvioList, tipoRecepcionList };
    },

    /** Creates the RA in ENCREA at an office where the caller works; answers the new id. */
    async createRa(principal: Principal, input: z.output<typeof stepOneCreate>): Promise<number> {
      if (!worksAt(principal, input.scodoficinaorigen)) throw forbidden(messages.officeNotAllowed);
      return db.transaction(async (tx) => {
        await assertRow(tx, 'office', input.scodoficinaorigen, 'scodoficinaorigen');
        const values = await stepOneValues(tx, input);
        const nidra = await insertReception(tx, {
          ...values,
          scodoficinaorigen: input.scodoficinaorigen,
          scodestado: 'ENCREA',
          nidusuariocreacion: principal.nidusuario,
        });
        await recordHistory(tx, {
          nidra,
          nidusuario: principal.nidusuario,
          saccion: 'CREAR',
          sdetalle: `RA creado en ${input.scodoficinaorigen}: de ${values.snomremitente} (${values.srutremitente}) para ${values.snomdestinatario} (${values.srutdestinatario})`,
          sestadonuevo: 'ENCREA',
        });
        return nidra;
      });
    },

    async getStepOne(principal: Principal, nidra: number): Promise<StepOneResponse> {
      return toStepOne(await loadOriginRa(db, principal, nidra));
    },

    /** Sender and recipient are locked once the RA exists (spec 1 section 4): only the rest changes. */
    async updateStepOne(principal: Principal, nidra: number, form: StepOne): Promise<number> {
      return editRa(db, principal, nidra, async (tx, ra) => {
        const values = await stepOneValues(tx, {
          ...form,
          idRemitente: ra.nidremitente,
          rutRemitente: ra.srutremitente,
          nomRemitente: ra.snomremitente,
          idDestinatario: ra.niddestinatario,
          rutDestinatario: ra.srutdestinatario,
          nomDestinatario: ra.snomdestinatario,
        });
        await updateReception(tx, nidra, values);
        await recordHistory(tx, {
          nidra,
          nidusuario: principal.nidusuario,
          saccion: 'ORIGEN_DESTINO',
          sdetalle: `Origen y destino: vía ${values.sviadespacho}, modalidad ${values.smodalidadenvio}, recepción ${values.stiporecepcion}${values.srutagente ? `, agente ${values.srutagente}` : ''}`,
        });
        return nidra;
      });
    },

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
        await assertRow(tx, 'office', body.scodoficinaorigen, 'scodoficinaorigen');
        await assertRow(tx, 'office', body.scodoficinadestino, 'scodoficinadestino');
        await assertRow(tx, 'warehouse', body.scodbodegaorigen, 'scodbodegaorigen');
        await assertRow(tx, 'warehouse', body.scodbodegadestino, 'scodbodegadestino');
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
          sdetalle: `Condiciones: ${body.scodoficinaorigen}/${body.scodbodegaorigen} → ${body.scodbodegadestino}/${body.scodoficinadestino}, facturar a ${body.sfacturar} (${payer.rut})`,
        });
        return nidra;
      });
    },

    async getCargoDescription(principal: Principal, nidra: number): Promise<CargoDescriptionResponse> {
      const ra = await loadOriginRa(db, principal, nidra);
      const [reempaqueList, estadoList, tipoCargaList, tipoEmpaqueList] = await Promise.all([
        db
          .select({ scodigo: repacks.scodigo, ncantidad: repacks.ncantidad })
          .from(repacks)
          .where(eq(repacks.nidra, nidra)),
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
        await tx.delete(repacks).where(eq(repacks.nidra, nidra));
        if (body.reempaqueList.length) {
          await tx.insert(repacks).values(body.reempaqueList.map((r) => ({ ...r, nidra })));
        }
        await recordHistory(tx, {
          nidra,
          nidusuario: principal.nidusuario,
          saccion: 'DESCRIPCION',
          sdetalle: `Carga: ${body.scodtipocarga}, estado ${body.scodestadocarga}${reef ? `, refrigerada a ${body.ntemperatura} °C` : ''}`,
        });
        return nidra;
      });
    },

    /** Step 7: 'Permanecer en oficina' (ENPREP) or 'Enviar a bodega' (BORIG, never for SINTARIFA). */
    async finish(principal: Principal, nidra: number, target: FinishTarget) {
      return db.transaction(async (tx) => {
        const ra = await loadOriginRa(tx, principal, nidra, true);
        const from = ra.scodestado as RaState;
        if (!canTransition(from, target)) throw conflict(messages.raNotEditable);
        if (!ra.scodbodegaorigen || !ra.scodbodegadestino || !ra.scodoficinadestino) {
          throw conflict(messages.finishNeedsConditions);
        }
        if (!ra.scodtipocarga) throw conflict(messages.finishNeedsCargoType);
        if (target === 'BORIG' && ra.scodtipocarga === SIN_TARIFA)
          throw conflict(messages.sinTarifaToWarehouse);
        if (ra.stiporecepcion === 'FISIC') {
          const [line] = await tx
            .select({ id: packages.niditem })
            .from(packages)
            .where(eq(packages.nidra, nidra))
            .limit(1);
          if (!line) throw conflict(messages.finishNeedsPackages);
        }
        await updateReception(tx, nidra, {
          scodestado: target,
          ...(target === 'BORIG' ? { dfecingresobodega: new Date() } : {}),
        });
        const sdesestado = (await parameterDescription(tx, g.raState, target)) ?? target;
        await recordHistory(tx, {
          nidra,
          nidusuario: principal.nidusuario,
          saccion: 'FINALIZAR',
          sdetalle:
            target === 'BORIG'
              ? 'Ingreso finalizado: enviado a bodega'
              : 'Ingreso finalizado: permanece en oficina',
          sestadoanterior: from,
          sestadonuevo: target,
        });
        return { nidra, scodestado: target, sdesestado };
      });
    },

    findReception: (nidra: number) => findReception(db, nidra),
  };
}

export type WizardService = ReturnType<typeof createWizardService>;
