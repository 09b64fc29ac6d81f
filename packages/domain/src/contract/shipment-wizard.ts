import { LIMITS } from '../rules/limits.ts';
import { messages } from '../rules/messages.ts';
import { pickupMessages } from '../rules/pickup.ts';
import { FINISH_TARGETS } from '../rules/ra-states.ts';
import { paymentCondition } from './billing.ts';
import {
  bodyId,
  decimalNumber,
  digitsOnly,
  flag,
  parameterOption,
  pathId,
  requiredCode,
  requiredRut,
  requiredText,
  rutSchema,
  wholeNumber,
} from './common.ts';
import * as z from './zod.ts';

// The 7-step RA wizard (spec 1 sections 2, 3, 5 and 7). Field names are the spec's.

/** Highest declared cargo value accepted, in CLP: the spec's {ip}. */
export const MAX_CARGO_VALUE_CLP = 10_000_000_000;
export const MAX_CARGO_VALUE_TEXT = '$10.000.000.000';
export const cargoValueTooHigh = `El valor máximo es de ${MAX_CARGO_VALUE_TEXT} CLP`;
/** Upload limit of step 6. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'application/pdf'] as const;
/** Media for which the other-medium text stays disabled. */
export const STANDARD_MEDIA = ['TER', 'MAR', 'AER'] as const;
export const SIN_TARIFA = 'SINTARIFA';

export const raIdParams = z.object({ id: pathId(messages.raNotFound) });
export const idResponse = z.number().int();

const optionalId = bodyId(undefined, { zero: true }).nullish();
const code = (message: string) => requiredCode(message);

// ---- Step 1: origin and destination of the cargo -------------------------------------------------

export const stepOneForm = z
  .object({
    idRemitente: optionalId,
    rutRemitente: requiredRut(messages.senderRutRequired),
    nomRemitente: requiredText(messages.senderNameRequired, LIMITS.personName),
    idDestinatario: optionalId,
    rutDestinatario: requiredRut(messages.recipientRutRequired),
    nomDestinatario: requiredText(messages.recipientNameRequired, LIMITS.personName),
    idAgente: optionalId,
    rutAgente: z.string().trim().max(LIMITS.rut).default(''),
    nomAgente: z.string().trim().max(LIMITS.personName).default(''),
    tipoRecepcion: z.enum(['FISIC', 'DOCUM']).default('FISIC'),
    enviadoPor: code(messages.validation).default('TER'),
    otroMedio: z.string().trim().max(LIMITS.otroMedio).default(''),
    modalidadEnvio: code(messages.validation).default('LCL'),
  })
  .superRefine((v, ctx) => {
    // An agent is optional, but a half-filled one is not.
    if (v.rutAgente || v.nomAgente) {
      const rut = rutSchema.safeParse(v.rutAgente);
      if (!v.rutAgente)
        ctx.addIssue({ code: 'custom', path: ['rutAgente'], message: messages.agentRutRequired });
      else if (!rut.success)
        ctx.addIssue({
          code: 'custom',
          path: ['rutAgente'],
          message: rut.error.issues[0]?.message ?? messages.rutFormat,
        });
      if (!v.nomAgente)
        ctx.addIssue({ code: 'custom', path: ['nomAgente'], message: messages.agentNameRequired });
    }
    if (!(STANDARD_MEDIA as readonly string[]).includes(v.enviadoPor) && !v.otroMedio) {
      ctx.addIssue({ code: 'custom', path: ['otroMedio'], message: messages.otherMediumRequired });
    }
  });
export type StepOneForm = z.input<typeof stepOneForm>;

/**
 * POST body: the form plus nidra 0 and the office where the cargo is received; `nidretiro`, the pickup
 * request (issue 35) the RA is made from, linked to it in the same transaction.
 */
export const stepOneCreate = z.intersection(
  stepOneForm,
  z.object({
    nidra: z.literal(0).default(0),
    scodoficinaorigen: code(messages.officeRequired),
    nidretiro: bodyId(pickupMessages.pickupInvalid).optional(),
  }),
);
export type StepOneCreate = z.input<typeof stepOneCreate>;

