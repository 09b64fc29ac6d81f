/**
 * A camera reads the label in view many times a second: only the first read of a code is a scan. The codes
 * read lately are kept with the time each was last seen; a code is a new scan when it is not among them.
 * A code leaves them after `quietMs` without being read (the label was taken away), or as soon as a code
 * not among them is read (the camera moved on to another label), so the same label scanned again right
 * after another one counts.
 */
export type CodesInView = ReadonlyMap<string, number>;

export const REPEAT_QUIET_MS = 2000;

export function filterRepeatedReads(
  inView: CodesInView,
  read: readonly string[],
  now: number,
  quietMs = REPEAT_QUIET_MS,
): { scans: string[]; inView: CodesInView } {
  const codes = [...new Set(read.filter((code) => code !== ''))];
  // A frame with no code is a blur or a hand passing by: it changes nothing, time alone does.
  if (codes.length === 0) return { scans: [], inView };
  const stillInView = (code: string) => {
    const seen = inView.get(code);
    return seen !== undefined && now - seen < quietMs;
  };
  const scans = codes.filter((code) => !stillInView(code));
  const next = new Map<string, number>();
  if (scans.length === 0) {
    for (const [code, seen] of inView) if (now - seen < quietMs) next.set(code, seen);
  }
  for (const code of codes) next.set(code, now);
  return { scans, inView: next };
}
