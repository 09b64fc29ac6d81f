import { describe, expect, it } from 'vitest';
import { percentiles } from './lead-times.repo.ts';

type Row = [string, string, string, [number[], number[]]];

/** The percentiles by the definition: every RA's hours listed in order, the value at ⌈p·n⌉. */
function byDefinition(rows: Row[]) {
  const routes = new Map<string, number[]>();
  for (const [o, d, e, [hours, counts]] of rows) {
    const key = `${o}|${d}|${e}`;
    const merged = routes.get(key) ?? [];
    hours.forEach((hour, i) => {
      merged[hour] = (merged[hour] ?? 0) + (counts[i] as number);
    });
    routes.set(key, merged);
  }
  const byFields = (a: string, b: string) => {
    const [x, y] = [a.split('|'), b.split('|')];
    for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] as string) < (y[i] as string) ? -1 : 1;
    return 0;
  };
  return [...routes.keys()].sort(byFields).flatMap((key) => {
    const every: number[] = [];
    (routes.get(key) ?? []).forEach((n, hour) => {
      for (let i = 0; i < n; i++) every.push(hour);
    });
    if (every.length === 0) return [];
    const [scodoficinaorigen, scodoficinadestino, setapa] = key.split('|');
    const at = (p: number) => every[Math.ceil(p * every.length) - 1];
    return [
      {
        scodoficinaorigen,
        scodoficinadestino,
        setapa,
        ncantidad: every.length,
        nmediana: at(0.5),
        np90: at(0.9),
      },
    ];
  });
}

/** A small deterministic generator (mulberry32), so a failure can be run again. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("Plazos' percentiles from the periods' histograms", () => {
  it('merge the periods of each route and give the hours the definition gives', () => {
    const next = random(42);
    for (let round = 0; round < 50; round++) {
      const rows: Row[] = [];
      for (let period = 0; period < 1 + Math.floor(next() * 12); period++) {
        const hours = [
          ...new Set(Array.from({ length: Math.floor(next() * 30) }, () => Math.floor(next() * 300))),
        ].sort((a, b) => a - b);
        rows.push([
          next() < 0.5 ? 'OFISCL' : 'OFIPUQ',
          next() < 0.5 ? 'OFIPUQ' : '',
          ['DESPA', 'RECEP', 'ENTRE'][Math.floor(next() * 3)] as string,
          [hours, hours.map(() => Math.floor(next() * 6))],
        ]);
      }
      expect(percentiles(rows), `round ${round}`).toEqual(byDefinition(rows));
    }
  });

  it('leave out a route whose RAs were all taken back, and read one RA as both figures', () => {
    expect(
      percentiles([
        [
          'OFISCL',
          'OFIPUQ',
          'DESPA',
          [
            [3, 7],
            [1, 1],
          ],
        ],
        [
          'OFISCL',
          'OFIPUQ',
          'DESPA',
          [
            [3, 7],
            [-1, -1],
          ],
        ],
        [
          'OFIPUQ',
          'OFISCL',
          'ENTRE',
          [
            [0, 120],
            [0, 1],
          ],
        ],
      ]),
    ).toEqual([
      {
        scodoficinaorigen: 'OFIPUQ',
        scodoficinadestino: 'OFISCL',
        setapa: 'ENTRE',
        ncantidad: 1,
        nmediana: 120,
        np90: 120,
      },
    ]);
  });
});
