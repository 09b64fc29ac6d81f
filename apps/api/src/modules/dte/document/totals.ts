import type { Linea, LineaCalculada, TipoDte, Totales } from './types.ts';

// The SII's arithmetic: each line's amount is quantity × price rounded to whole pesos; IVA is 19 % of the
// net, rounded half up. With gross prices (boletas, and facturas issued from Carga's IVA-included tariffs)
// the net is the gross taxable amount ÷ 1.19 rounded, and the IVA what is left, so that neto + IVA is
// exactly the gross the client paid.

export const TASA_IVA = 19;

/** Amounts are gross for a boleta always, for 33 and 61 when asked. Never for a factura exenta. */
export function grossPrices(tipo: TipoDte, montosBrutos: boolean | undefined): boolean {
  if (tipo === 39) return true;
  if (tipo === 34) return false;
  return montosBrutos === true;
}

/** Every line of a factura exenta is exempt; elsewhere the line says. */
export function computeLines(tipo: TipoDte, lineas: Linea[]): LineaCalculada[] {
  return lineas.map((linea, i) => ({
    numero: i + 1,
    nombre: linea.nombre,
    cantidad: linea.cantidad,
    precioUnitario: linea.precioUnitario,
    exento: tipo === 34 || linea.exento === true,
    monto: Math.round(linea.cantidad * linea.precioUnitario),
  }));
}

/** IVA of a net amount: 19 %, half up. */
export function ivaOfNet(neto: number): number {
  return Math.round((neto * TASA_IVA) / 100);
}

/** The net part of a gross amount that includes 19 % IVA. */
export function netOfGross(bruto: number): number {
  return Math.round((bruto * 100) / (100 + TASA_IVA));
}

export function computeTotals(lineas: LineaCalculada[], gross: boolean): Totales {
  const exento = lineas.filter((l) => l.exento).reduce((sum, l) => sum + l.monto, 0);
  const afecto = lineas.filter((l) => !l.exento).reduce((sum, l) => sum + l.monto, 0);
  if (gross) {
    const neto = netOfGross(afecto);
    return { neto, exento, tasaIva: TASA_IVA, iva: afecto - neto, total: afecto + exento };
  }
  const iva = ivaOfNet(afecto);
  return { neto: afecto, exento, tasaIva: TASA_IVA, iva, total: afecto + iva + exento };
}
