import type { ChangePasswordRequest, LoginRequest, LoginResponse } from '@carga/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';
import { sessionStore } from '../../app/session.ts';

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
