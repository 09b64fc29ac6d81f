/**
 * A row or element the test has just made or read. Absent means the test's own setup is wrong, so it fails
 * here with what was missing instead of a TypeError further on.
 */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`test setup: no ${what}`);
  return value;
}
