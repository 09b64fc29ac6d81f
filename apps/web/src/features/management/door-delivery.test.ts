import { describe, expect, it } from 'vitest';
import {
  deliveriesPerDay,
  firstVisitText,
  percentText,
  rangeTotals,
  reasonShares,
  routesCaption,
  totalsText,
} from './door-delivery.ts';

const day = (dfecha: string, nrutas: number, ok: number, failed: number, pending: number) => ({
  dfecha,
  nrutas,
  nparadas: ok + failed + pending,
  nentregadas: ok,
  nfallidas: failed,
  npendientes: pending,
});

describe('Gestión › Reparto figures', () => {
  it('writes a share with one decimal at most, none without a whole', () => {
    expect(percentText(1, 2)).toBe('50 %');
    expect(percentText(1, 3)).toBe('33,3 %');
    expect(percentText(2, 3)).toBe('66,7 %');
    expect(percentText(0, 4)).toBe('0 %');
    expect(percentText(0, 0)).toBeNull();
  });

  it('says how many visited RAs were delivered at their first visit', () => {
    expect(firstVisitText(2, 1)).toBe('Entregadas en la primera visita: 1 de 2 (50 %)');
    expect(firstVisitText(3, 3)).toBe('Entregadas en la primera visita: 3 de 3 (100 %)');
    expect(firstVisitText(0, 0)).toBe('Entregadas en la primera visita: sin visitas registradas en el rango');
  });

  it('draws per route day the delivered and failed stops, the day as the product writes it', () => {
    expect(deliveriesPerDay([day('2026-12-05', 2, 3, 1, 1), day('2026-12-06', 1, 0, 0, 2)])).toEqual([
      { dia: '05/12/2026', nentregadas: 3, nfallidas: 1 },
      { dia: '06/12/2026', nentregadas: 0, nfallidas: 0 },
    ]);
    expect(deliveriesPerDay([])).toEqual([]);
  });

  it('adds up the range and says it in words, singular and plural', () => {
    const days = [day('2026-12-05', 2, 3, 1, 1), day('2026-12-06', 1, 0, 0, 2)];
    expect(rangeTotals(days)).toEqual({ rutas: 3, paradas: 7, entregadas: 3, fallidas: 1, pendientes: 3 });
    expect(totalsText(days)).toBe('3 hojas de ruta, 7 paradas: 3 entregadas, 1 fallida, 3 pendientes');
    expect(totalsText([day('2026-12-05', 1, 1, 0, 0)])).toBe(
      '1 hoja de ruta, 1 parada: 1 entregada, 0 fallidas, 0 pendientes',
    );
  });

  it('gives each reason its share of the failed visits', () => {
    expect(
      reasonShares([
        { smotivo: 'NADIE', sdesmotivo: 'Nadie en casa', ncantidad: 3 },
        { smotivo: 'OTRO', sdesmotivo: 'Otro', ncantidad: 1 },
      ]).map((r) => [r.sdesmotivo, r.sporcentaje]),
    ).toEqual([
      ['Nadie en casa', '75 %'],
      ['Otro', '25 %'],
    ]);
    expect(reasonShares([])).toEqual([]);
  });

  it('titles the routes table as the 200 most recent when the range has more', () => {
    const days = [day('2026-12-05', 250, 0, 0, 250)];
    expect(routesCaption(days, 200)).toBe('Las 200 hojas de ruta más recientes');
    expect(routesCaption([day('2026-12-05', 2, 1, 1, 0)], 2)).toBe('Hojas de ruta');
  });
});
