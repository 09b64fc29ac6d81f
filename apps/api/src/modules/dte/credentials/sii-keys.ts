import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { TEST_SII_PRIVATE_KEY } from './test-keys.fixture.ts';

// The SII's public keys that sign the CAFs (the FRMA of <DA>), by IDK. Carga ships only its own test "SII"
// key (IDK 100, test-keys.fixture.ts): a CAF it verifies is a test CAF (sindprueba 'S'). The real SII keys
// (certification and production) are configured by SII_CAF_KEYS, a JSON object { "<IDK>": "<PEM>" }.

export interface TrustedCafKey {
  idk: number;
  key: KeyObject;
  /** The test key: what it verifies is marked as a test and never sent to the SII. */
  test: boolean;
}

export const TEST_SII_IDK = 100;

let testKey: KeyObject | undefined;
/** The test "SII" public key, made once per process. */
function testSiiPublicKey(): KeyObject {
  testKey ??= createPublicKey(createPrivateKey(TEST_SII_PRIVATE_KEY));
  return testKey;
}

/** SII_CAF_KEYS read: a wrong value stops the server at start, not at the first upload. */
export function parseSiiCafKeys(value: string | undefined): Record<string, string> {
  if (!value?.trim()) return {};
  const parsed = JSON.parse(value) as unknown;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('SII_CAF_KEYS must be a JSON object { "<IDK>": "<public key PEM>" }');
  const keys: Record<string, string> = {};
  for (const [idk, pem] of Object.entries(parsed)) {
    if (!/^\d{1,9}$/.test(idk) || typeof pem !== 'string')
      throw new Error(`SII_CAF_KEYS: "${idk}" must be an IDK (digits) with a PEM public key`);
    createPublicKey(pem);
    keys[idk] = pem;
  }
  return keys;
}

/** The keys a CAF's FRMA may be verified with: the test key and those configured. */
export function trustedCafKeys(configured: Record<string, string> = {}): TrustedCafKey[] {
  return [
    { idk: TEST_SII_IDK, key: testSiiPublicKey(), test: true },
    ...Object.entries(configured).map(([idk, pem]) => ({
      idk: Number(idk),
      key: createPublicKey(pem),
      test: false,
    })),
  ];
}
