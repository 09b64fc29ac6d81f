import type { ReactNode } from 'react';
import { RequireAccess } from '../../../ui/guards.tsx';

/** Cliente/Proveedor needs both CNF-CLIENTES and CNF-PROVEEDORES (spec 1 section 6); a guard asks for any. */
export function ClientMenusGuard({ children }: { children: ReactNode }) {
  return (
    <RequireAccess audience={{ menus: ['CNF-CLIENTES'] }}>
      <RequireAccess audience={{ menus: ['CNF-PROVEEDORES'] }}>{children}</RequireAccess>
    </RequireAccess>
  );
}
