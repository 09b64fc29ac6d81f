import { MENU_CODES } from '@carga/domain';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { canOpen } from '../api/access.ts';
import { staffSession as staff } from '../api/session.test-support.ts';
import type { Session } from '../api/session.ts';
import { blockEntries, customerBlocks, type MenuEntry, staffBlocks, visibleMenu } from './menu.ts';
import { routes } from './routes.tsx';
import { groupStarts, routedScreens, screenAt } from './screens/index.ts';

const labels = (session: Session) =>
  visibleMenu(session).map((b) => `${b.label}:${b.visibleEntries.map((e) => e.label).join(',')}`);

describe('side menu from menu codes', () => {
  it('shows only the entries whose codes the user holds', () => {
    expect(labels(staff(['ORIG-INGRESO', 'ORIG-RECEP']))).toEqual([
      'Origen:Nuevo Ingreso,Importar RA,Recepciones,Retiros',
    ]);
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

  it('shows Cuentas por cobrar to cobranza or management, Estado de cuenta to cobranza only', () => {
    expect(labels(staff(['GEST-BODEGA']))).toEqual(['Gestión:Gestión,Cuentas por cobrar']);
    expect(labels(staff(['FIN-COBRANZA']))).toEqual([
      'Finanzas:Cajas,Documentos tributarios',
      'Gestión:Cuentas por cobrar,Estado de cuenta,Facturación',
      'Configuraciones:Cobro en Carga',
    ]);
  });

  it('gives customers Mis cargas only', () => {
    expect(labels({ ...staff([]), rut: '76086428-5', oficinas: [], bodegas: [] })).toEqual([
      'Mis cargas:Mis cargas,Estado de cuenta,Mis documentos,Solicitar retiro',
    ]);
  });
});

describe('menu and router from one screen table', () => {
  /** The pattern of the route a path opens, e.g. '/detalle/recepcion/:ra' (the fallback is '*'). */
  const routePattern = (path: string) =>
    matchRoutes(routes, path)
      ?.map((m) => m.route.path)
      .filter(Boolean)
      .join('/');

  it('lists every block and entry of the spec, in order, for a user holding every code', () => {
    expect(labels(staff([...MENU_CODES]))).toEqual([
      'Origen:Nuevo Ingreso,Importar RA,Captura de imágenes,Preparación,Recepciones,Retiros',
      'Bodega:Operaciones,Lista de carga,Despacho,Consulta RA,Recibir',
      'Destino:Mi ruta,Entregar,Reparto',
      'Finanzas:Caja,Cajas,Documentos tributarios',
      'Gestión:Gestión,Cuentas por cobrar,Estado de cuenta,Facturación',
      'Configuraciones:Oficinas,Usuarios,Bodegas,Webhooks,Avisos enviados,Tipos de bultos,Empresa,Cliente/Proveedor,Direcciones,Tarifas,Cobro en Carga',
    ]);
  });

  it('leads each entry to a route of the router, which lets in whoever sees the entry', () => {
    const entries = [...staffBlocks, ...customerBlocks].flatMap((b) => blockEntries(b.label));
    for (const entry of entries.filter((e) => e.to)) {
      const to = entry.to!;
      const screen = screenAt(groupStarts[to] ?? to);
      expect(entry.screen).toBe(screen);
      expect(routePattern(to), to).toBe(to);
      const customer = 'customer' in screen.audience;
      // An entry that also asks for one of several codes (Cuentas por cobrar) is seen holding the first.
      const codes = [...entry.requires, ...(entry.anyOf?.slice(0, 1) ?? [])];
      const session = customer ? { ...staff([]), rut: '76086428-5' } : staff(codes);
      expect(canOpen(screen.audience, session), to).toBe(true);
    }
  });

  it('routes every screen of the table', () => {
    for (const screen of routedScreens) {
      const path = screen.path.replace(/:\w+/g, '1');
      expect(routePattern(path)).toBe(screen.path);
    }
  });

  it('routes Gestión to its screen (issue 17)', () => {
    const [gestion] = blockEntries('Gestión');
    expect(gestion?.to).toBe('/dashboard/gestion');
    expect(gestion?.requires).toEqual(['GEST-BODEGA']);
  });

  it('has no placeholder screen left: /dashboard/configuracion leads home', () => {
    expect(routePattern('/dashboard/configuracion')).toBe('*');
  });

  it('takes only the domain menu codes', () => {
    // @ts-expect-error a misspelt code does not compile
    const typo: MenuEntry['requires'] = ['ORIG-INGRES'];
    expect(MENU_CODES).not.toContain(typo[0]);
  });
});
