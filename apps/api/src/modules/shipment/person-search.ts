import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { nameWords } from '../../db/schema.ts';
import { likeEscape } from '../../db/sql-helpers.ts';

// The sender and recipient filters of the RA lists (spec 1: 'Remitente', 'Destinatario'): digits search
// the RUT from its start, anything else the words of the name (migration 0016's GIN indexes).

/** A word of a name search: whole, or (the last one, perhaps still being typed) from its start. */
interface Term {
  word: string;
  prefix: boolean;
}

function nameTerms(text: string): Term[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.map((word, i) => ({ word, prefix: i === words.length - 1 }));
}

const asQuery = (terms: Term[]) => terms.map((t) => (t.prefix ? `${t.word}:*` : t.word)).join(' & ');

/**
 * The text query of a name search: every word typed must be a word of the name, the last one only from
 * its start (it may still be being typed). Only letters and digits reach the query, so no input is
 * tsquery syntax. Null when nothing searchable was typed.
 */
export function nameQuery(text: string): string | null {
  const terms = nameTerms(text);
  return terms.length ? asQuery(terms) : null;
}

/**
 * What a person filter searches, decided from the text typed: the RUT from its start (`rut`, a LIKE
 * pattern), or the name's words (`words`, a text query the index answers); `check`, when given, is the
 * whole query, checked on the rows `words` finds; `none` when nothing searchable was typed. Its values
 * can be a prepared statement's slots: the text decides only which of them are written.
 */
export interface PersonSearch {
  rut?: string | Placeholder;
  /** A RUT pattern of six characters or more: at most a hundred RUTs' RAs (SELECTIVE_RUT). */
  rutSelective?: string | Placeholder;
  words?: string | Placeholder;
  check?: string | Placeholder;
  /**
   * `words` holds only rare words (each in under 1 % of the names, `frequentNameWords`): the index finds
   * fewer RAs for them than any route's index would, so the lists ask it alone (lists.repo.ts).
   */
  rare?: boolean | Placeholder;
  none?: boolean;
}

/**
 * From six characters on, a RUT prefix names at most a hundred RUTs: the lists find their RAs by the RUT
 * index and sort them (lists.repo.ts). A shorter one matches so many RAs that walking them newest first
 * meets a page at once ('1000': 0.2 ms by the walk, 1.8 s sorting its 600,000 RAs at a million).
 */
export const SELECTIVE_RUT = 6;

/**
 * The search a text means. `frequent` are words found in so many names (`frequentNameWords`) that the
 * index would read most of its entries for them ('cliente' in 'Cliente 4243': 2 ms of a 2.4 ms search at
 * a million RAs): when other words were typed too, the index is asked for those, and the frequent ones are
 * checked on the few rows found. A last word typed in part is frequent when a frequent word starts with it.
 */
export function personSearch(
  text: string | PersonSearch | undefined,
  frequent: ReadonlySet<string> = new Set(),
): PersonSearch | undefined {
  if (typeof text !== 'string') return text;
  const value = text.trim();
  if (!value) return undefined;
  if (/^[\dkK-]+$/.test(value)) {
    const pattern = `${likeEscape(value.toUpperCase())}%`;
    return value.length >= SELECTIVE_RUT ? { rutSelective: pattern } : { rut: pattern };
  }
  const terms = nameTerms(value);
  if (terms.length === 0) return { none: true };
  const isFrequent = (t: Term) =>
    t.prefix ? [...frequent].some((word) => word.startsWith(t.word)) : frequent.has(t.word);
  const rare = terms.filter((t) => !isFrequent(t));
  if (rare.length === 0) return { words: asQuery(terms) };
  return rare.length === terms.length
    ? { words: asQuery(terms), rare: true }
    : { words: asQuery(rare), check: asQuery(terms), rare: true };
}

/** A person filter as a condition on the RUT and name columns (`personSearch`). */
export function personCondition(
  text: string | PersonSearch | undefined,
  rut: AnyPgColumn,
  name: AnyPgColumn,
): SQL | undefined {
  const search = personSearch(text);
  if (!search) return undefined;
  const rutPattern = search.rut ?? search.rutSelective;
  if (rutPattern) return sql`${rut} like ${rutPattern}`;
  if (!search.words) return sql`false`;
  const found = sql`${nameWords(name)} @@ to_tsquery('simple', ${search.words})`;
  // Written on `name || ''`, which no index holds, so that PostgreSQL checks it on the rows found.
  return search.check
    ? sql`${found} and to_tsvector('simple', ${name} || '') @@ to_tsquery('simple', ${search.check})`
    : found;
}

/** A word is frequent from this share of the names on: its index entry holds 10,000 RAs at a million. */
const FREQUENT_SHARE = 0.01;
const REFRESH_MS = 10 * 60_000;
const INDEXES = {
  sender: 'recepcion_nom_remitente_palabras_idx',
  recipient: 'recepcion_nom_destinatario_palabras_idx',
} as const;

type FrequentWords = Record<keyof typeof INDEXES, ReadonlySet<string>>;
const none: FrequentWords = { sender: new Set(), recipient: new Set() };

interface Kept {
  words: FrequentWords;
  at: number;
  reading?: Promise<void>;
}
const kept = new WeakMap<Db, Kept>();

/** The frequent words of the names, as PostgreSQL's statistics of the two indexes have them (ANALYZE). */
async function readFrequentWords(db: Db): Promise<FrequentWords> {
  const result = (await db.execute(sql`
    select tablename, e.word from pg_stats,
      unnest(most_common_elems::text::text[], most_common_elem_freqs) as e(word, share)
    where schemaname = current_schema() and tablename in (${INDEXES.sender}, ${INDEXES.recipient})
      and e.word is not null and e.share >= ${FREQUENT_SHARE}`)) as unknown as {
    rows: Array<{ tablename: string; word: string }>;
  };
  const of = (index: string) =>
    new Set(result.rows.filter((row) => row.tablename === index).map((row) => row.word));
  return { sender: of(INDEXES.sender), recipient: of(INDEXES.recipient) };
}

/**
 * The frequent words, read once and then again every ten minutes in the background (a search never waits
 * for it but the first); none when the statistics cannot be read, which only makes searches what they were.
 */
export async function frequentNameWords(db: Db): Promise<FrequentWords> {
  const read = () => readFrequentWords(db).catch(() => none);
  let entry = kept.get(db);
  if (!entry) {
    entry = { words: await read(), at: Date.now() };
    kept.set(db, entry);
  } else if (!entry.reading && Date.now() - entry.at > REFRESH_MS) {
    const current = entry;
    current.reading = read().then((words) => {
      Object.assign(current, { words, at: Date.now(), reading: undefined });
    });
  }
  return entry.words;
}

/** Forgets the frequent words read (the tests, after ANALYZE). */
export const forgetFrequentNameWords = (db: Db) => kept.delete(db);
