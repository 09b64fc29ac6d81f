// The spec's local-storage keys of this area: the list being worked on and its operation.
const CODE = 'codigoLista';
const OPERATION = 'operationID';

export function storeLoadingList(code: string, nidoperacion: number) {
  localStorage.setItem(CODE, code);
  localStorage.setItem(OPERATION, String(nidoperacion));
}

export const storedListCode = () => localStorage.getItem(CODE) ?? '';
