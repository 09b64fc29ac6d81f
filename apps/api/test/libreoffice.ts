import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** LibreOffice is installed by .ci/run; tests that open spreadsheets with it skip where it is missing. */
export const hasLibreOffice = spawnSync('which', ['libreoffice']).status === 0;

/**
 * Opens a spreadsheet in LibreOffice and answers its first sheet as CSV in UTF-8 (filter token 76), cells
 * as displayed: number formats and dates survive, and numbers come out unquoted.
 */
export function libreOfficeCsv(bytes: Buffer, name = 'reporte') {
  const folder = mkdtempSync(path.join(tmpdir(), 'carga-xlsx-'));
  const file = path.join(folder, `${name}.xlsx`);
  writeFileSync(file, bytes);
  const filter = 'csv:Text - txt - csv (StarCalc):44,34,76';
  execFileSync('libreoffice', ['--headless', '--convert-to', filter, '--outdir', folder, file], {
    timeout: 60_000,
  });
  return readFileSync(path.join(folder, `${name}.csv`), 'utf8');
}
