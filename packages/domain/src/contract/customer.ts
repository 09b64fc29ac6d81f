import { LIMITS } from '../rules/limits.ts';
import { messages } from '../rules/messages.ts';
import { rutError } from '../rules/rut.ts';
import {
  flag,
  pagedResponse,
  pageQuery,
  parameterOption,
  pathId,
  requiredRut,
  requiredText,
} from './common.ts';
import * as z from './zod.ts';

// Configuration of clients/suppliers and their addresses (spec 2 sections 2, 5, 7); their tariffs are in
// tariffs.ts. Field names are the spec's.

/** Rows per page of the configuration lists (spec 2 section 9: 10 on the first search). */
export const CONFIG_PAGE_SIZE = 10;
export const CONFIG_MAX_PAGE_SIZE = 50;

export const requiredRutField = requiredRut();
/** A RUT filter: typed from its start, without dots ('7608', '76086428-5'). */
export const rutFilter = z
  .string()
  .trim()
  .regex(/^\d{0,10}(-[\dkK]?)?$/, messages.rutFormat)
  .optional();
export const nameFilter = z.string().trim().max(LIMITS.snombrecliente).optional();
/** A Yes/No filter: '' is 'Todos'. */
const flagFilter = z.enum(['', 'S', 'N'], { error: messages.validation }).default('');
const digits = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d+$/, messages.onlyNumbers)
    .max(max, tooLong);

export const clientIdParams = z.object({
  id: pathId(messages.clientNotFound),
});

// ---- Clients and suppliers --------------------------------------------------------------------------

