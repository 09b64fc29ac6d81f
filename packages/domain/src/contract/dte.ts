import { DTE_LIMITS, DTE_TYPES, dteMessages } from '../rules/dte.ts';
import { flag, pagedResponse, pageQuery, pathId, requiredRut, requiredText, wholeNumber } from './common.ts';
import * as z from './zod.ts';

// Issue 34, first increment: who issues the documents (the emisor), the digital certificate that signs
// them and the folios (CAF) the SII authorised. Paths live under /api/Dte/…; fields follow the spec's
// naming (n… numbers, s… strings, d… dates, sind… flags).

const text = (message: string, max: number) => requiredText(message, max, dteMessages.tooLong(max));
const isoDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message);

// ---- Emisor ------------------------------------------------------------------------------------------

export const dteEmisor = z.object({
  srutemisor: requiredRut(dteMessages.rutRequired),
  srazonsocial: text(dteMessages.razonSocialRequired, DTE_LIMITS.srazonsocial),
  sgiro: text(dteMessages.giroRequired, DTE_LIMITS.sgiro),
  nactividadeconomica: wholeNumber({
    min: 1,
    max: DTE_LIMITS.nactividadeconomica,
    minMessage: dteMessages.actividadRequired,
  }),
  sdireccion: text(dteMessages.direccionRequired, DTE_LIMITS.sdireccion),
  scomuna: text(dteMessages.comunaRequired, DTE_LIMITS.scomuna),
  soficinasii: text(dteMessages.oficinaRequired, DTE_LIMITS.soficinasii),
  /** 0 while the company is in the SII's certification. */
  nnumeroresolucion: wholeNumber({
    max: DTE_LIMITS.nnumeroresolucion,
    minMessage: dteMessages.resolucionRequired,
  }),
  dfecharesolucion: isoDay(dteMessages.resolucionDateRequired),
});
export type DteEmisor = z.infer<typeof dteEmisor>;
export type DteEmisorInput = z.input<typeof dteEmisor>;

/** The emisor, or null before it is first saved; `sindprueba` 'S' for the demo's test company. */
export const dteEmisorResponse = z
  .object({
    srutemisor: z.string(),
    srazonsocial: z.string(),
    sgiro: z.string(),
    nactividadeconomica: z.number(),
    sdireccion: z.string(),
    scomuna: z.string(),
    soficinasii: z.string(),
    nnumeroresolucion: z.number(),
    dfecharesolucion: z.string(),
    sindprueba: flag,
  })
  .nullable();
export type DteEmisorResponse = z.infer<typeof dteEmisorResponse>;

// ---- Certificate -------------------------------------------------------------------------------------

/** The .p12/.pfx as base64 (a data URL is accepted too) and its password. */
export const dteCertificateUpload = z.object({
  sarchivo: z
    .string({ error: dteMessages.certificateRequired })
    .trim()
    .min(1, dteMessages.certificateRequired)
    .max(DTE_LIMITS.certificateBase64, dteMessages.certificateUnreadable),
  sclave: z
    .string({ error: dteMessages.certificatePasswordRequired })
    .min(1, dteMessages.certificatePasswordRequired)
    .max(DTE_LIMITS.certificatePassword, dteMessages.tooLong(DTE_LIMITS.certificatePassword)),
});
export type DteCertificateUpload = z.infer<typeof dteCertificateUpload>;

/** What is shown of the certificate: never its bytes nor its password. */
export const dteCertificate = z
  .object({
    ssujeto: z.string(),
    /** The RUT the certificate names (its serialNumber), when it names one. */
    srut: z.string().nullable(),
    semisor: z.string(),
    dvigenciadesde: z.string(),
    dvigenciahasta: z.string(),
    /** 'El certificado digital vence el …' within 30 days of its end; null otherwise. */
    saviso: z.string().nullable(),
    sindprueba: flag,
    dfeccarga: z.string(),
  })
  .nullable();
export type DteCertificate = z.infer<typeof dteCertificate>;

// ---- CAF ---------------------------------------------------------------------------------------------

export const dteCafUpload = z.object({
  sxml: z
    .string({ error: dteMessages.cafRequired })
    .trim()
    .min(1, dteMessages.cafRequired)
    .max(DTE_LIMITS.cafXml, dteMessages.cafUnreadable),
});
export type DteCafUpload = z.infer<typeof dteCafUpload>;

