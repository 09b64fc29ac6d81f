import { scanRequest } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { newScanKey } from './scan-key.ts';

describe('scan keys', () => {
  it('are fresh for every scan and accepted by the contract', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newScanKey()));
    expect(keys.size).toBe(100);
    for (const sclave of keys)
      expect(scanRequest.safeParse({ scodigo: 'RA-000001-01/01', sclave }).success).toBe(true);
  });

  it('are made from random bytes where randomUUID is missing (plain HTTP on a LAN host)', () => {
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = newScanKey();
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(scanRequest.safeParse({ scodigo: 'x', sclave: key }).success).toBe(true);
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
