/**
 * The rows of every table in a plain pg_dump made with --inserts, counted from the dump itself (so the
 * manifest agrees with the dump, whatever the server did meanwhile): the statements of each 'TABLE DATA'
 * entry, skipping what is inside strings, quoted names, dollar-quoted bodies and comments. Every table
 * the dump creates is listed, those without rows with 0. Keys are 'schema.table'.
 */
export function countDumpRows(sql: string): Record<string, number> {
  const counts: Record<string, number> = {};
  let table: string | null = null;
  let i = 0;
  const n = sql.length;
  const isWord = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_$]/.test(c);
  while (i < n) {
    const c = sql[i];
    if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const line = sql.slice(i, end === -1 ? n : end);
      const header = /^-- (?:Data for )?Name: (.+?); Type: ([A-Z ]+); Schema: (.+?); Owner:/.exec(line);
      if (header && (i === 0 || sql[i - 1] === '\n')) {
        const [, name, type, schema] = header;
        const key = `${schema}.${name}`;
        table = type === 'TABLE DATA' ? key : null;
        if (type === 'TABLE' || type === 'TABLE DATA') counts[key] ??= 0;
      }
      i = end === -1 ? n : end + 1;
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? n : end + 2;
    } else if (c === "'") {
      const escapes = (sql[i - 1] === 'E' || sql[i - 1] === 'e') && !isWord(sql[i - 2]);
      i++;
      while (i < n) {
        if (escapes && sql[i] === '\\') i += 2;
        else if (sql[i] === "'" && sql[i + 1] === "'") i += 2;
        else if (sql[i] === "'") break;
        else i++;
      }
      i++;
    } else if (c === '"') {
      i++;
      while (i < n && !(sql[i] === '"' && sql[i + 1] !== '"')) i += sql[i] === '"' ? 2 : 1;
      i++;
    } else if (c === '$' && !isWord(sql[i - 1])) {
      const tag = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i, i + 64))?.[0];
      if (tag) {
        const end = sql.indexOf(tag, i + tag.length);
        i = end === -1 ? n : end + tag.length;
      } else i++;
    } else {
      if (c === ';' && table) counts[table] = (counts[table] ?? 0) + 1;
      i++;
    }
  }
  return counts;
}
