import { buildLabelsPdf } from '../src/reports/pdf/labels.pdf.ts';
import { sampleRaReportData } from '../src/reports/pdf/sample-data.ts';
import { buildVoucherPdf } from '../src/reports/pdf/voucher.pdf.ts';
import { type BenchResult, measure } from './measure.ts';

/** The RA wizard's step 7 printouts for a large RA: 200 labels, and a voucher with 200 package lines. */
export async function run(): Promise<BenchResult[]> {
  const data = sampleRaReportData({ packageLines: 200 });
  return [
    await measure('Etiquetas PDF, RA de 200 bultos (200 páginas A6)', () => buildLabelsPdf(data)),
    await measure('Comprobante PDF, RA de 200 líneas de bultos', () => buildVoucherPdf(data)),
  ];
}
