import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A PDF's text as poppler's pdftotext lays it out (columns kept on their lines), to read a report's words.

export function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'carga-pdf-')), 'doc.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
