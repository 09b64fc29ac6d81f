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
/** Who registers cargo, and who resumes it from the preparation list (the API allows the same). */
const wizard = menus('ORIG-INGRESO', 'ORIG-PREPARA');

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
          screen('captura', 'Captura de imágenes', menus('ORIG-IMAGENES'), () =>
            import('../features/shipment/capture/CapturePage.tsx').then((m) => ({
              Component: m.CapturePage,
            })),
          ),
          screen('recepciones', 'Recepciones', menus('ORIG-RECEP', 'BOD-RECEP'), () =>
            import('../features/shipment/list/ReceptionsPage.tsx').then((m) => ({
              Component: m.ReceptionsPage,
            })),
          ),
          screen('consulta-ra', 'Consulta RA', menus('BOD-RECEP', 'ORIG-RECEP'), () =>
            import('../features/shipment/list/ReceptionsPage.tsx').then((m) => ({
              Component: m.ReceptionsPage,
            })),
          ),
          screen('preparacion', 'Preparación', menus('ORIG-PREPARA'), () =>
            import('../features/shipment/preparation/PreparationPage.tsx').then((m) => ({
              Component: m.PreparationPage,
            })),
          ),
          screen('cargas', 'Mis cargas', { customer: true }, () =>
            import('../features/external-customer/cargas/MyCargoPage.tsx').then((m) => ({
              Component: m.MyCargoPage,
            })),
          ),
          screen('operaciones', 'Operaciones', menus('BOD-OPERACION'), () =>
            import('../features/operation/list/OperationsPage.tsx').then((m) => ({
              Component: m.OperationsPage,
            })),
          ),
          screen('lista-carga', 'Lista de carga', menus('BOD-LISTACARGA'), () =>
            import('../features/loading-list/list/LoadingListsPage.tsx').then((m) => ({
              Component: m.LoadingListsPage,
            })),
          ),
          screen('despacho', 'Despacho', menus('BOD-DESPACHO'), () =>
            import('../features/dispatch/list/DispatchPage.tsx').then((m) => ({ Component: m.DispatchPage })),
          ),
          screen('recibir', 'Recibir', menus('BOD-RECIBIR'), () =>
            import('../features/destination/list/ReceivePage.tsx').then((m) => ({
              Component: m.ReceivePage,
            })),
          ),
          screen('entregar', 'Entregar', menus('DEST-ENTREGAR'), () =>
            import('../features/delivery/DeliveryPage.tsx').then((m) => ({ Component: m.DeliveryPage })),
          ),
          screen('configuracion', 'Configuración', staff),
          // Cliente/Proveedor needs both codes: the screen itself asks for the second one.
          screen('cliente-proveedor', 'Cliente - Proveedor', menus('CNF-CLIENTES', 'CNF-PROVEEDORES'), () =>
            import('../features/customer/clients/ClientsPage.tsx').then((m) => ({
              Component: m.ClientsPage,
            })),
          ),
          screen('direcciones', 'Direcciones', menus('CNF-CLIENTES'), () =>
            import('../features/customer/addresses/AddressesPage.tsx').then((m) => ({
              Component: m.AddressesPage,
            })),
          ),
          screen('tarifas', 'Tarifas', menus('CNF-TARIFAS'), () =>
            import('../features/customer/tariffs/TariffsPage.tsx').then((m) => ({
              Component: m.TariffsPage,
            })),
          ),
          screen('usuarios', 'Usuarios', menus('CNF-BODEGAS'), () =>
            import('../features/admin/users/UsersPage.tsx').then((m) => ({ Component: m.UsersPage })),
          ),
          screen('oficinas', 'Oficinas', menus('CNF-BODEGAS'), () =>
            import('../features/admin/places/PlacesPage.tsx').then((m) => ({ Component: m.OfficesPage })),
          ),
          screen('bodegas', 'Bodegas', menus('CNF-BODEGAS'), () =>
            import('../features/admin/places/PlacesPage.tsx').then((m) => ({ Component: m.StoragesPage })),
          ),
          screen('tipos-bultos', 'Tipos de bultos', menus('CNF-BULTOS'), () =>
            import('../features/admin/package-types/PackageTypesPage.tsx').then((m) => ({
              Component: m.PackageTypesPage,
            })),
          ),
        ],
      },
      {
        path: '/pasos',
        children: [
          { index: true, element: <Navigate to="/pasos/paso-1" replace /> },
          screen('paso-1', 'Nuevo ingreso: paso 1', wizard, () =>
            import('../features/shipment/wizard/step-1/StepOnePage.tsx').then((m) => ({
              Component: m.StepOnePage,
            })),
          ),
          screen('paso-2', 'Nuevo ingreso: paso 2', wizard, () =>
            import('../features/shipment/wizard/step-2/StepTwoPage.tsx').then((m) => ({
              Component: m.StepTwoPage,
            })),
          ),
          screen('paso-3', 'Nuevo ingreso: paso 3', wizard, () =>
            import('../features/shipment/wizard/step-3/StepThreePage.tsx').then((m) => ({
              Component: m.StepThreePage,
            })),
          ),
          screen('paso-4', 'Nuevo ingreso: paso 4', wizard, () =>
            import('../features/shipment/wizard/step-4/StepFourPage.tsx').then((m) => ({
              Component: m.StepFourPage,
            })),
          ),
          screen('paso-5', 'Nuevo ingreso: paso 5', wizard, () =>
            import('../features/shipment/wizard/step-5/StepFivePage.tsx').then((m) => ({
              Component: m.StepFivePage,
            })),
          ),
          screen('paso-6', 'Nuevo ingreso: paso 6', wizard, () =>
            import('../features/shipment/wizard/step-6/StepSixPage.tsx').then((m) => ({
              Component: m.StepSixPage,
            })),
          ),
          screen('paso-7', 'Nuevo ingreso: paso 7', wizard, () =>
            import('../features/shipment/wizard/step-7/StepSevenPage.tsx').then((m) => ({
              Component: m.StepSevenPage,
            })),
          ),
          screen(':raId', 'Nuevo ingreso', wizard, () =>
            import('../features/shipment/wizard/ResumePage.tsx').then((m) => ({ Component: m.ResumePage })),
          ),
        ],
      },
      {
        path: '/detalle',
        children: [
          screen('captura-img/:ra', 'Detalle de captura de imágenes', menus('ORIG-IMAGENES'), () =>
            import('../features/shipment/capture-detail/CaptureDetailPage.tsx').then((m) => ({
              Component: m.CaptureDetailPage,
            })),
          ),
          screen('recepcion/:ra', 'Detalle de recepción', any, () =>
            import('../features/shipment/detail/ReceptionDetailPage.tsx').then((m) => ({
              Component: m.ReceptionDetailPage,
            })),
          ),
          screen('lista-carga/:codLista', 'Detalle de lista de carga', menus('BOD-LISTACARGA'), () =>
            import('../features/loading-list/detail/LoadingListDetailPage.tsx').then((m) => ({
              Component: m.LoadingListDetailPage,
            })),
          ),
          screen('cierre-lista-carga', 'Cierre de lista', menus('BOD-LISTACARGA'), () =>
            import('../features/loading-list/close/CloseListPage.tsx').then((m) => ({
              Component: m.CloseListPage,
            })),
          ),
          screen('despacho-lista/:codLista', 'Despachar lista de carga', menus('BOD-DESPACHO'), () =>
            import('../features/dispatch/detail/DispatchDetailPage.tsx').then((m) => ({
              Component: m.DispatchDetailPage,
            })),
          ),
          screen('recibir/:codLista', 'Entrega de carga', menus('BOD-RECIBIR'), () =>
            import('../features/destination/detail/ReceiveDetailPage.tsx').then((m) => ({
              Component: m.ReceiveDetailPage,
            })),
          ),
          screen('cliente-proveedor', 'Cliente / Proveedor', menus('CNF-CLIENTES', 'CNF-PROVEEDORES'), () =>
            import('../features/customer/clients/ClientDetailPage.tsx').then((m) => ({
              Component: m.ClientDetailPage,
            })),
          ),
          screen('direcciones', 'Dirección', menus('CNF-CLIENTES'), () =>
            import('../features/customer/addresses/AddressDetailPage.tsx').then((m) => ({
              Component: m.AddressDetailPage,
            })),
          ),
          screen('tarifas', 'Tarifa', menus('CNF-TARIFAS'), () =>
            import('../features/customer/tariffs/TariffDetailPage.tsx').then((m) => ({
              Component: m.TariffDetailPage,
            })),
          ),
          screen('usuarios', 'Usuario', menus('CNF-BODEGAS'), () =>
            import('../features/admin/users/UserDetailPage.tsx').then((m) => ({
              Component: m.UserDetailPage,
            })),
          ),
          screen('oficinas', 'Oficina', menus('CNF-BODEGAS'), () =>
            import('../features/admin/places/PlaceDetailPage.tsx').then((m) => ({
              Component: m.OfficeDetailPage,
            })),
          ),
          screen('bodegas', 'Bodega', menus('CNF-BODEGAS'), () =>
            import('../features/admin/places/PlaceDetailPage.tsx').then((m) => ({
              Component: m.StorageDetailPage,
            })),
          ),
          screen('tipos-bultos', 'Tipo de bulto', menus('CNF-BULTOS'), () =>
            import('../features/admin/package-types/PackageTypeDetailPage.tsx').then((m) => ({
              Component: m.PackageTypeDetailPage,
            })),
          ),
        ],
      },
      {
        path: '/nuevo-ingreso',
        children: [
          { index: true, element: <Navigate to="/nuevo-ingreso/operacion" replace /> },
          screen('operacion', 'Nueva operación', menus('BOD-OPERACION'), () =>
            import('../features/operation/wizard/OperationStepPage.tsx').then((m) => ({
              Component: m.OperationStepPage,
            })),
          ),
          screen('costo', 'Costos de la operación', menus('BOD-OPERACION'), () =>
            import('../features/operation/wizard/CostStepPage.tsx').then((m) => ({
              Component: m.CostStepPage,
            })),
          ),
          screen('venta', 'Ventas de la operación', menus('BOD-OPERACION'), () =>
            import('../features/operation/wizard/SaleStepPage.tsx').then((m) => ({
              Component: m.SaleStepPage,
            })),
          ),
        ],
      },
      {
        path: '/nueva-lista',
        children: [
          { index: true, element: <Navigate to="/nueva-lista/datos" replace /> },
          screen('datos', 'Nueva lista de carga', menus('BOD-LISTACARGA'), () =>
            import('../features/loading-list/new/NewListPage.tsx').then((m) => ({
              Component: m.NewListPage,
            })),
          ),
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/dashboard/welcome" replace /> },
];

export const createRouter = () => createBrowserRouter(routes);
