import {
  IconCamera,
  IconClipboardCheck,
  IconClipboardList,
  IconFileSpreadsheet,
  IconPackageImport,
  IconTruckLoading,
} from '@tabler/icons-react';
import { anyone, withMenus } from '../../api/access.ts';
import type { Screen } from './screen.ts';

/** Who registers cargo, and who resumes it from the preparation list (the API allows the same). */
const wizard = withMenus('ORIG-INGRESO', 'ORIG-PREPARA');

// Origen: the wizard of a new RA (spec 1 section 7), the RA lists and the RA's detail.
export const originScreens: Screen[] = [
  {
    path: '/pasos/paso-1',
    title: 'Nuevo ingreso: paso 1',
    audience: wizard,
    load: () => import('../../features/shipment/wizard/step-1/StepOnePage.tsx').then((m) => m.StepOnePage),
    menu: {
      block: 'Origen',
      label: 'Nuevo Ingreso',
      requires: ['ORIG-INGRESO'],
      to: '/pasos',
      card: { icon: IconPackageImport, title: 'Nuevo ingreso', description: 'Registrar un RA' },
    },
  },
  {
    path: '/pasos/paso-2',
    title: 'Nuevo ingreso: paso 2',
    audience: wizard,
    load: () => import('../../features/shipment/wizard/step-2/StepTwoPage.tsx').then((m) => m.StepTwoPage),
  },
  {
    path: '/pasos/paso-3',
    title: 'Nuevo ingreso: paso 3',
    audience: wizard,
    load: () =>
      import('../../features/shipment/wizard/step-3/StepThreePage.tsx').then((m) => m.StepThreePage),
  },
  {
    path: '/pasos/paso-4',
    title: 'Nuevo ingreso: paso 4',
    audience: wizard,
    load: () => import('../../features/shipment/wizard/step-4/StepFourPage.tsx').then((m) => m.StepFourPage),
  },
  {
    path: '/pasos/paso-5',
    title: 'Nuevo ingreso: paso 5',
    audience: wizard,
    load: () => import('../../features/shipment/wizard/step-5/StepFivePage.tsx').then((m) => m.StepFivePage),
  },
  {
    path: '/pasos/paso-6',
    title: 'Nuevo ingreso: paso 6',
    audience: wizard,
    load: () => import('../../features/shipment/wizard/step-6/StepSixPage.tsx').then((m) => m.StepSixPage),
  },
  {
    path: '/pasos/paso-7',
    title: 'Nuevo ingreso: paso 7',
    audience: wizard,
    load: () =>
      import('../../features/shipment/wizard/step-7/StepSevenPage.tsx').then((m) => m.StepSevenPage),
  },
  {
    path: '/pasos/:raId',
    title: 'Nuevo ingreso',
    audience: wizard,
    load: () => import('../../features/shipment/wizard/ResumePage.tsx').then((m) => m.ResumePage),
  },
  {
    path: '/dashboard/importar-ra',
    title: 'Importar RA',
    audience: withMenus('ORIG-INGRESO'),
    load: () => import('../../features/ra-import/ImportPage.tsx').then((m) => m.ImportPage),
    menu: {
      block: 'Origen',
      label: 'Importar RA',
      requires: ['ORIG-INGRESO'],
      card: { icon: IconFileSpreadsheet, description: 'RA desde una planilla Excel' },
    },
  },
  {
    path: '/dashboard/captura',
    title: 'Captura de imágenes',
    audience: withMenus('ORIG-IMAGENES'),
    load: () => import('../../features/shipment/capture/CapturePage.tsx').then((m) => m.CapturePage),
    menu: {
      block: 'Origen',
      label: 'Captura de imágenes',
      requires: ['ORIG-IMAGENES'],
      card: { icon: IconCamera, description: 'Fotografías de la carga' },
    },
    phoneCard: { title: 'Captura de imágenes', icon: IconCamera },
  },
  {
    path: '/dashboard/preparacion',
    title: 'Preparación',
    audience: withMenus('ORIG-PREPARA'),
    load: () =>
      import('../../features/shipment/preparation/PreparationPage.tsx').then((m) => m.PreparationPage),
    menu: {
      block: 'Origen',
      label: 'Preparación',
      requires: ['ORIG-PREPARA'],
      card: { icon: IconClipboardList, description: 'RA en creación y en preparación' },
    },
  },
  {
    path: '/dashboard/recepciones',
    title: 'Recepciones',
    audience: withMenus('ORIG-RECEP', 'BOD-RECEP'),
    load: () => import('../../features/shipment/list/ReceptionsPage.tsx').then((m) => m.ReceptionsPage),
    menu: {
      block: 'Origen',
      label: 'Recepciones',
      requires: ['ORIG-RECEP'],
      card: { icon: IconClipboardCheck, description: 'Consulta de RA recibidos' },
    },
    phoneCard: { title: 'Recepciones', icon: IconClipboardList, atWarehouse: '/dashboard/consulta-ra' },
  },
  {
    path: '/dashboard/retiros',
    title: 'Retiros',
    audience: withMenus('ORIG-INGRESO'),
    load: () => import('../../features/pickup/PickupsPage.tsx').then((m) => m.PickupsPage),
    menu: {
      block: 'Origen',
      label: 'Retiros',
      requires: ['ORIG-INGRESO'],
      card: { icon: IconTruckLoading, description: 'Solicitudes de retiro a domicilio' },
    },
  },
  {
    path: '/detalle/captura-img/:ra',
    title: 'Detalle de captura de imágenes',
    audience: withMenus('ORIG-IMAGENES'),
    load: () =>
      import('../../features/shipment/capture-detail/CaptureDetailPage.tsx').then((m) => m.CaptureDetailPage),
  },
  {
    path: '/detalle/recepcion/:ra',
    title: 'Detalle de recepción',
    audience: anyone,
    load: () => import('../../features/ra-detail/ReceptionDetailPage.tsx').then((m) => m.ReceptionDetailPage),
  },
];
