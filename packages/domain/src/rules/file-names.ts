import { fileDate } from './chile-time.ts';
import { formatRaNumber, formatUnitNumber } from './unit-codes.ts';

// The names of the downloaded documents (spec 1 section 9, spec 2 section 9): the API sends them in
// Content-Disposition and the web saves the same bytes under the same name. The date is the day in Chile.

/** 'Etiqueta {id} - dd-MM-yyyy.pdf': the labels of an RA. */
export const labelsFileName = (nidra: number, date: Date = new Date()) =>
  `Etiqueta ${nidra} - ${fileDate(date)}.pdf`;

/** 'etiquetas-RA-000123.zpl': the labels of an RA for a thermal printer (issue 14). */
export const zplLabelsFileName = (nidra: number) => `etiquetas-RA-${formatRaNumber(nidra)}.zpl`;

/**
 * One unit's label printed again: 'Etiqueta 123 bulto 03-05 - dd-MM-yyyy.pdf' like the RA's labels, or
 * 'etiqueta-RA-000123-03-05.zpl' like its ZPL file ('/' cannot be in a file name).
 */
export function unitLabelFileName(
  nidra: number,
  k: number,
  n: number,
  kind: 'pdf' | 'zpl',
  date = new Date(),
) {
  const unit = formatUnitNumber(k, n).replace('/', '-');
  return kind === 'pdf'
    ? `Etiqueta ${nidra} bulto ${unit} - ${fileDate(date)}.pdf`
    : `etiqueta-RA-${formatRaNumber(nidra)}-${unit}.zpl`;
}

/** 'Comprobante {id} - dd-MM-yyyy.pdf': the reception voucher of an RA. */
export const voucherFileName = (nidra: number, date: Date = new Date()) =>
  `Comprobante ${nidra} - ${fileDate(date)}.pdf`;

/** The proof of delivery (issue 16). */
export const deliveryProofFileName = (nidra: number) => `Comprobante de entrega ${nidra}.pdf`;

const listReport =
  (title: string) =>
  (code: string, date: Date = new Date()) =>
    `${title} (${code}) ${fileDate(date)}.xlsx`;

/** 'Reporte lista carga ({code}) dd-MM-yyyy.xlsx': the warehouse list of a load list. */
export const warehouseListFileName = listReport('Reporte lista carga');
/** 'Reporte valorizado ({code}) dd-MM-yyyy.xlsx': the valued list. */
export const valuedListFileName = listReport('Reporte valorizado');
/** 'Reporte transportista ({code}) dd-MM-yyyy.xlsx': the carrier's list of a dispatch. */
export const carrierListFileName = listReport('Reporte transportista');
