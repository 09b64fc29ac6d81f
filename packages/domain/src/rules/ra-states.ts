// RA states of spec 1 section 4, and the moves between them. Later issues extend the machine.
export const RA_STATES = [
  'ENCREA',
  'ENPREP',
  'BORIG',
  'ENLIS',
  'ENTRA',
  'BDEST',
  'ENTRE',
  'ENVIA',
  'ANULA',
] as const;
export type RaState = (typeof RA_STATES)[number];

/** The states in which the wizard may still change an RA. */
export const WIZARD_EDITABLE_STATES: readonly RaState[] = ['ENCREA', 'ENPREP'];

/** Finishing the wizard: 'Permanecer en oficina' (ENPREP) or 'Enviar a bodega' (BORIG). */
export const FINISH_TARGETS = ['ENPREP', 'BORIG'] as const;
export type FinishTarget = (typeof FINISH_TARGETS)[number];

const transitions: Record<RaState, readonly RaState[]> = {
  ENCREA: ['ENPREP', 'BORIG', 'ANULA', 'ENVIA'],
  ENPREP: ['ENPREP', 'BORIG', 'ANULA', 'ENVIA'],
  BORIG: ['ANULA', 'ENVIA', 'ENLIS'],
  // On a load list that has not left yet: back to the warehouse when taken off every list (or when the
  // list that carried part of it left and the rest is on no list); in transit once every unit has left.
  ENLIS: ['BORIG', 'ENTRA'],
  // In transit: at the destination warehouse once every list that carries it has been received.
  ENTRA: ['BDEST'],
  // At the destination warehouse: handed to the recipient or their carrier.
  BDEST: ['ENTRE'],
  ENTRE: [],
  ENVIA: [],
  ANULA: [],
};

export function canTransition(from: RaState, to: RaState): boolean {
  return transitions[from]?.includes(to) ?? false;
}

export const isWizardEditable = (state: string) =>
  (WIZARD_EDITABLE_STATES as readonly string[]).includes(state);

/** The detail actions of spec 1 section 4 and the state each leads to. */
export const RA_ACTION_TARGET = { ANULAR: 'ANULA', ENVIAROFI: 'ENVIA' } as const satisfies Record<
  string,
  RaState
>;
export type RaAction = keyof typeof RA_ACTION_TARGET;

/** Where the cargo is in the origin warehouse (all of it, or the part not yet on a list). */
export const AT_ORIGIN_WAREHOUSE_STATES: readonly RaState[] = ['BORIG', 'ENLIS'];

/** Who acts, as both the API's principal and the web's session describe them. */
export interface Actor {
  oficinas: readonly string[];
  bodegas: readonly string[];
  menus: readonly string[];
}

/**
 * 'Anular RA' and 'Devolver a oficina' belong to the origin side: the RA's origin office (menu
 * ORIG-RECEP), and its origin warehouse (menu BOD-RECEP) while the cargo is there. The destination
 * reads the RA but never voids nor returns it. Whether the state allows the action is the table's.
 */
export function actsAtOrigin(
  who: Actor,
  ra: { scodestado: string; scodoficinaorigen: string; scodbodegaorigen: string | null },
): boolean {
  const office = who.menus.includes('ORIG-RECEP') && who.oficinas.includes(ra.scodoficinaorigen);
  const warehouse =
    who.menus.includes('BOD-RECEP') &&
    ra.scodbodegaorigen !== null &&
    who.bodegas.includes(ra.scodbodegaorigen) &&
    (AT_ORIGIN_WAREHOUSE_STATES as readonly string[]).includes(ra.scodestado);
  return office || warehouse;
}

/** States shown by the dashboards' figures. */
export const PENDING_RECEPTION_STATES: readonly RaState[] = ['ENCREA', 'ENPREP'];
export const PENDING_DISPATCH_STATES: readonly RaState[] = ['BORIG', 'ENLIS'];
export const IN_TRANSIT_STATES: readonly RaState[] = ['ENTRA'];
export const PENDING_DELIVERY_STATES: readonly RaState[] = ['BDEST'];
/** RAs the destination warehouse may hand over ('Destino / Entregar'). */
export const DELIVERABLE_STATES: readonly RaState[] = ['BDEST'];
/** States in which photos may still be taken of the cargo at origin. */
export const IMAGE_CAPTURE_STATES: readonly RaState[] = ['ENCREA', 'ENPREP', 'BORIG'];

/** RAs that can be put on a load list: in the origin warehouse, or already on a list (in parts). */
export const LOADABLE_STATES: readonly RaState[] = ['BORIG', 'ENLIS'];

// Operations (spec 2 section 4).
export const OPERATION_STATES = ['ABIERTA', 'CERRADA'] as const;

// Load lists (spec 2 section 4): created, closed with truck data, dispatched, received.
export const LOADING_LIST_STATES = ['ENCREA', 'CERRADA', 'DESPA', 'RECEP'] as const;
export type LoadingListState = (typeof LOADING_LIST_STATES)[number];

const listTransitions: Record<LoadingListState, readonly LoadingListState[]> = {
  ENCREA: ['CERRADA'],
  CERRADA: ['DESPA'],
  DESPA: ['RECEP'],
  RECEP: [],
};

export const canTransitionList = (from: LoadingListState, to: LoadingListState) =>
  listTransitions[from]?.includes(to) ?? false;

/** Only a list in creation takes RAs, package changes, comments and removals. */
export const isListEditable = (state: string) => state === 'ENCREA';

/** Only a closed list is dispatched, and only a dispatched one is received (spec 2 section 4). */
export const isListDispatchable = (state: string) => canTransitionList(state as LoadingListState, 'DESPA');
export const isListReceivable = (state: string) => canTransitionList(state as LoadingListState, 'RECEP');

/** Where the units of an RA in the warehouse flow are, counted over its package lines. */
export interface RaUnits {
  /** On no load list. */
  free: number;
  /** On lists that have not left (ENCREA, CERRADA). */
  pending: number;
  /** On dispatched lists (DESPA). */
  transit: number;
  /** On received lists (RECEP). */
  arrived: number;
}

/**
 * The state of an RA in the warehouse flow, from where its units are: an RA is in the state of its least
 * advanced units. Anything still at the origin keeps it there (ENLIS while some unit is on a list that
 * has not left, BORIG otherwise); once every unit has left it is in transit (ENTRA); once every list
 * carrying it has been received it is at the destination warehouse (BDEST).
 */
export function raStateFromUnits(units: RaUnits): RaState {
  if (units.pending > 0) return 'ENLIS';
  if (units.free > 0) return 'BORIG';
  if (units.transit > 0) return 'ENTRA';
  if (units.arrived > 0) return 'BDEST';
  return 'BORIG';
}
