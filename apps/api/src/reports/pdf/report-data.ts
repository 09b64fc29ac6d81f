import { placeLabel } from '@carga/domain';

/**
 * What the RA labels and the reception voucher print: plain data, already resolved to Spanish labels,
 * independent of the database so the builders stay pure functions from data to bytes.
 */
/** An end of the RA's route: its office and the warehouse behind it (the destination may lack both). */
export interface RaReportPlace {
  office: string | null;
  officeName: string | null;
  warehouse: string | null;
  warehouseName: string | null;
}

/** How the labels name an end of the route: the office code large, its name, and the warehouse. */
export function labelPlace(place: RaReportPlace) {
  return {
    code: place.office ?? 'Sin definir',
    name: place.officeName ?? '',
    warehouse: placeLabel(place.warehouseName, place.warehouse, 'Sin definir'),
    label: placeLabel(place.officeName, place.office, 'Sin definir'),
  };
}

export interface RaReportData {
  nidra: number;
  scodestado: string;
  sdesestado: string;
  dfecrecepcion: Date;
  /** FISIC or DOCUM. */
  stiporecepcion: string;
  sdesviadespacho: string;
  smodalidadenvio: string;
  origin: RaReportPlace;
  destination: RaReportPlace;
  sender: { rut: string; name: string };
  recipient: { rut: string; name: string; address?: string | null };
  agent: { rut: string; name: string } | null;
  /** party: DESTI, REMIT or OTRO. */
  billing: { party: string | null; rut: string | null };
  /** How it is paid (issue 33), on the receipt: the condition's name and what is still owed (0: nothing). */
  payment?: { condition: string; due: number } | null;
  tracking: string | null;
  cargoType: string | null;
  cargoTypeName: string | null;
  description: string;
  condition: string;
  additionalCondition: string;
  cargoState: string | null;
  /** Human-readable Spanish labels, e.g. 'Frágil', 'Carga IMO', 'Refrigerada (4 °C)'. */
  flags: string[];
  /** The repacking of step 3: the type's description and how many; empty when none. */
  repacks: Array<{ description: string; quantity: number }>;
  documents: RaReportDocument[];
  packages: RaReportPackage[];
  totals: { packages: number; volumeM3: number; weightKg: number; volumetricKg: number; density: number };
  /** Name of the user that registered the RA. */
  receivedBy: string;
  /** The public tracking code and its link (issue 16): the receipt's QR, the labels' text. */
  trackingCode?: string | null;
  trackingUrl?: string | null;
  /** Printed before the RA is finished (ENCREA): the receipt says on every page that it is a draft. */
  draft?: boolean;
}

export interface RaReportDocument {
  type: string;
  number: string;
  /** yyyy-MM-dd */
  date: string;
  /** CLP; null when the document has no value. */
  value: number | null;
}

/** One package line: `quantity` identical units of `weightKg` each. */
export interface RaReportPackage {
  type: string;
  quantity: number;
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  reference: string;
  volumeM3: number;
  totalWeightKg: number;
  volumetricKg: number;
}
