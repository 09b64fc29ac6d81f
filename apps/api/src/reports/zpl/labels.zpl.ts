import { formatMeasures, formatUnitNumber, type ZplLabelSize } from '@carga/domain';
import { packageBarcodeText } from '../pdf/barcode.ts';
import { formatDate, formatDecimal, formatRaNumber } from '../pdf/format.ts';
import { COMPANY, type PackageUnit, selectPackageUnits, TAGLINE } from '../pdf/labels.pdf.ts';
import { labelPlace, type RaReportData } from '../pdf/report-data.ts';
import { alignedText, arrow, code128, estimateWidth, heightToFit, hRule, text, vRule } from './zpl-layout.ts';

// The package labels for thermal printers (Zebra and compatibles, ZPL II at 203 dpi): the same units,
// codes and data as the A6 PDF (labels.pdf.ts), on 10 × 15 cm, or on 10 × 5 cm with less text.

/**
 * Width × height in dots at 203 dpi: the stock sold as 10 × 15 and 10 × 5 cm is 4 × 6 and 4 × 2 inches
 * (101.6 × 152.4 and 101.6 × 50.8 mm), 203 dots per inch.
 */
export const ZPL_SIZES: Record<ZplLabelSize, { width: number; height: number }> = {
  '10x15': { width: 812, height: 1218 },
  '10x5': { width: 812, height: 406 },
};

const GAP = 24;

/** What each unit's label prints: the RA's shared texts, resolved once. */
interface LabelTexts {
  date: string;
  office: string;
  ra: string;
  origin: Place;
  destination: Place;
  recipient: RaReportData['recipient'];
  /** 'Seguimiento 7K3M…': the customer's tracking code (issue 16), when the RA has one. */
  tracking: string | null;
}

type Place = ReturnType<typeof labelPlace>;

function labelTexts(data: RaReportData): LabelTexts {
  const { origin, destination } = data;
  return {
    date: `Recepción ${formatDate(data.dfecrecepcion)}`,
    office: `Oficina de origen: ${origin.officeName} (${origin.office})`,
    ra: `RA ${formatRaNumber(data.nidra)}`,
    origin: labelPlace(origin),
    destination: labelPlace(destination),
    recipient: data.recipient,
    tracking: data.trackingCode ? `Seguimiento ${data.trackingCode}` : null,
  };
}

/**
 * One ZPL label per unit (^XA … ^XZ each), or only unit k (`only`: one label printed again). ^CI28 makes
 * the printer read the field data as UTF-8, so 'Ñuñoa' prints as typed.
 */
export function buildLabelsZpl(
  data: RaReportData,
  size: ZplLabelSize,
  options: { only?: number } = {},
): string {
  const units = selectPackageUnits(data, options.only);
  const texts = labelTexts(data);
  const { width, height } = ZPL_SIZES[size];
  const draw = size === '10x15' ? drawLarge : drawSmall;
  return units
    .map((unit) => {
      const out = ['^XA', '^CI28', `^PW${width}`, `^LL${height}`, '^LH0,0'];
      draw(out, texts, unit, packageBarcodeText(data.nidra, unit.k, unit.n));
      out.push('^PQ1', '^XZ');
      return out.join('\n');
    })
    .join('\n')
    .concat('\n');
}

const countText = (unit: PackageUnit) => `Bulto ${formatUnitNumber(unit.k, unit.n)}`;

