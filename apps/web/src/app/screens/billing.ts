import { withMenus } from '../../api/access.ts';
import type { Screen } from './screen.ts';

// 'Caja' and 'Cobranza' (issue 33): the cash desk of each user, every caja for a supervisor, and the
// company's 'Cobro en Carga'. Paths as in features/billing/paths.ts.
export const billingScreens: Screen[] = [
  {
    path: '/dashboard/caja',
    title: 'Caja',
    audience: withMenus('FIN-CAJA'),
    load: () => import('../../features/billing/CajaPage.tsx').then((m) => m.CajaPage),
    menu: { block: 'Finanzas', label: 'Caja', requires: ['FIN-CAJA'] },
  },
  {
    path: '/dashboard/cajas',
    title: 'Cajas',
    audience: withMenus('FIN-COBRANZA'),
    load: () => import('../../features/billing/CajasPage.tsx').then((m) => m.CajasPage),
    menu: { block: 'Finanzas', label: 'Cajas', requires: ['FIN-COBRANZA'] },
  },
  {
    path: '/detalle/caja/:id',
    title: 'Detalle de caja',
    audience: withMenus('FIN-CAJA', 'FIN-COBRANZA'),
    load: () => import('../../features/billing/CajaDetailPage.tsx').then((m) => m.CajaDetailPage),
  },
];

/** In Configuraciones, after the spec's entries. */
export const billingConfigurationScreens: Screen[] = [
  {
    path: '/dashboard/cobro-en-carga',
    title: 'Cobro en Carga',
    audience: withMenus('FIN-COBRANZA'),
    load: () => import('../../features/billing/BillingSettingsPage.tsx').then((m) => m.BillingSettingsPage),
    menu: { block: 'Configuraciones', label: 'Cobro en Carga', requires: ['FIN-COBRANZA'] },
  },
];
