import { IconRoute } from '@tabler/icons-react';
import { withMenus } from '../../api/access.ts';
import type { Screen } from './screen.ts';

// Issue 35: the driver's phone (menu CONDUCTOR), the stops of the day's routes at the recipients' doors.
export const driverScreens: Screen[] = [
  {
    path: '/conductor',
    title: 'Mi ruta',
    audience: withMenus('CONDUCTOR'),
    load: () => import('../../features/driver/DriverPage.tsx').then((m) => m.DriverPage),
    // At the destination warehouse, after planning (Reparto): the block the driver's warehouse opens.
    menu: { block: 'Destino', label: 'Mi ruta', requires: ['CONDUCTOR'] },
    // Only for drivers (a `via` card shows to who may open it): their phone's first card to reach.
    phoneCard: { title: 'Mi ruta', icon: IconRoute, via: '/conductor' },
  },
];