export const stepOneResponse = z.object({
  nidra: z.number(),
  scodestado: z.string(),
  scodoficinaorigen: z.string(),
  idRemitente: z.number().nullable(),
  rutRemitente: z.string(),
  nomRemitente: z.string(),
  idDestinatario: z.number().nullable(),
  rutDestinatario: z.string(),
  nomDestinatario: z.string(),
  idAgente: z.number().nullable(),
  rutAgente: z.string(),
  nomAgente: z.string(),
  tipoRecepcion: z.string(),
  enviadoPor: z.string(),
  otroMedio: z.string(),
  modalidadEnvio: z.string(),
});
export type StepOneResponse = z.infer<typeof stepOneResponse>;

export const stepOneCombos = z.object({
  medioEnvioList: z.array(parameterOption),
  modalidadEnvioList: z.array(parameterOption),
  tipoRecepcionList: z.array(parameterOption),
});
export type StepOneCombos = z.infer<typeof stepOneCombos>;

// ---- Parties: senders, recipients, agents ---------------------------------------------------------

export const personSearchQuery = z.object({
  rut: z.string().trim().max(LIMITS.rut).optional(),
  nombre: z.string().trim().max(LIMITS.nameSearch).optional(),
});

export const clientAddress = z.object({
  scalle: z.string(),
  snumeracion: z.string(),
  srestodireccion: z.string(),
  scodcomuna: z.string().nullable(),
  sdescomuna: z.string().nullable(),
  scodregion: z.string().nullable(),
  sdesregion: z.string().nullable(),
  scodpostal: z.string(),
});

export const clientSummary = z.object({
  nidcliente: z.number(),
  srutcliente: z.string(),
  snombrecliente: z.string(),
  snombrecorto: z.string(),
  direcciones: z.array(clientAddress),
});
export type ClientSummary = z.infer<typeof clientSummary>;

export const agentSummary = z.object({
  nidagente: z.number(),
  srutagente: z.string(),
  snombreagente: z.string(),
});
export type AgentSummary = z.infer<typeof agentSummary>;

/** The 'Agregar remitente' modal. */
export const newSenderForm = z.object({
  empresa: z.enum(['S', 'N'], { error: messages.required }),
  rut: requiredRut(),
  nombre: requiredText(messages.nameRequired, LIMITS.snombrecliente),
  nombreCorto: requiredText(messages.shortNameRequired, LIMITS.personName),
  calle: requiredText(messages.streetRequired, LIMITS.address),
  numeracion: requiredText(messages.numberRequired, LIMITS.snumeracion),
  restoDireccion: z.string().trim().max(LIMITS.address).default(''),
  codRegion: z.string({ error: messages.regionRequired }).trim().min(1, messages.regionRequired),
  codComuna: z.string({ error: messages.communeRequired }).trim().min(1, messages.communeRequired),
});
export type NewSenderForm = z.input<typeof newSenderForm>;

/** Addresses a new sender may bring at once: the modal sends one. */
const SENDER_MAX_ADDRESSES = 20;

/**
 * POST /api/Customer/sender (spec 1 section 7): the client entity with its addresses, in the spec's
 * names. The modal's form keeps its own names and is mapped to this by the web; the checks are the form's.
 */
export const newSenderRequest = z.object({
  srutcliente: newSenderForm.shape.rut,
  snombrecliente: newSenderForm.shape.nombre,
  snombrecorto: newSenderForm.shape.nombreCorto,
  sindempresa: flag.default('S'),
  direcciones: z
    .array(
      z.object({
        scalle: newSenderForm.shape.calle,
        snumeracion: newSenderForm.shape.numeracion,
        srestodireccion: newSenderForm.shape.restoDireccion,
        scodregion: newSenderForm.shape.codRegion,
        scodcomuna: newSenderForm.shape.codComuna,
      }),
      { error: messages.streetRequired },
    )
    .min(1, messages.streetRequired)
    .max(SENDER_MAX_ADDRESSES, messages.validation),
});
export type NewSenderRequest = z.input<typeof newSenderRequest>;

