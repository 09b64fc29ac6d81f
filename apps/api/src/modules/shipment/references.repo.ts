import { isWarehouseCode, normalizeRut, placeLabel } from '@carga/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { findClientById, findClientByRut } from '../../core/reference/clients.repo.ts';
import type { ParameterGroup } from '../../core/reference/parameters.repo.ts';
import { findPlace, officeTable, warehouseTable } from '../../core/reference/places.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { clients, parameters } from '../../db/schema.ts';

type ClientRow = typeof clients.$inferSelect;
type ParameterRow = { description: string; active: boolean };

/**
 * What the wizard's steps read to check and describe an RA (codes, places, clients), read once per key
 * for the life of one change: one RA typed in the wizard, or a whole imported file, whose RAs share
 * their codes and places. `prime` reads many keys in one statement each before the RAs are planned.
 * Nothing is written through it, so an answer read once stays right for the rest of the transaction.
 */
export function referencesIn(db: Db | Tx) {
  const memo = new Map<string, Promise<unknown>>();
  const primed = new Set<string>();
  const once = <T>(key: string, read: () => Promise<T>) => {
    let answer = memo.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = read();
      memo.set(key, answer);
    }
    return answer;
  };
  const parameter = (group: ParameterGroup, code: string) =>
    once(`p:${group}:${code}`, async (): Promise<ParameterRow | undefined> => {
      if (primed.has(group)) return undefined;
      const [row] = await db
        .select({ description: parameters.sdeslargo01, active: parameters.sindactivo })
        .from(parameters)
        .where(and(eq(parameters.sgrupo, group), eq(parameters.scodparametro01, code)));
      return row && { description: row.description, active: row.active === 'S' };
    });
  const place = (code: string) =>
    once(`l:${code}`, () => findPlace(db, isWarehouseCode(code) ? warehouseTable : officeTable, code));
  const placeOf = (kind: 'office' | 'warehouse', code: string) =>
    once(`l:${kind}:${code}`, () => findPlace(db, kind === 'office' ? officeTable : warehouseTable, code));
  const clientByRut = (rut: string) =>
    once(`r:${rut}`, () => findClientByRut(db, rut) as Promise<ClientRow | undefined>);

  return {
    parameter,
    /** The code is in the group (and active, with `activeOnly`). */
    async parameterExists(group: ParameterGroup, code: string, options: { activeOnly?: boolean } = {}) {
      const row = await parameter(group, code);
      return !!row && (!options.activeOnly || row.active);
    },
    /** The code's description, as people read it; null when the group has no such code. */
    async parameterDescription(group: ParameterGroup, code: string | null) {
      return code ? ((await parameter(group, code))?.description ?? null) : null;
    },
    /** An office or warehouse of the table its kind names. */
    placeOf,
    /** 'Bodega Santiago (BDSCL)', as placeName says it. */
    async placeName(code: string | null | undefined) {
      if (!code) return '';
      return placeLabel((await place(code))?.name, code);
    },
    clientById: (id: number) =>
      once(`c:${id}`, () => findClientById(db, id) as Promise<ClientRow | undefined>),
    clientByRut,
    /** Reads these groups' codes and these RUTs' clients in one statement each. */
    async prime(groups: ParameterGroup[], ruts: string[]) {
      const [codes, found] = await Promise.all([
        groups.length
          ? db
              .select({
                group: parameters.sgrupo,
                code: parameters.scodparametro01,
                description: parameters.sdeslargo01,
                active: parameters.sindactivo,
              })
              .from(parameters)
              .where(inArray(parameters.sgrupo, groups))
          : [],
        ruts.length
          ? db
              .select()
              .from(clients)
              .where(inArray(clients.srutcliente, [...new Set(ruts.map(normalizeRut))]))
          : [],
      ]);
      for (const group of groups) {
        for (const row of codes.filter((c) => c.group === group))
          memo.set(
            `p:${group}:${row.code}`,
            Promise.resolve({ description: row.description, active: row.active === 'S' }),
          );
      }
      // A code these groups do not have, or a RUT of no client, is known to be absent.
      for (const group of groups) primed.add(group);
      for (const rut of ruts) memo.set(`r:${normalizeRut(rut)}`, Promise.resolve(undefined));
      for (const client of found) memo.set(`r:${client.srutcliente}`, Promise.resolve(client));
    },
  };
}

export type References = ReturnType<typeof referencesIn>;
