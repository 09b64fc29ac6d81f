import { isWarehouseCode, placeLabel } from '@carga/domain';
import type { Db, Tx } from '../../db/client.ts';
import { findPlace, officeTable, warehouseTable } from './places.repo.ts';

// The RA's history names offices and warehouses as people read them (issue 12): 'Bodega Santiago (BDSCL)'.

/** An office's or warehouse's name alone ('Bodega Santiago'), for screens that show the code beside it;
 *  the code when its table does not know it. */
export async function placeOwnName(db: Db | Tx, code: string): Promise<string> {
  const place = await findPlace(db, isWarehouseCode(code) ? warehouseTable : officeTable, code);
  return place?.name ?? code;
}

/** An office's or warehouse's 'name (code)'; the code alone when its table does not know it. */
export async function placeName(db: Db | Tx, code: string | null | undefined): Promise<string> {
  if (!code) return '';
  const place = await findPlace(db, isWarehouseCode(code) ? warehouseTable : officeTable, code);
  return placeLabel(place?.name, code);
}
