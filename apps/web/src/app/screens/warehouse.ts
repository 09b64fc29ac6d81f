import {
  IconBarcode,
  IconClipboardList,
  IconFileSearch,
  IconListDetails,
  IconPackageImport,
  IconTruckDelivery,
  IconTruckLoading,
} from '@tabler/icons-react';
import { withMenus } from '../../api/access.ts';
import type { Screen } from './screen.ts';

const operations = withMenus('BOD-OPERACION');
const loadLists = withMenus('BOD-LISTACARGA');

// Bodega and Destino: operations, load lists, dispatch, reception at the destination and delivery.
export const warehouseScreens: Screen[] = [
  {
    path: '/dashboard/operaciones',
    title: 'Operaciones',
    audience: operations,
    load: () => import('../../features/operation/list/OperationsPage.tsx').then((m) => m.OperationsPage),
    menu: {
      block: 'Bodega',
      label: 'Operaciones',
      requires: ['BOD-OPERACION'],
      card: { icon: IconClipboardList },
    },
  },
  {
    path: '/dashboard/lista-carga',
    title: 'Lista de carga',
    audience: loadLists,
    load: () =>
      import('../../features/loading-list/list/LoadingListsPage.tsx').then((m) => m.LoadingListsPage),
    menu: {
      block: 'Bodega',
      label: 'Lista de carga',
      requires: ['BOD-LISTACARGA'],
      card: { icon: IconListDetails },
    },
  },
  {
    path: '/dashboard/despacho',
    title: 'Despacho',
    audience: withMenus('BOD-DESPACHO'),
    load: () => import('../../features/dispatch/list/DispatchPage.tsx').then((m) => m.DispatchPage),
    menu: {
      block: 'Bodega',
      label: 'Despacho',
      requires: ['BOD-DESPACHO'],
      card: { icon: IconTruckLoading },
    },
  },
  {
    path: '/dashboard/consulta-ra',
    title: 'Consulta RA',
    audience: withMenus('BOD-RECEP', 'ORIG-RECEP'),
    load: () => import('../../features/shipment/list/ReceptionsPage.tsx').then((m) => m.ReceptionsPage),
    menu: { block: 'Bodega', label: 'Consulta RA', requires: ['BOD-RECEP'], card: { icon: IconFileSearch } },
  },
  {
    path: '/dashboard/recibir',
    title: 'Recibir',
    audience: withMenus('BOD-RECIBIR'),
    load: () => import('../../features/destination/list/ReceivePage.tsx').then((m) => m.ReceivePage),
    menu: { block: 'Bodega', label: 'Recibir', requires: ['BOD-RECIBIR'], card: { icon: IconPackageImport } },
  },
  {
    path: '/dashboard/entregar',
    title: 'Entregar',
    audience: withMenus('DEST-ENTREGAR'),
    load: () => import('../../features/delivery/DeliveryPage.tsx').then((m) => m.DeliveryPage),
    menu: { block: 'Destino', label: 'Entregar', requires: ['DEST-ENTREGAR'] },
    phoneCard: { title: 'Entrega de la carga', icon: IconTruckDelivery },
  },
  // Issue 35: the hojas de ruta of the deliveries at the recipient's door.
  {
    path: '/dashboard/reparto',
    title: 'Reparto',
    audience: withMenus('DEST-REPARTO'),
    load: () => import('../../features/reparto/RepartoPage.tsx').then((m) => m.RepartoPage),
    menu: { block: 'Destino', label: 'Reparto', requires: ['DEST-REPARTO'] },
  },
  {
    path: '/nuevo-ingreso/operacion',
    title: 'Nueva operación',
    audience: operations,
    load: () =>
      import('../../features/operation/wizard/OperationStepPage.tsx').then((m) => m.OperationStepPage),
  },
  {
    path: '/nuevo-ingreso/costo',
    title: 'Costos de la operación',
    audience: operations,
    load: () => import('../../features/operation/wizard/CostStepPage.tsx').then((m) => m.CostStepPage),
  },
  {
    path: '/nuevo-ingreso/venta',
    title: 'Ventas de la operación',
    audience: operations,
    load: () => import('../../features/operation/wizard/SaleStepPage.tsx').then((m) => m.SaleStepPage),
  },
  {
    path: '/nueva-lista/datos',
    title: 'Nueva lista de carga',
    audience: loadLists,
    load: () => import('../../features/loading-list/new/NewListPage.tsx').then((m) => m.NewListPage),
  },
  {
    path: '/detalle/lista-carga/:codLista',
    title: 'Detalle de lista de carga',
    audience: loadLists,
    load: () =>
      import('../../features/loading-list/detail/LoadingListDetailPage.tsx').then(
        (m) => m.LoadingListDetailPage,
      ),
  },
  {
    path: '/detalle/cierre-lista-carga',
    title: 'Cierre de lista',
    audience: loadLists,
    load: () => import('../../features/loading-list/close/CloseListPage.tsx').then((m) => m.CloseListPage),
  },
  {
    path: '/detalle/despacho-lista/:codLista',
    title: 'Despachar lista de carga',
    audience: withMenus('BOD-DESPACHO'),
    load: () =>
      import('../../features/dispatch/detail/DispatchDetailPage.tsx').then((m) => m.DispatchDetailPage),
  },
  {
    path: '/detalle/recibir/:codLista',
    title: 'Entrega de carga',
    audience: withMenus('BOD-RECIBIR'),
    load: () =>
      import('../../features/destination/detail/ReceiveDetailPage.tsx').then((m) => m.ReceiveDetailPage),
  },
  // Scanning at each hand-off (issue 14): no menu entry, reached from the list, dispatch and reception.
  {
    path: '/detalle/lista-carga/:codLista/escanear',
    title: 'Escanear lista de carga',
    audience: loadLists,
    load: () => import('../../features/custody/scan/pages.tsx').then((m) => m.LoadScanPage),
    phoneCard: {
      title: 'Escanear lista de carga',
      icon: IconBarcode,
      via: '/dashboard/lista-carga?estado=ENCREA',
    },
  },
  {
    path: '/detalle/despacho-lista/:codLista/verificar',
    title: 'Verificar carga',
    audience: withMenus('BOD-DESPACHO'),
    load: () => import('../../features/custody/scan/pages.tsx').then((m) => m.TruckCheckPage),
  },
  {
    path: '/detalle/recibir/:codLista/escanear',
    title: 'Escanear llegada',
    audience: withMenus('BOD-RECIBIR'),
    load: () => import('../../features/custody/scan/pages.tsx').then((m) => m.ArrivalScanPage),
    phoneCard: { title: 'Escanear llegada', icon: IconBarcode, via: '/dashboard/recibir?estado=DESPA' },
  },
  {
    path: '/detalle/entregar/:idRA/escanear',
    title: 'Escanear entrega',
    audience: withMenus('DEST-ENTREGAR'),
    load: () => import('../../features/delivery/DeliveryScanPage.tsx').then((m) => m.DeliveryScanPage),
  },
  // Issue 35: the units of a hoja de ruta scanned into the van, and its departure; reached from Reparto.
  {
    path: '/reparto/:id/cargar',
    title: 'Cargar vehículo',
    audience: withMenus('DEST-REPARTO'),
    load: () => import('../../features/reparto/LoadRoutePage.tsx').then((m) => m.LoadRoutePage),
  },
  // The van back: the units not delivered scanned back into the warehouse, and the route closed.
  {
    path: '/reparto/:id/regreso',
    title: 'Regreso y cierre',
    audience: withMenus('DEST-REPARTO'),
    load: () => import('../../features/reparto/ReturnRoutePage.tsx').then((m) => m.ReturnRoutePage),
  },
];
