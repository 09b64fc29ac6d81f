import {
  BarcodeDetector,
  type BarcodeFormat,
  prepareZXingModule,
  purgeZXingModule,
} from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { BarcodeReader } from './barcode-types.ts';

// The barcode reader for browsers without a BarcodeDetector of their own (Chromium on Linux, Firefox): the
// same API on ZXing compiled to WebAssembly. Imported only when a camera opens, so the app's first load
// stays small. The .wasm (about 1 MB) is served by this app, never fetched from the package's CDN: the
// warehouses and this machine have no internet.

/** Loads and compiles the .wasm now, so a failure shows when the camera opens, not as silence later. */
export async function openZxingReader(formats: BarcodeFormat[]): Promise<BarcodeReader> {
  try {
    await prepareZXingModule({
      overrides: {
        locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file),
      },
      fireImmediately: true,
    });
  } catch (error) {
    // A failed load stays cached otherwise: the next 'Usar cámara' tries again from the start.
    purgeZXingModule();
    throw error;
  }
  const detector = new BarcodeDetector({ formats });
  return { detect: (video) => detector.detect(video) };
}
