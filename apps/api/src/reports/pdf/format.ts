import { formatDate as formatChileDate, formatPrintedDateTime } from '@carga/domain';

/** How the printed reports write numbers and dates (spec §9: CLP without decimals, up to 5 decimals). */

// The numbers are the domain's, the same as on screens and in the RA history.
// The RA number as printed and encoded in barcodes is the domain's, like the label codes.
export { formatClp, formatDecimal, formatRaNumber } from '@carga/domain';

// Dates are the domain's, on Chile's clock (America/Santiago, with its DST), as everywhere in the product.

/** A calendar date 'yyyy-MM-dd' as 'dd/MM/yyyy'; anything else is printed as it came. */
export const formatIsoDate = (isoDate: string) => formatChileDate(isoDate);

/** An instant as 'dd/MM/yyyy HH:mm:ss' on Chile's clock. */
export const formatDateTime = (date: Date) => formatPrintedDateTime(date);

/** An instant's calendar day in Chile as 'dd/MM/yyyy'. */
export const formatDate = (date: Date) => formatChileDate(date);
