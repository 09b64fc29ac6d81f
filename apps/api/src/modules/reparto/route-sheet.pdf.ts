import { formatDecimal, formatPesos, formatRaNumber, type RepartoRoute } from '@carga/domain';
import { columns, money, startDocument } from '../../reports/pdf/a4-report.ts';
import { formatIsoDate } from '../../reports/pdf/format.ts';
import { drawFields, drawSectionTitle, drawTable, type Flow } from '../../reports/pdf/pdf-flow.ts';
import { collectPdf } from '../../reports/pdf/pdf-layout.ts';

// Issue 35: the printed hoja de ruta the driver takes: the route, the vehicle, and each stop in order with
// its address, recipient, phone, units and what to collect; then the pickups (retiros) with their window.

export async function buildRouteSheetPdf(route: RepartoRoute): Promise<Buffer> {
  const flow = startDocument('Hoja de ruta', `N° ${route.nidhojaruta} — ${formatIsoDate(route.dfecha)}`, {
    label: 'CONDUCTOR',
    value: route.snombreconductor,
  });
  const capacity = (load: number, max: number, unit: string) =>
    `${formatDecimal(load, 3)} ${unit}${max > 0 ? ` de ${formatDecimal(max, 3)} ${unit}` : ''}`;
  drawFields(flow, [
    { label: 'Bodega', value: route.scodbodega },
    { label: 'Patente', value: route.spatente },
    { label: 'Estado', value: route.sdesestado },
    { label: 'Paradas', value: String(route.nparadas) },
    { label: 'Retiros', value: String(route.retiros.length) },
    { label: 'Bultos', value: String(route.nbultos) },
    { label: 'Peso', value: capacity(route.npesokg, route.ncapacidadkg, 'kg') },
    { label: 'Volumen', value: capacity(route.nvolumenm3, route.ncapacidadm3, 'm³') },
    { label: 'A cobrar', value: formatPesos(route.nacobrar) },
  ]);
  // A route of pickups only prints its pickups alone.
  if (route.paradas.length > 0 || route.retiros.length === 0) drawStops(flow, route);
  if (route.retiros.length > 0) drawPickups(flow, route);
  return collectPdf(flow.doc);
}

function drawStops(flow: Flow, route: RepartoRoute) {
  drawSectionTitle(flow, 'Paradas');
  drawTable(
    flow,
    columns([
      { header: 'N°', weight: 1, align: 'right', numeric: true },
      { header: 'RA', weight: 2 },
      { header: 'Destinatario', weight: 4, maxLines: 2 },
      { header: 'Dirección', weight: 5, maxLines: 2 },
      { header: 'Comuna', weight: 3 },
      { header: 'Teléfono', weight: 3 },
      { header: 'Bultos', weight: 1.5, align: 'right', numeric: true },
      money('A cobrar'),
    ]),
    route.paradas.map((stop) => [
      String(stop.norden),
      formatRaNumber(stop.nidra),
      stop.snomdestinatario,
      stop.sdireccion || 'Sin dirección registrada',
      stop.snomcomuna,
      stop.stelefono,
      String(stop.ncantidadbultos),
      stop.nacobrar > 0 ? formatPesos(stop.nacobrar) : '',
    ]),
    ['', '', '', '', '', 'Total', String(route.nbultos), formatPesos(route.nacobrar)],
  );
}

/** The first mile: the requests the van picks up on the way, with their window and packages declared. */
function drawPickups(flow: Flow, route: RepartoRoute) {
  drawSectionTitle(flow, 'Retiros');
  drawTable(
    flow,
    columns([
      { header: 'N°', weight: 1, align: 'right', numeric: true },
      { header: 'Retiro', weight: 1.5 },
      { header: 'Cliente / contacto', weight: 4, maxLines: 2 },
      { header: 'Dirección', weight: 5, maxLines: 2 },
      { header: 'Comuna', weight: 3 },
      { header: 'Teléfono', weight: 3 },
      { header: 'Horario', weight: 2.5 },
      { header: 'Bultos', weight: 1.5, align: 'right', numeric: true },
    ]),
    route.retiros.map((pickup) => [
      String(pickup.norden),
      String(pickup.nidretiro),
      `${pickup.snomcliente} / ${pickup.scontacto}`,
      pickup.sdireccion,
      pickup.snomcomuna,
      pickup.stelefono,
      `${pickup.shoradesde}–${pickup.shorahasta}`,
      String(pickup.nbultos),
    ]),
    ['', '', '', '', '', '', 'Total', String(route.retiros.reduce((t, p) => t + p.nbultos, 0))],
  );
}
