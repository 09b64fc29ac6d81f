// The statements one API request sends, recorded from the drivers themselves, for the bench's raw
// replay and for bench/explain.ts.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Statement {
  text: string;
  values?: unknown[];
  /** The name it was prepared under on its connection (db/prepared.ts), when the API named it. */
  name?: string;
}

// From `pg` itself (Drizzle's node-postgres driver and the transaction's BEGIN/COMMIT all go through
// Client.prototype.query), so the replay is exactly what ran.
let recording: Statement[] | null = null;
/** `pg`'s own query, unrecorded (explain's plans). */
export const rawPgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
  const [config, values] = args as [
    string | { text: string; values?: unknown[]; name?: string },
    unknown[] | undefined,
  ];
  if (recording) {
    // pg takes the values in the config or beside it (Drizzle passes them beside).
    if (typeof config === 'string') recording.push({ text: config, values });
    else recording.push({ text: config.text, values: values ?? config.values, name: config.name });
  }
  return (rawPgQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

// On PGlite the same, from PGlite's own query (a transaction's queries go through it too); the instance
// seen is the one a replay uses.
let pglite: PGlite | null = null;
const originalPgliteQuery = PGlite.prototype.query;
PGlite.prototype.query = function query(this: PGlite, text: string, values?: unknown[], options?: unknown) {
  pglite = this;
  recording?.push({ text, values });
  return (originalPgliteQuery as (...a: unknown[]) => Promise<never>).call(this, text, values, options);
} as typeof PGlite.prototype.query;

/** The statements `work` sends to the database. */
export async function recordStatements(work: () => Promise<unknown>): Promise<Statement[]> {
  recording = [];
  try {
    await work();
    return recording;
  } finally {
    recording = null;
  }
}

/**
 * The statements one API request sends, after three calls that warm it, with its answer's status, size and
 * time; a transaction's BEGIN, COMMIT and ROLLBACK apart (the tools explain.ts and repeat.ts).
 */
export async function requestStatements(url: string, token: string) {
  const call = () => fetch(url, { headers: { authorization: `Bearer ${token}` } });
  for (let i = 0; i < 3; i++) await (await call()).arrayBuffer();
  let status = 0;
  let bytes = 0;
  const begin = performance.now();
  const statements = await recordStatements(async () => {
    const response = await call();
    status = response.status;
    bytes = (await response.text()).length;
  });
  const elapsed = performance.now() - begin;
  const sent = statements.filter((s) => !/^(begin|commit|rollback)/i.test(s.text.trim()));
  return { statements: sent, status, bytes, elapsed };
}

/** The PGlite instance the app queried, if it runs on PGlite. */
export const embeddedDatabase = () => pglite;
