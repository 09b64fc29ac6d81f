import type { BarcodeFormat } from 'barcode-detector/ponyfill';
import type { BarcodeReader } from './barcode-types.ts';

// The label's Code 128, and QR codes for what may come printed with one. The standard BarcodeDetector where
// the browser has one for these codes (Chrome on Android and macOS, Safari), ZXing's otherwise.

const FORMATS: BarcodeFormat[] = ['code_128', 'qr_code'];

/** The standard API, not yet in TypeScript's DOM types. */
interface NativeBarcodeDetector {
  new (options: { formats: string[] }): BarcodeReader;
  getSupportedFormats(): Promise<string[]>;
}

async function openNativeReader(): Promise<BarcodeReader | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeBarcodeDetector }).BarcodeDetector;
  if (!Native) return null;
  try {
    // Some builds have the class but no engine behind it (an empty list of formats).
    const supported = await Native.getSupportedFormats();
    if (!supported.includes('code_128')) return null;
    return new Native({ formats: FORMATS.filter((format) => supported.includes(format)) });
  } catch {
    return null;
  }
}

let opening: Promise<BarcodeReader> | null = null;

/** One reader for the page's life: opening the camera again does not load the polyfill again. */
export function openBarcodeReader(): Promise<BarcodeReader> {
  opening ??= (async () => {
    const native = await openNativeReader();
    if (native) return native;
    const { openZxingReader } = await import('./zxing-reader.ts');
    return openZxingReader(FORMATS);
  })().catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}
