// One object store of the device's IndexedDB, for what a phone keeps while it has no connection (the scans
// of the scan screens, the driver's outcomes). Every call opens the database and answers undefined where
// IndexedDB is missing or refuses: keeping something on the phone must never break the screen.

export function idbStore(database: string, store: string, keyPath: string) {
  function open(): Promise<IDBDatabase | null> {
    if (typeof indexedDB === 'undefined') return Promise.resolve(null);
    return new Promise((resolve) => {
      const request = indexedDB.open(database, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(store, { keyPath });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    });
  }
  return async function run<T>(mode: IDBTransactionMode, work: (objects: IDBObjectStore) => IDBRequest<T>) {
    const db = await open();
    if (!db) return undefined;
    return new Promise<T | undefined>((resolve) => {
      const request = work(db.transaction(store, mode).objectStore(store));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    });
  };
}
