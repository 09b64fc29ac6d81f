import type { StepOneCombos, StepOneResponse } from '@carga/domain';
import {
  type FinishTarget,
  isWizardEditable,
  messages,
  SIN_TARIFA,
  STANDARD_MEDIA,
  type stepOneCreate,
  type stepOneForm,
  type z,
} from '@carga/domain';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, forbidden } from '../../errors.ts';
import { type Principal, worksAt } from '../../plugins/auth.ts';
import { rebuildUnits } from '../custody/units.repo.ts';
import {
  parameterGroups as g,
  listParameters,
  type ParameterGroup,
  parameterDescription,
} from '../lookups/parameters.repo.ts';
import { placeName } from '../lookups/place-names.ts';
import { recordCargoEvent } from '../notifications/events.ts';
import { storeRaPrice } from '../pricing/pricing.service.ts';
import { ensureTrackingCode } from '../tracking/codes.ts';
import { resolveParty } from './parties.ts';
import {
  findReception,
  hasPackages,
  insertReception,
  type ReceptionRow,
  recordHistory,
  updateReception,
} from './ra.repo.ts';
import { editRa, loadOriginRa } from './ra-access.ts';
import { transitionRa } from './ra-transition.repo.ts';
import { assertParameter, assertRow } from './wizard-checks.ts';

type StepOne = z.output<typeof stepOneForm>;

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

/** The history names a code by its description, as people read it (the code when it has none). */
const describe = async (tx: Tx, group: ParameterGroup, code: string | null) =>
  (await parameterDescription(tx, group, code)) ?? code ?? '';

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
          sdetalle: `RA creado en ${await placeName(tx, input.scodoficinaorigen)}: de ${values.snomremitente} (${values.srutremitente}) para ${values.snomdestinatario} (${values.srutdestinatario})`,
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
          sdetalle: `Origen y destino: vía ${await describe(tx, g.via, values.sviadespacho)}, modalidad ${await describe(tx, g.modality, values.smodalidadenvio)}, recepción ${await describe(tx, g.receptionType, values.stiporecepcion)}${values.srutagente ? `, agente ${values.srutagente}` : ''}`,
        });
        return nidra;
      });
    },

    async finish(principal: Principal, nidra: number, target: FinishTarget) {
      return db.transaction(async (tx) => {
        const ra = await loadOriginRa(tx, principal, nidra, true);
        // Finishing is the wizard's last step: only an RA the wizard may still change (the table allows
        // ENLIS → BORIG too, but that move belongs to the warehouse flow).
        if (!isWizardEditable(ra.scodestado)) throw conflict(messages.raNotEditable);
        if (!ra.scodbodegaorigen || !ra.scodbodegadestino || !ra.scodoficinadestino) {
          throw conflict(messages.finishNeedsConditions);
        }
        if (!ra.scodtipocarga) throw conflict(messages.finishNeedsCargoType);
        if (target === 'BORIG' && ra.scodtipocarga === SIN_TARIFA)
          throw conflict(messages.sinTarifaToWarehouse);
        if (ra.stiporecepcion === 'FISIC' && !(await hasPackages(tx, nidra)))
          throw conflict(messages.finishNeedsPackages);
        await transitionRa(
          tx,
          principal,
          ra,
          target,
          'FINALIZAR',
          target === 'BORIG'
            ? 'Ingreso finalizado: enviado a bodega'
            : 'Ingreso finalizado: permanece en oficina',
          target === 'BORIG' ? { dfecingresobodega: new Date() } : {},
        );
        // Its packages become units, numbered as their labels (again on a second finish: they may have changed).
        await rebuildUnits(tx, nidra);
        // The customer's tracking code, printed on the receipt and labels (issue 16); kept on a second finish.
        await ensureTrackingCode(tx, nidra);
        // The price is frozen here, by the tariff version of its reception day (issue 12).
        await storeRaPrice(tx, principal, { ...ra, scodestado: target }, 'FINALIZAR');
        // Received at the origin warehouse: the sender and recipient hear of it (issue 16).
        if (target === 'BORIG') await recordCargoEvent(tx, { nidra, sevento: 'RECIBIDA' });
        const sdesestado = (await parameterDescription(tx, g.raState, target)) ?? target;
        return { nidra, scodestado: target, sdesestado };
      });
    },

    findReception: (nidra: number) => findReception(db, nidra),
  };
}

export type WizardService = ReturnType<typeof createWizardService>;
