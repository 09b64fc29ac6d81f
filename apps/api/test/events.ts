import { asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { cargoEvents, custodyEvents } from '../src/db/schema.ts';

// The two event trails of an RA as stored, oldest first: 'custody' is the units' hand-offs (one event per
// scan, the warehouse's trail), 'cargo' the customers' events (what the notices and the tracking tell).

type CustodyEvent = typeof custodyEvents.$inferSelect;
type CargoEvent = typeof cargoEvents.$inferSelect;

/** An RA's events of one trail, oldest first. */
export function eventsOf(db: Db, trail: 'custody', nidra: number): Promise<CustodyEvent[]>;
export function eventsOf(db: Db, trail: 'cargo', nidra: number): Promise<CargoEvent[]>;
export function eventsOf(
  db: Db,
  trail: 'custody' | 'cargo',
  nidra: number,
): Promise<CustodyEvent[] | CargoEvent[]> {
  if (trail === 'custody')
    return db
      .select()
      .from(custodyEvents)
      .where(eq(custodyEvents.nidra, nidra))
      .orderBy(asc(custodyEvents.nidevento));
  return db
    .select()
    .from(cargoEvents)
    .where(eq(cargoEvents.nidra, nidra))
    .orderBy(asc(cargoEvents.nidevento));
}
