import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canOpen, type RouteAudience } from '../api/access.ts';
import { useSession } from '../api/session.ts';

/** Every route but /login needs a stored token. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

/** The browser hides what the server refuses anyway: a clear panel instead of a screen of errors. */
export function RequireAccess({ audience, children }: { audience: RouteAudience; children: ReactNode }) {
  const session = useSession();
  if (!session) return null;
  if (canOpen(audience, session)) return children;
  return (
    <Alert icon={<IconLock size={18} />} color="orange" title="Acceso restringido">
      No tiene permiso para ver esta pantalla.
    </Alert>
  );
}
