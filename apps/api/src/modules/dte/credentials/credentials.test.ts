import { createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';
import { dteMessages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { addMonths, readCaf } from './caf.ts';
import { createSecretBox, dteSecretKey } from './secret-box.ts';
import { parseSiiCafKeys, TEST_SII_IDK, trustedCafKeys } from './sii-keys.ts';
import { buildTestCaf } from './test-credentials.ts';
import { TEST_CAF_PRIVATE_KEYS } from './test-keys.fixture.ts';

// Issue 34: the pure pieces of the DTE's credentials.
describe('the secret box', () => {
  it('opens what it sealed, with a fresh IV each time, and refuses another key or a changed byte', () => {
    const box = createSecretBox(dteSecretKey({ jwtSecret: 'x'.repeat(40) }));
    const a = box.seal('clave');
    expect(a).not.toBe(box.seal('clave'));
    expect(box.open(a).toString()).toBe('clave');
    expect(() => createSecretBox(randomBytes(32)).open(a)).toThrow();
    const [v, iv, tag, data = ''] = a.split('.');
    // The second-to-last character (all six of its bits are data), changed whatever it is: the test once
    // looked at the last one instead, and left an 'A' as it was one run in 64.
    const at = data.length - 2;
    const flipped = `${data.slice(0, at)}${data[at] === 'A' ? 'B' : 'A'}${data.slice(at + 1)}`;
    expect(flipped).not.toBe(data);
    expect(() => box.open([v, iv, tag, flipped].join('.'))).toThrow();
  });

  it('takes DTE_KEY as 32 bytes of base64, else derives one from the JWT secret', () => {
    const key = randomBytes(32);
    expect(dteSecretKey({ dteKey: key.toString('base64'), jwtSecret: 'y' })).toEqual(key);
    expect(() => dteSecretKey({ dteKey: 'corta', jwtSecret: 'y' })).toThrow(/32 bytes/);
    expect(dteSecretKey({ jwtSecret: 'a' })).not.toEqual(dteSecretKey({ jwtSecret: 'b' }));
  });
});

describe("the CAF's checks", () => {
  const today = '2026-11-28';

  it('adds months as the calendar does', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-05-28', 6)).toBe('2026-11-28');
  });

  it('takes a CAF on its authorisation day plus six months, not one day later', () => {
    const keys = trustedCafKeys();
    expect(
      readCaf(buildTestCaf({ tipo: 61, desde: 1, hasta: 5, fecha: '2026-05-28' }), keys, today).test,
    ).toBe(true);
    expect(() =>
      readCaf(buildTestCaf({ tipo: 61, desde: 1, hasta: 5, fecha: '2026-05-27' }), keys, today),
    ).toThrow(dteMessages.cafExpired);
  });

  it('trusts the SII keys configured by IDK as real ones', () => {
    // A stand-in for the SII's key: the CAF it signs is not a test CAF.
    const siiPem = TEST_CAF_PRIVATE_KEYS[61];
    const configured = parseSiiCafKeys(
      JSON.stringify({
        [TEST_SII_IDK]: createPublicKey(createPrivateKey(siiPem)).export({ format: 'pem', type: 'spki' }),
      }),
    );
    const caf = buildTestCaf({ tipo: 39, desde: 1, hasta: 5, signerPem: siiPem });
    expect(readCaf(caf, trustedCafKeys(configured), today).test).toBe(false);
    expect(() => readCaf(caf, trustedCafKeys(), today)).toThrow(dteMessages.cafSignatureInvalid);
    expect(() => parseSiiCafKeys('{"abc": "x"}')).toThrow(/IDK/);
  });
});
