// The plain inputs and outputs of the SII's electronic tax documents (DTE). Nothing here reads a database
// or the network: the callers (issuing at the counter, cuenta corriente invoicing) bring every value.

/** The document types Carga issues (SII codes). */
export const TIPOS_DTE = [33, 34, 39, 61] as const;
export type TipoDte = (typeof TIPOS_DTE)[number];

export interface Emisor {
  rut: string;
  razonSocial: string;
  giro: string;
  /** Código de actividad económica (6 digits), as registered at the SII. */
  acteco: number;
  direccion: string;
  comuna: string;
  ciudad?: string;
}

export interface Receptor {
  /** For an anonymous boleta, '66666666-6'. */
  rut: string;
  razonSocial: string;
  giro?: string;
  direccion?: string;
  comuna?: string;
}

export interface Linea {
  nombre: string;
  /** Positive; up to 6 decimals. */
  cantidad: number;
  /** Whole pesos, 0 or more: net for facturas and notas de crédito, gross (IVA included) for boletas. */
  precioUnitario: number;
  exento?: boolean;
}

export interface Referencia {
  /** The referenced document's type (33, 34, 39…). */
  tipo: number;
  folio: number;
  /** yyyy-MM-dd. */
  fecha: string;
  /** 1 anula el documento, 2 corrige texto, 3 corrige montos. */
  codigo?: 1 | 2 | 3;
  razon: string;
}

/** A range of folios granted by the SII (Código de Autorización de Folios). */
export interface Caf {
  /** The `<CAF>` element exactly as granted (an `<AUTORIZACION>` file around it is accepted too). */
  xml: string;
  /** The CAF's RSASK, PEM. */
  privateKeyPem: string;
  rutEmisor: string;
  tipo: number;
  desde: number;
  hasta: number;
}

/** The company's certificate (its legal representative's or an authorised person's). */
export interface Firma {
  privateKeyPem: string;
  certificatePem: string;
}

export interface DteInput {
  tipo: TipoDte;
  folio: number;
  /** yyyy-MM-dd. */
  fechaEmision: string;
  emisor: Emisor;
  receptor: Receptor;
  lineas: Linea[];
  referencias?: Referencia[];
  /**
   * Line prices include IVA (gross). Boletas are always gross; for 33 and 61 this sets `MntBruto` and the
   * net and IVA are derived from the gross total. Carga's tariffs are gross (docs/decisions.md).
   */
  montosBrutos?: boolean;
  caf: Caf;
  firma: Firma;
  /** When the document is stamped and signed; now by default. Written on Chile's clock. */
  timestamp?: Date;
}

/** A line as written in the document, with its amount. */
export interface LineaCalculada {
  numero: number;
  nombre: string;
  cantidad: number;
  precioUnitario: number;
  exento: boolean;
  monto: number;
}

export interface Totales {
  /** Net taxable amount (absent from a factura exenta). */
  neto: number;
  exento: number;
  /** 19. */
  tasaIva: number;
  iva: number;
  total: number;
}

/** A signed DTE, with what its printed form needs. */
export interface DteFirmado {
  tipo: TipoDte;
  folio: number;
  /** The Documento's ID, referenced by its signature. */
  id: string;
  fechaEmision: string;
  emisor: Emisor;
  receptor: Receptor;
  lineas: LineaCalculada[];
  referencias: Referencia[];
  montosBrutos: boolean;
  totales: Totales;
  /** The whole `<DTE>` with its XML declaration, as text. */
  xml: string;
  /** The same, encoded ISO-8859-1 as the SII reads it. */
  bytes: Buffer;
  /** The `<TED>` flattened: what the PDF417 timbre holds. */
  ted: string;
}

export interface EnvioInput {
  documentos: DteFirmado[];
  emisor: Pick<Emisor, 'rut'>;
  /** The RUT of the person whose certificate signs the envío. */
  rutEnvia: string;
  /** The SII: '60803000-K'. */
  rutReceptor: string;
  /** yyyy-MM-dd of the SII's resolution authorising the company (certification: the date of the set). */
  fechaResolucion: string;
  /** 0 while in certification. */
  numeroResolucion: number;
  firma: Firma;
  timestamp?: Date;
}

/** One RA of an annex: its number, day (dd/mm/yyyy), route and amount. */
export interface AnexoFila {
  ra: number;
  fecha: string;
  ruta: string;
  monto: number;
}

/** Rows printed on letter pages after a document: the RAs a cuenta corriente factura's summary line covers. */
export interface Anexo {
  titulo: string;
  filas: AnexoFila[];
}

export interface PdfOptions {
  formato: 'carta' | 'rollo80';
  prueba: boolean;
  resolucion: { numero: number; fecha: string };
  /** The SII office of the emisor, printed under the header box ('S.I.I. – SANTIAGO ORIENTE'). */
  oficinaSii?: string;
  /** Letter format only: printed after the document, on pages of its own. */
  anexo?: Anexo;
}
