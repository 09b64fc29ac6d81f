import { describe, expect, it } from 'vitest';
import { type CodesInView, filterRepeatedReads } from './repeat-reads.ts';

const A = 'RA-000123-01/05';
const B = 'RA-000123-02/05';

/** Feeds frames read at the given times (ms) and answers the scans each frame made. */
function replay(frames: Array<[number, string[]]>) {
  let inView: CodesInView = new Map();
  return frames.map(([now, read]) => {
    const result = filterRepeatedReads(inView, read, now);
    inView = result.inView;
    return result.scans;
  });
}

describe('repeated camera reads', () => {
  it('scan a label once while it stays in view, however long', () => {
    const frames: Array<[number, string[]]> = [];
    for (let t = 0; t <= 10_000; t += 150) frames.push([t, [A]]);
    expect(replay(frames).flat()).toEqual([A]);
  });

  it('scan it again after about 2 s without reading it (each read keeps it in view)', () => {
    expect(
      replay([
        [0, [A]],
        [500, []],
        [1900, [A]],
        [3800, [A]],
        [5900, [A]],
      ]),
    ).toEqual([[A], [], [], [], [A]]);
  });

  it('scan it again right after another label', () => {
    expect(
      replay([
        [0, [A]],
        [300, [B]],
        [600, [B]],
        [900, [A]],
      ]),
    ).toEqual([[A], [B], [], [A]]);
  });

  it('do not flicker between two labels in view that are read in turns', () => {
    expect(
      replay([
        [0, [A, B]],
        [150, [A]],
        [300, [B]],
        [450, [A, B]],
        [600, [A]],
      ]),
    ).toEqual([[A, B], [], [], [], []]);
  });

  it('ignore empty reads and a code read twice in one frame', () => {
    expect(
      replay([
        [0, ['', A, A]],
        [100, ['']],
      ]),
    ).toEqual([[A], []]);
  });
});
