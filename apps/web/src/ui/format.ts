// Display formats of spec 1 section 9: CLP without decimals and measures with up to 5 decimals. Dates are
// the domain's (Chile's wall clock, shared with the API): re-exported so that screens import one module.

// The numbers are the domain's, the same as in the API's reports and RA history: '$1.234.567', '-$500';
// measures '0,12345' (up to 5 decimals, Chilean separators).
export {
  chileToday as todayIso,
  fileDate,
  formatClp,
  formatDate,
  formatDateTime,
  formatDayTime,
  formatDecimal as formatMeasure,
  parseDayMonthYear,
} from '@carga/domain';
