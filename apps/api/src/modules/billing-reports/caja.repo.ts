import {
  CAJA_STATE_LABELS,
  type CajaDetail,
  type CajaState,
  MOVEMENT_TYPE_LABELS,
  type MovementType,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@carga/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isoUtc } from '../../db/sql-helpers.ts';

// A caja as its documents print it (issue 33), read straight from the tables the billing service writes
// (caja, caja_cierre, pago): this area only reads them.

type Rows = { rows: Array<Record<string, unknown>> };
const run = async (db: Db | Tx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows).rows;

const methodLabel = (code: string) => PAYMENT_METHOD_LABELS[code as PaymentMethod] ?? code;
const nullableNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The caja with its totals per method and every movement; undefined when it does not exist. */
export async function readCaja(db: Db | Tx, nidcaja: number): Promise<CajaDetail | undefined> {
  const [head] = await run(
    db,
    sql`select k.nidcaja, k.nidusuario, u.susuario, u.snombre snombreusuario, k.scodlugar,
          coalesce(o.snomoficina, b.snombodega, k.scodlugar) snomlugar, k.sestado, k.nmontoinicial,
          ${isoUtc(sql`k.dfecapertura`)} dfecapertura,
          case when k.dfeccierre is null then null else ${isoUtc(sql`k.dfeccierre`)} end dfeccierre,
          k.smotivodiferencia, uc.susuario susuariocierre
        from caja k
        join usuario u on u.nidusuario = k.nidusuario
        left join usuario uc on uc.nidusuario = k.nidusuariocierre
        left join oficina o on o.scodoficina = k.scodlugar
        left join bodega b on b.scodbodega = k.scodlugar
        where k.nidcaja = ${nidcaja}`,
  );
  if (!head) return undefined;
  const [moves, closes] = await Promise.all([
    run(
      db,
      sql`select g.nidpago, g.stipo, g.nidra, g.nidcliente, c.snombrecliente snomcliente, g.nmonto,
            g.scodmediopago, g.sreferencia, g.nmontorecibido, g.nvuelto, g.nidpagoorigen, g.sindanulado,
            g.smotivo, ${isoUtc(sql`g.dfecpago`)} dfecpago, u.susuario
          from pago g
          join usuario u on u.nidusuario = g.nidusuario
          left join cliente c on c.nidcliente = g.nidcliente
          where g.nidcaja = ${nidcaja}
          order by g.nidpago`,
    ),
    run(db, sql`select * from caja_cierre where nidcaja = ${nidcaja}`),
  ]);
  const movimientos = moves.map((m) => ({
    nidpago: Number(m.nidpago),
    stipo: m.stipo as MovementType,
    sdestipo: MOVEMENT_TYPE_LABELS[m.stipo as MovementType] ?? String(m.stipo),
    nidra: nullableNumber(m.nidra),
    nidcliente: nullableNumber(m.nidcliente),
    snomcliente: m.snomcliente === null ? null : String(m.snomcliente),
    nmonto: Number(m.nmonto),
    scodmediopago: String(m.scodmediopago),
    sdesmediopago: methodLabel(String(m.scodmediopago)),
    sreferencia: String(m.sreferencia),
    nmontorecibido: nullableNumber(m.nmontorecibido),
    nvuelto: nullableNumber(m.nvuelto),
    nidpagoorigen: nullableNumber(m.nidpagoorigen),
    sindanulado: m.sindanulado === 'S' ? ('S' as const) : ('N' as const),
    smotivo: String(m.smotivo),
    dfecpago: String(m.dfecpago),
    susuario: String(m.susuario),
  }));
  const nmontoinicial = Number(head.nmontoinicial);
  // Expected per method: the movements' sum (reversals are negative), cash with the starting float.
  const expected = new Map<string, number>(
    PAYMENT_METHODS.map((m) => [m, m === 'EFECTIVO' ? nmontoinicial : 0]),
  );
  for (const m of movimientos) expected.set(m.scodmediopago, (expected.get(m.scodmediopago) ?? 0) + m.nmonto);
  const closed = new Map(closes.map((c) => [String(c.scodmediopago), c]));
  const totales = [...expected.keys()].map((code) => {
    const c = closed.get(code);
    return {
      scodmediopago: code,
      sdesmediopago: methodLabel(code),
      nesperado: c ? Number(c.nesperado) : (expected.get(code) ?? 0),
      ncontado: c ? Number(c.ncontado) : null,
      ndiferencia: c ? Number(c.ndiferencia) : null,
    };
  });
  const sestado = head.sestado as CajaState;
  return {
    nidcaja: Number(head.nidcaja),
    nidusuario: Number(head.nidusuario),
    susuario: String(head.susuario),
    snombreusuario: String(head.snombreusuario),
    scodlugar: String(head.scodlugar),
    snomlugar: String(head.snomlugar),
    sestado,
    sdesestado: CAJA_STATE_LABELS[sestado] ?? sestado,
    nmontoinicial,
    dfecapertura: String(head.dfecapertura),
    dfeccierre: head.dfeccierre === null ? null : String(head.dfeccierre),
    nmovimientos: movimientos.length,
    nesperado: totales.reduce((sum, t) => sum + t.nesperado, 0),
    ndiferencia: closes.length > 0 ? totales.reduce((sum, t) => sum + (t.ndiferencia ?? 0), 0) : null,
    totales,
    movimientos,
    smotivodiferencia: head.smotivodiferencia === null ? null : String(head.smotivodiferencia),
    susuariocierre: head.susuariocierre === null ? null : String(head.susuariocierre),
  };
}
