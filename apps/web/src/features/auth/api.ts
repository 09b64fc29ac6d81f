import type { ChangePasswordRequest, LoginRequest, LoginResponse } from '@carga/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { sessionStore } from '../../api/session.ts';

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) =>
      apiFetch<LoginResponse>('/Auth', { method: 'POST', body, anonymous: true }),
    onSuccess: (login) => sessionStore.signIn(login),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      apiFetch<{ message: string }>('/Auth/changePassword', { method: 'POST', body }),
    meta: { successMessage: 'Contraseña cambiada' },
  });
}

/**
 * 'Cerrar sesión': the server revokes the session first (its tokens stop working on every copy), then
 * the device forgets it, also when the call fails (offline, session already ended).
 */
export async function logout(): Promise<void> {
  try {
    await apiFetch<{ message: string }>('/Auth/logout', { method: 'POST' });
  } catch {
    // Signed out locally all the same.
  }
  sessionStore.signOut();
}
