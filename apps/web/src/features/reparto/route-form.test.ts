import { repartoMessages as m } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { initialRouteValues, toRouteBody, validateRoute } from './route-form.ts';
import type { Stop } from './stops.ts';

const stop = (nidra: number, snomcomuna: string, sdireccion: string, extra: Partial<Stop> = {}): Stop => ({
  nidra,
  snomdestinatario: `Destinatario ${nidra}`,
  stelefono: '',
  sdireccion,
  scodcomuna: '',
  snomcomuna,
  ncantidadbultos: 2,
  npesobrutokg: 24,
  nvolumenm3: 0.12,
  nacobrar: 0,
  nvisitasfallidas: 0,
  ...extra,
});

describe('the new route form', () => {
  it("refuses with the contract's Spanish messages; no RA is a route of pickups only", () => {
    const errors = validateRoute({ ...initialRouteValues('2026-12-01'), spatente: 'XX' }, 'BDPUQ');
    expect(errors).toEqual({
      nidconductor: m.driverRequired,
      spatente: m.plateFormat,
    });
    expect(validateRoute(initialRouteValues(''), 'BDPUQ')).toMatchObject({
      dfecha: m.dayInvalid,
      spatente: m.plateRequired,
    });
  });

  it('sends the stops in order and an empty capacity as 0', () => {
    const values = {
      ...initialRouteValues('2026-12-01'),
      nidconductor: '7',
      spatente: 'GHKL23',
      ncapacidadkg: 1500,
      paradas: [stop(3, 'A', 'B'), stop(1, 'A', 'C')],
    };
    expect(validateRoute(values, 'BDPUQ')).toEqual({});
    expect(toRouteBody(values, 'BDPUQ')).toEqual({
      scodbodega: 'BDPUQ',
      dfecha: '2026-12-01',
      nidconductor: 7,
      spatente: 'GHKL23',
      ncapacidadkg: 1500,
      ncapacidadm3: 0,
      nidras: [3, 1],
    });
  });
});
