import {
  FAILED_VISIT_REASONS,
  type ManagementQuery,
  messages,
  type RepartoManagementResponse,
  ROUTE_STATE_LABELS,
  type RouteState,
} from '@carga/domain';
import { sql } from 'drizzle-orm';
import { type Principal, worksAt } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../errors.ts';

// Issue 35, Gestión › Reparto (GEST-BODEGA): the door deliveries of the caller's warehouses (or one of them)
// over a range of route days — per day, per route, the reasons of the visits without success, and how many
// RAs were delivered at their first visit. Read from the routes and their stops at read time: a warehouse's
// routes are a few a day, nothing is kept.

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const codes = (list: string[]) => `{${list.map((c) => c.replace(/[{},"\\]/g, '')).join(',')}}`;

export function createRepartoManagementService(db: Db) {
  return {
    async figures(principal: Principal, q: ManagementQuery): Promise<RepartoManagementResponse> {
      if (q.codigo && !worksAt(principal, q.codigo)) throw forbidden(messages.officeNotAllowed);
      const warehouses = q.codigo ? [q.codigo] : principal.bodegas;
      const scope = sql`h.scodbodega = any(${codes(warehouses)}::text[])
        and h.dfecha between ${q.desde}::date and ${q.hasta}::date`;
      const [days, routes, reasons, first] = await Promise.all([
        rows<{ dfecha: string; nrutas: number; nparadas: number; nentregadas: number; nfallidas: number }>(
          db,
          sql`select to_char(h.dfecha, 'YYYY-MM-DD') as dfecha, count(distinct h.nidhojaruta)::int as nrutas,
                count(p.nidparada)::int as nparadas,
                count(*) filter (where p.sestado = 'ENTREGADO')::int as nentregadas,
                count(*) filter (where p.sestado = 'NO_ENTREGADO')::int as nfallidas
              from hoja_ruta h left join hoja_ruta_parada p on p.nidhojaruta = h.nidhojaruta
             where ${scope} group by h.dfecha order by h.dfecha`,
        ),
        rows<{
          nidhojaruta: number;
          dfecha: string;
          scodbodega: string;
          snombreconductor: string;
          spatente: string;
          sestado: RouteState;
          nparadas: number;
          nentregadas: number;
          nfallidas: number;
        }>(
          db,
          sql`select h.nidhojaruta, to_char(h.dfecha, 'YYYY-MM-DD') as dfecha, h.scodbodega,
                u.snombre as snombreconductor, h.spatente, h.sestado, count(p.nidparada)::int as nparadas,
                count(*) filter (where p.sestado = 'ENTREGADO')::int as nentregadas,
                count(*) filter (where p.sestado = 'NO_ENTREGADO')::int as nfallidas
              from hoja_ruta h join usuario u on u.nidusuario = h.nidconductor
              left join hoja_ruta_parada p on p.nidhojaruta = h.nidhojaruta
             where ${scope} group by h.nidhojaruta, u.snombre order by h.dfecha desc, h.nidhojaruta desc limit 200`,
        ),
        rows<{ smotivo: string; ncantidad: number }>(
          db,
          sql`select p.smotivo, count(*)::int as ncantidad
              from hoja_ruta h join hoja_ruta_parada p on p.nidhojaruta = h.nidhojaruta
             where ${scope} and p.sestado = 'NO_ENTREGADO' group by p.smotivo order by 2 desc, 1`,
        ),
        // Each RA visited in the range, and whether its first visit ever (by time) delivered it.
        rows<{ nras: number; nprimerintento: number }>(
          db,
          sql`with visitadas as (
                select distinct p.nidra from hoja_ruta h join hoja_ruta_parada p on p.nidhojaruta = h.nidhojaruta
                 where ${scope} and p.sestado <> 'PENDIENTE'),
              primeras as (
                select distinct on (p.nidra) p.nidra, p.sestado from hoja_ruta_parada p
                  join visitadas v on v.nidra = p.nidra
                 where p.sestado <> 'PENDIENTE' order by p.nidra, p.dfhoresultado, p.nidparada)
              select (select count(*) from visitadas)::int as nras,
                     (select count(*) from primeras where sestado = 'ENTREGADO')::int as nprimerintento`,
        ),
      ]);
      return {
        dias: days.map((d) => ({
          ...d,
          npendientes: Number(d.nparadas) - Number(d.nentregadas) - Number(d.nfallidas),
        })),
        rutas: routes.map(({ sestado, ...r }) => ({
          ...r,
          sdesestado: ROUTE_STATE_LABELS[sestado] ?? sestado,
        })),
        motivos: reasons.map((r) => ({
          smotivo: r.smotivo,
          sdesmotivo: FAILED_VISIT_REASONS[r.smotivo as keyof typeof FAILED_VISIT_REASONS] ?? r.smotivo,
          ncantidad: Number(r.ncantidad),
        })),
        nras: Number(first[0]?.nras ?? 0),
        nprimerintento: Number(first[0]?.nprimerintento ?? 0),
      };
    },
  };
}

export type RepartoManagementService = ReturnType<typeof createRepartoManagementService>;
