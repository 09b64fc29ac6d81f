import type { Element, Node } from '@xmldom/xmldom';
import { expect } from 'vitest';

// The order of the elements in the SII's schemas (DTE_v10.xsd, EnvioDTE_v10.xsd and, for boletas,
// EnvioBOLETA_v11.xsd), as the "Formato Documentos Tributarios Electrónicos" lists them: each element's
// children known, in this order, the required ones present. Every document and envelope is also validated
// against the SII's XSDs themselves (sii-xsd.test.ts); this list says in the build's own tests which element
// is out of place.

const FACTURA = {
  Documento: [
    'Encabezado',
    'Detalle',
    'SubTotInfo',
    'DscRcgGlobal',
    'Referencia',
    'Comisiones',
    'TED',
    'TmstFirma',
  ],
  Encabezado: [
    'IdDoc',
    'Emisor',
    'RUTMandante',
    'Receptor',
    'RUTSolicita',
    'Transporte',
    'Totales',
    'OtraMoneda',
  ],
  IdDoc: [
    'TipoDTE',
    'Folio',
    'FchEmis',
    'IndNoRebaja',
    'TipoDespacho',
    'IndTraslado',
    'TpoImpresion',
    'IndServicio',
    'MntBruto',
    'TpoTranCompra',
    'TpoTranVenta',
    'FmaPago',
    'FmaPagExp',
    'FchCancel',
    'MntCancel',
    'SaldoInsol',
    'MntPagos',
    'PeriodoDesde',
    'PeriodoHasta',
    'MedioPago',
    'TpoCtaPago',
    'NumCtaPago',
    'BcoPago',
    'TermPagoCdg',
    'TermPagoGlosa',
    'TermPagoDias',
    'FchVenc',
  ],
  Emisor: [
    'RUTEmisor',
    'RznSoc',
    'GiroEmis',
    'Telefono',
    'CorreoEmisor',
    'Acteco',
    'GuiaExport',
    'Sucursal',
    'CdgSIISucur',
    'DirOrigen',
    'CmnaOrigen',
    'CiudadOrigen',
    'CdgVendedor',
    'IdAdicEmisor',
  ],
  Receptor: [
    'RUTRecep',
    'CdgIntRecep',
    'RznSocRecep',
    'Extranjero',
    'GiroRecep',
    'Contacto',
    'CorreoRecep',
    'DirRecep',
    'CmnaRecep',
    'CiudadRecep',
    'DirPostal',
    'CmnaPostal',
    'CiudadPostal',
  ],
  Totales: [
    'MntNeto',
    'MntExe',
    'MntBase',
    'MntMargenCom',
    'TasaIVA',
    'IVA',
    'IVAProp',
    'IVATerc',
    'ImptoReten',
    'IVANoRet',
    'CredEC',
    'GrntDep',
    'Comisiones',
    'MntTotal',
    'MontoNF',
    'MontoPeriodo',
    'SaldoAnterior',
    'VlrPagar',
  ],
  Detalle: [
    'NroLinDet',
    'CdgItem',
    'TpoDocLiq',
    'IndExe',
    'Retenedor',
    'NmbItem',
    'DscItem',
    'QtyRef',
    'UnmdRef',
    'PrcRef',
    'QtyItem',
    'Subcantidad',
    'FchElabor',
    'FchVencim',
    'UnmdItem',
    'PrcItem',
    'OtrMnda',
    'DescuentoPct',
    'DescuentoMonto',
    'SubDscto',
    'RecargoPct',
    'RecargoMonto',
    'SubRecargo',
    'CodImpAdic',
    'MontoItem',
  ],
  Referencia: ['NroLinRef', 'TpoDocRef', 'IndGlobal', 'FolioRef', 'RUTOtr', 'FchRef', 'CodRef', 'RazonRef'],
};

