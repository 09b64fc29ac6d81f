// What the browser downloads before the sign-in page shows (issue 15: at most 200 KB of JavaScript, gzip):
// the script of index.html and the modules it preloads, gzipped as a server would send them. Reads the
// built app (`npm run build`); skipped when there is none.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BenchResult } from './measure.ts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** The scripts index.html loads and preloads, and their size gzipped as a server would send them. */
export function initialDownload(built = dist) {
  const html = path.join(built, 'index.html');
  if (!existsSync(html)) return null;
  const files = [...readFileSync(html, 'utf8').matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  let gzip = 0;
  for (const file of files) gzip += gzipSync(readFileSync(path.join(built, 'assets', file))).byteLength;
  return { files, gzip };
}

export async function run(): Promise<BenchResult[]> {
  const download = initialDownload();
  if (!download) {
    console.log('Paquete inicial: omitido (ejecute `npm run build`).');
    return [];
  }
  return [
    {
      name: `JavaScript inicial de la página de inicio de sesión (${download.files.length} archivos, gzip)`,
      runs: 1,
      medianMs: 0,
      p95Ms: 0,
      sizeBytes: download.gzip,
    },
  ];
}
