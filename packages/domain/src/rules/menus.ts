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
  'GEST-BODEGA',
  'CNF-BODEGAS',
  'CNF-CLIENTES',
  'CNF-PROVEEDORES',
  'CNF-TARIFAS',
  'CNF-BULTOS',
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

export const isWarehouseCode = (code: string | null | undefined): boolean => !!code && code.startsWith('BD');
