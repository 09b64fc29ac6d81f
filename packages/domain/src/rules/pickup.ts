// Issue 35, door to door: the first mile ('Retiro'). A customer (from the portal) or the office's staff (on
// the phone) ask for a pickup at an address, a day and a time window, with the packages declared; it is
// planned on a route like the deliveries, the driver takes the packages, and at the office it becomes an RA.

/** A pickup request's states: asked for, on a route, picked up, received at the office (its RA), or annulled. */
export const PICKUP_STATES = ['SOLICITADO', 'PLANIFICADO', 'RETIRADO', 'RECIBIDO', 'ANULADO'] as const;
export type PickupState = (typeof PICKUP_STATES)[number];

export const PICKUP_STATE_LABELS: Record<PickupState, string> = {
  SOLICITADO: 'Solicitado',
  PLANIFICADO: 'Planificado',
  RETIRADO: 'Retirado',
  RECIBIDO: 'Recibido',
  ANULADO: 'Anulado',
};

const pickupTransitions: Record<PickupState, readonly PickupState[]> = {
  // RECIBIDO straight from SOLICITADO: the customer brought the cargo to the counter, its RA made there.
  SOLICITADO: ['PLANIFICADO', 'RECIBIDO', 'ANULADO'],
  // Taken off its route before the visit, it is asked for again.
  PLANIFICADO: ['SOLICITADO', 'RETIRADO', 'ANULADO'],
  RETIRADO: ['RECIBIDO'],
  // Its RA voided, the request is freed: back to picked up (a driver took it) or asked for (the counter).
  RECIBIDO: ['SOLICITADO', 'RETIRADO'],
  ANULADO: [],
};

export const canTransitionPickup = (from: PickupState, to: PickupState) =>
  pickupTransitions[from]?.includes(to) ?? false;

/** Where a request came from: the customer's portal or the office (staff taking it on the phone). */
export const PICKUP_ORIGINS = ['PORTAL', 'OFICINA'] as const;
export type PickupOrigin = (typeof PICKUP_ORIGINS)[number];

/** The most packages one request declares: a van's pickup. */
export const PICKUP_MAX_PACKAGES = 999;
/** The most kg one request declares (a truck's load). */
export const PICKUP_MAX_KG = 100_000;

export const pickupMessages = {
  officeRequired: 'Seleccione la oficina que recibirá la carga',
  officeNotFound: 'La oficina no existe o no está activa',
  officeForbidden: 'Usted no trabaja en esta oficina',
  clientRequired: 'Seleccione el cliente',
  clientNotFound: 'El cliente no existe o no está activo',
  otherClient: 'Sólo puede solicitar retiros para su propia empresa',
  customerWithoutClient: 'Su usuario no corresponde a un cliente activo',
  addressRequired: 'Ingrese la dirección de retiro',
  comunaRequired: 'Seleccione la comuna',
  comunaNotFound: 'La comuna no existe',
  contactRequired: 'Ingrese el nombre de contacto',
  phoneRequired: 'Ingrese el teléfono de contacto',
  phoneFormat: 'El teléfono admite sólo números, espacios y el signo +',
  dayInvalid: 'La fecha no es válida (AAAA-MM-DD)',
  dayPast: 'La fecha de retiro no puede ser anterior a hoy',
  timeInvalid: 'La hora no es válida (HH:MM)',
  windowOrder: 'La hora "hasta" debe ser posterior a la hora "desde"',
  packagesInvalid: `Declare entre 1 y ${PICKUP_MAX_PACKAGES} bultos`,
  reasonRequired: 'Indique el motivo de la anulación',
  pickupNotFound: 'La solicitud de retiro no existe',
  notCancellable: (state: string) =>
    `La solicitud de retiro está ${state.toLowerCase()}: ya no se puede anular`,
  // The request made into an RA at the office (the wizard's step 1).
  pickupHasRa: (nidra: number) => `La solicitud de retiro ya tiene un RA (N° ${nidra})`,
  pickupNotReceivable: (state: string) =>
    `La solicitud de retiro está ${state.toLowerCase()}: sólo se ingresa como RA si está solicitada o retirada`,
  pickupOtherSender: 'El remitente del RA debe ser el cliente de la solicitud de retiro',
  pickupOtherOffice: 'La solicitud de retiro es de otra oficina',
  pickupInvalid: 'El número de solicitud de retiro no es válido',
  linkedToRa: (nidra: number) =>
    `La solicitud de retiro ya tiene el RA N° ${nidra}: anule el RA si la carga no se recibirá`,
  customerNotCancellable: 'Sólo puede anular su solicitud mientras no esté planificada; llame a la oficina',
} as const;
