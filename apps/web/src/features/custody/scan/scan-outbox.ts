// Scans not yet answered are kept on the device (IndexedDB), so a scan made while the connection is down
// is not lost with the page: it is sent, in order, when the connection returns. Each keeps its key, so a
// scan that did reach the server before the connection dropped is still counted once.

export interface PendingScan {
  sclave: string;
  /** The API path the scan goes to ('/Scan/LoadingList/LC000042'). */
  path: string;
  scodigo: string;
  dfechadispositivo: string;
  sdispositivo: string;
  /** Order of reading on this device. */
  seq: number;
}

const DB = 'carga-escaneos';
const STORE = 'pendientes';

function open(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'sclave' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  if (!db) return undefined;
  return new Promise<T | undefined>((resolve) => {
    const request = work(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(undefined);
  });
}

export const keepPending = (scan: PendingScan) => run('readwrite', (store) => store.put(scan));
export const dropPending = (sclave: string) => run('readwrite', (store) => store.delete(sclave));

/** The scans still to send to one path, in the order they were read. */
export async function pendingFor(path: string): Promise<PendingScan[]> {
  const all = ((await run('readonly', (store) => store.getAll())) ?? []) as PendingScan[];
  return all.filter((scan) => scan.path === path).sort((a, b) => a.seq - b.seq);
}
