import { IconTruck } from '@tabler/icons-react';
import { anyone, customerOnly, staffOnly } from '../../api/access.ts';
import type { Screen } from './screen.ts';

// The dashboard's pages and the customers' only screen.
export const homeScreens: Screen[] = [
  {
    path: '/dashboard/welcome',
    title: 'Bienvenida',
    audience: anyone,
    load: () => import('../../features/dashboard/welcome/WelcomePage.tsx').then((m) => m.WelcomePage),
  },
  {
    path: '/dashboard/origen',
    title: 'Acciones de origen',
    audience: staffOnly,
    load: () => import('../../features/dashboard/origen/OriginPage.tsx').then((m) => m.OriginPage),
  },
  {
    path: '/dashboard/bodega',
    title: 'Acciones de bodega',
    audience: staffOnly,
    load: () => import('../../features/dashboard/bodega/WarehousePage.tsx').then((m) => m.WarehousePage),
  },
  {
    path: '/dashboard/cargas',
    title: 'Mis cargas',
    audience: customerOnly,
    load: () => import('../../features/external-customer/cargas/MyCargoPage.tsx').then((m) => m.MyCargoPage),
    menu: { block: 'Mis cargas', label: 'Mis cargas', requires: [], card: { icon: IconTruck } },
  },
  {
    path: '/dashboard/cargas/estado-cuenta',
    title: 'Estado de cuenta',
    audience: customerOnly,
    load: () => import('../../features/billing-reports/StatementPage.tsx').then((m) => m.MyStatementPage),
    menu: { block: 'Mis cargas', label: 'Estado de cuenta', requires: [] },
  },
  {
    path: '/dashboard/cargas/documentos',
    title: 'Mis documentos',
    audience: customerOnly,
    load: () => import('../../features/dte/MyDocumentsPage.tsx').then((m) => m.MyDocumentsPage),
    menu: { block: 'Mis cargas', label: 'Mis documentos', requires: [] },
  },
  {
    path: '/dashboard/cargas/retiros',
    title: 'Solicitar retiro',
    audience: customerOnly,
    load: () => import('../../features/pickup/MyPickupsPage.tsx').then((m) => m.MyPickupsPage),
    menu: { block: 'Mis cargas', label: 'Solicitar retiro', requires: [] },
  },
];
