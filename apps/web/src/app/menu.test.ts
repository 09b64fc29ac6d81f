import { describe, expect, it } from 'vitest';
import { visibleMenu } from './menu.ts';
import type { Session } from './session.ts';

const staff = (menus: string[], currentOfiBod = 'OFISCL'): Session => ({
  token: 't',
  refreshToken: 'r',
  nombre: 'Ana',
  rut: null,
  oficinas: ['OFISCL'],
  bodegas: ['BDSCL'],
  menus,
  currentOfiBod,
});

const labels = (session: Session) =>
  visibleMenu(session).map((b) => `${b.label}:${b.visibleEntries.map((e) => e.label).join(',')}`);

describe('side menu from menu codes', () => {
  it('shows only the entries whose codes the user holds', () => {
    expect(labels(staff(['ORIG-INGRESO', 'ORIG-RECEP']))).toEqual(['Origen:Nuevo Ingreso,Recepciones']);
  });

  it('needs both CNF-CLIENTES and CNF-PROVEEDORES for Cliente/Proveedor', () => {
    expect(labels(staff(['CNF-CLIENTES']))).toEqual(['Configuraciones:Direcciones']);
    expect(labels(staff(['CNF-CLIENTES', 'CNF-PROVEEDORES']))).toEqual([
      'Configuraciones:Cliente/Proveedor,Direcciones',
    ]);
  });

  it('disables Origen while a warehouse is current and Bodega while an office is', () => {
    const codes = ['ORIG-INGRESO', 'BOD-OPERACION'];
    const atOffice = visibleMenu(staff(codes, 'OFISCL'));
    expect(atOffice.map((b) => [b.label, b.isDisabled])).toEqual([
      ['Origen', false],
      ['Bodega', true],
    ]);
    const atWarehouse = visibleMenu(staff(codes, 'BDSCL'));
    expect(atWarehouse.map((b) => [b.label, b.isDisabled])).toEqual([
      ['Origen', true],
      ['Bodega', false],
    ]);
  });

  it('enables Destino / Entregar at a warehouse (where the cargo is handed over), not at an office', () => {
    const codes = ['DEST-ENTREGAR'];
    expect(labels(staff(codes))).toEqual(['Destino:Entregar']);
    expect(visibleMenu(staff(codes, 'OFISCL')).map((b) => [b.label, b.isDisabled])).toEqual([
      ['Destino', true],
    ]);
    const atWarehouse = visibleMenu(staff(codes, 'BDSCL'));
    expect(atWarehouse.map((b) => [b.label, b.isDisabled])).toEqual([['Destino', false]]);
    expect(atWarehouse[0]?.visibleEntries[0]?.to).toBe('/dashboard/entregar');
  });

  it('gives customers Mis cargas only', () => {
    expect(labels({ ...staff([]), rut: '76086428-5', oficinas: [], bodegas: [] })).toEqual([
      'Mis cargas:Mis cargas',
    ]);
  });
});
