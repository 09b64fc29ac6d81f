import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login/LoginPage.tsx';
import { UnderConstruction } from '../ui/UnderConstruction.tsx';
import { RequireAccess, RequireAuth, type RouteAudience } from './guards.tsx';
import { RouteError } from './RouteError.tsx';
import { AppLayout } from './shell/AppLayout.tsx';

type Lazy = () => Promise<{ Component: () => ReactNode }>;

/** A route of the spec's table: its screen (lazy) or a placeholder, behind its audience. */
function screen(path: string, title: string, audience: RouteAudience, load?: Lazy): RouteObject {
  if (!load) {
    return {
      path,
      element: (
        <RequireAccess audience={audience}>
          <UnderConstruction title={title} />
        </RequireAccess>
      ),
    };
  }
  return {
    path,
    lazy: async () => {
      const { Component } = await load();
      return {
        element: (
          <RequireAccess audience={audience}>
            <Component />
          </RequireAccess>
        ),
      };
    },
  };
}

const any = { any: true } as const;
const staff = { staff: true } as const;
const menus = (...codes: string[]) => ({ menus: codes });

// Spec 1 section 2, route table (complete).
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', element: <LoginPage /> },
  {
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
    errorElement: <RouteError />,
    children: [
      {
        path: '/dashboard',
        children: [
          { index: true, element: <Navigate to="/dashboard/welcome" replace /> },
          screen('welcome', 'Bienvenida', any, () =>
            import('../features/dashboard/welcome/WelcomePage.tsx').then((m) => ({
              Component: m.WelcomePage,
            })),
          ),
          screen('origen', 'Acciones de origen', staff, () =>
            import('../features/dashboard/origen/OriginPage.tsx').then((m) => ({ Component: m.OriginPage })),
          ),
          screen('bodega', 'Acciones de bodega', staff, () =>
            import('../features/dashboard/bodega/WarehousePage.tsx').then((m) => ({
              Component: m.WarehousePage,
            })),
          ),
          screen('captura', 'Captura de imágenes', menus('ORIG-IMAGENES')),
          screen('recepciones', 'Recepciones', menus('ORIG-RECEP', 'BOD-RECEP')),
          screen('consulta-ra', 'Consulta RA', menus('BOD-RECEP', 'ORIG-RECEP')),
          screen('preparacion', 'Preparación', menus('ORIG-PREPARA')),
          screen('cargas', 'Mis cargas', { customer: true }),
          screen('operaciones', 'Operaciones', menus('BOD-OPERACION')),
          screen('lista-carga', 'Lista de carga', menus('BOD-LISTACARGA')),
          screen('despacho', 'Despacho', menus('BOD-DESPACHO')),
          screen('recibir', 'Recibir', menus('BOD-RECIBIR')),
          screen('configuracion', 'Configuración', staff),
          screen('cliente-proveedor', 'Cliente - Proveedor', menus('CNF-CLIENTES', 'CNF-PROVEEDORES')),
          screen('direcciones', 'Direcciones', menus('CNF-CLIENTES')),
          screen('tarifas', 'Tarifas', menus('CNF-TARIFAS')),
        ],
      },
      {
        path: '/pasos',
        children: [
          { index: true, element: <Navigate to="/pasos/paso-1" replace /> },
          ...[1, 2, 3, 4, 5, 6, 7].map((n) =>
            screen(`paso-${n}`, `Nuevo ingreso: paso ${n}`, menus('ORIG-INGRESO')),
          ),
          screen(':raId', 'Nuevo ingreso', menus('ORIG-INGRESO', 'ORIG-PREPARA')),
        ],
      },
      {
        path: '/detalle',
        children: [
          screen('captura-img/:ra', 'Detalle de captura de imágenes', menus('ORIG-IMAGENES')),
          screen('recepcion/:ra', 'Detalle de recepción', any),
          screen('lista-carga/:codLista', 'Detalle de lista de carga', menus('BOD-LISTACARGA')),
          screen('cierre-lista-carga', 'Cierre de lista', menus('BOD-LISTACARGA')),
          screen('despacho-lista/:codLista', 'Despachar lista de carga', menus('BOD-DESPACHO')),
          screen('recibir/:codLista', 'Entrega de carga', menus('BOD-RECIBIR')),
          screen('cliente-proveedor', 'Cliente / Proveedor', menus('CNF-CLIENTES', 'CNF-PROVEEDORES')),
          screen('direcciones', 'Dirección', menus('CNF-CLIENTES')),
          screen('tarifas', 'Tarifa', menus('CNF-TARIFAS')),
        ],
      },
      {
        path: '/nuevo-ingreso',
        children: [
          { index: true, element: <Navigate to="/nuevo-ingreso/operacion" replace /> },
          screen('operacion', 'Nueva operación', menus('BOD-OPERACION')),
          screen('costo', 'Costos de la operación', menus('BOD-OPERACION')),
          screen('venta', 'Ventas de la operación', menus('BOD-OPERACION')),
        ],
      },
      {
        path: '/nueva-lista',
        children: [
          { index: true, element: <Navigate to="/nueva-lista/datos" replace /> },
          screen('datos', 'Nueva lista de carga', menus('BOD-LISTACARGA')),
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/dashboard/welcome" replace /> },
];

export const createRouter = () => createBrowserRouter(routes);
