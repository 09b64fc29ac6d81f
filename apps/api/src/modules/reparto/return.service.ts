import {
  formatRaNumber,
  repartoMessages as m,
  type RepartoRoute,
  type ScanResponse,
  scanTexts,
  UNIT_STATE_NAMES,
  type UnitState,
} from '@carga/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Principal } from '../../core/principal.ts';
import { appendEvents, namedUnits, unitEvents } from '../../core/ra/events.repo.ts';
import { recordHistories } from '../../core/ra/ra.repo.ts';
import { setUnitState, setUnitsState } from '../../core/ra/units.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { deliveryRoutes, deliveryStops, units } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { recordScan, replayedScan, type Scan, type ScanTarget } from '../custody/scan-core.ts';
import type * as repo from './reparto.repo.ts';
import { routeFor } from './route-access.ts';
import { pickupsPendingAtClose, releasePickupsAtClose } from './route-pickups.close.ts';

// Issue 35, back at the warehouse: the units of the stops not delivered are scanned back (EN_REPARTO →
// RECIBIDA, custody event REGRESO), and the route is closed (EN_RUTA → CERRADA). Stops the driver did not
// settle, and units not scanned back, are named and only closed over when confirmed: the stops as not
// visited, the units as missing (FALTANTE). Closing lets every RA not delivered go (`sindvigente` N): it
// waits for a new route or for the counter; Reparto shows how many visits failed (from the third the office
// calls first).

/** The units still in the van of the route's stops not delivered. */
async function unitsInVan(tx: Tx, id: number) {
  return tx
    .select()
    .from(units)
    .where(
      and(
        eq(units.sestado, 'EN_REPARTO'),
        sql`${units.nidra} in (select p.nidra from hoja_ruta_parada p
              where p.nidhojaruta = ${id} and p.sindvigente = 'S' and p.sestado <> 'ENTREGADO')`,
      ),
    )
    .orderBy(units.nidra, units.nnumero);
}

export function createRouteReturnService(
  db: Db,
  describe: (on: Db, row: repo.RouteRow) => Promise<RepartoRoute>,
) {
  return {
    async returnScan(principal: Principal, id: number, scan: Scan): Promise<ScanResponse> {
      return db.transaction(async (tx) => {
        const route = await routeFor(tx, principal, id, true);
        const target: ScanTarget = {
          nidlistacarga: null,
          place: route.scodbodega,
          counts: async (t) => {
            const { rows } = (await t.execute(sql`
              select count(*)::int as "onList", count(*) filter (where u.sestado = 'RECIBIDA')::int as scanned
                from unidad u join hoja_ruta_parada p on p.nidra = u.nidra
               where p.nidhojaruta = ${id} and p.sestado <> 'ENTREGADO'
                 and u.sestado in ('EN_REPARTO', 'RECIBIDA')`)) as unknown as {
              rows: Array<{ onList: number; scanned: number }>;
            };
            return { onList: Number(rows[0]?.onList ?? 0), scanned: Number(rows[0]?.scanned ?? 0) };
          },
        };
        const replay = await replayedScan(tx, target, scan);
        if (replay) return replay;
        if (route.sestado !== 'EN_RUTA') throw conflict(m.routeNotReturning);
        return recordScan(tx, principal, scan, target, async ({ ra, unit, name }) => {
          const stops = await tx
            .select({ sestado: deliveryStops.sestado })
            .from(deliveryStops)
            .where(and(eq(deliveryStops.nidhojaruta, id), eq(deliveryStops.nidra, ra.nidra)));
          if (stops.length === 0)
            return { refuse: 'NO_ESPERADA', message: scanTexts.notOnThisRoute(name, id) };
          if (unit.sestado === 'ENTREGADA')
            return { refuse: 'NO_DISPONIBLE', message: scanTexts.deliveredOnRoute(name) };
          if (unit.sestado !== 'EN_REPARTO') {
            const state = UNIT_STATE_NAMES[unit.sestado as UnitState] ?? unit.sestado;
            return { refuse: 'YA_ESCANEADA', message: scanTexts.notInVan(name, state) };
          }
          return {
            accept: 'REGRESO',
            message: scanTexts.backFromRoute(name, id),
            apply: () => setUnitState(tx, unit.nidunidad, 'RECIBIDA'),
          };
        });
      });
    },

    /** 'Cierre': EN_RUTA → CERRADA; what is left unsettled is named unless confirmed. */
    async close(principal: Principal, id: number, confirmed: boolean): Promise<RepartoRoute> {
      const row = await db.transaction(async (tx) => {
        const route = await routeFor(tx, principal, id, true);
        if (route.sestado !== 'EN_RUTA') throw conflict(m.routeNotClosable);
        const pending = await tx
          .select({ nidparada: deliveryStops.nidparada, nidra: deliveryStops.nidra })
          .from(deliveryStops)
          .where(and(eq(deliveryStops.nidhojaruta, id), eq(deliveryStops.sestado, 'PENDIENTE')));
        // Pickups the driver did not settle are named with them (a sentence of their own).
        const pickupsLeft = confirmed ? null : await pickupsPendingAtClose(tx, id);
        if (pending.length > 0 && !confirmed) {
          const ras = pending.map((p) => `RA ${formatRaNumber(p.nidra)}`).join(', ');
          throw conflict([m.routeStopsPending(pending.length, ras), pickupsLeft].filter(Boolean).join(' '));
        }
        if (pickupsLeft) throw conflict(pickupsLeft);
        const left = await unitsInVan(tx, id);
        if (left.length > 0 && !confirmed) throw conflict(m.routeUnitsNotBack(left.length, namedUnits(left)));
        const now = new Date();
        if (pending.length > 0) {
          await tx
            .update(deliveryStops)
            .set({
              sestado: 'NO_ENTREGADO',
              smotivo: 'OTRO',
              dfhoresultado: now,
              nidusuario: principal.nidusuario,
            })
            .where(
              inArray(
                deliveryStops.nidparada,
                pending.map((p) => p.nidparada),
              ),
            );
          await recordHistories(
            tx,
            pending.map((p) => ({
              nidra: p.nidra,
              nidusuario: principal.nidusuario,
              saccion: 'REPARTO',
              sdetalle: `${m.notVisited} en la hoja de ruta N° ${id}, cerrada sin registrar la parada`,
            })),
          );
        }
        if (left.length > 0) {
          // Not scanned back: missing, as at an arrival (the office looks for them).
          await setUnitsState(
            tx,
            left.map((u) => u.nidunidad),
            'FALTANTE',
          );
          await appendEvents(
            tx,
            unitEvents(
              left,
              'FALTANTE',
              (name) => `${name} no volvió del reparto de la hoja de ruta N° ${id}`,
              {
                scodlugar: route.scodbodega,
                nidusuario: principal.nidusuario,
              },
              'MANUAL',
            ),
          );
        }
        await releasePickupsAtClose(tx, id, principal.nidusuario, now);
        await tx
          .update(deliveryStops)
          .set({ sindvigente: 'N' })
          .where(and(eq(deliveryStops.nidhojaruta, id), eq(deliveryStops.sindvigente, 'S')));
        await tx
          .update(deliveryRoutes)
          .set({ sestado: 'CERRADA', dfhocierre: now })
          .where(eq(deliveryRoutes.nidhojaruta, id));
        return { ...route, sestado: 'CERRADA' as const, dfhocierre: now };
      });
      return describe(db, row);
    },
  };
}

export type RouteReturnService = ReturnType<typeof createRouteReturnService>;
