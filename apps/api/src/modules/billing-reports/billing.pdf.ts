import { type CajaDetail, formatPesos, formatRaNumber, type StatementResponse } from '@carga/domain';
import { columns, money, startDocument } from '../../reports/pdf/a4-report.ts';
import { formatDate, formatDateTime, formatIsoDate } from '../../reports/pdf/format.ts';
import { drawFields, drawSectionTitle, drawTable } from '../../reports/pdf/pdf-flow.ts';
import { collectPdf } from '../../reports/pdf/pdf-layout.ts';

// The money documents of issue 33, in the house style of the other PDFs (A4, 'Carga' and the title over a
// rule, sections with fields and tables that run on to further pages): a client's estado de cuenta, and
// a caja with its close.

const when = (iso: string) => formatDateTime(new Date(iso));
const day = (iso: string) => formatDate(new Date(iso));

/** The estado de cuenta: the client, the balances, each RA charged and each abono received. */
export async function buildStatementPdf(s: StatementResponse): Promise<Buffer> {
  const period = `${formatIsoDate(s.desde)} al ${formatIsoDate(s.hasta)}`;
  const flow = startDocument('Estado de cuenta', s.cliente.snombrecliente, {
    label: 'PERÍODO',
    value: period,
  });
  drawFields(flow, [
    { label: 'RUT', value: s.cliente.srutcliente },
    { label: 'Límite de crédito', value: formatPesos(s.cliente.nlimitecredito) },
    { label: 'Saldo anterior', value: formatPesos(s.nsaldoanterior) },
    { label: 'Cargos del período', value: formatPesos(s.ntotalcargos) },
    { label: 'Abonos del período', value: formatPesos(s.ntotalabonos) },
    { label: 'Saldo al cierre del período', value: formatPesos(s.nsaldo) },
  ]);
  drawSectionTitle(flow, 'RA del período');
  drawTable(
    flow,
    columns([
      { header: 'RA', weight: 2 },
      { header: 'Fecha', weight: 2 },
      { header: 'Origen', weight: 2 },
      { header: 'Destino', weight: 2 },
      { header: 'Estado', weight: 3 },
      money('Monto'),
      money('Abonado'),
      money('Saldo'),
    ]),
    s.lineas.map((l) => [
      formatRaNumber(l.nidra),
      day(l.dfecrecepcion),
      l.scodoficinaorigen,
      l.scodoficinadestino ?? '',
      l.sdesestado,
      formatPesos(l.nmonto),
      formatPesos(l.nabonado),
      formatPesos(l.nsaldo),
    ]),
    ['Total', '', '', '', '', formatPesos(s.ntotalcargos), '', ''],
  );
  drawSectionTitle(flow, 'Abonos del período');
  drawTable(
    flow,
    columns([
      { header: 'Fecha', weight: 3 },
      { header: 'Medio de pago', weight: 3 },
      { header: 'Referencia', weight: 3 },
      { header: 'RA pagados', weight: 5, maxLines: 3 },
      money('Monto'),
    ]),
    s.abonos.map((a) => [
      when(a.dfecpago),
      a.sdesmediopago,
      a.sreferencia,
      a.nidras.map(formatRaNumber).join(', '),
      formatPesos(a.nmonto),
    ]),
    ['Total', '', '', '', formatPesos(s.ntotalabonos)],
  );
  return collectPdf(flow.doc);
}

/** A caja: who, where and when, per method what was expected and counted, the reason, every movement. */
export async function buildCajaPdf(c: CajaDetail): Promise<Buffer> {
  const flow = startDocument('Cierre de caja', `Caja N° ${c.nidcaja}`, {
    label: 'ESTADO',
    value: c.sdesestado,
  });
  drawFields(flow, [
    { label: 'Responsable', value: `${c.snombreusuario} (${c.susuario})` },
    { label: 'Lugar', value: `${c.snomlugar} (${c.scodlugar})` },
    { label: 'Apertura', value: when(c.dfecapertura) },
    { label: 'Cierre', value: c.dfeccierre ? when(c.dfeccierre) : 'Abierta' },
    { label: 'Monto inicial', value: formatPesos(c.nmontoinicial) },
    { label: 'Cerrada por', value: c.susuariocierre ?? '—' },
    { label: 'Motivo de la diferencia', value: c.smotivodiferencia || '—', wide: true },
  ]);
  drawSectionTitle(flow, 'Totales por medio de pago');
  const count = (n: number | null) => (n === null ? '—' : formatPesos(n));
  drawTable(
    flow,
    columns([
      { header: 'Medio de pago', weight: 4 },
      money('Esperado'),
      money('Contado'),
      money('Diferencia'),
    ]),
    c.totales.map((t) => [
      t.sdesmediopago,
      formatPesos(t.nesperado),
      count(t.ncontado),
      count(t.ndiferencia),
    ]),
    ['Total', formatPesos(c.nesperado), '', count(c.ndiferencia)],
  );
  drawSectionTitle(flow, 'Movimientos');
  drawTable(
    flow,
    columns([
      { header: 'N°', weight: 1.5 },
      { header: 'Fecha', weight: 3 },
      { header: 'Tipo', weight: 2 },
      { header: 'RA / cliente', weight: 3.5, maxLines: 2 },
      { header: 'Medio', weight: 2.5 },
      { header: 'Referencia / motivo', weight: 3.5, maxLines: 2 },
      money('Monto'),
    ]),
    c.movimientos.map((m) => [
      String(m.nidpago),
      when(m.dfecpago),
      m.sindanulado === 'S' ? `${m.sdestipo} (anulado)` : m.sdestipo,
      m.nidra !== null ? `RA ${formatRaNumber(m.nidra)}` : (m.snomcliente ?? ''),
      m.sdesmediopago,
      [m.sreferencia, m.smotivo, m.nvuelto !== null ? `vuelto ${formatPesos(m.nvuelto)}` : '']
        .filter(Boolean)
        .join(' · '),
      formatPesos(m.nmonto),
    ]),
  );
  return collectPdf(flow.doc);
}
