// The SII's electronic tax documents as a pure library: plain inputs in, signed XML and PDF out.
export { buildDte } from './build-dte.ts';
export { DteError } from './dte-error.ts';
export { renderDtePdf } from './dte-pdf.ts';
export { buildEnvioDte, RUT_SII } from './envio-dte.ts';
export type * from './types.ts';
export { checkInput, RUT_SIN_RECEPTOR } from './validate.ts';
