import { isTrackingLink } from '@carga/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openBarcodeReader } from './barcode-reader.ts';
import type { BarcodeReader } from './barcode-types.ts';
import { cameraErrorMessage, ReaderLoadError } from './camera-errors.ts';
import { primeFeedback } from './feedback.ts';
import { type CodesInView, filterRepeatedReads } from './repeat-reads.ts';

/** Time between two looks at the video: fast enough to feel instant, light on a phone's battery. */
const SCAN_EVERY_MS = 120;

export type CameraState = 'apagada' | 'abriendo' | 'encendida';

interface Session {
  live: boolean;
  stream: MediaStream | null;
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

function stopTracks(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The phone's rear camera as a scanner: opens it into `video`, reads the codes in view a few times a second
 * and hands each new code to `onCode`, once while the label stays in view (repeat-reads.ts). The camera is
 * released when stopped and when the screen is left.
 */
export function useCameraScanner(onCode: (code: string) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('apagada');
  const [error, setError] = useState<string | null>(null);
  const session = useRef<Session | null>(null);
  const handle = useRef(onCode);
  handle.current = onCode;

  const stop = useCallback(() => {
    const current = session.current;
    session.current = null;
    if (current) {
      current.live = false;
      stopTracks(current.stream);
    }
    if (video.current) video.current.srcObject = null;
    setState('apagada');
  }, []);

  const scan = useCallback(async (current: Session, reader: BarcodeReader) => {
    let inView: CodesInView = new Map();
    while (current.live) {
      const element = video.current;
      if (element && element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        try {
          const found = await reader.detect(element);
          const result = filterRepeatedReads(
            inView,
            // A label's tracking QR is for the customer's phone, not a unit: it is not a scan.
            found.map((code) => code.rawValue).filter((text) => !isTrackingLink(text)),
            performance.now(),
          );
          inView = result.inView;
          if (current.live) for (const code of result.scans) handle.current(code);
        } catch {
          // A frame the reader could not take (the video resizing): the next one will do.
        }
      }
      await wait(SCAN_EVERY_MS);
    }
  }, []);

  const start = useCallback(async () => {
    if (session.current) return;
    const current: Session = { live: true, stream: null };
    session.current = current;
    setError(null);
    setState('abriendo');
    // The tap on 'Usar cámara' is the touch that lets the scans' sound play later.
    primeFeedback();
    // The reader loads (the polyfill's .wasm, once) while the person answers the camera permission.
    const reader = openBarcodeReader().catch((cause: unknown) => {
      console.error('Lector de códigos', cause);
      throw new ReaderLoadError(String(cause));
    });
    reader.catch(() => undefined);
    try {
      if (!navigator.mediaDevices?.getUserMedia)
        throw Object.assign(new Error('no mediaDevices'), { name: 'NoMediaDevices' });
      current.stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      const ready = await reader;
      const element = video.current;
      if (!current.live || !element) {
        stopTracks(current.stream);
        return;
      }
      element.srcObject = current.stream;
      await element.play();
      // The camera unplugged, or its permission taken back while in use.
      for (const track of current.stream.getVideoTracks())
        track.addEventListener('ended', () => {
          if (session.current !== current) return;
          stop();
          setError('La cámara se cerró. Pulse «Usar cámara» para abrirla de nuevo.');
        });
      setState('encendida');
      void scan(current, ready);
    } catch (cause) {
      if (session.current !== current) return;
      stop();
      setError(cameraErrorMessage(cause, window.isSecureContext));
    }
  }, [scan, stop]);

  // Leaving the screen releases the camera (its light goes off).
  useEffect(() => stop, [stop]);

  return { video, state, error, start, stop };
}
