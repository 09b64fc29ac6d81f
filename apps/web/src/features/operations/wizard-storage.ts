import type { OperationItem } from '@carga/domain';

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
