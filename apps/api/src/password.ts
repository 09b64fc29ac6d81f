import argon2 from 'argon2';

// argon2id with the library's defaults (64 MiB, 3 passes): memory-hard, ~50 ms here.
export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, { type: argon2.argon2id });

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Verified against when the user does not exist, so that a wrong name costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export const getDummyHash = () => {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
};
