import { STANDARD_MEDIA, type StepOneForm, type StepOneResponse, stepOneForm } from '@carga/domain';
import { zodResolver } from '../../../../ui/zod-resolver.ts';

/** What the step 1 screen edits: the contract's fields plus the agent switch. */
export interface StepOneValues {
  idRemitente: number | null;
  rutRemitente: string;
  nomRemitente: string;
  idDestinatario: number | null;
  rutDestinatario: string;
  nomDestinatario: string;
  conAgente: boolean;
  idAgente: number | null;
  rutAgente: string;
  nomAgente: string;
  tipoRecepcion: string;
  enviadoPor: string;
  otroMedio: string;
  modalidadEnvio: string;
}

export const isStandardMedium = (code: string) => (STANDARD_MEDIA as readonly string[]).includes(code);

export const emptyStepOne = (): StepOneValues => ({
  idRemitente: null,
  rutRemitente: '',
  nomRemitente: '',
  idDestinatario: null,
  rutDestinatario: '',
  nomDestinatario: '',
  conAgente: false,
  idAgente: null,
  rutAgente: '',
  nomAgente: '',
  tipoRecepcion: 'FISIC',
  enviadoPor: 'TER',
  otroMedio: '',
  modalidadEnvio: 'LCL',
});

/** An RA loaded into step 1: the agent switch is on when it has an agent rut. */
export const stepOneFromResponse = (ra: StepOneResponse): StepOneValues => ({
  idRemitente: ra.idRemitente,
  rutRemitente: ra.rutRemitente,
  nomRemitente: ra.nomRemitente,
  idDestinatario: ra.idDestinatario,
  rutDestinatario: ra.rutDestinatario,
  nomDestinatario: ra.nomDestinatario,
  conAgente: !!ra.rutAgente,
  idAgente: ra.idAgente,
  rutAgente: ra.rutAgente,
  nomAgente: ra.nomAgente,
  tipoRecepcion: ra.tipoRecepcion || 'FISIC',
  enviadoPor: ra.enviadoPor || 'TER',
  otroMedio: ra.otroMedio,
  modalidadEnvio: ra.modalidadEnvio || 'LCL',
});

/** The body: agent fields empty when the switch is off, the other medium only for other media. */
export function stepOnePayload(v: StepOneValues): StepOneForm {
  const agent = v.conAgente;
  return {
    idRemitente: v.idRemitente,
    rutRemitente: v.rutRemitente.trim(),
    nomRemitente: v.nomRemitente.trim(),
    idDestinatario: v.idDestinatario,
    rutDestinatario: v.rutDestinatario.trim(),
    nomDestinatario: v.nomDestinatario.trim(),
    idAgente: agent ? v.idAgente : null,
    rutAgente: agent ? v.rutAgente.trim() : '',
    nomAgente: agent ? v.nomAgente.trim() : '',
    tipoRecepcion: v.tipoRecepcion as StepOneForm['tipoRecepcion'],
    enviadoPor: v.enviadoPor,
    otroMedio: isStandardMedium(v.enviadoPor) ? '' : v.otroMedio.trim(),
    modalidadEnvio: v.modalidadEnvio,
  };
}

const resolve = zodResolver(stepOneForm);
/** The shared schema, applied to what will be sent. */
export const validateStepOne = (values: StepOneValues) => resolve(stepOnePayload(values));