export const dteType = z.literal(DTE_TYPES);

export const dteCafRange = z.object({
  nidcaf: z.number(),
  ntipodte: dteType,
  nfoliodesde: z.number(),
  nfoliohasta: z.number(),
  /** The next folio this range gives; past `nfoliohasta` when it is used up. */
  nsiguiente: z.number(),
  nfoliosdisponibles: z.number(),
  dfechaautorizacion: z.string(),
  sindprueba: flag,
  dfeccarga: z.string(),
});
export type DteCafRange = z.infer<typeof dteCafRange>;

/** Per type Carga issues: its ranges, what is left, and 'Quedan pocos folios…' below 10 %. */
export const dteCafType = z.object({
  ntipodte: dteType,
  stipodte: z.string(),
  nfolioscargados: z.number(),
  nfoliosdisponibles: z.number(),
  saviso: z.string().nullable(),
  rangos: z.array(dteCafRange),
});
export const dteCafListResponse = z.object({ tipos: z.array(dteCafType) });
export type DteCafListResponse = z.infer<typeof dteCafListResponse>;

// ---- Issued documents (a paid RA's boleta or factura) -------------------------------------------------

/** The document types a paid RA gets: factura 33, factura exenta 34, boleta 39. */
export const DTE_ISSUE_TYPES = [33, 34, 39] as const;

export const dteIssueRequest = z.object({
  nidra: z
    .number({ error: dteMessages.raRequired })
    .int(dteMessages.raRequired)
    .min(1, dteMessages.raRequired)
    .max(2_147_483_647, dteMessages.raRequired),
  /** Boleta by default; factura when the payer is a company that asked for invoices. */
  ntipo: z.literal(DTE_ISSUE_TYPES, { error: dteMessages.issueTypeInvalid }).optional(),
  /** The receptor's giro, which the client's record does not keep: a factura needs it. */
  sgiroreceptor: z.string().trim().max(40, dteMessages.tooLong(40)).optional(),
});
export type DteIssueRequest = z.infer<typeof dteIssueRequest>;
export type DteIssueRequestInput = z.input<typeof dteIssueRequest>;

export const dteDocument = z.object({
  nid: z.number(),
  ntipo: dteType,
  stipo: z.string(),
  nfolio: z.number(),
  /** The RA of a counter document (and of its notas); null for a cuenta corriente factura of many RAs. */
  nidra: z.number().nullable(),
  srutreceptor: z.string(),
  srazonsocialreceptor: z.string(),
  nneto: z.number(),
  nexento: z.number(),
  niva: z.number(),
  ntotal: z.number(),
  sindprueba: flag,
  dfecemision: z.string(),
  /** A nota de crédito's: the document it corrects, how (1 anula, 3 corrige montos) and why. */
  nidreferencia: z.number().nullable(),
  ncodref: z.number().nullable(),
  srazonref: z.string().nullable(),
  /** 'S' once a nota de crédito annulled it. */
  sindanulado: flag,
});
export type DteDocument = z.infer<typeof dteDocument>;

/** The RA's documents, and what the screen offers: the type to issue (null: none to issue, or not allowed). */
export const dteRaDocuments = z.object({
  documentos: z.array(dteDocument),
  /** 33 or 39 when the RA is paid, has no document and the caller may issue; null otherwise. */
  ntipoemitible: dteType.nullable(),
  /** The standing boletas and facturas the caller may credit (a nota de crédito). */
  nidsacreditables: z.array(z.number()).optional(),
  /** 'La RA fue anulada: emita la nota de crédito de la Boleta electrónica N° 7', or null. */
  saviso: z.string().nullable().optional(),
});
export type DteRaDocuments = z.infer<typeof dteRaDocuments>;

/** 'Mis documentos' (a customer's): the documents issued to them, newest first. */
export const dteMyDocumentsQuery = z.object({ Page: pageQuery });
export const dteMyDocumentsResponse = pagedResponse('list', dteDocument);
export type DteMyDocumentsResponse = z.infer<typeof dteMyDocumentsResponse>;

export const dteRaParams = z.object({ id: pathId(dteMessages.documentNotFound) });
export const dteDocumentParams = z.object({ id: pathId(dteMessages.documentNotFound) });
export const dtePdfQuery = z.object({ formato: z.enum(['carta', 'rollo80']).default('carta') });
