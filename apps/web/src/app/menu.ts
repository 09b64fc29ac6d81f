import {
  type Icon,
  IconBuildingWarehouse,
  IconChartBar,
  IconMapPin,
  IconPackages,
  IconSettings,
  IconTruck,
} from '@tabler/icons-react';
import { hasMenu, isCustomerSession, isWarehouseCurrent, type Session } from './session.ts';

export interface MenuEntry {
  label: string;
  /** Entries the spec lists without a screen have no route yet. */
  to?: string;
  /** Visible when the user holds all of these codes. */
  requires: string[];
}

export interface MenuBlock {
  label: string;
  icon: Icon;
  entries: MenuEntry[];
  /** Codes that show the block even when they open no entry (spec 1 section 6). */
  alsoShownBy?: string[];
  disabled?: (session: Session) => boolean;
}

// Spec 1 sections 2 and 6: the side menu, built from the menu codes returned at sign-in.
export const staffMenu: MenuBlock[] = [
  {
    label: 'Origen',
    icon: IconPackages,
    disabled: (s) => isWarehouseCurrent(s),
    entries: [
      { label: 'Nuevo Ingreso', to: '/pasos', requires: ['ORIG-INGRESO'] },
      { label: 'Captura de imágenes', to: '/dashboard/captura', requires: ['ORIG-IMAGENES'] },
      { label: 'Preparación', to: '/dashboard/preparacion', requires: ['ORIG-PREPARA'] },
      { label: 'Recepciones', to: '/dashboard/recepciones', requires: ['ORIG-RECEP'] },
    ],
  },
  {
    label: 'Bodega',
    icon: IconBuildingWarehouse,
    alsoShownBy: ['BOD-DESPACHO'],
    disabled: (s) => !isWarehouseCurrent(s),
    entries: [
      { label: 'Operaciones', to: '/dashboard/operaciones', requires: ['BOD-OPERACION'] },
      { label: 'Lista de carga', to: '/dashboard/lista-carga', requires: ['BOD-LISTACARGA'] },
      { label: 'Despacho', to: '/dashboard/despacho', requires: ['BOD-DESPACHO'] },
      { label: 'Consulta RA', to: '/dashboard/consulta-ra', requires: ['BOD-RECEP'] },
      { label: 'Recibir', to: '/dashboard/recibir', requires: ['BOD-RECIBIR'] },
    ],
  },
  {
    label: 'Destino',
    icon: IconMapPin,
    // Delivery happens at the destination warehouse where the cargo is.
    disabled: (s) => !isWarehouseCurrent(s),
    entries: [{ label: 'Entregar', to: '/dashboard/entregar', requires: ['DEST-ENTREGAR'] }],
  },
  {
    label: 'Gestión',
    icon: IconChartBar,
    entries: [{ label: 'Gestión', requires: ['GEST-BODEGA'] }],
  },
  {
    label: 'Configuraciones',
    icon: IconSettings,
    alsoShownBy: ['CNF-BODEGAS'],
    entries: [
      { label: 'Oficinas', to: '/dashboard/oficinas', requires: ['CNF-BODEGAS'] },
      { label: 'Usuarios', to: '/dashboard/usuarios', requires: ['CNF-BODEGAS'] },
      { label: 'Bodegas', to: '/dashboard/bodegas', requires: ['CNF-BODEGAS'] },
      { label: 'Tipos de bultos', to: '/dashboard/tipos-bultos', requires: ['CNF-BULTOS'] },
      {
        label: 'Cliente/Proveedor',
        to: '/dashboard/cliente-proveedor',
        requires: ['CNF-CLIENTES', 'CNF-PROVEEDORES'],
      },
      { label: 'Direcciones', to: '/dashboard/direcciones', requires: ['CNF-CLIENTES'] },
      { label: 'Tarifas', to: '/dashboard/tarifas', requires: ['CNF-TARIFAS'] },
    ],
  },
];

export const customerMenu: MenuBlock[] = [
  {
    label: 'Mis cargas',
    icon: IconTruck,
    entries: [{ label: 'Mis cargas', to: '/dashboard/cargas', requires: [] }],
  },
];

export interface VisibleBlock extends MenuBlock {
  visibleEntries: MenuEntry[];
  isDisabled: boolean;
}

/** The blocks and entries this session may see, with the block's enable rule applied. */
export function visibleMenu(session: Session): VisibleBlock[] {
  const blocks = isCustomerSession(session) ? customerMenu : staffMenu;
  return blocks
    .map((block) => ({
      ...block,
      visibleEntries: block.entries.filter((e) => e.requires.every((code) => session.menus.includes(code))),
      isDisabled: block.disabled?.(session) ?? false,
    }))
    .filter(
      (block) =>
        block.visibleEntries.length > 0 || (block.alsoShownBy && hasMenu(session, ...block.alsoShownBy)),
    );
}
