// Issue 35, the first mile on the road: pickup requests (retiros) planned on a destination warehouse's
// hojas de ruta, and the driver's pickup at the door (packages taken, who handed them over, signature).

/** A pickup stop's outcome: waiting, packages taken, or a visit without them (with its reason). */
export const PICKUP_STOP_STATES = ['PENDIENTE', 'RETIRADO', 'NO_RETIRADO'] as const;
export type PickupStopState = (typeof PICKUP_STOP_STATES)[number];

/** Why the packages were not taken (the driver picks one). */
export const PICKUP_FAILED_REASONS = {
  NADIE: 'Nadie en el lugar',
  DIRECCION: 'Dirección incorrecta',
  SIN_CARGA: 'La carga no estaba lista',
  OTRO: 'Otro',
} as const;
export type PickupFailedReason = keyof typeof PICKUP_FAILED_REASONS;

/** The most pickups one hoja de ruta takes. */
export const ROUTE_MAX_PICKUPS = 60;

/** The most packages a driver records taken at one door (as a request declares at most). */
export const PICKUP_MAX_TAKEN = 999;

export const pickupRouteMessages = {
  /** The reason a client reads when the route closed without visiting its request (the notice). */
  vanDidNotCome: 'El vehículo no alcanzó a pasar',
  pickupInvalid: 'El número de solicitud de retiro no es válido',
  pickupsRequired: 'Indique la lista de retiros de la hoja de ruta (puede estar vacía)',
  pickupsTooMany: `Una hoja de ruta admite hasta ${ROUTE_MAX_PICKUPS} retiros`,
  pickupsRepeated: 'Un retiro aparece dos veces en la hoja de ruta',
  routeNotEditable: 'La hoja de ruta ya salió o está cerrada: sus retiros no pueden cambiar',
  pickupNotFound: (id: number) => `La solicitud de retiro ${id} no existe`,
  pickupOtherDay: (id: number) => `El retiro ${id} es para otro día`,
  pickupNotRequested: (id: number, state: string) =>
    `La solicitud de retiro ${id} está ${state.toLowerCase()}: no se puede planificar`,
  pickupOnAnotherRoute: (id: number, route: number) =>
    `La solicitud de retiro ${id} ya está en la hoja de ruta N° ${route}`,
  pickupRaceLost: 'Otra persona planificó estos retiros al mismo tiempo; vuelva a intentarlo',
  pickupHasRa: (id: number, nidra: number) =>
    `El retiro ${id} ya se recibió en la oficina (RA N° ${nidra}): no se puede planificar`,
  pickupOnRouteNoCancel: (route: number) =>
    `La solicitud está en la hoja de ruta N° ${route}: quítela de la ruta antes de anularla`,
  pickupNotPlanned: (state: string) =>
    `La solicitud de retiro está ${state.toLowerCase()}: el retiro no se puede registrar`,
  stopNotFound: 'El retiro no existe en ninguna hoja de ruta',
  notYourRoute: 'Este retiro es de la hoja de ruta de otro conductor',
  routeNotOnTheRoad: 'La hoja de ruta no está en ruta: el retiro no se puede registrar',
  stopAlreadyDone: (outcome: string) => `El retiro ya fue registrado como ${outcome}`,
  packagesInvalid: `Indique entre 1 y ${PICKUP_MAX_TAKEN} bultos retirados`,
  nameRequired: 'Ingrese el nombre de quien entrega la carga',
  nameTooLong: 'El nombre admite hasta 100 caracteres',
  signatureRequired: 'La firma de quien entrega la carga es obligatoria',
  pickupDateRequired: 'Indique la fecha y hora del retiro',
  visitDateRequired: 'Indique la fecha y hora de la visita',
  reasonRequired: 'Seleccione el motivo',
  noteTooLong: 'La observación admite hasta 200 caracteres',
  pickedUp: 'retirado',
  notPickedUp: 'no retirado',
  pickupsPending: (count: number, ids: string) =>
    `${count === 1 ? 'Queda 1 retiro sin registrar' : `Quedan ${count} retiros sin registrar`} (${ids}). Confirme el cierre: volverán a quedar solicitados`,
} as const;
