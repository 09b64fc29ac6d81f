// Issue 35, door to door: the last mile ('Reparto'). At the destination warehouse the RAs to be delivered
// at the recipient's address ('Entrega en local', `sindentregalocal` S) are planned into a hoja de ruta for
// a day, a driver and a vehicle; the driver's phone records each stop's outcome.

/** A hoja de ruta's states: planned (its stops may change), being loaded, on the road, closed. */
export const ROUTE_STATES = ['PLANIFICADA', 'CARGANDO', 'EN_RUTA', 'CERRADA'] as const;
export type RouteState = (typeof ROUTE_STATES)[number];

export const ROUTE_STATE_LABELS: Record<RouteState, string> = {
  PLANIFICADA: 'Planificada',
  CARGANDO: 'Cargando',
  EN_RUTA: 'En ruta',
  CERRADA: 'Cerrada',
};

/** A stop's outcome: waiting, handed over at the door, or a visit without success (with its reason). */
export const STOP_STATES = ['PENDIENTE', 'ENTREGADO', 'NO_ENTREGADO'] as const;
export type StopState = (typeof STOP_STATES)[number];

/** Why a stop was not delivered (the driver picks one). */
export const FAILED_VISIT_REASONS = {
  NADIE: 'Nadie en casa',
  DIRECCION: 'Dirección incorrecta',
  RECHAZADO: 'Rechazado por el destinatario',
  OTRO: 'Otro',
} as const;

/** Failed visits after which an RA is flagged for the office (it is not planned again without a call). */
export const FAILED_VISITS_FOR_OFFICE = 3;

/** The most stops a hoja de ruta takes: a van's day. */
export const ROUTE_MAX_STOPS = 200;

export const repartoMessages = {
  warehouseRequired: 'Seleccione la bodega',
  warehouseForbidden: 'Usted no trabaja en esta bodega',
  routeRaceLost: 'Otra persona cambió estas RA al mismo tiempo; vuelva a intentarlo',
  dayInvalid: 'La fecha no es válida (AAAA-MM-DD)',
  driverRequired: 'Seleccione el conductor',
  driverInvalid: 'El conductor no existe, no está activo o no tiene el perfil Conductor en esta bodega',
  plateRequired: 'Ingrese la patente del vehículo',
  plateFormat: 'La patente no es válida (por ejemplo GHKL23 o AB1234)',
  capacityInvalid: 'La capacidad debe ser un número mayor o igual a 0',
  stopsRequired: 'Indique las RA de la hoja de ruta (ninguna si sólo retira)',
  stopsTooMany: `Una hoja de ruta admite hasta ${ROUTE_MAX_STOPS} paradas`,
  stopsRepeated: 'Una RA aparece dos veces en la hoja de ruta',
  raInvalid: 'El número de RA no es válido',
  routeNotFound: 'La hoja de ruta no existe',
  routeNotPlanned: 'La hoja de ruta ya no está planificada: sus paradas no pueden cambiar',
  raNotForDoor: (nidra: number) => `La RA ${nidra} no es de entrega a domicilio`,
  raNotWaiting: (nidra: number) => `La RA ${nidra} no está en esta bodega esperando su entrega`,
  raOnAnotherRoute: (nidra: number, route: number) => `La RA ${nidra} ya está en la hoja de ruta N° ${route}`,
  routeNotLoadable: 'La hoja de ruta ya salió o está cerrada: no se cargan más bultos',
  routeNotDepartable: 'La hoja de ruta ya salió o está cerrada',
  routeEmpty: 'La hoja de ruta no tiene paradas: agregue entregas o retiros',
  routeUnitsMissing: (count: number, names: string) =>
    `${count === 1 ? 'Falta cargar 1 bulto' : `Faltan cargar ${count} bultos`}: ${names}. Confirme la salida sin ellos o cárguelos`,
  stopNotFound: 'La parada no existe',
  notYourRoute: 'Esta parada es de la hoja de ruta de otro conductor',
  routeNotOnTheRoad: 'La hoja de ruta no está en ruta: la parada no se puede registrar',
  stopAlreadyDone: (outcome: string) => `La parada ya fue registrada como ${outcome}`,
  stopNothingInVan: (nidra: number) => `Ningún bulto de la RA ${nidra} va en el vehículo`,
  reasonRequired: 'Seleccione el motivo',
  noteTooLong: 'La observación admite hasta 200 caracteres',
  visitDateRequired: 'Indique la fecha y hora de la visita',
  routeNotClosable: 'Sólo se cierra una hoja de ruta en ruta',
  routeNotReturning: 'Los bultos vuelven a la bodega cuando la hoja de ruta está en ruta',
  routeStopsPending: (count: number, ras: string) =>
    `${count === 1 ? 'Queda 1 parada sin registrar' : `Quedan ${count} paradas sin registrar`} (${ras}). Confirme el cierre: se registrarán como no visitadas`,
  routeUnitsNotBack: (count: number, names: string) =>
    `${count === 1 ? 'Falta devolver 1 bulto' : `Faltan devolver ${count} bultos`}: ${names}. Confirme el cierre: quedarán como faltantes`,
  notVisited: 'No visitada',
  raOnRouteNoCounter: (nidra: number, route: number) =>
    `La RA ${nidra} está en la hoja de ruta N° ${route}: se entrega a domicilio. Quítela de la ruta para entregarla en bodega`,
} as const;
