import { describe, expect, it } from 'vitest';
import { staffSession as staff } from '../api/session.test-support.ts';
import type { DashboardCard } from '../ui/ActionCardGrid.tsx';
import { blockCards, phoneCards, welcomeCards } from './cards.ts';

/** Each card as `title → to`, with `(off)` when disabled. */
const show = (cards: DashboardCard[]) =>
  cards.map((c) => `${c.title} → ${c.to}${c.disabled ? ' (off)' : ''}`);

describe('dashboard cards from the screen table', () => {
  it('Acciones de origen: the Origen entries, off at a warehouse or without the code', () => {
    const codes = ['ORIG-INGRESO', 'ORIG-RECEP'];
    expect(show(blockCards('Origen', staff(codes)))).toEqual([
      'Nuevo ingreso → /pasos',
      'Importar RA → /dashboard/importar-ra',
      'Captura de imágenes → /dashboard/captura (off)',
      'Preparación → /dashboard/preparacion (off)',
      'Recepciones → /dashboard/recepciones',
      'Retiros → /dashboard/retiros',
    ]);
    expect(blockCards('Origen', staff(codes, 'BDSCL')).every((c) => c.disabled)).toBe(true);
    expect(blockCards('Origen', staff(codes)).map((c) => c.description)).toEqual([
      'Registrar un RA',
      'RA desde una planilla Excel',
      'Fotografías de la carga',
      'RA en creación y en preparación',
      'Consulta de RA recibidos',
      'Solicitudes de retiro a domicilio',
    ]);
  });

  it('Acciones de bodega: the Bodega entries, off at an office or without the code', () => {
    const codes = ['BOD-OPERACION', 'BOD-DESPACHO', 'BOD-RECIBIR'];
    expect(show(blockCards('Bodega', staff(codes, 'BDSCL')))).toEqual([
      'Operaciones → /dashboard/operaciones',
      'Lista de carga → /dashboard/lista-carga (off)',
      'Despacho → /dashboard/despacho',
      'Consulta RA → /dashboard/consulta-ra (off)',
      'Recibir → /dashboard/recibir',
    ]);
    expect(blockCards('Bodega', staff(codes)).every((c) => c.disabled)).toBe(true);
  });

  it('welcome on a wide screen: Origen at an office, Bodega and Destino (with its code) at a warehouse', () => {
    expect(show(welcomeCards(staff(['DEST-ENTREGAR'])))).toEqual([
      'Origen → /dashboard/origen',
      'Bodega → /dashboard/bodega (off)',
      'Destino → /dashboard/entregar (off)',
    ]);
    expect(show(welcomeCards(staff(['DEST-ENTREGAR'], 'BDSCL')))).toEqual([
      'Origen → /dashboard/origen (off)',
      'Bodega → /dashboard/bodega',
      'Destino → /dashboard/entregar',
    ]);
    expect(show(welcomeCards(staff([], 'BDSCL')))[2]).toBe('Destino → /dashboard/entregar (off)');
  });

  it('welcome on a phone: Recepciones leads to Consulta RA at a warehouse, with either code', () => {
    expect(show(phoneCards(staff(['ORIG-IMAGENES', 'BOD-RECEP'])))).toEqual([
      'Captura de imágenes → /dashboard/captura',
      'Recepciones → /dashboard/recepciones',
      'Entrega de la carga → /dashboard/entregar (off)',
    ]);
    expect(show(phoneCards(staff(['ORIG-IMAGENES', 'ORIG-RECEP', 'DEST-ENTREGAR'], 'BDSCL')))).toEqual([
      'Captura de imágenes → /dashboard/captura (off)',
      'Recepciones → /dashboard/consulta-ra',
      'Entrega de la carga → /dashboard/entregar',
    ]);
    expect(show(phoneCards(staff([])))[1]).toBe('Recepciones → /dashboard/recepciones (off)');
  });

  it('welcome on a phone at a warehouse: after the three cards, scanning for who holds its menu', () => {
    const worker = staff(['BOD-LISTACARGA', 'BOD-RECIBIR', 'DEST-ENTREGAR'], 'BDSCL');
    expect(show(phoneCards(worker))).toEqual([
      'Captura de imágenes → /dashboard/captura (off)',
      'Recepciones → /dashboard/consulta-ra (off)',
      'Entrega de la carga → /dashboard/entregar',
      'Escanear lista de carga → /dashboard/lista-carga?estado=ENCREA',
      'Escanear llegada → /dashboard/recibir?estado=DESPA',
    ]);
    // Without the menu there is no card; at an office the warehouse's scanning is off.
    expect(show(phoneCards(staff(['BOD-RECIBIR'], 'BDSCL'))).slice(3)).toEqual([
      'Escanear llegada → /dashboard/recibir?estado=DESPA',
    ]);
    expect(show(phoneCards(staff(['BOD-LISTACARGA']))).slice(3)).toEqual([
      'Escanear lista de carga → /dashboard/lista-carga?estado=ENCREA (off)',
    ]);
  });

  it('welcome of a customer: Mis cargas only', () => {
    const customer = { ...staff([]), rut: '76086428-5', oficinas: [], bodegas: [], currentOfiBod: null };
    expect(welcomeCards(customer)).toEqual([
      expect.objectContaining({
        title: 'Mis cargas',
        description: 'Siga el estado de su carga',
        disabled: false,
      }),
    ]);
  });
});
