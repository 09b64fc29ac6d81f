import type { OperationItem, OperationSaved } from '@carga/domain';

// The wizard's state in local storage, under the spec's keys (spec 2 sections 3 and 4).
const KEYS = ['opID', 'operationID', 'operationStatus', 'operationData', 'pasosOperaciones'] as const;

/** 'Editar' on a card: the wizard opens on this operation. */
export function storeOperation(operation: OperationItem) {
  localStorage.setItem('opID', String(operation.nidoperacion));
  localStorage.setItem('operationStatus', operation.sdesestado);
  localStorage.setItem('operationData', JSON.stringify(operation));
}

/** 'Cerrar' leaves the wizard: operation id, status, data and step flags are forgotten. */
export function clearOperationWizard() {
  for (const key of KEYS) localStorage.removeItem(key);
}

/** The stored operation data: a card's operation, or the step 1 form as last saved. */
export type StoredOperationData = Partial<OperationItem>;

export interface StoredOperation {
  id: number | null;
  /** ABIERTA, CERRADA… A missing status counts as CERRADA (spec 2 section 4). */
  status: string;
  data: StoredOperationData | null;
}

export function readStoredOperation(): StoredOperation {
  const raw = Number(localStorage.getItem('opID'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  let data: StoredOperationData | null = null;
  try {
    const parsed = JSON.parse(localStorage.getItem('operationData') ?? 'null');
    data = parsed && typeof parsed === 'object' ? (parsed as StoredOperationData) : null;
  } catch {
    data = null;
  }
  return { id, status: localStorage.getItem('operationStatus') || 'CERRADA', data };
}

/** A new operation (no id yet) can still be written; a stored one only while ABIERTA. */
export const isEditable = (stored: StoredOperation) => stored.id === null || stored.status === 'ABIERTA';

/** After POST or PUT of step 1. */
export function storeSavedOperation(saved: OperationSaved, data: StoredOperationData) {
  localStorage.setItem('opID', String(saved.nidoperacion));
  localStorage.setItem('operationStatus', saved.sdesestado);
  localStorage.setItem('operationData', JSON.stringify({ ...data, nidoperacion: saved.nidoperacion }));
}

export interface OperationSteps {
  paso1: boolean;
  paso2: boolean;
  paso3: boolean;
}

export function readSteps(): OperationSteps {
  try {
    const parsed = JSON.parse(localStorage.getItem('pasosOperaciones') ?? '{}') as Partial<OperationSteps>;
    return { paso1: !!parsed.paso1, paso2: !!parsed.paso2, paso3: !!parsed.paso3 };
  } catch {
    return { paso1: false, paso2: false, paso3: false };
  }
}

/** Entering step 1 marks paso1; step 2 marks paso2 and resets paso3; step 3 marks paso3. */
export function markStep(step: 1 | 2 | 3) {
  const steps = readSteps();
  if (step === 1) steps.paso1 = true;
  if (step === 2) Object.assign(steps, { paso2: true, paso3: false });
  if (step === 3) steps.paso3 = true;
  localStorage.setItem('pasosOperaciones', JSON.stringify(steps));
}
