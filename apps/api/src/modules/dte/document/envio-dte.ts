import { isValidRut, normalizeRut } from '@carga/domain';
import { DTE_START } from './build-dte.ts';
import { DteError } from './dte-error.ts';
import { SII_NAMESPACE, XSI_NAMESPACE } from './dte-xml.ts';
import type { EnvioInput } from './types.ts';
import { checkFirma, signElement } from './xml-signature.ts';
import { element, siiTimestamp, XML_DECLARATION } from './xml-text.ts';

// The envelope in which signed DTEs travel to the SII (and to a receptor): a Caratula saying who sends
// what, the DTEs as signed, and a signature over the whole SetDTE. Facturas and notas go in an EnvioDTE,
// uploaded to the SII; boletas in an EnvioBOLETA (its own schema, EnvioBOLETA_v11.xsd), sent to the
// boleta service — the two cannot be mixed.

export const SET_ID = 'SetDoc';
export const RUT_SII = '60803000-K';

function rut(value: string, what: string): string {
  const text = value.replace(/[.\s]/g, '');
  if (!isValidRut(text)) throw new DteError(`${what} no es un RUT válido: «${value}»`);
  return normalizeRut(text);
}

/** A signed DTE without its XML declaration and with the plain `<DTE version="1.0">` of an envelope. */
function embedded(xml: string): string {
  const start = xml.indexOf(DTE_START);
  if (start < 0) throw new DteError('Un documento del envío no es un DTE firmado por Carga');
  return `<DTE version="1.0">${xml.slice(start + DTE_START.length)}`;
}

/** Builds and signs an EnvioDTE (facturas, notas) or an EnvioBOLETA (boletas only). */
export function buildEnvioDte(input: EnvioInput): string {
  const { documentos } = input;
  if (documentos.length === 0) throw new DteError('El envío no tiene documentos');
  const boletas = documentos.filter((d) => d.tipo === 39).length;
  if (boletas > 0 && boletas < documentos.length) {
    throw new DteError('Las boletas se envían en un EnvioBOLETA aparte de las facturas y notas');
  }
  const rutEmisor = rut(input.emisor.rut, 'El RUT del emisor');
  const ajeno = documentos.find((d) => d.emisor.rut !== rutEmisor);
  if (ajeno) throw new DteError(`El documento ${ajeno.id} es de otro emisor (${ajeno.emisor.rut})`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.fechaResolucion)) {
    throw new DteError(`La fecha de resolución debe ser aaaa-mm-dd: «${input.fechaResolucion}»`);
  }
  if (!Number.isInteger(input.numeroResolucion) || input.numeroResolucion < 0) {
    throw new DteError(`El número de resolución no es válido: ${input.numeroResolucion}`);
  }
  checkFirma(input.firma);

  // One SubTotDTE per type, in the order the types first appear.
  const counts = new Map<number, number>();
  for (const d of documentos) counts.set(d.tipo, (counts.get(d.tipo) ?? 0) + 1);
  const subtotales = [...counts]
    .map(([tipo, n]) => `<SubTotDTE>${element('TpoDTE', tipo)}${element('NroDTE', n)}</SubTotDTE>`)
    .join('');

  const caratula =
    '<Caratula version="1.0">' +
    element('RutEmisor', rutEmisor) +
    element('RutEnvia', rut(input.rutEnvia, 'El RUT de quien envía')) +
    element('RutReceptor', rut(input.rutReceptor, 'El RUT del receptor del envío')) +
    element('FchResol', input.fechaResolucion) +
    element('NroResol', input.numeroResolucion) +
    element('TmstFirmaEnv', siiTimestamp(input.timestamp ?? new Date())) +
    subtotales +
    '</Caratula>';

  const root = boletas > 0 ? 'EnvioBOLETA' : 'EnvioDTE';
  const schema = boletas > 0 ? 'EnvioBOLETA_v11.xsd' : 'EnvioDTE_v10.xsd';
  const start = `<${root} xmlns="${SII_NAMESPACE}" xmlns:xsi="${XSI_NAMESPACE}" xsi:schemaLocation="${SII_NAMESPACE} ${schema}" version="1.0">`;
  const set = `<SetDTE ID="${SET_ID}">${caratula}${documentos.map((d) => embedded(d.xml)).join('')}</SetDTE>`;
  const signature = signElement(`${start}${set}</${root}>`, 'SetDTE', SET_ID, input.firma);
  return `${XML_DECLARATION}\n${start}${set}${signature}</${root}>`;
}
