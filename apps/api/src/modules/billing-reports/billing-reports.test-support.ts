import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { clientIdsByRut, insertRa, userIdOf } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';

// A small cuenta corriente ledger of 2024 (before anything the demo holds), written straight into the
// tables the billing service keeps, with figures worked out by hand:
// Los Andes — A 2024-02-20 $30.000 (abono of 25 Feb pays $10.000 of it), B 2024-03-05 $20.000 (paid by the
// abono of 25 Mar), C 2024-03-20 $50.000, D 2024-05-10 $10.000. Ferretería — E 2024-01-01 $5.000.
// Both abonos are in caja K of oficina.scl, closed with $1.000 missing in cash.

export const LOS_ANDES = '77123456-9';
export const FERRETERIA = '96512340-7';
const at = (day: string) => new Date(`${day}T15:00:00Z`);

async function debt(db: Db, nidcliente: number, day: string, nmonto: number, nabonado = 0) {
  const nidra = await insertRa(db, {
    dfecrecepcion: at(day),
    scodestado: 'BORIG',
    scondicionpago: 'CTACTE',
    nidpagador: nidcliente,
  });
  await db.execute(sql`insert into deuda_ra (nidra, nidcliente, dfecdeuda, nmonto, nabonado)
    values (${nidra}, ${nidcliente}, ${at(day).toISOString()}, ${nmonto}, ${nabonado})`);
  return nidra;
}

async function abono(
  db: Db,
  k: { nidcaja: number; nidusuario: number },
  cliente: number,
  day: string,
  ra: number,
  n: number,
) {
  const result = (await db.execute(sql`insert into pago (nidcaja, stipo, nidcliente, nmonto, scodmediopago,
      sreferencia, dfecpago, nidusuario, nras)
    values (${k.nidcaja}, 'ABONO', ${cliente}, ${n}, 'TRANSFERENCIA', ${`TR-${day}`}, ${at(day).toISOString()},
      ${k.nidusuario}, 1) returning nidpago`)) as unknown as { rows: Array<{ nidpago: number }> };
  const nidpago = Number(result.rows[0]?.nidpago);
  await db.execute(
    sql`insert into pago_aplicacion (nidpago, nidra, nmonto) values (${nidpago}, ${ra}, ${n})`,
  );
  return nidpago;
}

export async function seedLedger(db: Db) {
  const ids = await clientIdsByRut(db);
  const andes = ids[LOS_ANDES] as number;
  const ferreteria = ids[FERRETERIA] as number;
  await db.execute(
    sql`update cliente set sindctacte = 'S', nlimitecredito = 60000 where nidcliente in (${andes}, ${ferreteria})`,
  );
  const nidusuario = await userIdOf(db, 'oficina.scl');
  const admin = await userIdOf(db, 'admin');
  const k =
    (await db.execute(sql`insert into caja (nidusuario, scodlugar, nmontoinicial, sestado, dfecapertura,
      dfeccierre, nidusuariocierre, smotivodiferencia)
    values (${nidusuario}, 'OFISCL', 5000, 'CERRADA', ${at('2024-02-25').toISOString()},
      ${at('2024-03-25').toISOString()}, ${nidusuario}, 'Faltan mil pesos del sencillo')
    returning nidcaja`)) as unknown as { rows: Array<{ nidcaja: number }> };
  const caja = { nidcaja: Number(k.rows[0]?.nidcaja), nidusuario };
  const a = await debt(db, andes, '2024-02-20', 30000, 10000);
  const b = await debt(db, andes, '2024-03-05', 20000, 20000);
  const c = await debt(db, andes, '2024-03-20', 50000);
  const d = await debt(db, andes, '2024-05-10', 10000);
  const e = await debt(db, ferreteria, '2024-01-01', 5000);
  const first = await abono(db, caja, andes, '2024-02-25', a, 10000);
  const second = await abono(db, caja, andes, '2024-03-25', b, 20000);
  await db.execute(sql`insert into caja_cierre (nidcaja, scodmediopago, nesperado, ncontado, ndiferencia)
    values (${caja.nidcaja}, 'EFECTIVO', 5000, 4000, -1000), (${caja.nidcaja}, 'TRANSFERENCIA', 30000, 30000, 0)`);
  return { andes, ferreteria, caja: caja.nidcaja, admin, ras: { a, b, c, d, e }, abonos: { first, second } };
}

/** `n` settled debts of the client, one a day from 2023-01-01, of $1.000, $2.000…: a statement of pages. */
export async function seedSettledDays(db: Db, nidcliente: number, n: number) {
  const ras: number[] = [];
  for (let i = 0; i < n; i++) {
    const day = new Date(Date.UTC(2023, 0, 1 + i)).toISOString().slice(0, 10);
    ras.push(await debt(db, nidcliente, day, 1000 * (i + 1), 1000 * (i + 1)));
  }
  return ras;
}

/** A PDF's text as pdftotext lays it out. */
export function pdfText(bytes: Buffer) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'carga-billing-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}