// ---- Step 2: reception conditions ------------------------------------------------------------------

export const receptionConditionsUpdate = z
  .object({
    sfacturar: z.enum(['DESTI', 'REMIT', 'OTRO']).default('DESTI'),
    nidpagador: optionalId,
    srutfacturar: z.string().trim().max(LIMITS.rut).default(''),
    sidtrackingext: z.string().trim().max(LIMITS.sidtrackingext, messages.trackingTooLong).default(''),
    sindretirolocal: flag.default('N'),
    sindentregalocal: flag.default('N'),
    sindenviodirecto: flag.default('N'),
    scodoficinaorigen: code(messages.officeRequired),
    scodbodegaorigen: code(messages.warehouseRequired),
    scodbodegadestino: code(messages.warehouseRequired),
    scodoficinadestino: code(messages.officeRequired),
    /** How it is paid (issue 33); absent: the server proposes it from the billing party and the payer's terms. */
    scondicionpago: paymentCondition.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.sfacturar === 'OTRO') {
      const rut = rutSchema.safeParse(v.srutfacturar);
      if (!v.srutfacturar) {
        ctx.addIssue({ code: 'custom', path: ['srutfacturar'], message: messages.billingRutRequired });
      } else if (!rut.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['srutfacturar'],
          message: rut.error.issues[0]?.message ?? messages.rutFormat,
        });
      }
    }
    if (v.scodoficinaorigen === v.scodoficinadestino) {
      ctx.addIssue({
        code: 'custom',
        path: ['scodoficinadestino'],
        message: messages.sameOfficeAndDestination,
      });
    }
    if (v.scodbodegaorigen === v.scodbodegadestino) {
      ctx.addIssue({ code: 'custom', path: ['scodbodegadestino'], message: messages.sameWarehouses });
    }
  });
export type ReceptionConditionsUpdate = z.input<typeof receptionConditionsUpdate>;

export const receptionConditionsResponse = z.object({
  ra: z.object({
    nidra: z.number(),
    sfacturar: z.string().nullable(),
    nidpagador: z.number().nullable(),
    srutfacturar: z.string().nullable(),
    sidtrackingext: z.string().nullable(),
    sindretirolocal: z.string(),
    sindentregalocal: z.string(),
    sindenviodirecto: z.string(),
    scodoficinaorigen: z.string(),
    scodbodegaorigen: z.string().nullable(),
    scodbodegadestino: z.string().nullable(),
    scodoficinadestino: z.string().nullable(),
    nidremitente: z.number().nullable(),
    srutremitente: z.string(),
    snomremitente: z.string(),
    niddestinatario: z.number().nullable(),
    srutdestinatario: z.string(),
    snomdestinatario: z.string(),
    /** PAGADO, PORPAGAR or CTACTE (issue 33); null until step 2 is saved (and for RAs before it). */
    scondicionpago: z.string().nullable(),
  }),
  /** The payer's cuenta corriente (null without one): step 2 warns when it is over its credit limit. */
  credito: z
    .object({ nsaldo: z.number(), nlimitecredito: z.number(), sindexcedido: z.enum(['S', 'N']) })
    .nullable(),
  facturarAList: z.array(parameterOption),
  bodegasList: z.array(z.object({ scodbodega: z.string(), snombodega: z.string(), sdireccion: z.string() })),
  oficinaList: z.array(
    z.object({ scodoficina: z.string(), snomoficina: z.string(), sdireccion: z.string() }),
  ),
});
export type ReceptionConditionsResponse = z.infer<typeof receptionConditionsResponse>;

// ---- Step 3: description and state of the cargo ----------------------------------------------------

export const repackLine = z.object({
  scodigo: z.string().trim().min(1).max(LIMITS.code),
  ncantidad: wholeNumber({ min: 1, max: LIMITS.packageUnits, minMessage: messages.quantityMin }),
});

