import { ilike, or, type SQL, sql } from 'drizzle-orm';
import { clients, tariffs } from '../../db/schema.ts';
import { likeEscape } from '../../db/sql-helpers.ts';

/** The client's RUT from its start, its name (full or short) anywhere, case-insensitively. */
export function clientConditions(f: { rut?: string; nombre?: string }): Array<SQL | undefined> {
  return [
    f.rut ? sql`${clients.srutcliente} like ${`${likeEscape(f.rut.toUpperCase())}%`}` : undefined,
    f.nombre
      ? or(
          ilike(clients.snombrecliente, `%${likeEscape(f.nombre)}%`),
          ilike(clients.snombrecorto, `%${likeEscape(f.nombre)}%`),
        )
      : undefined,
  ];
}

/**
 * The row that stands for its key: the active tariff, or, when none is active, the one changed last.
 * The inactive rows behind it are history (the unique index allows one active row per key).
 */
export const representativeTariff = sql`not exists (
  select 1 from ${tariffs} as t2
  where t2.nidcliente = ${tariffs.nidcliente}
    and t2.scodoficinaorigen = ${tariffs.scodoficinaorigen}
    and t2.scodoficinadestino = ${tariffs.scodoficinadestino}
    and t2.svia = ${tariffs.svia}
    and t2.scodmodalidad = ${tariffs.scodmodalidad}
    and t2.scodtipocarga = ${tariffs.scodtipocarga}
    and ((t2.sindvigente = 'S' and ${tariffs.sindvigente} <> 'S')
      or (t2.sindvigente = ${tariffs.sindvigente}
        and (t2.dfecmodificacion, t2.nidtarifa) > (${tariffs.dfecmodificacion}, ${tariffs.nidtarifa}))))`;