/** A client's notice address: optional, trimmed, one plain address (issue 16). */
export const emailSchema = z
  .string()
  .trim()
  .max(254, messages.emailTooLong)
  .refine(
    (value) => value === '' || /^[^\s@<>(),;:"\\]+@[^\s@<>(),;:"\\]+\.[^\s@<>(),;:"\\.]+$/.test(value),
    {
      error: messages.emailInvalid,
    },
  );

export const clientListQuery = z.object({
  rut: rutFilter,
  nombre: nameFilter,
  cliente: flagFilter,
  clienteCourier: flagFilter,
  proveedorExterno: flagFilter,
  proveedorInterno: flagFilter,
  Page: pageQuery,
  PageSize: z.coerce.number().int().min(1).max(CONFIG_MAX_PAGE_SIZE).default(CONFIG_PAGE_SIZE),
});

export const clientDetail = z.object({
  nidcliente: z.number(),
  srutcliente: z.string(),
  snombrecliente: z.string(),
  snombrecorto: z.string(),
  sindclientecontr: z.string(),
  sindclientecouri: z.string(),
  sindproveedor: z.string(),
  sindproveedorint: z.string(),
  sindfacturacion: z.string(),
  srutfacturacion: z.string(),
  sidfactura: z.string(),
  sprefijotelefono: z.string(),
  stelefono: z.string(),
  sterminoenvio: z.string(),
  stipoentrega: z.string(),
  sindactivo: z.string(),
  /** Where the notices of its cargo go (issue 16), and whether it wants them. */
  semail: z.string(),
  sindnotificar: z.string(),
  ncantidaddirecciones: z.number(),
  ncantidadtarifas: z.number(),
});
export type ClientDetail = z.infer<typeof clientDetail>;

export const clientListResponse = pagedResponse('list', clientDetail);
export type ClientListResponse = z.infer<typeof clientListResponse>;

export const clientCombos = z.object({
  terminoDeEntrega: z.array(parameterOption),
  tipoDeEntrega: z.array(parameterOption),
});
export type ClientCombos = z.infer<typeof clientCombos>;

/** The client payload of 'Crear' and 'Actualizar'; sindfacturacion and sidfactura are the server's. */
export const clientForm = z
  .object({
    srutcliente: requiredRutField,
    snombrecliente: requiredText(messages.nameRequired, LIMITS.snombrecliente),
    snombrecorto: requiredText(messages.shortNameRequired, LIMITS.personName),
    sindclientecontr: flag.default('N'),
    sindclientecouri: flag.default('N'),
    sindproveedor: flag.default('S'),
    sindproveedorint: flag.default('N'),
    /** Optional: empty, or a valid RUT. */
    srutfacturacion: z
      .string()
      .trim()
      .default('')
      .superRefine((value, ctx) => {
        const error = value ? rutError(value) : null;
        if (error) ctx.addIssue({ code: 'custom', message: error });
      }),
    sprefijotelefono: digits(messages.phonePrefixRequired, LIMITS.phonePrefix, messages.phonePrefixTooLong),
    stelefono: digits(messages.mobileRequired, LIMITS.phoneNumber, messages.mobileTooLong),
    sterminoenvio: z.string().trim().max(LIMITS.code).default(''),
    stipoentrega: z.string().trim().max(LIMITS.code).default(''),
    sindactivo: flag.default('S'),
    semail: emailSchema.default(''),
    sindnotificar: flag.default('N'),
  })
  .superRefine((form, ctx) => {
    // Notices need somewhere to go (issue 16).
    if (form.sindnotificar === 'S' && !form.semail)
      ctx.addIssue({ code: 'custom', path: ['semail'], message: messages.notifyNeedsEmail });
  });
export type ClientForm = z.input<typeof clientForm>;

// ---- Addresses --------------------------------------------------------------------------------------

export const addressParams = clientIdParams.extend({
  dirId: pathId(messages.addressNotFound),
});

export const addressListQuery = z.object({ rut: rutFilter, nombre: nameFilter, Page: pageQuery });

export const addressListItem = z.object({
  nidcliente: z.number(),
  niddireccion: z.number(),
  srutcliente: z.string(),
  snombrecorto: z.string(),
  /** 'calle numeración, resto'. */
  sdireccion: z.string(),
  sdescomuna: z.string(),
});
export type AddressListItem = z.infer<typeof addressListItem>;

export const addressListResponse = pagedResponse('list', addressListItem);
export type AddressListResponse = z.infer<typeof addressListResponse>;

/** An address; region and commune are '' while the address is a shell. */
export const addressDetail = addressListItem.extend({
  sindentrega: z.string(),
  sindretiro: z.string(),
  sindfacturacion: z.string(),
  scalle: z.string(),
  snumeracion: z.string(),
  srestodireccion: z.string(),
  scodpostal: z.string(),
  scodregion: z.string(),
  sdesregion: z.string(),
  scodcomuna: z.string(),
  sindactivo: z.string(),
});
export type AddressDetail = z.infer<typeof addressDetail>;

/** First stage of 'Nueva dirección': only the client's rut. */
export const addressCreate = z.object({ srutcliente: requiredRutField });
export type AddressCreate = z.input<typeof addressCreate>;
export const addressCreated = z.object({ nidcliente: z.number(), niddireccion: z.number() });
export type AddressCreated = z.infer<typeof addressCreated>;

/** Second stage: the whole form. */
export const addressForm = z.object({
  sindentrega: flag.default('N'),
  sindretiro: flag.default('N'),
  sindfacturacion: flag.default('N'),
  scalle: requiredText(messages.streetRequired, LIMITS.address, messages.streetTooLong),
  snumeracion: requiredText(messages.numberRequired, LIMITS.snumeracion),
  srestodireccion: requiredText(
    messages.restOfAddressRequired,
    LIMITS.address,
    messages.restOfAddressTooLong,
  ),
  scodpostal: digits(messages.postalCodeRequired, LIMITS.scodpostal, messages.onlyNumbers),
  scodregion: requiredText(messages.regionRequired, LIMITS.scodregion),
  scodcomuna: requiredText(messages.communeRequired, LIMITS.scodcomuna),
  sindactivo: flag.default('S'),
});
export type AddressForm = z.input<typeof addressForm>;
