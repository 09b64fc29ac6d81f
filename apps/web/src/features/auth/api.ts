import type { ChangePasswordRequest, LoginRequest } from '@carga/domain';
import { routes } from '@carga/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/call.ts';
import { sessionStore } from '../../api/session.ts';

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) => api(routes.auth.login, { body, anonymous: true }),
    onSuccess: (login) => sessionStore.signIn(login),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api(routes.auth.changePassword, { body }),
    meta: { successMessage: 'Contraseña cambiada' },
  });
}

/**
 * 'Cerrar sesión': the server revokes the session first (its tokens stop working on every copy), then
 * the device forgets it, also when the call fails (offline, session already ended).
 */
export async function logout(): Promise<void> {
  try {
    await api(routes.auth.logout);
  } catch {
    // Signed out locally all the same.
  }
  sessionStore.signOut();
}
