// `npm run db:functions -- <name>…` (or `--all`): prints the statements that (re)create the named database
// functions from apps/api/src/db/functions/<name>.sql, the domain's codes filled in, for the migration that
// creates or changes them. Edit the file first; the migration is its copy at that moment (history), and
// src/db/function-sources.test.ts fails while the database and the files differ.
import { functionMigrationSql, readFunctionSources } from '../src/db/function-sources.ts';

const args = process.argv.slice(2);
const names = args.includes('--all') ? [...readFunctionSources().keys()] : args;
if (names.length === 0) {
  console.error('usage: npm run db:functions -- <function name>… | --all');
  process.exit(2);
}
process.stdout.write(functionMigrationSql(names));
