// Test data of this module's tests (never imported by the app).

export const operationPayload = (overrides: Record<string, unknown> = {}) => ({
  sdescripcion: 'Camión semanal a Punta Arenas',
  scodbodegaorigen: 'BDSCL',
  scodbodegadestino: 'BDPUQ',
  scodigovia: 'TER',
  scodtipoequipo: 'CAMION',
  scodmodalidadenvio: 'LCL',
  nidclientecargafull: 0,
  srutclientefull: '',
  ...overrides,
});

export const costPayload = (nidoperacion: number, overrides: Record<string, unknown> = {}) => ({
  nidoperacion,
  scodtipocosto: 'FLETE',
  nmontocosto: '100000',
  nidproveedor: null,
  snumfactura: '4521',
  dfhofactura: '2026-01-15',
  scodtipoasignacion: 'OPE',
  nidra: null,
  sindinvolucraventa: 'N',
  nmontoventa: '',
  ...overrides,
});

/** Load lists written straight into the tables: the load-list module's factory. */
export { insertLoadingList } from '../loading-list/loading-list.test-support.ts';
