// Documentos tributarios electrónicos (issue 34): the SII's document types Carga issues, and the Spanish
// texts of the emisor, the certificate and the folios (CAF). Server and browser read the same ones.

/** Factura 33, factura exenta 34, boleta 39, nota de crédito 61. */
export const DTE_TYPES = [33, 34, 39, 61] as const;
export type DteType = (typeof DTE_TYPES)[number];
export const DTE_TYPE_LABELS: Record<DteType, string> = {
  33: 'Factura electrónica',
  34: 'Factura exenta electrónica',
  39: 'Boleta electrónica',
  61: 'Nota de crédito electrónica',
};
export const isDteType = (value: number): value is DteType =>
  (DTE_TYPES as readonly number[]).includes(value);

/**
 * The SII expires an unused CAF of facturas and notas six months after its authorisation (FA); a boleta's
 * CAF does not expire.
 */
export const CAF_EXPIRING_TYPES: readonly DteType[] = [33, 34, 61];
export const CAF_VALID_MONTHS = 6;
/** 'Quedan pocos folios' when fewer than this share of a type's loaded folios remain. */
export const FOLIO_WARNING_SHARE = 0.1;
/** 'El certificado digital vence el …' this many days before it does. */
export const CERTIFICATE_WARNING_DAYS = 30;

/** The SII's own limits of the emisor's fields (RznSoc, GiroEmis, DirOrigen, CmnaOrigen, Acteco). */
export const DTE_LIMITS = {
  srazonsocial: 100,
  sgiro: 80,
  sdireccion: 70,
  scomuna: 20,
  soficinasii: 40,
  nactividadeconomica: 999_999,
  nnumeroresolucion: 999_999,
  /** A .p12 is a few kilobytes; 64 KB of base64 is far more than any. */
  certificateBase64: 65_536,
  certificatePassword: 200,
  /** A CAF is about 2 KB of XML. */
  cafXml: 20_000,
  voidReason: 200,
} as const;

export const dteMessages = {
  rutRequired: 'Ingrese el RUT de la empresa',
  razonSocialRequired: 'Ingrese la razón social',
  giroRequired: 'Ingrese el giro',
  actividadRequired: 'Ingrese el código de actividad económica',
  direccionRequired: 'Ingrese la dirección',
  comunaRequired: 'Ingrese la comuna',
  oficinaRequired: 'Ingrese la oficina regional del SII',
  resolucionRequired: 'Ingrese el número de resolución (0 en certificación)',
  resolucionDateRequired: 'Ingrese la fecha de resolución (AAAA-MM-DD)',
  tooLong: (max: number) => `Máximo ${max} caracteres`,
  emisorMissing: 'Primero ingrese los datos de la empresa emisora',
  emisorSaved: 'Datos de la empresa guardados',
  emisorRutLocked: (ruts: string) => `No se puede cambiar el RUT: hay CAF cargados del RUT ${ruts}`,

  certificateRequired: 'Seleccione el certificado digital (.p12 o .pfx)',
  certificatePasswordRequired: 'Ingrese la contraseña del certificado',
  certificateUnreadable: 'El archivo no es un certificado digital .p12 o .pfx',
  certificateWrongPassword: 'La contraseña del certificado no es correcta',
  certificateNoKey: 'El certificado no contiene su clave privada',
  certificateExpired: (date: string) => `El certificado digital venció el ${date}`,
  certificateNotYetValid: (date: string) => `El certificado digital es válido recién desde el ${date}`,
  certificateExpiring: (date: string) => `El certificado digital vence el ${date}`,
  certificateMissing: 'No hay certificado digital cargado',
  certificateSaved: 'Certificado digital cargado',

  cafRequired: 'Seleccione el archivo CAF (XML) entregado por el SII',
  cafUnreadable: 'El archivo no es un CAF del SII (XML de autorización de folios)',
  cafOtherRut: (rut: string) => `El CAF es de otro RUT: ${rut}`,
  cafTypeInvalid: (tipo: string) => `El CAF es del tipo ${tipo}, que Carga no emite (33, 34, 39 o 61)`,
  cafRangeInvalid: 'El rango de folios del CAF no es válido',
  cafSignatureInvalid: 'La firma del CAF no es válida',
  cafKeyMismatch: 'La clave privada del CAF no corresponde a su clave pública',
  cafExpired: 'El CAF está vencido',
  cafOverlap: (tipo: number, desde: number, hasta: number) =>
    `Los folios ${desde} a ${hasta} del tipo ${tipo} se cruzan con un CAF ya cargado`,
  cafSaved: 'CAF cargado',
  foliosLow: (tipo: number, left: number) =>
    `Quedan pocos folios del tipo ${tipo}: ${left}. Solicite un nuevo CAF al SII`,
  foliosExhausted: (tipo: number) => `No quedan folios para el tipo ${tipo}; cargue un CAF`,
  folioNotTaken: (tipo: number, folio: number) => `El folio ${folio} del tipo ${tipo} no ha sido usado`,
  folioAlreadyVoid: (tipo: number, folio: number) => `El folio ${folio} del tipo ${tipo} ya está anulado`,
  testMark: 'DOCUMENTO DE PRUEBA — SIN VALIDEZ TRIBUTARIA',

  // Issuing a paid RA's boleta or factura.
  raRequired: 'Indique el RA',
  issueTypeInvalid: 'El tipo de documento debe ser 33 (factura), 34 (factura exenta) o 39 (boleta)',
  issueNotPaid: 'La RA no tiene un pago registrado',
  issueAlready: (tipo: string, folio: number) => `La RA ya tiene el documento ${tipo} N° ${folio}`,
  issueNotConfigured:
    'Configure la empresa emisora y su certificado digital en Configuraciones / Empresa antes de emitir documentos',
  issueNoPrice: 'La RA no tiene precio: no se puede emitir su documento',
  facturaNeedsRut: 'Para emitir una factura, el pagador debe tener RUT de facturación',
  facturaNeedsGiro: 'Para emitir una factura, ingrese el giro del receptor',
  facturaNeedsAddress: 'Para emitir una factura, el pagador debe tener una dirección con comuna',
  documentNotFound: 'El documento tributario no existe',
  issueFailed: (folio: number, reason: string) =>
    `No se pudo emitir el documento (folio ${folio} anulado): ${reason}`,
} as const;
