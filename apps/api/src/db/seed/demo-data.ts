import { MENU_CODES, ORIGIN_MENUS, WAREHOUSE_MENUS } from '@carga/domain';

/** The demo password of every demo account (README). */
export const DEMO_PASSWORD = 'demo-2026';

export const demoOffices = [
  {
    scodoficina: 'OFISCL',
    snomoficina: 'Santiago',
    sdireccion: 'Av. Presidente Eduardo Frei Montalva 6001, Conchalí',
  },
  {
    scodoficina: 'OFIPUQ',
    snomoficina: 'Punta Arenas',
    sdireccion: 'Av. Presidente Manuel Bulnes 0310, Punta Arenas',
  },
];

export const demoWarehouses = [
  { scodbodega: 'BDSCL', snombodega: 'Bodega Santiago', sdireccion: 'Camino Lo Boza 120, Pudahuel' },
  { scodbodega: 'BDPUQ', snombodega: 'Bodega Punta Arenas', sdireccion: 'Ruta 9 Norte km 3,5, Punta Arenas' },
];

export const demoClients = [
  {
    srutcliente: '76086428-5',
    snombrecliente: 'Comercial Austral SpA',
    snombrecorto: 'Comercial Austral',
    sindclientecontr: 'S',
    address: { scalle: 'Av. España', snumeracion: '1450', srestodireccion: 'Local 3', scodcomuna: '12101' },
  },
  {
    srutcliente: '77123456-9',
    snombrecliente: 'Distribuidora Los Andes Limitada',
    snombrecorto: 'Los Andes',
    sindclientecontr: 'S',
    // Issue 33: the demo's cuenta corriente client, billed monthly up to two million pesos.
    sindctacte: 'S',
    nlimitecredito: 2_000_000,
    ndiaspago: 30,
    address: { scalle: 'Av. Vicuña Mackenna', snumeracion: '3200', srestodireccion: '', scodcomuna: '13120' },
  },
  {
    srutcliente: '96512340-7',
    snombrecliente: 'Ferretería Magallanes S.A.',
    snombrecorto: 'Ferretería Magallanes',
    sindclientecontr: 'N',
    address: { scalle: 'José Menéndez', snumeracion: '820', srestodireccion: '', scodcomuna: '12101' },
  },
  {
    srutcliente: '12345678-5',
    snombrecliente: 'María Soledad Pérez Oyarzún',
    snombrecorto: 'María Pérez',
    sindclientecontr: 'S',
    address: { scalle: 'Los Aromos', snumeracion: '55', srestodireccion: 'Depto. 41', scodcomuna: '13114' },
  },
];

/**
 * Warehouse staff also hand over the cargo that arrived at their warehouse ('Destino / Entregar'), plan
 * its delivery at the door ('Destino / Reparto', issue 35) and take its payment in their caja (issue 33),
 * as the office staff do at the counter.
 */
const warehouseMenus = [
  ...WAREHOUSE_MENUS,
  'DEST-ENTREGAR' as const,
  'DEST-REPARTO' as const,
  'FIN-CAJA' as const,
];

/** Also the bootstrap admin when there is no demo data (SEED_DEMO=false). */
export const demoAdmin = {
  susuario: 'admin',
  snombre: 'Administrador',
  srut: null,
  oficinas: ['OFISCL', 'OFIPUQ'],
  bodegas: ['BDSCL', 'BDPUQ'],
  // Every screen but the driver's: a planner picks drivers among the users with that profile.
  menus: MENU_CODES.filter((code) => code !== 'CONDUCTOR'),
};

export const demoUsers = [
  demoAdmin,
  {
    susuario: 'oficina.scl',
    snombre: 'Oficina Santiago',
    srut: null,
    oficinas: ['OFISCL'],
    bodegas: [],
    menus: [...ORIGIN_MENUS, 'FIN-CAJA' as const],
  },
  {
    susuario: 'bodega.scl',
    snombre: 'Bodega Santiago',
    srut: null,
    oficinas: [],
    bodegas: ['BDSCL'],
    menus: warehouseMenus,
  },
  {
    susuario: 'bodega.puq',
    snombre: 'Bodega Punta Arenas',
    srut: null,
    oficinas: [],
    bodegas: ['BDPUQ'],
    menus: warehouseMenus,
  },
  {
    // Issue 35: the driver of the door deliveries from Punta Arenas.
    susuario: 'conductor.puq',
    snombre: 'Juan Soto (conductor)',
    srut: null,
    oficinas: [],
    bodegas: ['BDPUQ'],
    menus: ['CONDUCTOR' as const],
  },
  {
    susuario: 'cliente',
    snombre: 'Comercial Austral',
    srut: '76086428-5',
    oficinas: [],
    bodegas: [],
    menus: [],
  },
];
