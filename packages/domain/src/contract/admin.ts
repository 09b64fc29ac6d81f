import { LIMITS } from '../rules/limits.ts';
import { MENU_CODES, type MenuCode } from '../rules/menus.ts';
import { messages } from '../rules/messages.ts';
import { PASSWORD_MIN_LENGTH } from './auth.ts';
import {
  flag,
  pagedResponse,
  pageQuery,
  parameterOption,
  pathId,
  requiredText,
  rutSchema,
} from './common.ts';
import { office, storage } from './lookups.ts';
import * as z from './zod.ts';

// Configuration of users, offices, warehouses and package types (spec 1 section 2: the Configuraciones
// entries the spec lists without a screen). Paths: /api/User, /api/Office, /api/Storage, /api/PackageType.

/** Rows per page of every configuration list. */
export const ADMIN_PAGE_SIZE = 10;

/** What each menu code opens, in Spanish, for the user screen (spec 1 section 6). */
export const MENU_LABELS: Record<MenuCode, string> = {
  'ORIG-INGRESO': 'Origen: Nuevo ingreso',
  'ORIG-IMAGENES': 'Origen: Captura de imágenes',
  'ORIG-PREPARA': 'Origen: Preparación',
  'ORIG-RECEP': 'Origen: Recepciones',
  'BOD-OPERACION': 'Bodega: Operaciones',
  'BOD-LISTACARGA': 'Bodega: Lista de carga',
  'BOD-DESPACHO': 'Bodega: Despacho',
  'BOD-RECEP': 'Bodega: Consulta RA',
  'BOD-RECIBIR': 'Bodega: Recibir',
  'DEST-ENTREGAR': 'Destino: Entregar',
  'DEST-REPARTO': 'Destino: Reparto a domicilio (hojas de ruta)',
  CONDUCTOR: 'Conductor: las paradas de su hoja de ruta',
  'GEST-BODEGA': 'Gestión',
  'CNF-BODEGAS': 'Configuración: Oficinas, Usuarios y Bodegas',
  'CNF-CLIENTES': 'Configuración: Clientes y Direcciones',
  'CNF-PROVEEDORES': 'Configuración: Proveedores',
  'CNF-TARIFAS': 'Configuración: Tarifas',
  'CNF-BULTOS': 'Configuración: Tipos de bultos',
  'CNF-EMPRESA': 'Configuración: Empresa, certificado digital y folios (DTE)',
  'FIN-CAJA': 'Caja: cobrar y cerrar la propia caja',
  'FIN-COBRANZA': 'Cobranza: todas las cajas, estados de cuenta, cuentas por cobrar y crédito',
};

/** The menu code that opens the users, offices and warehouses screens. */
export const USERS_MENU: MenuCode = 'CNF-BODEGAS';
export const PACKAGE_TYPES_MENU: MenuCode = 'CNF-BULTOS';

/** '' (or absent) lists every row; S the active ones; N the inactive ones. */
const activeFilter = z.enum(['', 'S', 'N']).optional();
const textFilter = z.string().trim().max(LIMITS.nameSearch).optional();

// ---- Users ----------------------------------------------------------------------------------------

/** Stored in lower case, like sign-in compares it. */
export const usernameSchema = z
  .string({ error: messages.usernameRequired })
  .trim()
  .toLowerCase()
  .min(1, messages.usernameRequired)
  .regex(new RegExp(`^[a-z0-9._-]{3,${LIMITS.susuario}}$`), messages.usernameFormat);

export const personNameSchema = requiredText(messages.nameRequired, LIMITS.personName, messages.nameTooLong);

export const newPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
  .max(LIMITS.password);

/** A customer user follows the cargo of one client RUT; staff have none ('' or null). */
export const customerRutSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  rutSchema.nullable(),
);

const placeCodes = z
  .array(z.string().trim().toUpperCase().min(1).max(LIMITS.placeCode))
  .max(LIMITS.placesPerUser);
export const menuCodesSchema = z
  .array(z.enum(MENU_CODES, { error: messages.menuUnknown }))
  .max(LIMITS.menusPerUser);

const access = {
  srut: customerRutSchema,
  oficinas: placeCodes.default([]),
  bodegas: placeCodes.default([]),
  menus: menuCodesSchema.default([]),
  sindactivo: flag.default('S'),
};

/** A customer user has no offices, warehouses or menus. */
function customerHasNoAccess(
  value: { srut: string | null; oficinas: string[]; bodegas: string[]; menus: string[] },
  ctx: z.RefinementCtx,
) {
  if (!value.srut) return;
  for (const field of ['oficinas', 'bodegas', 'menus'] as const) {
    if (value[field].length > 0) {
      ctx.addIssue({ code: 'custom', path: [field], message: messages.customerUserNoAccess });
    }
  }
}

export const userCreate = z
  .object({
    susuario: usernameSchema,
    snombre: personNameSchema,
    password: newPasswordSchema,
    ...access,
  })
  .superRefine(customerHasNoAccess);
export type UserCreate = z.input<typeof userCreate>;

/** Everything but the user name and the password. */
export const userUpdate = z.object({ snombre: personNameSchema, ...access }).superRefine(customerHasNoAccess);
export type UserUpdate = z.input<typeof userUpdate>;

export const passwordResetRequest = z.object({ password: newPasswordSchema });

