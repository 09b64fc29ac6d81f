import { formatDayTime, type PickupEventKind } from '@carga/domain';

// Issue 35: the words of a pickup request's e-mail notices (the RA's are notice-texts.ts).

/**
 * Each event's subject, `{n}` the request's number and `{fecha}` its day (filled in the statement that
 * writes the notice); null: the event writes no e-mail (RETIRO_RECIBIDO: the RA's own notice tells it).
 */
export const PICKUP_NOTICE_SUBJECTS: Record<PickupEventKind, string | null> = {
  RETIRO_PLANIFICADO: 'Su solicitud de retiro N° {n} fue programada para el {fecha}',
  RETIRADO: 'Retiramos la carga de su solicitud de retiro N° {n}',
  RETIRO_FALLIDO: 'No pudimos retirar la carga de su solicitud de retiro N° {n}',
  RETIRO_RECIBIDO: null,
  RETIRO_ANULADO: 'Su solicitud de retiro N° {n} fue anulada',
};

/** The request as the notice describes it. */
export interface PickupNoticeFacts {
  nidretiro: number;
  /** 'YYYY-MM-DD'. */
  dfecha: string;
  shoradesde: string;
  shorahasta: string;
  sdireccion: string;
  snomcomuna: string;
  nbultos: number;
  /** The office that receives the cargo. */
  snomoficina: string;
}

/** What the event kept: the driver's count and who handed over (RETIRADO), the reason (others). */
export interface PickupEventData {
  nbultos?: number;
  snombre?: string;
  dfhoretiro?: string;
  sdesmotivo?: string;
}

const day = (iso: string) => iso.split('-').reverse().join('/');
const units = (n: number) => (n === 1 ? '1 bulto' : `${n} bultos`);

/** The paragraphs of a pickup request's notice. */
export function pickupNoticeLines(
  sevento: PickupEventKind,
  facts: PickupNoticeFacts,
  data: PickupEventData,
): string[] {
  const request = `su solicitud de retiro N° ${facts.nidretiro}`;
  const reason = data.sdesmotivo ? `: ${data.sdesmotivo}` : '';
  switch (sevento) {
    case 'RETIRO_PLANIFICADO':
      return [
        `Programamos ${request}: pasaremos a retirar ${units(facts.nbultos)} el ${day(facts.dfecha)} entre las ${facts.shoradesde} y las ${facts.shorahasta} en ${facts.sdireccion}, ${facts.snomcomuna}.`,
        'Tenga la carga lista y embalada para el conductor.',
      ];
    case 'RETIRADO': {
      const when = data.dfhoretiro ? ` el ${formatDayTime(data.dfhoretiro)}` : '';
      const who = data.snombre ? `, entregados por ${data.snombre}` : '';
      return [
        `Retiramos ${units(data.nbultos ?? facts.nbultos)} de ${request}${when}${who}.`,
        `La carga va a ${facts.snomoficina}, donde se emitirá su recepción (RA).`,
      ];
    }
    case 'RETIRO_FALLIDO':
      return [
        `No pudimos retirar la carga de ${request}${reason}.`,
        'La solicitud sigue vigente: coordinaremos una nueva visita.',
      ];
    case 'RETIRO_ANULADO':
      return [`Anulamos ${request}${reason}.`];
    case 'RETIRO_RECIBIDO':
      return [`La carga de ${request} fue recibida en ${facts.snomoficina}.`];
  }
}
