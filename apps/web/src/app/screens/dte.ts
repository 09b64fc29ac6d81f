import { withMenus } from '../../api/access.ts';
import type { Screen } from './screen.ts';

// Issue 34: Finanzas / Documentos tributarios — the batches to the SII and the libro de ventas.
export const dteScreens: Screen[] = [
  {
    path: '/dashboard/documentos-tributarios',
    title: 'Documentos tributarios',
    audience: withMenus('FIN-COBRANZA'),
    load: () => import('../../features/dte/DocumentsPage.tsx').then((m) => m.DocumentsPage),
    menu: { block: 'Finanzas', label: 'Documentos tributarios', requires: ['FIN-COBRANZA'] },
  },
];
