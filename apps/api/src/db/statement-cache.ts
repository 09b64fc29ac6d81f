import { createHash } from 'node:crypto';
import pg from 'pg';

// Issue 31: a transaction's statements named on its connection, so PostgreSQL parses and plans each text
// once per connection instead of at every run. `runPrepared` names the statements read outside a
// transaction; inside one Drizzle sends every statement unnamed (a scan onto a list sends ten), and each
// paid its parse and plan again. pgx (Go) and postgres.js keep such a cache by default; `pg` has none.
//
// Only the connections a transaction takes from the pool (`pool.connect()` without a callback: Drizzle's
// `db.transaction`) name their statements; a read outside a transaction keeps the choice `runPrepared`
// makes (a RUT prefix is planned for its value each time, docs/performance.md). Only statements with
// parameters are named (BEGIN, COMMIT and texts without values stay on the simple protocol, one message),
// only a text seen before (a one-off statement is not kept), and at most `PER_CONNECTION` names on one
// connection: ten connections then keep at most 2,560 plans, whatever texts the app builds. Texts over 8 KB
// (bulk statements) are never named, and the process names at most 2,000 texts.

export const PER_CONNECTION = 256;
/** Texts seen once, waiting for a second run to be named; cleared when full (a bound, not an LRU). */
const SEEN_LIMIT = 10_000;
/** Texts named in this process: past this, new texts are sent unnamed (the process's memory stays bounded). */
const NAMES_LIMIT = 2_000;
/**
 * Longer texts are not named: they are the bulk statements (a list of thousands of ids), whose parse is
 * little beside their run, and whose texts differ by their length, so keeping them would only fill memory.
 */
export const LONGEST_NAMED = 8_192;

const seen = new Set<string>();
const names = new Map<string, string>();
const wrapped = Symbol('carga.statementCache');

interface QueryConfig {
  text?: string;
  name?: string;
  values?: unknown[];
}

/** The name of `text` once it has been seen twice in this process; undefined before. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known) return known;
  if (text.length > LONGEST_NAMED || names.size >= NAMES_LIMIT) return undefined;
  if (!seen.has(text)) {
    if (seen.size >= SEEN_LIMIT) seen.clear();
    seen.add(text);
    return undefined;
  }
  seen.delete(text);
  // 'tx_' and 120 bits of the text's hash: the name says what it is, and two texts never share one.
  const name = `tx_${createHash('sha1').update(text).digest('hex').slice(0, 30)}`;
  names.set(text, name);
  return name;
}

interface Naming {
  /** The names this connection keeps (pg tracks which it has parsed; this caps how many). */
  kept: Set<string>;
  /** True while a transaction holds the connection (from `connect()` to its release). */
  active: boolean;
}

/**
 * Makes `client` name its parameterised statements while a transaction holds it. The wrapper stays on the
 * client (clients go back to the pool and come again) but names nothing when `pool.query` borrows it.
 */
export function nameStatementsOf(client: pg.PoolClient) {
  const target = client as pg.PoolClient & { [wrapped]?: Naming };
  let naming = target[wrapped];
  if (!naming) {
    const state: Naming = { kept: new Set(), active: false };
    naming = state;
    target[wrapped] = state;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
      config: unknown,
      values?: unknown,
      callback?: unknown,
    ) => {
      if (state.active && config && typeof config === 'object' && !(config as QueryConfig).name) {
        const { text, values: own } = config as QueryConfig;
        const params = Array.isArray(values) ? values : own;
        if (typeof text === 'string' && Array.isArray(params) && params.length > 0) {
          const name = statementName(text);
          if (name && (state.kept.has(name) || state.kept.size < PER_CONNECTION)) {
            state.kept.add(name);
            return query({ ...(config as object), name }, values, callback);
          }
        }
      }
      return query(config, values, callback);
    };
  }
  naming.active = true;
  // pg-pool gives the client a new `release` at every checkout: this one ends the naming first.
  const release = client.release;
  const state = naming;
  client.release = (err?: Error | boolean) => {
    state.active = false;
    return release.call(client, err);
  };
  return client;
}

type Callback = Parameters<pg.Pool['connect']>[0] & {};

/** A pool whose connections, when taken for a transaction, name their statements. */
export class NamingPool extends pg.Pool {
  // pg-pool's own queries (`pool.query`) take their connection with a callback: those are left as they are.
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Callback): void;
  override connect(callback?: Callback): Promise<pg.PoolClient> | undefined {
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then(nameStatementsOf);
  }
}
