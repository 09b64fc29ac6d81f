import { messages } from '../rules/messages.ts';
import * as z from './zod.ts';

export const loginRequest = z.object({
  username: z.string({ error: messages.usernameRequired }).trim().min(1, messages.usernameRequired).max(100),
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(200),
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
      .max(200),
    newPassword: z
      .string({ error: messages.newPasswordRequired })
      .min(1, messages.newPasswordRequired)
      .min(PASSWORD_MIN_LENGTH, messages.newPasswordTooShort)
      .max(200),
  })
  .refine((v) => v.oldPassword !== v.newPassword, {
    message: messages.newPasswordSame,
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const messageResponse = z.object({ message: z.string() });
