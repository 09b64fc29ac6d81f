// RA states of spec 1 section 4, and the moves between them. Later issues extend the machine.
export const RA_STATES = ['ENCREA', 'ENPREP', 'BORIG', 'ENVIA', 'ANULA'] as const;
export type RaState = (typeof RA_STATES)[number];

/** The states in which the wizard may still change an RA. */
export const WIZARD_EDITABLE_STATES: readonly RaState[] = ['ENCREA', 'ENPREP'];

/** Finishing the wizard: 'Permanecer en oficina' (ENPREP) or 'Enviar a bodega' (BORIG). */
export const FINISH_TARGETS = ['ENPREP', 'BORIG'] as const;
export type FinishTarget = (typeof FINISH_TARGETS)[number];

const transitions: Record<RaState, readonly RaState[]> = {
  ENCREA: ['ENPREP', 'BORIG', 'ANULA'],
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
