import { checkCaf } from './caf.ts';
import { buildDocumentBody, documentId, SII_NAMESPACE, XSI_NAMESPACE } from './dte-xml.ts';
import { buildTed } from './ted.ts';
import { computeLines, computeTotals, grossPrices } from './totals.ts';
import type { DteFirmado, DteInput } from './types.ts';
import { checkInput } from './validate.ts';
import { checkFirma, signElement } from './xml-signature.ts';
import { element, siiTimestamp, toLatin1, XML_DECLARATION } from './xml-text.ts';

/**
 * The DTE's start tag. It declares the xsi namespace that its envelope (EnvioDTE, EnvioBOLETA) declares,
 * so that the namespaces in scope of the Documento — which inclusive C14N writes into what is digested —
 * are the same alone and inside the envelope, and its signature verifies in both.
 */
export const DTE_START = `<DTE xmlns="${SII_NAMESPACE}" xmlns:xsi="${XSI_NAMESPACE}" version="1.0">`;

/**
 * Builds, stamps and signs one DTE: checks the inputs and the CAF, computes the totals, writes the
 * Documento with its TED (signed with the CAF's key) and signs the Documento with the company's certificate.
 * Throws a DteError (Spanish message) for anything the SII would refuse that can be known here.
 */
export function buildDte(input: DteInput): DteFirmado {
  const checked = checkInput(input);
  const caf = checkCaf(input.caf, input.tipo, input.folio, checked.emisor.rut);
  checkFirma(input.firma);
  const timestamp = input.timestamp ?? new Date();

  const lineas = computeLines(input.tipo, checked.lineas);
  const gross = grossPrices(input.tipo, input.montosBrutos);
  const totales = computeTotals(lineas, gross);
  const id = documentId(input.tipo, input.folio);

  const ted = buildTed(
    {
      rutEmisor: checked.emisor.rut,
      tipo: input.tipo,
      folio: input.folio,
      fechaEmision: input.fechaEmision,
      rutReceptor: checked.receptor.rut,
      razonSocialReceptor: checked.receptor.razonSocial,
      montoTotal: totales.total,
      primerItem: lineas[0]?.nombre ?? '',
      caf: caf.element,
      timestamp,
    },
    input.caf.privateKeyPem,
  );
  const body = buildDocumentBody({
    tipo: input.tipo,
    folio: input.folio,
    fechaEmision: input.fechaEmision,
    input: checked,
    lineas,
    totales,
    montoBruto: gross,
  });
  const documento = `<Documento ID="${id}">${body}${ted}${element('TmstFirma', siiTimestamp(timestamp))}</Documento>`;
  const signature = signElement(`${DTE_START}${documento}</DTE>`, 'Documento', id, input.firma);
  const xml = `${XML_DECLARATION}\n${DTE_START}${documento}${signature}</DTE>`;

  return {
    tipo: input.tipo,
    folio: input.folio,
    id,
    fechaEmision: input.fechaEmision,
    emisor: checked.emisor,
    receptor: checked.receptor,
    lineas,
    referencias: checked.referencias,
    montosBrutos: gross,
    totales,
    xml,
    bytes: toLatin1(xml),
    ted,
  };
}
