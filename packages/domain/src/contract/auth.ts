import { LIMITS } from '../rules/limits.ts';
import { messages } from '../rules/messages.ts';
import * as z from './zod.ts';

export const loginRequest = z.object({
  username: z
    .string({ error: messages.usernameRequired })
    .trim()
    .min(1, messages.usernameRequired)
    .max(LIMITS.signInName),
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .max(LIMITS.password),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  nombre: z.string(),
  rut: z.string().nullable(),
  oficinas: z.array(z.string()),
  bodegas: z.array(z.string()),
  menus: z.array(z.string()),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const PASSWORD_MIN_LENGTH = 8;

export const changePasswordRequest = z
  .object({
    oldPassword: z
      .string({ error: messages.oldPasswordRequired })
      .min(1, messages.oldPasswordRequired)
      .max(LIMITS.password),
    newPassword: z
      .string({ error: messages.newPasswordRequired })
      .min(1, messages.newPasswordRequired)
      .min(PASSWORD_MIN_LENGTH, messages.newPasswordTooShort)
      .max(LIMITS.password),
  })
  .refine((v) => v.oldPassword !== v.newPassword, {
    message: messages.newPasswordSame,
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const messageResponse = z.object({ message: z.string() });
