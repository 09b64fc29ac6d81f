// The spec's local-storage keys of this area: the list being worked on and its operation.
const CODE = 'codigoLista';
const OPERATION = 'operationID';

export function storeLoadingList(code: string, nidoperacion: number) {
  localStorage.setItem(CODE, code);
  localStorage.setItem(OPERATION, String(nidoperacion));
}

export const storedListCode = () => localStorage.getItem(CODE) ?? '';

/** The operation stored with the list, when it is this list's (a link or a reload may bring another). */
export function storedOperation(code: string): number | null {
  const operation = Number(localStorage.getItem(OPERATION));
  return localStorage.getItem(CODE) === code && operation > 0 ? operation : null;
}