export const activeRequest = z.object({ sindactivo: flag });

export const userListQuery = z.object({
  usuario: textFilter,
  nombre: textFilter,
  activo: activeFilter,
  Page: pageQuery,
});

export const userIdParams = z.object({ id: pathId() });

/** A user as the screens see it: never the password hash. */
export const userSummary = z.object({
  nidusuario: z.number(),
  susuario: z.string(),
  snombre: z.string(),
  srut: z.string().nullable(),
  oficinas: z.array(z.string()),
  bodegas: z.array(z.string()),
  menus: z.array(z.string()),
  sindactivo: z.string(),
});
export type UserSummary = z.infer<typeof userSummary>;

export const userDetail = userSummary.extend({
  dfeccreacion: z.string(),
  /** Devices signed in now (revoked or expired sessions are not counted). */
  nsesionesactivas: z.number(),
});
export type UserDetail = z.infer<typeof userDetail>;

export const userListResponse = pagedResponse('list', userSummary);
export type UserListResponse = z.infer<typeof userListResponse>;

// ---- Offices and warehouses -----------------------------------------------------------------------

export const officeCodeSchema = z
  .string({ error: messages.officeCodeFormat })
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^OF[A-Z0-9]{1,${LIMITS.placeCode - 2}}$`), messages.officeCodeFormat);

export const warehouseCodeSchema = z
  .string({ error: messages.warehouseCodeFormat })
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^BD[A-Z0-9]{1,${LIMITS.placeCode - 2}}$`), messages.warehouseCodeFormat);

export const placeNameSchema = personNameSchema;
export const placeAddressSchema = z.string().trim().max(LIMITS.address, messages.addressTooLong).default('');

export const placeListQuery = z.object({
  /** Code or name, anywhere in it. */
  nombre: textFilter,
  activo: activeFilter,
  Page: pageQuery,
});

/** A code in the path (office, warehouse or package type), compared in upper case. */
export const codeParams = z.object({ code: z.string().trim().toUpperCase().min(1).max(LIMITS.code) });

export const officeCreate = z.object({
  scodoficina: officeCodeSchema,
  snomoficina: placeNameSchema,
  sdireccion: placeAddressSchema,
  sindactivo: flag.default('S'),
});
export type OfficeCreate = z.input<typeof officeCreate>;

export const officeUpdate = officeCreate.omit({ scodoficina: true });
export type OfficeUpdate = z.input<typeof officeUpdate>;

/** An office as the lookups give it, with its sindactivo. */
export const officeAdminItem = office;
export type OfficeAdminItem = z.infer<typeof officeAdminItem>;

export const officeDetail = officeAdminItem.extend({
  /** Users who work at this office. */
  nusuarios: z.number(),
});
export type OfficeDetail = z.infer<typeof officeDetail>;

export const officeListResponse = pagedResponse('list', officeAdminItem);
export type OfficeListResponse = z.infer<typeof officeListResponse>;

export const storageCreate = z.object({
  scodbodega: warehouseCodeSchema,
  snombodega: placeNameSchema,
  sdireccion: placeAddressSchema,
  sindactivo: flag.default('S'),
});
export type StorageCreate = z.input<typeof storageCreate>;

export const storageUpdate = storageCreate.omit({ scodbodega: true });
export type StorageUpdate = z.input<typeof storageUpdate>;

/** A warehouse as the lookups give it, with its sindactivo. */
export const storageAdminItem = storage;
export type StorageAdminItem = z.infer<typeof storageAdminItem>;

export const storageDetail = storageAdminItem.extend({ nusuarios: z.number() });
export type StorageDetail = z.infer<typeof storageDetail>;

export const storageListResponse = pagedResponse('list', storageAdminItem);
export type StorageListResponse = z.infer<typeof storageListResponse>;

// ---- Package types (parameter group TIPOBULTO) ----------------------------------------------------

export const packageTypeCodeSchema = z
  .string({ error: messages.packageTypeCodeFormat })
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[A-Z0-9]{2,${LIMITS.code}}$`), messages.packageTypeCodeFormat);

export const packageTypeDescriptionSchema = requiredText(
  messages.descriptionRequired,
  LIMITS.description,
  messages.descriptionTooLong,
);

export const packageTypeListQuery = z.object({
  /** Code or description, anywhere in it. */
  descripcion: textFilter,
  activo: activeFilter,
  Page: pageQuery,
});

export const packageTypeCreate = z.object({
  scodparametro01: packageTypeCodeSchema,
  sdeslargo01: packageTypeDescriptionSchema,
  sindactivo: flag.default('S'),
});
export type PackageTypeCreate = z.input<typeof packageTypeCreate>;

export const packageTypeUpdate = packageTypeCreate.omit({ scodparametro01: true });
export type PackageTypeUpdate = z.input<typeof packageTypeUpdate>;

export const packageTypeItem = parameterOption.extend({ sindactivo: z.string() });
export type PackageTypeItem = z.infer<typeof packageTypeItem>;

export const packageTypeDetail = packageTypeItem.extend({
  /** Position in the wizard's combo; new types go last. */
  norden: z.number(),
});
export type PackageTypeDetail = z.infer<typeof packageTypeDetail>;

export const packageTypeListResponse = pagedResponse('list', packageTypeItem);
export type PackageTypeListResponse = z.infer<typeof packageTypeListResponse>;
