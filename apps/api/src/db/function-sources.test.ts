import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CHILE_TIME_ZONE,
  LEAD_TIME_STAGES,
  LOADING_LIST_STATES,
  RA_STATES,
  SALE_REASONS,
} from '@carga/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../test/test-app.ts';
import type { Database } from './client.ts';
import {
  functionsFolder,
  normaliseDefinition,
  readFunctionSources,
  renderFunctionSource,
} from './function-sources.ts';

// Issue 31: each database function's current body is in apps/api/src/db/functions/<name>.sql. A migration
// that changes a function without its file (or a file changed without a migration) fails here.

describe('function files', () => {
  it('fill the codes and the time zone from the domain, and refuse what the domain does not know', () => {
    expect(renderFunctionSource(`WHERE s IN ({{RA_STATE.ANULA}}) AT TIME ZONE {{CHILE_TIME_ZONE}}`)).toBe(
      `WHERE s IN ('ANULA') AT TIME ZONE 'America/Santiago'`,
    );
    expect(() => renderFunctionSource('{{RA_STATE.ANULADA}}')).toThrow(/not a code of the domain/);
    expect(() => renderFunctionSource('{{LIST_STATE.BORIG}}')).toThrow(/not a code of the domain/);
    expect(() => renderFunctionSource('{{TIME_ZONE}}')).toThrow(/unknown placeholder/);
  });

  it('name no state code or time zone as a literal: they come from the domain', () => {
    const codes = [
      ...RA_STATES,
      ...LOADING_LIST_STATES,
      ...SALE_REASONS,
      ...LEAD_TIME_STAGES,
      CHILE_TIME_ZONE,
    ];
    const literal = new RegExp(`'(${codes.map((code) => code.replaceAll('/', '\\/')).join('|')})'`);
    const files = readdirSync(functionsFolder).filter((file) => file.endsWith('.sql'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(readFileSync(path.join(functionsFolder, file), 'utf8'), file).not.toMatch(literal);
    }
  });
});

describe.each(drivers)('database functions on %s', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('are each exactly the definition in its file, and every file is a function', async () => {
    const result = await database.db.execute(sql`
      select p.proname as name, pg_get_functiondef(p.oid) as definition
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
      order by 1`);
    const inDatabase = (result as unknown as { rows: Array<{ name: string; definition: string }> }).rows;
    const files = readFunctionSources();
    const differences: string[] = [];
    for (const { name, definition } of inDatabase) {
      const file = files.get(name);
      if (file === undefined) differences.push(`${name}: in the database, no file functions/${name}.sql`);
      else if (normaliseDefinition(file) !== normaliseDefinition(definition)) {
        differences.push(`${name}: differs from functions/${name}.sql\n--- database\n${definition}`);
      }
    }
    const names = new Set(inDatabase.map((f) => f.name));
    for (const name of files.keys()) {
      if (!names.has(name))
        differences.push(`${name}: functions/${name}.sql has no function in the database`);
    }
    expect(differences.join('\n\n')).toBe('');
  });
});
