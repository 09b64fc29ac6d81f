import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ZXING_WASM_SHA256, ZXING_WASM_VERSION } from 'barcode-detector/ponyfill';
import { describe, expect, it } from 'vitest';

// barcode-detector carries its own copy of zxing-wasm's JavaScript, while the .wasm the app serves comes
// from the zxing-wasm package (zxing-reader.ts): a version apart, the two do not fit and the camera reads
// nothing. Both are pinned to the same version; this says so when an update moves only one.

describe('the barcode reader served by the app', () => {
  it('is the .wasm that barcode-detector was built for', () => {
    const require = createRequire(import.meta.url);
    const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    const sha256 = createHash('sha256').update(wasm).digest('hex');
    expect(sha256, `barcode-detector expects zxing-wasm ${ZXING_WASM_VERSION}`).toBe(ZXING_WASM_SHA256);
  });
});
