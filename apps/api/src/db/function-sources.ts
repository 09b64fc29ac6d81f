import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CHILE_TIME_ZONE,
  LEAD_TIME_GRAINS,
  LEAD_TIME_STAGES,
  LOADING_LIST_STATES,
  RA_STATES,
  SALE_REASONS,
} from '@carga/domain';

// One visible source per database function (issue 31): `functions/<name>.sql` holds the function's current
// definition as PostgreSQL prints it (pg_get_functiondef), with the domain's codes written as placeholders.
// A migration that creates or changes a function takes its SQL from `npm run db:functions -- <name>…`, and
// function-sources.test.ts fails when the database and the files differ.

export const functionsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');

/** The codes a function may name, from the domain: `{{RA_STATE.ANULA}}` becomes `'ANULA'`. */
const CODE_LISTS: Record<string, readonly string[]> = {
  RA_STATE: RA_STATES,
  LIST_STATE: LOADING_LIST_STATES,
  SALE_REASON: SALE_REASONS,
  LEAD_TIME_STAGE: LEAD_TIME_STAGES,
  LEAD_TIME_GRAIN: LEAD_TIME_GRAINS,
};
const VALUES: Record<string, string> = { CHILE_TIME_ZONE };

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The SQL of a function file: every placeholder replaced by its quoted value; an unknown one throws. */
export function renderFunctionSource(text: string, file = 'function'): string {
  return text.replace(/\{\{([A-Z_]+)(?:\.([A-Za-z_]+))?\}\}/g, (whole, list: string, code?: string) => {
    if (code === undefined) {
      const value = VALUES[list];
      if (value === undefined) throw new Error(`${file}: unknown placeholder ${whole}`);
      return literal(value);
    }
    if (!CODE_LISTS[list]?.includes(code)) throw new Error(`${file}: ${whole} is not a code of the domain`);
    return literal(code);
  });
}

/** Every function file, by function name (the file's name), rendered. */
export function readFunctionSources(folder = functionsFolder): Map<string, string> {
  const sources = new Map<string, string>();
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith('.sql')) continue;
    const text = readFileSync(path.join(folder, file), 'utf8');
    if (text.includes('{{') && /\{\{(?![A-Z_]+(?:\.[A-Za-z_]+)?\}\})/.test(text)) {
      throw new Error(`${file}: a placeholder is not {{NAME}} or {{LIST.CODE}}`);
    }
    sources.set(file.slice(0, -'.sql'.length), renderFunctionSource(text, file));
  }
  return sources;
}

/** The statements of a migration that (re)creates the named functions from their files, in that order. */
export function functionMigrationSql(names: readonly string[], folder = functionsFolder): string {
  const sources = readFunctionSources(folder);
  return names
    .map((name) => {
      const source = sources.get(name);
      if (!source) throw new Error(`no file functions/${name}.sql`);
      return `${source.trimEnd()};\n`;
    })
    .join('--> statement-breakpoint\n');
}

/** Whitespace that PostgreSQL and editors disagree on: line endings, trailing blanks, blank lines at the end. */
export const normaliseDefinition = (text: string) =>
  text
    .replaceAll('\r\n', '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
