import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

// The door deliveries of the demo (issue 35), so that a first `npm start` shows 'Destino / Reparto' with
// RAs to plan: four RAs arrived at Bodega Punta Arenas yesterday for delivery at the recipient's premises
// ('Entrega en local'), two for Comercial Austral and two for Ferretería Magallanes, one of them POR PAGAR
// (the driver collects it). Written straight into the tables, dated from today.

export async function seedRepartoDemo(db: Db): Promise<void> {
  await db.execute(sql`
    with u as (select nidusuario from usuario where susuario = 'oficina.scl'),
    n as (
      select g, case when g % 2 = 1 then '76086428-5' else '96512340-7' end as rut,
        case when g % 2 = 1 then 'Comercial Austral' else 'Ferretería Magallanes' end as nombre,
        now() - interval '1 day' - make_interval(hours => g) as dfec
      from generate_series(1, 4) g
    ),
    ras as (
      insert into recepcion (nidusuariocreacion, srutremitente, snomremitente, niddestinatario, srutdestinatario,
        snomdestinatario, scodoficinaorigen, scodoficinadestino, scodbodegaorigen, scodbodegadestino,
        scodestado, scodtipocarga, ncantidadbultos, nvolumenm3, npesobrutokg, sdescripcioncarga,
        dfecrecepcion, sfacturar, scondicionpago, sindentregalocal)
      select u.nidusuario, '12345678-5', 'María Pérez', c.nidcliente, n.rut, n.nombre,
        'OFISCL', 'OFIPUQ', 'BDSCL', 'BDPUQ', 'BDEST', 'GENERAL', 1 + n.g, 0.25 * n.g, 15 * n.g,
        'Encomienda ' || n.g, n.dfec, case when n.g = 2 then 'DESTI' else 'REMIT' end,
        case when n.g = 2 then 'PORPAGAR' else 'PAGADO' end, 'S'
      from n join cliente c on c.srutcliente = n.rut, u order by n.g
      returning nidra, scondicionpago, ncantidadbultos, nvolumenm3, npesobrutokg, nidusuariocreacion
    )
    insert into precio_ra (nidra, scodmotivo, ntotal, ncantidadbultos, npesokg, nvolumenm3, npesovolumetrico,
      nidusuario)
    select r.nidra, 'TARIFA', 24500, r.ncantidadbultos, r.npesobrutokg, r.nvolumenm3, r.npesobrutokg,
      r.nidusuariocreacion
    from ras r where r.scondicionpago = 'PORPAGAR'`);
}
