// RA states of spec 1 section 4, and the moves between them. Later issues extend the machine.
export const RA_STATES = ['ENCREA', 'ENPREP', 'BORIG', 'ENVIA', 'ANULA'] as const;
export type RaState = (typeof RA_STATES)[number];

/** The states in which the wizard may still change an RA. */
export const WIZARD_EDITABLE_STATES: readonly RaState[] = ['ENCREA', 'ENPREP'];

/** Finishing the wizard: 'Permanecer en oficina' (ENPREP) or 'Enviar a bodega' (BORIG). */
export const FINISH_TARGETS = ['ENPREP', 'BORIG'] as const;
export type FinishTarget = (typeof FINISH_TARGETS)[number];

const transitions: Record<RaState, readonly RaState[]> = {
  ENCREA: ['ENPREP', 'BORIG', 'ANULA', 'ENVIA'],
  ENPREP: ['ENPREP', 'BORIG', 'ANULA', 'ENVIA'],
  BORIG: ['ANULA', 'ENVIA'],
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

/** States shown by the dashboards' figures; transit and destination states arrive with the warehouse issues. */
export const PENDING_RECEPTION_STATES: readonly RaState[] = ['ENCREA', 'ENPREP'];
export const PENDING_DISPATCH_STATES: readonly RaState[] = ['BORIG'];
export const IN_TRANSIT_STATES: readonly RaState[] = [];
export const PENDING_DELIVERY_STATES: readonly RaState[] = [];
/** States in which photos may still be taken of the cargo at origin. */
export const IMAGE_CAPTURE_STATES: readonly RaState[] = ['ENCREA', 'ENPREP', 'BORIG'];
