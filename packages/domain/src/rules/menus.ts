// Menu codes of spec 1 section 6: what each user may see and call.
export const MENU_CODES = [
  'ORIG-INGRESO',
  'ORIG-IMAGENES',
  'ORIG-PREPARA',
  'ORIG-RECEP',
  'BOD-OPERACION',
  'BOD-LISTACARGA',
  'BOD-DESPACHO',
  'BOD-RECEP',
  'BOD-RECIBIR',
  'DEST-ENTREGAR',
  'DEST-REPARTO',
  'CONDUCTOR',
  'GEST-BODEGA',
  'CNF-BODEGAS',
  'CNF-CLIENTES',
  'CNF-PROVEEDORES',
  'CNF-TARIFAS',
  'CNF-BULTOS',
  'CNF-EMPRESA',
  'FIN-CAJA',
  'FIN-COBRANZA',
] as const;

export type MenuCode = (typeof MENU_CODES)[number];

export const ORIGIN_MENUS: readonly MenuCode[] = [
  'ORIG-INGRESO',
  'ORIG-IMAGENES',
  'ORIG-PREPARA',
  'ORIG-RECEP',
];
export const WAREHOUSE_MENUS: readonly MenuCode[] = [
  'BOD-OPERACION',
  'BOD-LISTACARGA',
  'BOD-DESPACHO',
  'BOD-RECEP',
  'BOD-RECIBIR',
];

/**
 * Who may read the figures of each staff call (issue 30), by menu: the people whose screens show them. The
 * welcome page's own figures (MainStatistics) stay open to every staff user of the place.
 */
export const FIGURE_READERS = {
  /** 'Valor del servicio' of an RA: whoever handles RAs, management and tariffs. */
  price: [...ORIGIN_MENUS, ...WAREHOUSE_MENUS, 'DEST-ENTREGAR', 'GEST-BODEGA', 'CNF-TARIFAS'],
  /** The origin dashboard's figures, differences and seal incidents. */
  origin: [...ORIGIN_MENUS, 'GEST-BODEGA'],
  /** The warehouse dashboard's figures. */
  warehouse: [...WAREHOUSE_MENUS, 'GEST-BODEGA'],
} satisfies Record<string, MenuCode[]>;

export const isWarehouseCode = (code: string | null | undefined): boolean => !!code && code.startsWith('BD');