export const cargoDescriptionUpdate = z
  .object({
    scodtipocarga: code(messages.cargoTypeRequired),
    sdescripcioncarga: z.string().trim().max(LIMITS.description, messages.descriptionTooLong).default(''),
    scondicioncarga: z.string().trim().max(LIMITS.description, messages.descriptionTooLong).default(''),
    scondicionadicional: z.string().trim().max(LIMITS.description, messages.descriptionTooLong).default(''),
    reempaqueList: z.array(repackLine).max(LIMITS.repackLines).default([]),
    sindcargaimo: flag.default('N'),
    sindsobredimension: flag.default('N'),
    sindnoapilable: flag.default('N'),
    sindplana: flag.default('N'),
    sindfragil: flag.default('N'),
    sindreef: flag.default('N'),
    ntemperatura: wholeNumber({ negative: true, min: -99, max: 99 }).nullish(),
    scodestadocarga: code(messages.validation).default('NORMAL'),
  })
  .superRefine((v, ctx) => {
    if (v.sindreef === 'S' && (v.ntemperatura === null || v.ntemperatura === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['ntemperatura'], message: messages.temperatureRequired });
    }
  });
export type CargoDescriptionUpdate = z.input<typeof cargoDescriptionUpdate>;

export const cargoDescriptionResponse = z.object({
  ra: z.object({
    nidra: z.number(),
    scodtipocarga: z.string().nullable(),
    sdescripcioncarga: z.string(),
    scondicioncarga: z.string(),
    scondicionadicional: z.string(),
    sindrequierereemp: z.string(),
    reempaqueList: z.array(z.object({ scodigo: z.string(), ncantidad: z.number() })),
    sindcargaimo: z.string(),
    sindsobredimension: z.string(),
    sindnoapilable: z.string(),
    sindplana: z.string(),
    sindfragil: z.string(),
    sindreef: z.string(),
    ntemperatura: z.number().nullable(),
    scodestadocarga: z.string(),
  }),
  estadoList: z.array(parameterOption),
  tipoCargaList: z.array(parameterOption),
  tipoEmpaqueList: z.array(parameterOption),
});
export type CargoDescriptionResponse = z.infer<typeof cargoDescriptionResponse>;

// ---- Step 4: associated documents -------------------------------------------------------------------

export const documentCreate = z
  .object({
    scodtipodocumento: code(messages.documentTypeRequired),
    sidentificadordocumento: z
      .string({ error: messages.documentNumberRequired })
      .trim()
      .min(1, messages.documentNumberRequired)
      .max(LIMITS.documentNumber)
      .pipe(digitsOnly),
    /** yyyy-MM-dd, not after today in Chile. */
    dfecdocumento: z
      .string({ error: messages.documentDateRequired })
      .regex(/^\d{4}-\d{2}-\d{2}$/, messages.documentDateRequired),
    sindsinvalor: flag.default('N'),
    nvalordocumento: wholeNumber({
      max: MAX_CARGO_VALUE_CLP,
      maxMessage: cargoValueTooHigh,
      clp: true,
    }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.sindsinvalor === 'N' && (v.nvalordocumento === null || v.nvalordocumento === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['nvalordocumento'], message: messages.documentValueRequired });
    }
  });
export type DocumentCreate = z.input<typeof documentCreate>;

export const associatedDocument = z.object({
  niddocumento: z.number(),
  nidra: z.number(),
  scodtipodocumento: z.string(),
  sdestipodocumento: z.string(),
  sidentificadordocumento: z.string(),
  dfecdocumento: z.string(),
  sindsinvalor: z.string(),
  nvalordocumento: z.number().nullable(),
});
export type AssociatedDocument = z.infer<typeof associatedDocument>;

export const documentsResponse = z.object({
  documentoList: z.array(associatedDocument),
  tipoDocumentoList: z.array(parameterOption),
});
export type DocumentsResponse = z.infer<typeof documentsResponse>;
export const documentParams = raIdParams.extend({ docId: pathId() });

