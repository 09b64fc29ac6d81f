import { idbStore } from '../../../api/idb-store.ts';

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

/** The device's store of them (api/idb-store.ts). */
const run = idbStore('carga-escaneos', 'pendientes', 'sclave');

export const keepPending = (scan: PendingScan) => run('readwrite', (store) => store.put(scan));
export const dropPending = (sclave: string) => run('readwrite', (store) => store.delete(sclave));

/** The scans still to send to one path, in the order they were read. */
export async function pendingFor(path: string): Promise<PendingScan[]> {
  const all = ((await run('readonly', (store) => store.getAll())) ?? []) as PendingScan[];
  return all.filter((scan) => scan.path === path).sort((a, b) => a.seq - b.seq);
}
