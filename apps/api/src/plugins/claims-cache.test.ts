import { describe, expect, it } from 'vitest';
import { createClaimsCache } from './claims-cache.ts';

describe('claims cache', () => {
  it('verifies a token once until it expires, then again (and the verifier refuses it)', () => {
    let clock = 1_000_000;
    const cache = createClaimsCache<{ exp: number; sub: number }>(10, () => clock);
    let verified = 0;
    const verify = (token: string) => {
      verified++;
      if (clock >= 2_000_000) throw new Error(`expired ${token}`);
      return { exp: 2_000, sub: 7 };
    };
    expect(cache.claims('a.b.c', verify)).toEqual({ exp: 2_000, sub: 7 });
    expect(cache.claims('a.b.c', verify).sub).toBe(7);
    expect(verified).toBe(1);
    clock = 2_000_000;
    expect(() => cache.claims('a.b.c', verify)).toThrow('expired a.b.c');
    expect(verified).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keeps nothing a verifier refused, and never more than its bound', () => {
    const cache = createClaimsCache<{ exp: number }>(2, () => 0);
    expect(() =>
      cache.claims('forged', () => {
        throw new Error('bad signature');
      }),
    ).toThrow('bad signature');
    expect(cache.size).toBe(0);
    for (const token of ['t1', 't2', 't3']) cache.claims(token, () => ({ exp: 10 }));
    expect(cache.size).toBeLessThanOrEqual(2);
  });

  it('hands out claims nobody can change in place', () => {
    const cache = createClaimsCache<{ exp: number; sid: string }>();
    const claims = cache.claims('t', () => ({ exp: Date.now() / 1000 + 60, sid: 's' }));
    expect(Object.isFrozen(claims)).toBe(true);
  });
});