// ---- Step 5: packages ------------------------------------------------------------------------------

/**
 * The decimals a package's weight and sides keep (columns numeric(7,2) and numeric(5,1) of `bulto`):
 * kilos to 10 g and centimetres to the millimetre. Grams would take three decimals, which '12,125' can
 * not be typed with unambiguously (numberFromTyped).
 */
export const PACKAGE_DECIMALS = { npesobultokg: 2, nlargocm: 1, nanchocm: 1, naltocm: 1 } as const;

export const packageInput = z.object({
  scodtipobulto: code(messages.packageTypeRequired),
  ncantidadbultos: wholeNumber({ min: 1, max: LIMITS.packageUnits, minMessage: messages.quantityMin }),
  npesobultokg: decimalNumber({ max: 99_999.99, decimals: PACKAGE_DECIMALS.npesobultokg }),
  naltocm: decimalNumber({ max: 9999.9, decimals: PACKAGE_DECIMALS.naltocm }),
  nlargocm: decimalNumber({ max: 9999.9, decimals: PACKAGE_DECIMALS.nlargocm }),
  nanchocm: decimalNumber({ max: 9999.9, decimals: PACKAGE_DECIMALS.nanchocm }),
  sreferencia: z.string().trim().max(LIMITS.sreferencia).default(''),
});
export type PackageFormInput = z.input<typeof packageInput>;

export const packageLine = z.object({
  niditem: z.number(),
  scodtipobulto: z.string(),
  sdestipobulto: z.string(),
  ncantidadbultos: z.number(),
  npesobultokg: z.number(),
  nlargocm: z.number(),
  nanchocm: z.number(),
  naltocm: z.number(),
  sreferencia: z.string(),
  nvolumenbultom3: z.number(),
  npesovolumbulto: z.number(),
  ndensidadbulto: z.number(),
  nvolumentotalm3: z.number(),
  npesovolumtotal: z.number(),
  npesototalkg: z.number(),
  ndensidadtotal: z.number(),
});
export type PackageLine = z.infer<typeof packageLine>;

export const packagesResponse = z.object({
  bultoList: z.array(packageLine),
  tipoBultoList: z.array(parameterOption),
  totalBultos: z.number(),
  totalVolumenM3: z.number(),
  totalDensidad: z.number(),
  totalPesoVolumetrico: z.number(),
  totalPesoKg: z.number(),
});
export type PackagesResponse = z.infer<typeof packagesResponse>;
export const packageParams = raIdParams.extend({ packageId: pathId() });

// ---- Step 6: attachments ---------------------------------------------------------------------------

export const attachmentCreate = z.object({
  nidra: bodyId(undefined, { zero: true }).optional(),
  stipoadjunto: z.enum(ATTACHMENT_TYPES, { error: messages.fileWrongType }),
  snombreadjunto: z.string().trim().min(1, messages.required).max(LIMITS.fileName),
  /** A data URL (`data:image/png;base64,…`) or bare base64. */
  b64archivo: z.string().min(1, messages.fileEmpty),
});
export type AttachmentCreate = z.infer<typeof attachmentCreate>;

export const attachmentSummary = z.object({
  nidadjunto: z.number(),
  nidra: z.number(),
  stipoadjunto: z.string(),
  snombreadjunto: z.string(),
  ntamano: z.number(),
  dfecregistro: z.string(),
});
export type AttachmentSummary = z.infer<typeof attachmentSummary>;

export const attachmentPreview = z.object({
  stipoadjunto: z.string(),
  snombreadjunto: z.string(),
  b64archivo: z.string(),
});
export type AttachmentPreview = z.infer<typeof attachmentPreview>;
export const attachmentParams = raIdParams.extend({ fileId: pathId() });

// ---- Step 7: finish --------------------------------------------------------------------------------

export const finishParams = raIdParams.extend({
  state: z.enum(FINISH_TARGETS, { error: messages.invalidTransition }),
});
export const finishResponse = z.object({ nidra: z.number(), scodestado: z.string(), sdesestado: z.string() });
