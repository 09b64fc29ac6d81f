import { createRequire } from 'node:module';

// node-postgres, on every result, builds an object with a key per column (`_prebuiltEmptyResultObject`,
// through a dictionary and a spread) that only rows read as objects use. Drizzle reads rows as arrays, so
// on those results the object is skipped and only the parsers are chosen: `addFields` was 7 % of the
// server's time on the RA detail (five statements, 2026-11-30) and 2.5 % on a list page. Rows read as
// objects (pg's default: `db.execute`, the pool's own queries) and results without Drizzle's type parsers
// keep pg's own code. `pg-result.test.ts` checks both kinds of rows and that the method replaced is pg's.

interface FieldDescription {
  name: string;
  dataTypeID: number;
  format?: string;
}
interface TypeParsers {
  getTypeParser(oid: number, format: string): unknown;
}
interface PgResult {
  rowAsArray: boolean;
  fields: FieldDescription[];
  _types?: TypeParsers;
  _parsers?: unknown[];
  addFields(fields: FieldDescription[]): void;
}

const require = createRequire(import.meta.url);
const Result = require('pg/lib/result.js') as { prototype: PgResult };
const current = Result.prototype.addFields as PgResult['addFields'] & { pgOwn?: PgResult['addFields'] };
/** pg's own `addFields`, kept for rows read as objects (also when this module is evaluated again). */
export const pgAddFields = current.pgOwn ?? current;

if (!current.pgOwn) {
  const leanAddFields = function addFields(this: PgResult, fields: FieldDescription[]) {
    const types = this._types;
    if (!this.rowAsArray || !types) return pgAddFields.call(this, fields);
    this.fields = fields;
    if (fields.length === 0) return;
    const parsers = new Array(fields.length);
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i] as FieldDescription;
      parsers[i] = types.getTypeParser(field.dataTypeID, field.format || 'text');
    }
    this._parsers = parsers;
  };
  Object.defineProperty(leanAddFields, 'pgOwn', { value: pgAddFields });
  Result.prototype.addFields = leanAddFields;
}
