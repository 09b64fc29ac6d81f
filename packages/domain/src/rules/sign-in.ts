import { LIMITS } from './limits.ts';
import { messages } from './messages.ts';

// The sign-in form's checks without Zod: the sign-in page is the first download, and Zod alone is 24 KB of
// it (issue 15). The same rules as `loginRequest` (contract/auth.ts), which the server applies; a test
// compares the two. The lengths past the limits are kept out by the fields' maxLength.

export const signInNameError = (value: string) => (value.trim() ? null : messages.usernameRequired);
export const signInPasswordError = (value: string) => (value ? null : messages.passwordRequired);
export const SIGN_IN_MAX_LENGTH = { username: LIMITS.signInName, password: LIMITS.password } as const;
