// Display formats of spec 1 section 9: CLP without decimals and measures with up to 5 decimals. Dates are
// the domain's (Chile's wall clock, shared with the API): re-exported so that screens import one module.

export {
  chileToday as todayIso,
  fileDate,
  formatDate,
  formatDateTime,
  formatDayTime,
  parseDayMonthYear,
} from '@carga/domain';

const clp = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });
const measure = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 5 });

/** '$1.234.567'. */
export const formatClp = (value: number) => clp.format(value);
/** '0,12345': up to 5 decimals, Chilean separators. */
export const formatMeasure = (value: number) => measure.format(value);
