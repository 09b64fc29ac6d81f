import { readUnitCode, routes, type ScanResponse } from '@carga/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiAt } from '../../../api/call.ts';
import { ApiError } from '../../../api/client.ts';
import { signalScan } from './feedback.ts';
import { newScanKey } from './scan-key.ts';
import { dropPending, keepPending, type PendingScan, pendingFor } from './scan-outbox.ts';

export type ScanRow =
  | { sclave: string; scodigo: string; state: 'pendiente' }
  | { sclave: string; scodigo: string; state: 'respondido'; answer: ScanResponse }
  | { sclave: string; scodigo: string; state: 'error'; message: string };

const RETRY_MS = 5000;
const device = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent.slice(0, 100));

/**
 * The scans of one screen: each read is kept (IndexedDB) and shown at once as pending, then sent one at a
 * time in reading order, so a fast scanner never races itself. No connection: it stays pending and is sent
 * again when the browser is back online (or every few seconds). A refusal by the server (409, 403…) is shown
 * on its row, never dropped silently.
 */
export function useScanner(path: string, onAnswer?: (answer: ScanResponse) => void) {
  const [rows, setRows] = useState<ScanRow[]>([]);
  const [last, setLast] = useState<ScanResponse | null>(null);
  // The last unit the server took: what 'Dañado' marks, even after a refused scan of it.
  const [lastAccepted, setLastAccepted] = useState<ScanResponse | null>(null);
  const queue = useRef<PendingScan[]>([]);
  const sending = useRef(false);
  const seq = useRef(0);
  const answered = useRef(onAnswer);
  answered.current = onAnswer;
  // Who waits for a scan's answer ('Dañado' on the code in the field): told the answer, or null.
  const waiting = useRef(new Map<string, (answer: ScanResponse | null) => void>());
  const tell = useCallback((sclave: string, answer: ScanResponse | null) => {
    waiting.current.get(sclave)?.(answer);
    waiting.current.delete(sclave);
  }, []);

  const update = useCallback((row: ScanRow) => {
    setRows((current) => current.map((r) => (r.sclave === row.sclave ? row : r)));
  }, []);

  const drain = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      while (queue.current.length > 0) {
        const scan = queue.current[0] as PendingScan;
        try {
          // Every scan route (lists, dispatch, arrival, delivery) takes scanRequest and answers scanResponse.
          const answer = await apiAt(routes.custody.loadingList, scan.path, {
            body: {
              scodigo: scan.scodigo,
              sclave: scan.sclave,
              sdispositivo: scan.sdispositivo,
              dfechadispositivo: scan.dfechadispositivo,
            },
          });
          update({ sclave: scan.sclave, scodigo: scan.scodigo, state: 'respondido', answer });
          setLast(answer);
          if (answer.sresultado === 'ACEPTADO') setLastAccepted(answer);
          signalScan(answer.sresultado === 'ACEPTADO');
          answered.current?.(answer);
          tell(scan.sclave, answer);
        } catch (error) {
          // No connection: keep it, and everything read after it, for the next try.
          if (error instanceof ApiError && error.status === 0) {
            for (const waiter of queue.current) tell(waiter.sclave, null);
            return;
          }
          const message = error instanceof Error ? error.message : String(error);
          update({ sclave: scan.sclave, scodigo: scan.scodigo, state: 'error', message });
          signalScan(false);
          tell(scan.sclave, null);
        }
        queue.current.shift();
        await dropPending(scan.sclave);
      }
    } finally {
      sending.current = false;
    }
  }, [update, tell]);

  // Scans left from an earlier visit (the page closed while offline) are shown and sent first.
  useEffect(() => {
    let live = true;
    void pendingFor(path).then((left) => {
      if (!live || left.length === 0) return;
      seq.current = Math.max(seq.current, ...left.map((s) => s.seq));
      queue.current.unshift(...left.filter((s) => !queue.current.some((q) => q.sclave === s.sclave)));
      setRows((current) => [
        ...left.map((s): ScanRow => ({ sclave: s.sclave, scodigo: s.scodigo, state: 'pendiente' })).reverse(),
        ...current,
      ]);
      void drain();
    });
    const retry = () => void drain();
    window.addEventListener('online', retry);
    const timer = window.setInterval(retry, RETRY_MS);
    return () => {
      live = false;
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [path, drain]);

  /**
   * Reads the code as the label means it (a scanner set for another keyboard layout, lower case…) and
   * queues it; what cannot be read with certainty is refused here with the reason, also offline. Answers
   * the server's answer once it comes (null: refused, failed or left pending).
   */
  const submit = useCallback(
    (text: string): Promise<ScanResponse | null> => {
      if (text.trim() === '') return Promise.resolve(null);
      const reading = readUnitCode(text);
      seq.current += 1;
      const sclave = newScanKey();
      if (!reading.ok) {
        setRows((current) => [
          { sclave, scodigo: reading.code, state: 'error', message: reading.reason },
          ...current,
        ]);
        signalScan(false);
        return Promise.resolve(null);
      }
      const scan: PendingScan = {
        sclave,
        path,
        scodigo: reading.code,
        dfechadispositivo: new Date().toISOString(),
        sdispositivo: device(),
        seq: seq.current,
      };
      const answer = new Promise<ScanResponse | null>((resolve) => waiting.current.set(sclave, resolve));
      queue.current.push(scan);
      setRows((current) => [{ sclave, scodigo: scan.scodigo, state: 'pendiente' }, ...current]);
      void keepPending(scan).then(() => drain());
      return answer;
    },
    [path, drain],
  );

  const pending = rows.filter((r) => r.state === 'pendiente').length;
  return { rows, last, lastAccepted, pending, submit };
}
