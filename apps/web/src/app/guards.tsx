import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasMenu, isCustomerSession, useSession } from './session.ts';

/** Every route but /login needs a stored token. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

export type RouteAudience = { customer: true } | { menus: string[] } | { staff: true } | { any: true };

/** The browser hides what the server refuses anyway: a clear panel instead of a screen of errors. */
export function RequireAccess({ audience, children }: { audience: RouteAudience; children: ReactNode }) {
  const session = useSession();
  if (!session) return null;
  const customer = isCustomerSession(session);
  const allowed =
    'any' in audience ||
    ('customer' in audience && customer) ||
    ('staff' in audience && !customer) ||
    ('menus' in audience && !customer && hasMenu(session, ...audience.menus));
  if (allowed) return children;
  return (
    <Alert icon={<IconLock size={18} />} color="orange" title="Acceso restringido">
      No tiene permiso para ver esta pantalla.
    </Alert>
  );
}
