import {
  flag,
  messages,
  newPasswordSchema,
  personNameSchema,
  rutError,
  type UserCreate,
  type UserDetail,
  type UserUpdate,
  usernameSchema,
  z,
} from '@carga/domain';

// The user detail's form: the contract's field schemas plus the kind (staff or customer) the screen asks.

export type UserKind = 'staff' | 'customer';

export interface UserFormValues {
  susuario: string;
  snombre: string;
  kind: UserKind;
  srut: string;
  password: string;
  oficinas: string[];
  bodegas: string[];
  menus: string[];
  sindactivo: 'S' | 'N';
}

export const emptyUser: UserFormValues = {
  susuario: '',
  snombre: '',
  kind: 'staff',
  srut: '',
  password: '',
  oficinas: [],
  bodegas: [],
  menus: [],
  sindactivo: 'S',
};

export const userToForm = (user: UserDetail): UserFormValues => ({
  susuario: user.susuario,
  snombre: user.snombre,
  kind: user.srut ? 'customer' : 'staff',
  srut: user.srut ?? '',
  password: '',
  oficinas: user.oficinas,
  bodegas: user.bodegas,
  menus: user.menus,
  sindactivo: user.sindactivo === 'N' ? 'N' : 'S',
});

/** A customer user needs the RUT of the client whose cargo they follow. */
function customerRut(values: { kind: UserKind; srut: string }, ctx: z.RefinementCtx) {
  if (values.kind !== 'customer') return;
  const error = values.srut.trim() ? rutError(values.srut.trim()) : messages.rutRequired;
  if (error) ctx.addIssue({ code: 'custom', path: ['srut'], message: error });
}

const common = {
  snombre: personNameSchema,
  kind: z.enum(['staff', 'customer']),
  srut: z.string(),
  oficinas: z.array(z.string()),
  bodegas: z.array(z.string()),
  menus: z.array(z.string()),
  sindactivo: flag,
};

export const createUserForm = z
  .object({ susuario: usernameSchema, password: newPasswordSchema, ...common })
  .superRefine(customerRut);

export const updateUserForm = z.object(common).superRefine(customerRut);

/** What PUT /User/{id} takes: a customer has no access lists, staff have no RUT. */
export function toUpdate(values: UserFormValues): UserUpdate {
  const customer = values.kind === 'customer';
  return {
    snombre: values.snombre,
    srut: customer ? values.srut.trim() : null,
    oficinas: customer ? [] : values.oficinas,
    bodegas: customer ? [] : values.bodegas,
    menus: customer ? [] : (values.menus as UserUpdate['menus']),
    sindactivo: values.sindactivo,
  };
}

export const toCreate = (values: UserFormValues): UserCreate => ({
  ...toUpdate(values),
  susuario: values.susuario.trim().toLowerCase(),
  password: values.password,
});
