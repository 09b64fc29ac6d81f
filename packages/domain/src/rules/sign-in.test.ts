import { describe, expect, it } from 'vitest';
import { loginRequest } from '../contract/auth.ts';
import { SIGN_IN_MAX_LENGTH, signInNameError, signInPasswordError } from './sign-in.ts';

describe("the sign-in page's checks", () => {
  it('answer as loginRequest does, for every field within its length', () => {
    for (const username of ['', '   ', 'a', ' admin ', 'x'.repeat(SIGN_IN_MAX_LENGTH.username)]) {
      for (const password of ['', ' ', 'demo-2026', 'p'.repeat(SIGN_IN_MAX_LENGTH.password)]) {
        const parsed = loginRequest.safeParse({ username, password });
        const errors = new Map(parsed.error?.issues.map((i) => [String(i.path[0]), i.message]) ?? []);
        expect(signInNameError(username)).toBe(errors.get('username') ?? null);
        expect(signInPasswordError(password)).toBe(errors.get('password') ?? null);
      }
    }
  });
});
