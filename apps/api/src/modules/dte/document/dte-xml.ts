import type { LineaCalculada, Referencia, TipoDte, Totales } from './types.ts';
import type { CheckedInput } from './validate.ts';
import { element, optionalElement } from './xml-text.ts';

// The Documento's elements in the order of the SII's schema (DTE_v10.xsd; boletas EnvioBOLETA_v11.xsd),
// with the SII's maximum lengths. Only the elements Carga fills are written; every optional one the schema
// places between them is left out, which keeps the order valid.

export const SII_NAMESPACE = 'http://www.sii.cl/SiiDte';
export const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';

/** The Documento's ID: the Reference of its signature points to it. */
export const documentId = (tipo: number, folio: number) => `F${folio}T${tipo}`;

/** A quantity as the SII writes it: up to 6 decimals, no trailing zeros. */
function quantity(value: number): string {
  return String(Number(value.toFixed(6)));
}

export interface DocumentoParts {
  tipo: TipoDte;
  folio: number;
  fechaEmision: string;
  input: CheckedInput;
  lineas: LineaCalculada[];
  totales: Totales;
  /** MntBruto: line amounts include IVA (33 and 61 issued from gross prices). */
  montoBruto: boolean;
}

function idDoc(p: DocumentoParts): string {
  return (
    '<IdDoc>' +
    element('TipoDTE', p.tipo) +
    element('Folio', p.folio) +
    element('FchEmis', p.fechaEmision) +
    // 3: boletas de venta y servicios.
    (p.tipo === 39 ? element('IndServicio', 3) : '') +
    (p.montoBruto && p.tipo !== 39 ? element('MntBruto', 1) : '') +
    '</IdDoc>'
  );
}

function emisor(p: DocumentoParts): string {
  const e = p.input.emisor;
  if (p.tipo === 39) {
    return (
      '<Emisor>' +
      element('RUTEmisor', e.rut) +
      element('RznSocEmisor', e.razonSocial, 100) +
      element('GiroEmisor', e.giro, 80) +
      element('DirOrigen', e.direccion, 70) +
      element('CmnaOrigen', e.comuna, 20) +
      optionalElement('CiudadOrigen', e.ciudad, 20) +
      '</Emisor>'
    );
  }
  return (
    '<Emisor>' +
    element('RUTEmisor', e.rut) +
    element('RznSoc', e.razonSocial, 100) +
    element('GiroEmis', e.giro, 80) +
    element('Acteco', e.acteco) +
    element('DirOrigen', e.direccion, 70) +
    element('CmnaOrigen', e.comuna, 20) +
    optionalElement('CiudadOrigen', e.ciudad, 20) +
    '</Emisor>'
  );
}

function receptor(p: DocumentoParts): string {
  const r = p.input.receptor;
  return (
    '<Receptor>' +
    element('RUTRecep', r.rut) +
    element('RznSocRecep', r.razonSocial, 100) +
    (p.tipo === 39 ? '' : optionalElement('GiroRecep', r.giro, 40)) +
    optionalElement('DirRecep', r.direccion, 70) +
    optionalElement('CmnaRecep', r.comuna, 20) +
    '</Receptor>'
  );
}

function totales(p: DocumentoParts): string {
  const t = p.totales;
  const taxed = p.tipo !== 34 && p.lineas.some((l) => !l.exento);
  return (
    '<Totales>' +
    (taxed ? element('MntNeto', t.neto) : '') +
    (t.exento > 0 || p.tipo === 34 ? element('MntExe', t.exento) : '') +
    // The boleta's schema has no TasaIVA.
    (taxed && p.tipo !== 39 ? element('TasaIVA', t.tasaIva) : '') +
    (taxed ? element('IVA', t.iva) : '') +
    element('MntTotal', t.total) +
    '</Totales>'
  );
}

function detalle(tipo: TipoDte, linea: LineaCalculada): string {
  return (
    '<Detalle>' +
    element('NroLinDet', linea.numero) +
    // A factura exenta is exempt as a whole: its lines need no mark.
    (linea.exento && tipo !== 34 ? element('IndExe', 1) : '') +
    element('NmbItem', linea.nombre, 80) +
    element('QtyItem', quantity(linea.cantidad)) +
    element('PrcItem', linea.precioUnitario) +
    element('MontoItem', linea.monto) +
    '</Detalle>'
  );
}

function referencia(ref: Referencia, n: number): string {
  return (
    '<Referencia>' +
    element('NroLinRef', n) +
    element('TpoDocRef', ref.tipo) +
    element('FolioRef', ref.folio) +
    element('FchRef', ref.fecha) +
    optionalElement('CodRef', ref.codigo) +
    element('RazonRef', ref.razon, 90) +
    '</Referencia>'
  );
}

/** The Documento's content before its TED: Encabezado, Detalle and Referencia. */
export function buildDocumentBody(p: DocumentoParts): string {
  return (
    '<Encabezado>' +
    idDoc(p) +
    emisor(p) +
    receptor(p) +
    totales(p) +
    '</Encabezado>' +
    p.lineas.map((linea) => detalle(p.tipo, linea)).join('') +
    p.input.referencias.map((ref, i) => referencia(ref, i + 1)).join('')
  );
}
