import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

// The money of the demo (issue 33), so that a first `npm start` shows the statement, the receivables and a
// caja with something in them: Comercial Austral (the 'cliente' account) is a cuenta corriente client with
// eight delivered, priced RAs over the last four months, an abono that paid the two oldest, and the closed
// caja of oficina.scl that took it. Written straight into the tables, dated from today.

export async function seedBillingDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update cliente set sindctacte = 'S', nlimitecredito = 400000, ndiaspago = 30
      where srutcliente = '76086428-5'`);
    // Eight RAs 12 to 117 days old, $38.500 to $87.500 each; priced by tariff, delivered, CTACTE.
    await tx.execute(sql`
      with c as (select nidcliente from cliente where srutcliente = '76086428-5'),
      u as (select nidusuario from usuario where susuario = 'oficina.scl'),
      n as (select g, now() - make_interval(days => 12 + (g - 1) * 15) dfec, 38500 + (g % 4) * 16000 monto
            from generate_series(1, 8) g),
      ras as (
        insert into recepcion (nidusuariocreacion, srutremitente, snomremitente, srutdestinatario,
          snomdestinatario, scodoficinaorigen, scodoficinadestino, scodbodegaorigen, scodbodegadestino,
          scodestado, scodtipocarga, ncantidadbultos, nvolumenm3, npesobrutokg, sdescripcioncarga,
          dfecrecepcion, sfacturar, nidpagador, scondicionpago)
        select u.nidusuario, '76086428-5', 'Comercial Austral', '96512340-7', 'Ferretería Magallanes',
          'OFISCL', 'OFIPUQ', 'BDSCL', 'BDPUQ', 'ENTRE', 'GENERAL', 2, 0.5, 40, 'Repuestos ' || n.g,
          n.dfec, 'REMIT', c.nidcliente, 'CTACTE'
        from n, c, u order by n.g
        returning nidra, dfecrecepcion, nidpagador, nidusuariocreacion, ncantidadbultos
      ),
      priced as (
        insert into precio_ra (nidra, scodmotivo, ntotal, ncantidadbultos, npesokg, nvolumenm3, npesovolumetrico,
          nidusuario)
        select r.nidra, 'TARIFA', n.monto, r.ncantidadbultos, 40, 0.5, 125, r.nidusuariocreacion
        from ras r join n on n.dfec = r.dfecrecepcion
        returning nidra
      )
      insert into deuda_ra (nidra, nidcliente, dfecdeuda, nmonto)
      select r.nidra, r.nidpagador, r.dfecrecepcion, n.monto from ras r join n on n.dfec = r.dfecrecepcion`);
    // The caja of oficina.scl that received the abono, closed with the cash counted $500 short.
    await tx.execute(sql`
      with u as (select nidusuario from usuario where susuario = 'oficina.scl'),
      c as (select nidcliente from cliente where srutcliente = '76086428-5'),
      oldest as (
        select d.nidra, d.nmonto from deuda_ra d join c on c.nidcliente = d.nidcliente
        order by d.dfecdeuda limit 2
      ),
      k as (
        insert into caja (nidusuario, scodlugar, nmontoinicial, sestado, dfecapertura, dfeccierre,
          nidusuariocierre, smotivodiferencia)
        select u.nidusuario, 'OFISCL', 20000, 'CERRADA', now() - interval '9 days' - interval '8 hours',
          now() - interval '9 days', u.nidusuario, 'Vuelto mal entregado a un cliente'
        from u returning nidcaja, nidusuario
      ),
      p as (
        insert into pago (nidcaja, stipo, nidcliente, nmonto, scodmediopago, sreferencia, dfecpago, nidusuario,
          nras)
        select k.nidcaja, 'ABONO', c.nidcliente, (select sum(nmonto) from oldest), 'TRANSFERENCIA',
          'TRF-20431', now() - interval '9 days' - interval '3 hours', k.nidusuario,
          (select count(*) from oldest)
        from k, c returning nidpago, nidcaja
      ),
      applied as (
        insert into pago_aplicacion (nidpago, nidra, nmonto)
        select p.nidpago, o.nidra, o.nmonto from p, oldest o returning nidra, nmonto
      ),
      settled as (
        update deuda_ra d set nabonado = a.nmonto from applied a where d.nidra = a.nidra returning d.nidra
      )
      insert into caja_cierre (nidcaja, scodmediopago, nesperado, ncontado, ndiferencia)
      select p.nidcaja, m.code, m.esperado, m.esperado + m.dif, m.dif
      from p, (values ('EFECTIVO', 20000, -500), ('TRANSFERENCIA', (select sum(nmonto) from oldest), 0),
        ('DEBITO', 0, 0), ('CREDITO', 0, 0), ('CHEQUE', 0, 0)) m(code, esperado, dif)`);
  });
}
