import type { ChangePasswordRequest, LoginRequest } from '@carga/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/call.ts';
import { sessionStore } from '../../api/session.ts';

/**
 * The auth routes, loaded when first called: this module is in the sign-in page's first download, and the
 * routes' schemas bring Zod (~50 KB gzip), which the page itself does not need to show (issue 15's budget).
 */
const auth = () => import('./auth-routes.ts').then((m) => m.authRoutes);

export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginRequest) => api((await auth()).login, { body, anonymous: true }),
    onSuccess: (login) => sessionStore.signIn(login),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordRequest) => api((await auth()).changePassword, { body }),
    meta: { successMessage: 'Contraseña cambiada' },
  });
}

/**
 * 'Cerrar sesión': the server revokes the session first (its tokens stop working on every copy), then
 * the device forgets it, also when the call fails (offline, session already ended).
 */
export async function logout(): Promise<void> {
  try {
    await api((await auth()).logout);
  } catch {
    // Signed out locally all the same.
  }
  sessionStore.signOut();
}
