import { createPrivateKey, createPublicKey, type KeyObject, X509Certificate } from 'node:crypto';

// Reading a PEM costs about as much as signing with it (profiled: a third of a document's CPU went to
// parsing the same certificate and CAF keys again for every document). A company has one certificate
// and a few CAFs at a time: what was read is kept by its text, at most LIMIT of each, the oldest dropped.
// A PEM that cannot be read throws and is not kept.

const LIMIT = 32;

export function memoByText<T>(read: (text: string) => T): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    let value = kept.get(text);
    if (value === undefined) {
      value = read(text);
      if (kept.size >= LIMIT) kept.delete(kept.keys().next().value as string);
      kept.set(text, value);
    }
    return value;
  };
}

export const privateKeyOf: (pem: string) => KeyObject = memoByText((pem) => createPrivateKey(pem));
export const publicKeyOf: (pem: string) => KeyObject = memoByText((pem) => createPublicKey(pem));
export const certificateOf: (pem: string) => X509Certificate = memoByText((pem) => new X509Certificate(pem));
