// Chain of custody (issue 14): every package is a unit, and every scan of its label at a hand-off is an
// append-only event. The kinds and their Spanish names live here, read by the API, the web and the tests.

/** Where a unit is in its journey, as its last accepted event left it. */
export const UNIT_STATES = [
  'BODEGA',
  'CARGADA',
  'VERIFICADA',
  'TRANSITO',
  'RECIBIDA',
  'DANADA',
  'FALTANTE',
  'ALISTADA',
  'EN_REPARTO',
  'ENTREGADA',
] as const;
export type UnitState = (typeof UNIT_STATES)[number];

export const UNIT_STATE_NAMES: Record<UnitState, string> = {
  BODEGA: 'En bodega de origen',
  CARGADA: 'En lista de carga',
  VERIFICADA: 'Verificado en el camión',
  TRANSITO: 'En tránsito',
  RECIBIDA: 'Recibido en bodega de destino',
  DANADA: 'Recibido dañado',
  FALTANTE: 'Faltante a la llegada',
  ALISTADA: 'Escaneado para la entrega',
  EN_REPARTO: 'En el vehículo de reparto',
  ENTREGADA: 'Entregado al destinatario',
};

/** A unit counted as arrived at its destination: scanned there (whole or damaged). */
export const ARRIVED_UNIT_STATES: readonly UnitState[] = ['RECIBIDA', 'DANADA'];

/** What an event says happened to the unit. ANOMALIA: a scan refused, with its reason. */
export const CUSTODY_EVENTS = [
  // Issue 35: taken at the sender's door by the driver (the RA made from a picked-up request, at its finish).
  'RECOGIDA',
  'CARGADA',
  'RETIRADA',
  'VERIFICADA',
  'DESPACHADA',
  'LLEGADA',
  'DANADA',
  'FALTANTE',
  'ALISTADA',
  'REPARTO',
  'REGRESO',
  'ENTREGADA',
  'ANOMALIA',
] as const;
export type CustodyEvent = (typeof CUSTODY_EVENTS)[number];

export const CUSTODY_EVENT_NAMES: Record<CustodyEvent, string> = {
  RECOGIDA: 'Retirado en domicilio',
  CARGADA: 'Cargado en lista de carga',
  RETIRADA: 'Retirado de la lista de carga',
  VERIFICADA: 'Verificado al subir al camión',
  DESPACHADA: 'Despachado',
  LLEGADA: 'Llegó a la bodega de destino',
  DANADA: 'Dañado',
  FALTANTE: 'Faltante a la llegada',
  ALISTADA: 'Escaneado para la entrega',
  REPARTO: 'Cargado en el vehículo de reparto',
  REGRESO: 'Devuelto a la bodega desde el reparto',
  ENTREGADA: 'Entregado al destinatario',
  ANOMALIA: 'Escaneo rechazado',
};

/** Why a scan was refused. */
export const SCAN_ANOMALIES = [
  'DESCONOCIDA',
  'YA_ESCANEADA',
  'OTRA_LISTA',
  'OTRA_RUTA',
  'ANULADA',
  'NO_DISPONIBLE',
  'NO_ESPERADA',
  'SOBRANTE',
] as const;
export type ScanAnomaly = (typeof SCAN_ANOMALIES)[number];

/** How the event was recorded: a scan (camera, scanner or the code typed) or a count typed by hand. */
export const CUSTODY_SOURCES = ['ESCANEO', 'MANUAL'] as const;
export type CustodySource = (typeof CUSTODY_SOURCES)[number];

/** 'Bulto 03/05 del RA 123'. */
export const unitName = (nidra: number, unitNumber: string) => `Bulto ${unitNumber} del RA ${nidra}`;

/** The Spanish sentence a person reads for each outcome of a scan. */
export const scanTexts = {
  loaded: (unit: string, list: string) => `${unit} cargado en la lista ${list}`,
  unknown: (code: string) => `Etiqueta desconocida: ${code} no es un bulto de un RA`,
  alreadyHere: (unit: string, list: string) => `${unit} ya fue escaneado en la lista ${list}`,
  otherList: (unit: string, list: string) => `${unit} pertenece a la lista de carga ${list}`,
  otherRoute: (nidra: number) => `El RA ${nidra} no viaja en la ruta de esta lista de carga`,
  voided: (nidra: number) => `El RA ${nidra} está anulado`,
  notAvailable: (nidra: number, state: string) =>
    `El RA ${nidra} no está en la bodega de origen para cargar (${state})`,
  removed: (unit: string, list: string) => `${unit} retirado de la lista ${list}`,
  verified: (unit: string, list: string) => `${unit} verificado en el camión de la lista ${list}`,
  alreadyVerified: (unit: string) => `${unit} ya fue verificado en el camión`,
  notOnThisList: (unit: string, list: string, own: string | null) =>
    own
      ? `${unit} no viaja en la lista ${list}: pertenece a la lista ${own}`
      : `${unit} no viaja en la lista ${list}: no está en ninguna lista de carga`,
  dispatched: (unit: string, list: string) => `${unit} despachado en la lista ${list}`,
  arrived: (unit: string, list: string) => `${unit} llegó con la lista ${list}`,
  alreadyArrived: (unit: string) => `${unit} ya fue escaneado a la llegada`,
  extra: (unit: string, list: string, own: string | null) =>
    own
      ? `Sobrante: ${unit} no viene en la lista ${list}, pertenece a la lista ${own}`
      : `Sobrante: ${unit} no viene en la lista ${list} ni en otra lista de carga`,
  damaged: (unit: string, reason: string) => `${unit} dañado: ${reason}`,
  missing: (unit: string, list: string) => `${unit} no llegó con la lista ${list}`,
  readyForDelivery: (unit: string) => `${unit} listo para entregar`,
  alreadyReady: (unit: string) => `${unit} ya fue escaneado para la entrega`,
  alreadyDelivered: (unit: string) => `${unit} ya fue entregado`,
  notOfRa: (unit: string, nidra: number) => `${unit} no es del RA ${nidra} que se entrega`,
  notArrived: (unit: string, state: string) => `${unit} no está en la bodega para entregar (${state})`,
  delivered: (unit: string, name: string, rut: string) => `${unit} entregado a ${name} (${rut})`,
  // Issue 35: loading the van of a hoja de ruta.
  onRoute: (unit: string, route: number) => `${unit} cargado en el vehículo de la hoja de ruta N° ${route}`,
  alreadyOnRoute: (unit: string) => `${unit} ya fue cargado en el vehículo de reparto`,
  notOnThisRoute: (unit: string, route: number) => `${unit} no va en la hoja de ruta N° ${route}`,
  backFromRoute: (unit: string, route: number) =>
    `${unit} devuelto a la bodega desde la hoja de ruta N° ${route}`,
  notInVan: (unit: string, state: string) => `${unit} no viene en el vehículo (${state})`,
  deliveredOnRoute: (unit: string) => `${unit} fue entregado en su domicilio: no vuelve a la bodega`,
  notAtWarehouseForRoute: (unit: string, state: string) =>
    `${unit} no está en la bodega para cargarlo en el vehículo (${state})`,
} as const;
