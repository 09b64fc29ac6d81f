import { readId, storeClientId, storedClientId } from '../clients/selection.ts';

// The address opened in its detail: 'cliente-id' and 'direccion-id' in local storage (spec 2 section 3).

const ADDRESS_ID = 'direccion-id';

export function storedAddress(): { clientId: number; addressId: number } | null {
  const clientId = storedClientId();
  const addressId = readId(ADDRESS_ID);
  return clientId !== null && addressId !== null ? { clientId, addressId } : null;
}

export function storeAddress(ids: { clientId: number; addressId: number } | null) {
  storeClientId(ids?.clientId ?? null);
  if (ids === null) localStorage.removeItem(ADDRESS_ID);
  else localStorage.setItem(ADDRESS_ID, String(ids.addressId));
}
