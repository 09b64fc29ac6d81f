import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

// The DTE's secrets at rest (issue 34): the certificate's .p12 and password, each CAF's private key. AES-256-GCM
// with a key from DTE_KEY (base64 of 32 bytes), or, without it, derived from JWT_SECRET as the device cookie's
// key is: every server sharing the database shares it. Changing that secret makes the stored ones unreadable
// (upload them again): docs/decisions.md.

const VERSION = 'v1';

/** The key of DTE_KEY, or one derived from the JWT secret. */
export function dteSecretKey(options: { dteKey?: string; jwtSecret: string }): Buffer {
  if (options.dteKey) {
    const key = Buffer.from(options.dteKey, 'base64');
    if (key.length !== 32)
      throw new Error(`DTE_KEY must be 32 bytes in base64 (it has ${key.length}): openssl rand -base64 32`);
    return key;
  }
  return createHmac('sha256', options.jwtSecret).update('carga dte secrets').digest();
}

export interface SecretBox {
  seal(plain: Buffer | string): string;
  open(sealed: string): Buffer;
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url: a fresh 96-bit IV per value. */
export function createSecretBox(key: Buffer): SecretBox {
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([
        cipher.update(typeof plain === 'string' ? Buffer.from(plain) : plain),
        cipher.final(),
      ]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined)
        throw new Error('not a sealed DTE secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
    },
  };
}