const BOLETA = {
  ...FACTURA,
  IdDoc: [
    'TipoDTE',
    'Folio',
    'FchEmis',
    'IndServicio',
    'IndMntNeto',
    'PeriodoDesde',
    'PeriodoHasta',
    'FchVenc',
  ],
  Emisor: [
    'RUTEmisor',
    'RznSocEmisor',
    'GiroEmisor',
    'CdgSIISucur',
    'DirOrigen',
    'CmnaOrigen',
    'CiudadOrigen',
  ],
  Receptor: [
    'RUTRecep',
    'CdgIntRecep',
    'RznSocRecep',
    'Contacto',
    'DirRecep',
    'CmnaRecep',
    'CiudadRecep',
    'DirPostal',
    'CmnaPostal',
    'CiudadPostal',
  ],
  Totales: ['MntNeto', 'MntExe', 'IVA', 'MntTotal', 'MontoNF', 'TotalPeriodo', 'SaldoAnterior', 'VlrPagar'],
  Detalle: [
    'NroLinDet',
    'CdgItem',
    'IndExe',
    'ItemEspectaculo',
    'RUTMandante',
    'NmbItem',
    'InfoTicket',
    'DscItem',
    'QtyItem',
    'UnmdItem',
    'PrcItem',
    'DescuentoPct',
    'DescuentoMonto',
    'RecargoPct',
    'RecargoMonto',
    'MontoItem',
  ],
};

const COMMON = {
  DTE: ['Documento', 'Signature'],
  TED: ['DD', 'FRMT'],
  DD: ['RE', 'TD', 'F', 'FE', 'RR', 'RSR', 'MNT', 'IT1', 'CAF', 'TSTED'],
  Signature: ['SignedInfo', 'SignatureValue', 'KeyInfo'],
  KeyInfo: ['KeyValue', 'X509Data'],
  EnvioDTE: ['SetDTE', 'Signature'],
  EnvioBOLETA: ['SetDTE', 'Signature'],
  SetDTE: ['Caratula', 'DTE'],
  Caratula: ['RutEmisor', 'RutEnvia', 'RutReceptor', 'FchResol', 'NroResol', 'TmstFirmaEnv', 'SubTotDTE'],
  SubTotDTE: ['TpoDTE', 'NroDTE'],
};

/** What each element must hold: the schema's required children, and those Carga always writes. */
const REQUIRED: Record<string, string[]> = {
  Documento: ['Encabezado', 'Detalle', 'TED', 'TmstFirma'],
  Encabezado: ['IdDoc', 'Emisor', 'Receptor', 'Totales'],
  IdDoc: ['TipoDTE', 'Folio', 'FchEmis'],
  Emisor: ['RUTEmisor', 'DirOrigen', 'CmnaOrigen'],
  Receptor: ['RUTRecep'],
  Totales: ['MntTotal'],
  Detalle: ['NroLinDet', 'NmbItem', 'MontoItem'],
  Referencia: ['NroLinRef', 'TpoDocRef', 'FchRef'],
  DD: ['RE', 'TD', 'F', 'FE', 'RR', 'RSR', 'MNT', 'IT1', 'CAF', 'TSTED'],
  Caratula: ['RutEmisor', 'RutEnvia', 'RutReceptor', 'FchResol', 'NroResol', 'TmstFirmaEnv', 'SubTotDTE'],
};

export function childElements(node: Node): Element[] {
  const result: Element[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 1) result.push(child as Element);
  }
  return result;
}

/** Checks every element under `root` whose name the lists know: children known, in order, required present. */
export function expectSchemaOrder(root: Element, boleta: boolean): void {
  const orders: Record<string, string[]> = { ...(boleta ? BOLETA : FACTURA), ...COMMON };
  const visit = (element: Element) => {
    const order = orders[element.localName ?? ''];
    // The CAF is the SII's, and the signature's inner elements follow XMLDSig: not re-checked here.
    if (!order || element.localName === 'CAF') return;
    const names = childElements(element).map((child) => child.localName ?? '');
    for (const name of names) expect(order, `${element.localName} no admite ${name}`).toContain(name);
    const positions = names.map((name) => order.indexOf(name));
    expect(positions, `orden de ${element.localName}: ${names.join(', ')}`).toEqual(
      [...positions].sort((a, b) => a - b),
    );
    for (const name of REQUIRED[element.localName ?? ''] ?? []) {
      expect(names, `${element.localName} requiere ${name}`).toContain(name);
    }
    for (const child of childElements(element)) visit(child);
  };
  visit(root);
}
