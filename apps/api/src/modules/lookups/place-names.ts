import { placeLabel } from '@carga/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { offices, warehouses } from '../../db/schema.ts';

// The RA's history names offices and warehouses as people read them (issue 12): 'Bodega Santiago (BDSCL)'.

/** An office's or warehouse's 'name (code)'; the code alone when neither table knows it. */
export async function placeName(db: Db | Tx, code: string | null | undefined): Promise<string> {
  if (!code) return '';
  const [office] = await db
    .select({ name: offices.snomoficina })
    .from(offices)
    .where(eq(offices.scodoficina, code));
  if (office) return placeLabel(office.name, code);
  const [warehouse] = await db
    .select({ name: warehouses.snombodega })
    .from(warehouses)
    .where(eq(warehouses.scodbodega, code));
  return placeLabel(warehouse?.name, code);
}
