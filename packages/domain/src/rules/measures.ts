// Package measures (spec 1 step 5). Dimensions in cm, weights in kg, volumes in m³.

import { formatDecimal } from './numbers.ts';

/** How a package's dimensions are named wherever they are shown together: in this order. */
export const MEASURES_LABEL = 'Largo × ancho × alto';

/**
 * A package's dimensions as every screen, report and history text writes them: length, width, height,
 * in cm with Chilean separators: (120, 80, 100) → '120 × 80 × 100 cm', (40.5, 30, 20) → '40,5 × 30 × 20 cm'.
 */
export function formatMeasures(largo: number, ancho: number, alto: number): string {
  return `${formatDecimal(largo)} × ${formatDecimal(ancho)} × ${formatDecimal(alto)} cm`;
}

/** kg per m³: 1 m³ is charged as at least 333 kg (road freight's 1:3000 rule). */
export const VOLUMETRIC_FACTOR_KG_PER_M3 = 333;

/** Quantities are kept and shown with up to 5 decimals. */
export const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

export interface PackageInput {
  ncantidadbultos: number;
  /** Weight of one package, kg. */
  npesobultokg: number;
  nlargocm: number;
  nanchocm: number;
  naltocm: number;
}

export interface PackageMeasures {
  nvolumenbultom3: number;
  npesovolumbulto: number;
  ndensidadbulto: number;
  nvolumentotalm3: number;
  npesovolumtotal: number;
  npesototalkg: number;
  ndensidadtotal: number;
}

const density = (weightKg: number, volumeM3: number) => (volumeM3 > 0 ? weightKg / volumeM3 : 0);

/** One package line: unit and line values, each rounded to 5 decimals from unrounded inputs. */
export function measurePackage(p: PackageInput): PackageMeasures {
  const unitVolume = (p.nlargocm * p.nanchocm * p.naltocm) / 1_000_000;
  const totalVolume = unitVolume * p.ncantidadbultos;
  const totalWeight = p.npesobultokg * p.ncantidadbultos;
  return {
    nvolumenbultom3: round5(unitVolume),
    npesovolumbulto: round5(unitVolume * VOLUMETRIC_FACTOR_KG_PER_M3),
    ndensidadbulto: round5(density(p.npesobultokg, unitVolume)),
    nvolumentotalm3: round5(totalVolume),
    npesovolumtotal: round5(totalVolume * VOLUMETRIC_FACTOR_KG_PER_M3),
    npesototalkg: round5(totalWeight),
    ndensidadtotal: round5(density(totalWeight, totalVolume)),
  };
}

export interface PackageTotals {
  totalBultos: number;
  totalVolumenM3: number;
  totalPesoKg: number;
  totalPesoVolumetrico: number;
  totalDensidad: number;
}

/** RA totals from its lines: sums, and the density of the whole (not the mean of densities). */
export function totalPackages(lines: ReadonlyArray<PackageInput>): PackageTotals {
  let bultos = 0;
  let volume = 0;
  let weight = 0;
  for (const line of lines) {
    bultos += line.ncantidadbultos;
    volume += (line.nlargocm * line.nanchocm * line.naltocm * line.ncantidadbultos) / 1_000_000;
    weight += line.npesobultokg * line.ncantidadbultos;
  }
  return {
    totalBultos: bultos,
    totalVolumenM3: round5(volume),
    totalPesoKg: round5(weight),
    totalPesoVolumetrico: round5(volume * VOLUMETRIC_FACTOR_KG_PER_M3),
    totalDensidad: round5(density(weight, volume)),
  };
}
