import type { PickupEventKind } from '@carga/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, offices, pickups } from '../../db/schema.ts';
import { type NoticeBody, noticeLayout } from './notice-texts.ts';
import { type PickupEventData, pickupNoticeLines } from './pickup-notice-texts.ts';

// Issue 35: the message of a pickup request's notice (email-job.ts sends it): the request as it is now, the
// event's own data, and a link to the customer's requests in the portal (a request has no tracking code).

/** Where the customer sees its requests (Mis cargas › Solicitar retiro). */
export const pickupsLink = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/dashboard/cargas/retiros`;

async function pickupFacts(db: Db, nidretiro: number) {
  const [row] = await db
    .select({
      nidretiro: pickups.nidretiro,
      dfecha: pickups.dfecha,
      shoradesde: pickups.shoradesde,
      shorahasta: pickups.shorahasta,
      sdireccion: pickups.sdireccion,
      snomcomuna: cities.snomciudad,
      nbultos: pickups.nbultos,
      snomoficina: offices.snomoficina,
    })
    .from(pickups)
    .innerJoin(cities, eq(cities.scodciudad, pickups.scodcomuna))
    .innerJoin(offices, eq(offices.scodoficina, pickups.scodoficina))
    .where(eq(pickups.nidretiro, nidretiro));
  return row && { ...row, snomoficina: `Oficina ${row.snomoficina}` };
}

/** The notice's body; null when the request is gone. */
export async function pickupNoticeBody(
  db: Db,
  nidretiro: number,
  found: { notice: { sasunto: string }; sevento: string; jdatos: unknown },
  publicUrl: string,
): Promise<NoticeBody | null> {
  const facts = await pickupFacts(db, nidretiro);
  if (!facts) return null;
  const data = (found.jdatos ?? {}) as PickupEventData;
  const lines = pickupNoticeLines(found.sevento as PickupEventKind, facts, data);
  return noticeLayout(
    found.notice.sasunto,
    lines,
    'Vea sus solicitudes de retiro en:',
    pickupsLink(publicUrl),
  );
}
