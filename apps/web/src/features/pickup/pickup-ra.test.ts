import type { Pickup } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import {
  canReceiveAsRa,
  packageFromPickup,
  pickupDeclared,
  pickupHeading,
  pickupIdFromSearch,
  stepOneFromPickup,
  wizardPathForPickup,
} from './pickup-ra.ts';

const pickup = (overrides: Partial<Pickup> = {}): Pickup => ({
  nidretiro: 12,
  nidcliente: 7,
  srutcliente: '76086428-5',
  snombrecliente: 'Comercial Austral',
  scodoficina: 'OFISCL',
  snomoficina: 'Santiago',
  sdireccion: 'Av. Vicuña Mackenna 3200',
  scodcomuna: '13110',
  snomcomuna: 'La Florida',
  scontacto: 'Pedro Rojas',
  stelefono: '+56 9 8765 4321',
  dfecha: '2026-11-29',
  shoradesde: '09:00',
  shorahasta: '13:00',
  nbultos: 3,
  npesokg: 45.5,
  sdescripcion: 'Cajas de repuestos',
  sestado: 'SOLICITADO',
  sdesestado: 'Solicitado',
  sorigen: 'OFICINA',
  snombreusuario: 'Oficina Santiago',
  dfhocreacion: '2026-11-29T12:00:00.000Z',
  smotivoanulacion: null,
  nidra: null,
  ...overrides,
});

describe('a pickup request made into an RA', () => {
  it('is offered while asked for or picked up, and not yet an RA', () => {
    expect(canReceiveAsRa(pickup())).toBe(true);
    expect(canReceiveAsRa(pickup({ sestado: 'RETIRADO', sdesestado: 'Retirado' }))).toBe(true);
    expect(canReceiveAsRa(pickup({ nidra: 40 }))).toBe(false);
    for (const sestado of ['PLANIFICADO', 'RECIBIDO', 'ANULADO'] as const)
      expect(canReceiveAsRa(pickup({ sestado }))).toBe(false);
  });

  it('opens step 1 with ?retiro= and reads it back, refusing anything but a positive number', () => {
    expect(wizardPathForPickup(12)).toBe('/pasos/paso-1?retiro=12');
    expect(pickupIdFromSearch(new URLSearchParams('retiro=12'))).toBe(12);
    for (const bad of [
      '',
      'retiro=',
      'retiro=0',
      'retiro=abc',
      'retiro=-3',
      'retiro=1.5',
      'retiro=9999999999',
    ])
      expect(pickupIdFromSearch(new URLSearchParams(bad)), bad).toBeNull();
  });

  it('fills the sender with its client and describes the request', () => {
    expect(stepOneFromPickup(pickup())).toMatchObject({
      idRemitente: 7,
      rutRemitente: '76086428-5',
      nomRemitente: 'Comercial Austral',
      rutDestinatario: '',
      tipoRecepcion: 'FISIC',
    });
    expect(pickupHeading(pickup())).toBe(
      'Retiro N° 12 — Comercial Austral, Av. Vicuña Mackenna 3200, La Florida',
    );
    expect(pickupDeclared(pickup())).toBe('3 bultos, 45,5 kg: Cajas de repuestos');
    expect(pickupDeclared(pickup({ nbultos: 1, npesokg: 0, sdescripcion: '' }))).toBe('1 bulto');
  });
});

describe("step 5's first line from a pickup request", () => {
  it('takes the packages and each one’s share of the declared kg', () => {
    expect(packageFromPickup(pickup())).toMatchObject({ ncantidadbultos: '3', npesobultokg: '15,17' });
    expect(packageFromPickup(pickup({ nbultos: 2, npesokg: 36 }))).toMatchObject({ npesobultokg: '18' });
    expect(packageFromPickup(pickup({ npesokg: 0 }))).toMatchObject({ npesobultokg: '', scodtipobulto: '' });
  });
});
