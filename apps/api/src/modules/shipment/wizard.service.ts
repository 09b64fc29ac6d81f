import type { StepOneCombos, StepOneResponse } from '@carga/domain';
import {
  type FinishTarget,
  messages,
  STANDARD_MEDIA,
  type stepOneCreate,
  type stepOneForm,
  type z,
} from '@carga/domain';
import { type Principal, worksAt } from '../../core/principal.ts';
import {
  findReception,
  insertReception,
  type ReceptionRow,
  recordHistory,
  updateReception,
} from '../../core/ra/ra.repo.ts';
import { editRa, loadOriginRa } from '../../core/ra/ra-access.ts';
import {
  parameterGroups as g,
  listParameters,
  type ParameterGroup,
} from '../../core/reference/parameters.repo.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../errors.ts';
import { checkPickupForRa, linkPickup } from '../pickup/pickup-ra.ts';
import { finishRas } from './finish.ts';
import { resolveParty } from './parties.ts';
import { type References, referencesIn } from './references.repo.ts';
import { assertParameter, assertRow } from './wizard-checks.ts';

type StepOne = z.output<typeof stepOneForm>;

/** Step 1's parties, medium and modality, checked against the database. */
async function stepOneValues(refs: References, form: StepOne) {
  await assertParameter(refs, g.via, form.enviadoPor, 'enviadoPor');
  await assertParameter(refs, g.modality, form.modalidadEnvio, 'modalidadEnvio');
  const sender = await resolveParty(refs, form.idRemitente, form.rutRemitente, 'rutRemitente');
  const recipient = await resolveParty(refs, form.idDestinatario, form.rutDestinatario, 'rutDestinatario');
  const agent = form.rutAgente ? await resolveParty(refs, form.idAgente, form.rutAgente, 'rutAgente') : null;
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

/** The history names a code by its description, as people read it (the code when it has none). */
const describe = async (refs: References, group: ParameterGroup, code: string | null) =>
  (await refs.parameterDescription(group, code)) ?? code ?? '';

/**
 * Step 1 of a new RA, checked: the row to insert (in ENCREA) and what its history says. The wizard
 * inserts it at once; the import with the RA's other steps, in one statement for its whole file.
 */
export async function planNewRa(
  refs: References,
  principal: Principal,
  input: z.output<typeof stepOneCreate>,
) {
  if (!worksAt(principal, input.scodoficinaorigen)) throw forbidden(messages.officeNotAllowed);
  await assertRow(refs, 'office', input.scodoficinaorigen, 'scodoficinaorigen');
  const values = await stepOneValues(refs, input);
  return {
    row: {
      ...values,
      scodoficinaorigen: input.scodoficinaorigen,
      scodestado: 'ENCREA',
      nidusuariocreacion: principal.nidusuario,
    },
    history: {
      nidusuario: principal.nidusuario,
      saccion: 'CREAR',
      sdetalle: `RA creado en ${await refs.placeName(input.scodoficinaorigen)}: de ${values.snomremitente} (${values.srutremitente}) para ${values.snomdestinatario} (${values.srutdestinatario})`,
      sestadonuevo: 'ENCREA',
    },
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
        const { row, history } = await planNewRa(referencesIn(tx), principal, input);
        const { nidretiro, scodoficinaorigen } = input;
        // Made from a pickup request (issue 35): checked and locked before the RA exists, linked with it.
        if (nidretiro !== undefined)
          await checkPickupForRa(tx, principal, {
            nidretiro,
            scodoficinaorigen,
            nidremitente: row.nidremitente,
          });
        const nidra = await insertReception(tx, row);
        const from = nidretiro === undefined ? '' : `, de la solicitud de retiro N° ${nidretiro}`;
        await recordHistory(tx, { ...history, sdetalle: `${history.sdetalle}${from}`, nidra });
        if (nidretiro !== undefined) await linkPickup(tx, nidretiro, nidra);
        return nidra;
      });
    },

    async getStepOne(principal: Principal, nidra: number): Promise<StepOneResponse> {
      return toStepOne(await loadOriginRa(db, principal, nidra));
    },

    /** Sender and recipient are locked once the RA exists (spec 1 section 4): only the rest changes. */
    async updateStepOne(principal: Principal, nidra: number, form: StepOne): Promise<number> {
      return editRa(db, principal, nidra, async (tx, ra) => {
        const refs = referencesIn(tx);
        const values = await stepOneValues(refs, {
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
          sdetalle: `Origen y destino: vía ${await describe(refs, g.via, values.sviadespacho)}, modalidad ${await describe(refs, g.modality, values.smodalidadenvio)}, recepción ${await describe(refs, g.receptionType, values.stiporecepcion)}${values.srutagente ? `, agente ${values.srutagente}` : ''}`,
        });
        return nidra;
      });
    },

    /** Step 7: the wizard's finish of this RA (finish.ts), in its own transaction. */
    async finish(principal: Principal, nidra: number, target: FinishTarget) {
      return db.transaction(async (tx) => (await finishRas(tx, principal, [nidra], target))[0]!);
    },

    findReception: (nidra: number) => findReception(db, nidra),
  };
}

export type WizardService = ReturnType<typeof createWizardService>;
