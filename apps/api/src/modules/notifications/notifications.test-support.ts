import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, notices } from '../../db/schema.ts';
import { insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';

// Test data of the e-mail notices (never imported by the app): clients who want notices, their RAs, and
// what the outbox holds.

let clientNumber = 0;

/** A client with this notice address and flag (a fresh RUT each time). */
export async function insertClient(db: Db, semail: string | null, sindnotificar: 'S' | 'N' = 'S') {
  clientNumber += 1;
  const rut = `80${String(clientNumber).padStart(6, '0')}-1`; // each test file has its own database
  const [row] = await db
    .insert(clients)
    .values({
      srutcliente: rut,
      snombrecliente: `Cliente ${rut}`,
      snombrecorto: `C${rut}`,
      semail,
      sindnotificar,
    })
    .returning({ nidcliente: clients.nidcliente });
  return row!.nidcliente;
}

/** An RA in the origin warehouse sent by `sender` to `recipient` (client ids). */
export async function insertRaBetween(db: Db, sender: number | null, recipient: number | null) {
  return insertWarehouseRa(db, undefined, { nidremitente: sender, niddestinatario: recipient });
}

export const noticesOf = (db: Db, nidra: number) =>
  db.select().from(notices).where(eq(notices.nidra, nidra)).orderBy(asc(notices.nidnotificacion));

export async function noticeById(db: Db, id: number) {
  const [row] = await db.select().from(notices).where(eq(notices.nidnotificacion, id));
  return row!;
}
