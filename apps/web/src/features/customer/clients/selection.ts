// The client opened in the detail screens, under the spec's local storage key (spec 2 section 3).

const CLIENT_ID = 'cliente-id';

const readId = (key: string): number | null => {
  const id = Number(localStorage.getItem(key));
  return Number.isInteger(id) && id > 0 ? id : null;
};

export const storedClientId = () => readId(CLIENT_ID);

export function storeClientId(id: number | null) {
  if (id === null) localStorage.removeItem(CLIENT_ID);
  else localStorage.setItem(CLIENT_ID, String(id));
}

export { readId };
