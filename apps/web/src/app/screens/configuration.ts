import { withMenus } from '../../api/access.ts';
import type { Screen } from './screen.ts';

const places = withMenus('CNF-BODEGAS');
// Cliente/Proveedor needs both codes: the screen itself asks for the second one.
const clients = withMenus('CNF-CLIENTES', 'CNF-PROVEEDORES');
const addresses = withMenus('CNF-CLIENTES');
const tariffs = withMenus('CNF-TARIFAS');
const packageTypes = withMenus('CNF-BULTOS');
const empresa = withMenus('CNF-EMPRESA');

// Gestión and Configuraciones: the menu's entries in the spec's order, then the detail screens.
export const configurationScreens: Screen[] = [
  {
    path: '/dashboard/gestion',
    title: 'Gestión',
    audience: withMenus('GEST-BODEGA'),
    load: () => import('../../features/management/ManagementPage.tsx').then((m) => m.ManagementPage),
    menu: { block: 'Gestión', label: 'Gestión', requires: ['GEST-BODEGA'] },
  },
  // Issue 33: what cuenta corriente clients owe; cobranza and management read the receivables.
  {
    path: '/dashboard/cuentas-por-cobrar',
    title: 'Cuentas por cobrar',
    audience: withMenus('FIN-COBRANZA', 'GEST-BODEGA'),
    load: () => import('../../features/billing-reports/ReceivablesPage.tsx').then((m) => m.ReceivablesPage),
    menu: {
      block: 'Gestión',
      label: 'Cuentas por cobrar',
      requires: [],
      anyOf: ['FIN-COBRANZA', 'GEST-BODEGA'],
    },
  },
  {
    path: '/dashboard/estado-cuenta',
    title: 'Estado de cuenta',
    audience: withMenus('FIN-COBRANZA'),
    load: () => import('../../features/billing-reports/StatementPage.tsx').then((m) => m.StatementPage),
    menu: { block: 'Gestión', label: 'Estado de cuenta', requires: ['FIN-COBRANZA'] },
  },
  // Issue 34: the cuenta corriente facturas of a period.
  {
    path: '/dashboard/facturacion',
    title: 'Facturación',
    audience: withMenus('FIN-COBRANZA'),
    load: () => import('../../features/dte/InvoicingPage.tsx').then((m) => m.InvoicingPage),
    menu: { block: 'Gestión', label: 'Facturación', requires: ['FIN-COBRANZA'] },
  },
  {
    path: '/dashboard/oficinas',
    title: 'Oficinas',
    audience: places,
    load: () => import('../../features/admin/places/PlacesPage.tsx').then((m) => m.OfficesPage),
    menu: { block: 'Configuraciones', label: 'Oficinas', requires: ['CNF-BODEGAS'] },
  },
  {
    path: '/dashboard/usuarios',
    title: 'Usuarios',
    audience: places,
    load: () => import('../../features/admin/users/UsersPage.tsx').then((m) => m.UsersPage),
    menu: { block: 'Configuraciones', label: 'Usuarios', requires: ['CNF-BODEGAS'] },
  },
  {
    path: '/dashboard/bodegas',
    title: 'Bodegas',
    audience: places,
    load: () => import('../../features/admin/places/PlacesPage.tsx').then((m) => m.StoragesPage),
    menu: { block: 'Configuraciones', label: 'Bodegas', requires: ['CNF-BODEGAS'] },
  },
  {
    path: '/dashboard/webhooks',
    title: 'Webhooks',
    audience: places,
    load: () => import('../../features/admin/webhooks/WebhooksPage.tsx').then((m) => m.WebhooksPage),
    menu: { block: 'Configuraciones', label: 'Webhooks', requires: ['CNF-BODEGAS'] },
  },
  {
    path: '/dashboard/avisos',
    title: 'Avisos enviados',
    audience: places,
    load: () => import('../../features/admin/notices/NoticesPage.tsx').then((m) => m.NoticesPage),
    menu: { block: 'Configuraciones', label: 'Avisos enviados', requires: ['CNF-BODEGAS'] },
  },
  {
    path: '/dashboard/tipos-bultos',
    title: 'Tipos de bultos',
    audience: packageTypes,
    load: () =>
      import('../../features/admin/package-types/PackageTypesPage.tsx').then((m) => m.PackageTypesPage),
    menu: { block: 'Configuraciones', label: 'Tipos de bultos', requires: ['CNF-BULTOS'] },
  },
  // Issue 34: the emisor of the documents tributarios electrónicos, its certificate and its folios.
  {
    path: '/dashboard/empresa',
    title: 'Empresa',
    audience: empresa,
    load: () => import('../../features/dte/EmpresaPage.tsx').then((m) => m.EmpresaPage),
    menu: { block: 'Configuraciones', label: 'Empresa', requires: ['CNF-EMPRESA'] },
  },
  {
    path: '/dashboard/cliente-proveedor',
    title: 'Cliente - Proveedor',
    audience: clients,
    load: () => import('../../features/customer/clients/ClientsPage.tsx').then((m) => m.ClientsPage),
    menu: {
      block: 'Configuraciones',
      label: 'Cliente/Proveedor',
      requires: ['CNF-CLIENTES', 'CNF-PROVEEDORES'],
    },
  },
  {
    path: '/dashboard/direcciones',
    title: 'Direcciones',
    audience: addresses,
    load: () => import('../../features/customer/addresses/AddressesPage.tsx').then((m) => m.AddressesPage),
    menu: { block: 'Configuraciones', label: 'Direcciones', requires: ['CNF-CLIENTES'] },
  },
  {
    path: '/dashboard/tarifas',
    title: 'Tarifas',
    audience: tariffs,
    load: () => import('../../features/customer/tariffs/TariffsPage.tsx').then((m) => m.TariffsPage),
    menu: { block: 'Configuraciones', label: 'Tarifas', requires: ['CNF-TARIFAS'] },
  },
  {
    path: '/detalle/cliente-proveedor',
    title: 'Cliente / Proveedor',
    audience: clients,
    load: () =>
      import('../../features/customer/clients/ClientDetailPage.tsx').then((m) => m.ClientDetailPage),
  },
  {
    path: '/detalle/direcciones',
    title: 'Dirección',
    audience: addresses,
    load: () =>
      import('../../features/customer/addresses/AddressDetailPage.tsx').then((m) => m.AddressDetailPage),
  },
  {
    path: '/detalle/tarifas',
    title: 'Tarifa',
    audience: tariffs,
    load: () =>
      import('../../features/customer/tariffs/TariffDetailPage.tsx').then((m) => m.TariffDetailPage),
  },
  {
    path: '/detalle/usuarios',
    title: 'Usuario',
    audience: places,
    load: () => import('../../features/admin/users/UserDetailPage.tsx').then((m) => m.UserDetailPage),
  },
  {
    path: '/detalle/oficinas',
    title: 'Oficina',
    audience: places,
    load: () => import('../../features/admin/places/PlaceDetailPage.tsx').then((m) => m.OfficeDetailPage),
  },
  {
    path: '/detalle/bodegas',
    title: 'Bodega',
    audience: places,
    load: () => import('../../features/admin/places/PlaceDetailPage.tsx').then((m) => m.StorageDetailPage),
  },
  {
    path: '/detalle/webhooks',
    title: 'Entregas del webhook',
    audience: places,
    load: () =>
      import('../../features/admin/webhooks/WebhookDeliveriesPage.tsx').then((m) => m.WebhookDeliveriesPage),
  },
  {
    path: '/detalle/tipos-bultos',
    title: 'Tipo de bulto',
    audience: packageTypes,
    load: () =>
      import('../../features/admin/package-types/PackageTypeDetailPage.tsx').then(
        (m) => m.PackageTypeDetailPage,
      ),
  },
];
