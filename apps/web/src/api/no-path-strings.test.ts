import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '@carga/domain';
import { describe, expect, it } from 'vitest';

// Issue 32: the web calls the API through the route map (`api(routes.x.y, …)`), never by a path written
// as a string. This reads every source file outside api/ and fails on a literal that starts an API path.

const src = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === __dirname ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The first segment of every API path ('Shipment', 'LoadingList', …), from the map itself. */
const segments = new Set(
  Object.values(routes).flatMap((area) => Object.values(area).map((route) => route.path.split('/')[2])),
);
const apiPath = new RegExp(`['"\`](/api/|/(${[...segments].join('|')})(/|['"\`?$]))`);

describe('web calls', () => {
  it('write no API path as a string outside api/', () => {
    const found = sources(src).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line: line.trim(), where: `${path.relative(src, file)}:${index + 1}` }))
        .filter(({ line }) => !/^(\*|\/\*|\/\/)/.test(line) && apiPath.test(line))
        .map(({ line, where }) => `${where}: ${line}`),
    );
    expect(found).toEqual([]);
  });

  it('finds a path written as a string (the check can fail)', () => {
    expect(apiPath.test("apiFetch('/Shipment/Detail/1')")).toBe(true);
    expect(apiPath.test('fetch(`/api/Auth/refresh`)')).toBe(true);
  });
});