/** 10 × 15 cm: the PDF label's blocks, top to bottom, and the code in the space left. */
function drawLarge(out: string[], t: LabelTexts, unit: PackageUnit, code: string) {
  const { width: labelWidth, height: labelHeight } = ZPL_SIZES['10x15'];
  const m = 32;
  const w = labelWidth - 2 * m;

  // Who ships, from which office, when.
  text(out, COMPANY, { x: m, y: 28, height: 44, width: 140 });
  text(out, TAGLINE, { x: m + 140, y: 46, height: 22, width: w - 140 });
  text(out, t.office, { x: m, y: 84, height: 24, width: w - 250 });
  alignedText(out, t.date, { x: m, y: 84, height: 24, width: w, align: 'R' });
  hRule(out, m, 116, w, 4);

  // The RA, large, and the unit's count.
  const count = countText(unit);
  const countHeight = 56;
  const countWidth = estimateWidth(count, countHeight);
  text(out, 'N° DE RECEPCIÓN (RA)', { x: m, y: 128, height: 20, width: w - countWidth });
  const raHeight = heightToFit(t.ra, w - countWidth - GAP, 88, 48);
  text(out, t.ra, { x: m, y: 152, height: raHeight, width: w - countWidth - GAP });
  alignedText(out, count, {
    x: m,
    y: 152 + raHeight - countHeight,
    height: countHeight,
    width: w,
    align: 'R',
  });
  let y = 152 + raHeight + 14;
  hRule(out, m, y, w);

  // Origin and destination side by side, office codes large for sorting at a glance.
  const columnWidth = (w - GAP) / 2;
  let bottom = y;
  const places: Array<[string, Place]> = [
    ['ORIGEN', t.origin],
    ['DESTINO', t.destination],
  ];
  places.forEach(([title, place], i) => {
    const x = m + i * (columnWidth + GAP);
    text(out, title, { x, y: y + 10, height: 20, width: columnWidth });
    text(out, place.code, { x, y: y + 34, height: 48, width: columnWidth });
    let below = text(out, place.name, { x, y: y + 88, height: 24, width: columnWidth, maxLines: 2 });
    below = text(out, `Bodega: ${place.warehouse}`, {
      x,
      y: below,
      height: 22,
      width: columnWidth,
      maxLines: 2,
    });
    bottom = Math.max(bottom, below + 8);
  });
  vRule(out, m + columnWidth + GAP / 2, y, bottom - y);
  y = bottom;
  hRule(out, m, y, w);

  // Who receives it.
  text(out, 'DESTINATARIO', { x: m, y: y + 10, height: 20, width: w });
  y = text(out, t.recipient.name, { x: m, y: y + 34, height: 38, width: w, maxLines: 2 });
  const rutTop = y + 2;
  y = text(out, `RUT ${t.recipient.rut}`, { x: m, y: rutTop, height: 26, width: t.tracking ? w / 2 : w });
  // The customer's tracking code on the RUT's line: the label keeps its height and its barcode.
  if (t.tracking) alignedText(out, t.tracking, { x: m, y: rutTop + 2, height: 22, width: w, align: 'R' });
  if (t.recipient.address) {
    y = text(out, t.recipient.address, { x: m, y, height: 22, width: w, maxLines: 2 });
  }
  y += 8;
  hRule(out, m, y, w);

  // This unit's weight and measures, type and reference.
  const line = unit.line;
  const cells = [
    { title: 'PESO DEL BULTO', x: m, width: 260 },
    { title: 'TIPO DE BULTO', x: m + 260 + GAP, width: 200 },
    { title: 'REFERENCIA', x: m + 460 + 2 * GAP, width: w - 460 - 2 * GAP },
  ] as const;
  for (const cell of cells) text(out, cell.title, { x: cell.x, y: y + 10, height: 20, width: cell.width });
  const weight = `${formatDecimal(line.weightKg)} kg`;
  // The weight is never cut: the font shrinks until it fits.
  const weightHeight = heightToFit(weight, cells[0].width, 48, 20);
  let weightBottom = text(out, weight, { x: m, y: y + 36, height: weightHeight, width: cells[0].width });
  const measures = formatMeasures(line.lengthCm, line.widthCm, line.heightCm);
  weightBottom = text(out, measures, {
    x: m,
    y: weightBottom,
    height: heightToFit(measures, cells[0].width, 24, 16),
    width: cells[0].width,
  });
  const typeBottom = text(out, line.type, {
    x: cells[1].x,
    y: y + 36,
    height: 26,
    width: cells[1].width,
    maxLines: 3,
  });
  const refBottom = text(out, line.reference || '-', {
    x: cells[2].x,
    y: y + 36,
    height: 24,
    width: cells[2].width,
    maxLines: 3,
  });
  const cellsBottom = Math.max(weightBottom, typeBottom, refBottom) + 8;
  vRule(out, cells[1].x - GAP / 2, y, cellsBottom - y);
  vRule(out, cells[2].x - GAP / 2, y, cellsBottom - y);
  y = cellsBottom;
  hRule(out, m, y, w, 4);

  // The unit's Code 128 with its text under it, centred in the space left (bars 20 to 30 mm tall).
  const textHeight = 34;
  const space = labelHeight - m - y;
  const bars = Math.max(160, Math.min(240, space - textHeight - 48));
  const top = Math.round(y + (space - bars - textHeight - 10) / 2);
  code128(out, code, { y: top, height: bars, labelWidth });
  alignedText(out, code, { x: 0, y: top + bars + 10, height: textHeight, width: labelWidth, align: 'C' });
}

/** 10 × 5 cm: the RA and count, origin → destination, recipient, weight and type, and the code. */
function drawSmall(out: string[], t: LabelTexts, unit: PackageUnit, code: string) {
  const { width: labelWidth } = ZPL_SIZES['10x5'];
  const m = 24;
  const w = labelWidth - 2 * m;

  text(out, COMPANY, { x: m, y: 14, height: 30, width: 200 });
  alignedText(out, t.date, { x: m, y: 20, height: 22, width: w, align: 'R' });

  const count = countText(unit);
  const countHeight = 44;
  const countWidth = estimateWidth(count, countHeight);
  const raHeight = heightToFit(t.ra, w - countWidth - GAP, 60, 36);
  text(out, t.ra, { x: m, y: 50, height: raHeight, width: w - countWidth - GAP });
  alignedText(out, count, {
    x: m,
    y: 50 + raHeight - countHeight,
    height: countHeight,
    width: w,
    align: 'R',
  });
  hRule(out, m, 116, w);

  // Origin → destination as 'Santiago (OFISCL)', the arrow drawn (fonts may lack '→').
  const arrowWidth = 44;
  const columnWidth = (w - arrowWidth - 2 * 12) / 2;
  text(out, t.origin.label, { x: m, y: 126, height: 26, width: columnWidth });
  arrow(out, m + columnWidth + 12, 139, arrowWidth);
  text(out, t.destination.label, {
    x: m + columnWidth + arrowWidth + 24,
    y: 126,
    height: 26,
    width: columnWidth,
  });

  // No tracking code here: 10 × 5 cm has no room left for it without cutting the recipient's name.
  text(out, `Destinatario: ${t.recipient.name}`, { x: m, y: 160, height: 26, width: w });
  const line = unit.line;
  const weight = `${formatDecimal(line.weightKg)} kg · ${line.type}`;
  text(out, weight, { x: m, y: 192, height: 24, width: w });

  const bars = 112;
  const top = 226;
  code128(out, code, { y: top, height: bars, labelWidth });
  alignedText(out, code, { x: 0, y: top + bars + 6, height: 26, width: labelWidth, align: 'C' });
}
