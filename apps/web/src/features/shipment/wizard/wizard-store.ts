import { useSyncExternalStore } from 'react';

// The wizard's progress kept on the device under the spec's keys (spec 1 sections 3 and 4):
// `pasos` {paso1..paso7}, `cargoRA` (the RA in progress) and `noTarifa`.

export const STEP_COUNT = 7;
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type StepFlags = Record<`paso${StepNumber}`, boolean>;

export interface WizardState {
  pasos: StepFlags;
  cargoRA: number | null;
  noTarifa: boolean;
}

const KEYS = ['pasos', 'cargoRA', 'noTarifa'] as const;
/** Not a spec key: the pickup request the RA in progress came from ('Ingresar RA', issue 35). */
const PICKUP_KEY = 'cargoRetiro';
export const STEPS: readonly StepNumber[] = [1, 2, 3, 4, 5, 6, 7];

export const emptyFlags = (): StepFlags => ({
  paso1: false,
  paso2: false,
  paso3: false,
  paso4: false,
  paso5: false,
  paso6: false,
  paso7: false,
});

function parseFlags(raw: string | null): StepFlags {
  const flags = emptyFlags();
  if (!raw) return flags;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    for (const n of STEPS) flags[`paso${n}`] = value?.[`paso${n}`] === true;
  } catch {
    // A damaged value starts the wizard over.
  }
  return flags;
}

function parseId(raw: string | null): number | null {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

const listeners = new Set<() => void>();
let cachedRaw = '';
let cached: WizardState | undefined;

/** Read on every call but rebuilt only when the stored text changed: logout's localStorage.clear() is seen at once. */
function read(): WizardState {
  const raw = KEYS.map((key) => localStorage.getItem(key) ?? '').join('\u0000');
  if (cached && raw === cachedRaw) return cached;
  cachedRaw = raw;
  cached = {
    pasos: parseFlags(localStorage.getItem('pasos')),
    cargoRA: parseId(localStorage.getItem('cargoRA')),
    noTarifa: localStorage.getItem('noTarifa') === 'true',
  };
  return cached;
}

function emit() {
  for (const listener of listeners) listener();
}

function writeFlags(flags: StepFlags) {
  localStorage.setItem('pasos', JSON.stringify(flags));
}

/** The furthest step reached, or 1. */
export function furthestStep(state: WizardState): StepNumber {
  if (!state.cargoRA) return 1;
  let furthest: StepNumber = 1;
  for (const n of STEPS) if (state.pasos[`paso${n}`]) furthest = n;
  return furthest;
}

/** Step 1 is always open; a later one once reached with an RA in progress. */
export function canOpenStep(state: WizardState, step: StepNumber): boolean {
  return step === 1 || (state.cargoRA !== null && state.pasos[`paso${step}`]);
}

export type StepStatus = 'completed' | 'active' | 'reached' | 'pending';

/** Shown completed when reached and the next is reached too; the open step is active. */
export function stepStatus(flags: StepFlags, step: StepNumber, current: StepNumber): StepStatus {
  if (step === current) return 'active';
  const reached = flags[`paso${step}`];
  const nextReached = step < STEP_COUNT && flags[`paso${(step + 1) as StepNumber}`];
  if (reached && nextReached) return 'completed';
  return reached ? 'reached' : 'pending';
}

export const wizardStore = {
  get: read,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Opening step 1 when neither paso1 nor paso2 is set marks paso1 active. */
  openFirstStep() {
    const { pasos } = read();
    if (pasos.paso1 || pasos.paso2) return;
    writeFlags({ ...pasos, paso1: true });
    emit();
  },
  /** Continuing: the current step is done and the next one active. */
  completeStep(step: StepNumber) {
    const { pasos } = read();
    const next = { ...pasos, [`paso${step}`]: true };
    if (step < STEP_COUNT) next[`paso${(step + 1) as StepNumber}`] = true;
    writeFlags(next);
    emit();
  },
  setRa(id: number) {
    localStorage.setItem('cargoRA', String(id));
    emit();
  },
  setNoTarifa(value: boolean) {
    localStorage.setItem('noTarifa', String(value));
    emit();
  },
  /** Resuming an RA (/pasos/{ra id}): every data step counts as reached. */
  resume(id: number) {
    localStorage.setItem('cargoRA', String(id));
    writeFlags({
      ...emptyFlags(),
      paso1: true,
      paso2: true,
      paso3: true,
      paso4: true,
      paso5: true,
      paso6: true,
    });
    localStorage.removeItem('noTarifa');
    localStorage.removeItem(PICKUP_KEY);
    emit();
  },
  /** Leaving the wizard forgets the RA in progress and its steps (and the pickup request it came from). */
  clear() {
    for (const key of KEYS) localStorage.removeItem(key);
    localStorage.removeItem(PICKUP_KEY);
    emit();
  },
  /** The pickup request (issue 35) the RA in progress was made from: later steps fill in what it declared. */
  setPickup(nidretiro: number) {
    localStorage.setItem(PICKUP_KEY, String(nidretiro));
  },
  pickup: (): number | null => parseId(localStorage.getItem(PICKUP_KEY)),
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (KEYS as readonly string[]).includes(event.key)) emit();
  });
}

export function useWizardState(): WizardState {
  return useSyncExternalStore(wizardStore.subscribe, wizardStore.get);
}
